// The dates a page's properties do not give, taken from its file's history (src/pipeline/read/git-dates.ts).
import type { KbPage } from '../../schemas/knowledge-base.ts';
import type { FileDates } from '../read/git-dates.ts';

/** Takes the pages and each content file's dates from its history; fills in each written page's `created` and `modified` where its properties left them out. Mutates the pages. */
export function withHistoryDates(pages: KbPage[], history: ReadonlyMap<string, FileDates>): void {
  for (const page of pages) {
    if (page.stub || page.file === null) continue;
    const dates = history.get(page.file);
    if (dates === undefined) continue;
    if (page.created === undefined && dates.created !== undefined) page.created = dates.created;
    if (page.modified === undefined) page.modified = dates.modified;
  }
}
