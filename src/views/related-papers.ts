// A note's related papers as its page shows them: the ones the author listed, then the ones the
// build found most similar in text. One rule for the section and the page's contents.
import type { Site } from '../handoff/kb.ts';
import type { NotePage, RankedPage } from '../schemas/knowledge-base.ts';
import { toRef, type PageRef } from './pages.ts';
import { rankedPapersOf } from '../kinds/note.ts';

/** A related paper with its link. */
export type RelatedPaper = RankedPage & { ref: PageRef };

/** The two groups of a note's related papers. */
export interface RelatedPapers {
  /** The papers the author listed, in the author's order. */
  listed: RelatedPaper[];
  /** The papers most similar in text, highest similarity first. */
  computed: RelatedPaper[];
}

export { rankedPapersOf };

/** Takes a note and the site; returns its related papers in their two groups, each with its link. */
export function relatedPapersOf(note: NotePage, site: Site): RelatedPapers {
  const items = rankedPapersOf(note).flatMap((item) => {
    const page = site.bySlug.get(item.slug);
    return page === undefined ? [] : [{ ...item, ref: toRef(page) }];
  });
  return {
    listed: items.filter((item) => item.origin === 'listed'),
    computed: items.filter((item) => item.origin === 'computed').sort((a, b) => b.score - a.score),
  };
}
