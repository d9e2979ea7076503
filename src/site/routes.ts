import type { PageKind } from '../schemas/brand.ts';
import type { Cluster, KbPage } from '../schemas/knowledge-base.ts';
import { getSite } from './kb.ts';
import { indexPages, type IndexPage } from './listing.ts';
import { pagesOfKind } from './pages.ts';

/** The static paths of every page of one kind: `[slug]` with the page as its prop. */
export async function kindPaths(kind: PageKind): Promise<{ params: { slug: string }; props: { page: KbPage } }[]> {
  const site = await getSite();
  return pagesOfKind(site, kind).map((page) => ({ params: { slug: page.slug }, props: { page } }));
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
