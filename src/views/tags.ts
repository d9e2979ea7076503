import type { KbPage } from '../schemas/knowledge-base.ts';
import type { UrlPath } from '../schemas/brand.ts';
import { normalTag, tagUrl } from '../pipeline/resolve/slug.ts';
import { compareTitles, toRef, type PageRef } from './pages.ts';

/** One tag's page: the pages tagged with it or a tag nested under it, and the tags one level under it. */
export interface TagView {
  /** The tag, normalised (`nested/tag`). */
  tag: string;
  url: UrlPath;
  pages: PageRef[];
  children: Array<{ tag: string; url: UrlPath; size: number }>;
}

/**
 * Takes the pages; returns every tag's page view, each level of a nested tag included
 * (`a/b` gives `a` and `a/b`), sorted by tag. `/tags/a/` lists the pages of `a` and of `a/b`.
 */
export function tagViews(pages: readonly KbPage[]): TagView[] {
  const byTag = new Map<string, Map<string, KbPage>>();
  for (const page of pages) {
    for (const written of page.tags) {
      const levels = normalTag(written)
        .split('/')
        .filter((l) => l !== '');
      for (let depth = 1; depth <= levels.length; depth++) {
        const tag = levels.slice(0, depth).join('/');
        let tagged = byTag.get(tag);
        if (!tagged) byTag.set(tag, (tagged = new Map()));
        tagged.set(page.slug, page);
      }
    }
  }
  const tags = [...byTag.keys()].sort();
  return tags.map((tag) => ({
    tag,
    url: tagUrl(tag),
    pages: [...(byTag.get(tag)?.values() ?? [])].map(toRef).sort((a, b) => compareTitles(a.title, b.title)),
    children: tags
      .filter((t) => t.startsWith(`${tag}/`) && !t.slice(tag.length + 1).includes('/'))
      .map((t) => ({ tag: t, url: tagUrl(t), size: byTag.get(t)?.size ?? 0 })),
  }));
}
