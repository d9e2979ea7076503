import type { PageKind, Slug } from '../schemas/brand.ts';
import type { Cluster, KbPage } from '../schemas/knowledge-base.ts';
import type { Site } from '../handoff/kb.ts';

/** What a link to a page needs: where it goes, what it is called, what kind it is and whether it is written yet. */
export type PageRef = Pick<KbPage, 'slug' | 'url' | 'title' | 'kind' | 'stub'>;

/** What a link to a cluster needs. */
export type ClusterRef = Pick<Cluster, 'slug' | 'url' | 'name'> & { size: number };

/** A page of one kind, narrowed by its `kind`. */
export type PageOfKind<K extends PageKind> = Extract<KbPage, { kind: K }>;

const titleOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Compares two titles for display order: case- and accent-insensitive, numbers by value. */
export function compareTitles(a: string, b: string): number {
  return titleOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The page with this slug; throws naming `from` when the knowledge base has no such page, so a dangling link fails the build. */
export function pageAt(site: Site, slug: Slug, from: string): KbPage {
  const page = site.bySlug.get(slug);
  if (!page) throw new Error(`${from} links to "${slug}", which is not a page of the knowledge base. Rebuild it with \`npm run build\`.`);
  return page;
}

/** A link-sized view of the page with this slug (see `pageAt` for a missing slug). */
export function refTo(site: Site, slug: Slug, from: string): PageRef {
  return toRef(pageAt(site, slug, from));
}

/**
 * The class of a link to a page: `page-link`, plus `page-link--stub` when the page is not yet
 * written. PageLink.astro uses it, and so do the lists that write a link's markup in their own
 * loop (RefList, RelatedList, …): Astro renders a component per list item at several times the
 * cost of the same markup in the loop.
 */
export function pageLinkClass(ref: Pick<PageRef, 'stub'>): string {
  return ref.stub ? 'page-link page-link--stub' : 'page-link';
}

/** The link-sized view of a page. */
export function toRef(page: KbPage): PageRef {
  return { slug: page.slug, url: page.url, title: page.title, kind: page.kind, stub: page.stub };
}

/** Every page of one kind, in knowledge-base order (by slug). */
export function pagesOfKind<K extends PageKind>(site: Site, kind: K): PageOfKind<K>[] {
  return site.kb.pages.filter((page): page is PageOfKind<K> => page.kind === kind);
}

/** Link-sized views of the pages of one kind, sorted by title. */
export function refsOfKindByTitle(site: Site, kind: PageKind): PageRef[] {
  return pagesOfKind(site, kind)
    .map(toRef)
    .sort((a, b) => compareTitles(a.title, b.title));
}

/** The clusters a page belongs to, as links, in the page's order. */
export function clustersOf(site: Site, page: KbPage): ClusterRef[] {
  return page.clusters.map((slug) => {
    const cluster = site.clusterBySlug.get(slug);
    if (!cluster) throw new Error(`${page.url} names cluster "${slug}", which the knowledge base does not hold.`);
    return clusterRef(cluster);
  });
}

/** The link-sized view of a cluster with its member count. */
export function clusterRef(cluster: Cluster): ClusterRef {
  return { slug: cluster.slug, url: cluster.url, name: cluster.name, size: cluster.pages.length };
}

/** Takes page links; returns them with the written pages first, each group in its given order. */
export function writtenFirst<T extends Pick<PageRef, 'stub'>>(refs: readonly T[]): T[] {
  return [...refs.filter((ref) => !ref.stub), ...refs.filter((ref) => ref.stub)];
}
