// The catalogue's keys the link previews write in the browser. The site integration serves their
// messages in the site's language as `virtual:research-notes/words/preview` and
// `virtual:research-notes/words/support` (src/integration/script-words.ts).
import type { MessageKey } from '../../core/i18n/catalogue.ts';

/** The keys of the previews' own words (preview.ts and render.ts). */
export const PREVIEW_WORDS = [
  'preview.label',
  'preview.loading',
  'preview.none',
  'preview.figures',
  'preview.stub',
  'stub.hidden',
] as const satisfies readonly MessageKey[];

/** The keys of the words over a citation's passage, by how well it carries the sentence (support.ts). */
export const SUPPORT_WORDS = [
  'support.supported',
  'support.closest',
  'support.unsupported',
  'support.contradicted',
  'support.direction',
  'support.otherFigure',
  'support.otherCount',
] as const satisfies readonly MessageKey[];
