// What an index kept between drafts (backlinks, related links) must take out and put in again when
// the pages change: their entries before and now, compared page by page.
import type { Slug } from '../../schemas/brand.ts';

/**
 * Takes each page's entry before and now (by slug), how to tell two entries alike, and how to index
 * one (`add`: put in, else take out); takes out every entry gone or changed, then puts in every entry
 * new or changed. Unchanged pages are not touched.
 */
export function reindexChanged<T>(
  before: ReadonlyMap<Slug, T>,
  now: ReadonlyMap<Slug, T>,
  same: (a: T, b: T) => boolean,
  index: (slug: Slug, entry: T, add: boolean) => void,
): void {
  for (const [slug, entry] of before) if (!now.has(slug)) index(slug, entry, false);
  for (const [slug, entry] of now) {
    const was = before.get(slug);
    if (was !== undefined && same(was, entry)) continue;
    if (was !== undefined) index(slug, was, false);
    index(slug, entry, true);
  }
}
