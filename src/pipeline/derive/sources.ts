import type { PageIdentity } from '../resolve/identity.ts';
import { kindOf } from '../../kinds/registry.ts';

/**
 * An inquiring line's sources: the distinct notes its body cites, in first-citation order. A line
 * whose body cites no note (a stub) takes its written Sources list instead.
 */
export function deriveSources(links: ReadonlyArray<PageIdentity | null>, written: readonly PageIdentity[]): PageIdentity[] {
  const seen = new Set<string>();
  const out: PageIdentity[] = [];
  for (const page of links) {
    if (!page || kindOf(page.kind).citedThrough !== 'sources' || seen.has(page.slug)) continue;
    seen.add(page.slug);
    out.push(page);
  }
  return out.length > 0 ? out : distinct(written);
}

/** `pages` without repeats, first occurrence kept. */
export function distinct(pages: readonly PageIdentity[]): PageIdentity[] {
  const seen = new Set<string>();
  return pages.filter((p) => !seen.has(p.slug) && (seen.add(p.slug), true));
}
