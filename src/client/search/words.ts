// The catalogue's keys the search scripts write in the browser. The site integration serves their
// messages in the site's language as `virtual:research-notes/words/dialog` and
// `virtual:research-notes/words/search-page` (src/integration/script-words.ts).
import type { MessageKey } from '../../core/i18n/catalogue.ts';

/** The keys both write beside each result: its kind, "not yet written", its sections. */
const RESULT_WORDS = [
  'kind.inquiry',
  'kind.note',
  'kind.paper',
  'kind.discussion',
  'kind.page',
  'ng.stub',
  'search.sections',
] as const satisfies readonly MessageKey[];

/** The keys of the search dialog's words (dialog.ts). */
export const DIALOG_WORDS = [
  'search.label',
  'search.placeholder',
  'search.close',
  'search.results',
  'search.open',
  'search.all',
  'search.keys',
  'search.none',
  'search.count',
  'search.firstOf',
  'search.preview',
  ...RESULT_WORDS,
] as const satisfies readonly MessageKey[];

/** The keys of the search page's words (search-page.ts). */
export const SEARCH_PAGE_WORDS = [
  'search.type',
  'search.none',
  'search.noneFiltered',
  'search.found',
  'search.foundFiltered',
  'search.foundWritten',
  'search.chosen',
  'search.clusters',
  'search.tags',
  ...RESULT_WORDS,
] as const satisfies readonly MessageKey[];
