/**
 * All search code in one chunk: the dialog (imported by `loader.ts` on first use) and the search
 * page. One chunk means the loader's dynamic import has no shared dependencies to preload, so
 * the loader stays a few hundred bytes.
 */
export { openSearchDialog } from './dialog.ts';
export { startSearchPageFromDocument } from './search-page.ts';
