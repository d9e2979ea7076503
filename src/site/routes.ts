import type { PageKind, Slug } from '../schemas/brand.ts';
import type { Cluster, KbPage } from '../schemas/knowledge-base.ts';
import { isWrittenByBuild } from './written-by-build.ts';
import { getSite, renderScope } from './kb.ts';
import { indexPages, type IndexPage } from './listing.ts';
import { pagesOfKind } from './pages.ts';

/**
 * The static paths of the pages of one kind: `[slug]` with the page as its prop. Every page of the
 * kind, or only those the build's render scope names (an incremental build reuses the others).
 */
export async function kindPaths(kind: PageKind): Promise<{ params: { slug: string }; props: { page: KbPage } }[]> {
  const site = await getSite();
  const only = renderScope().kindPages;
  const pages = pagesOfKind(site, kind);
  return (only === undefined ? pages : pages.filter((page) => only.has(page.slug))).map((page) => ({ params: { slug: page.slug }, props: { page } }));
}

/**
 * The static paths of `/graph/n/<slug>.json`, one per page; none when the build writes those files
 * itself (src/site/build/incremental/neighbourhood-files.ts), which spares Astro half its routes.
 * The route stays for `astro dev` and a plain `astro build`.
 */
export async function neighbourhoodPaths(): Promise<{ params: { slug: string }; props: { slug: Slug } }[]> {
  if (isWrittenByBuild('graph-neighbourhoods')) return [];
  const site = await getSite();
  return site.kb.pages.map((page) => ({ params: { slug: page.slug }, props: { slug: page.slug } }));
}

/** The static paths of a kind's index pages: `/notes/` (rest param undefined), then `/notes/page/2/`, … */
export async function indexPaths(
  kind: PageKind,
): Promise<{ params: { page: string | undefined }; props: { index: IndexPage } }[]> {
  const site = await getSite();
  return indexPages(site, kind).map((index) => ({
    params: { page: index.number === 1 ? undefined : `page/${index.number}` },
    props: { index },
  }));
}

/** The static paths of every cluster page. */
export async function clusterPaths(): Promise<{ params: { slug: string }; props: { cluster: Cluster } }[]> {
  const site = await getSite();
  return site.kb.clusters.map((cluster) => ({ params: { slug: cluster.slug }, props: { cluster } }));
}
