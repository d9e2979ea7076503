// The catalogue's keys the reading aids write in the browser: code blocks' copy button
// (code-copy.ts) and a diagram's larger view (diagram-view.ts). The site integration serves their
// messages in the site's language as `virtual:research-notes/words/reading` (src/integration/script-words.ts).
import type { MessageKey } from '../../core/i18n/catalogue.ts';

/** The keys of the reading aids' words. */
export const READING_WORDS = [
  'code.copy',
  'code.copyCode',
  'code.copied',
  'code.selected',
  'diagram.open',
  'diagram.close',
] as const satisfies readonly MessageKey[];
