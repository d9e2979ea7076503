import { KIND_IDS, type PageKind } from '../core/kinds.ts';
import { kindFolder } from '../core/url.ts';
import type { Cluster, KbPage } from '../schemas/knowledge-base.ts';
import { indexPages, type IndexPage } from './listing.ts';
import { pagesOfKind } from './pages.ts';
import { siteContent } from './site-content.ts';
import { getSite, renderScope } from 'virtual:research-notes/site';

type PagePath = { params: { kind: string; slug: string }; props: { page: KbPage } };

/**
 * The static paths of the pages of one kind (`src/pages/[kind]/[slug].astro`): the kind's URL
 * folder and the page's slug, with the page as its prop. Every page of the kind, or only those
 * the build's render scope names (an incremental build reuses the others).
 */
export async function kindPaths(kind: PageKind): Promise<PagePath[]> {
  const site = await getSite();
  const only = renderScope().kindPages;
  const pages = pagesOfKind(site, kind);
  return (only === undefined ? pages : pages.filter((page) => only.has(page.slug))).map((page) => ({
    params: { kind: kindFolder(kind), slug: page.slug },
    props: { page },
  }));
}

/** The static paths of the pages of every kind, kind by kind. */
export async function pagePaths(): Promise<PagePath[]> {
  return (await Promise.all(KIND_IDS.map(kindPaths))).flat();
}

type IndexPath = { params: { kind: string; page: string | undefined }; props: { index: IndexPage } };

/**
 * The static paths of a kind's index pages (`src/pages/[kind]/[...page].astro`): `/notes/` (rest
 * param undefined), then `/notes/page/2/`, …; none for a kind the site has no page of, so a vault
 * of notes has no empty `/papers/`.
 */
export async function indexPaths(kind: PageKind): Promise<IndexPath[]> {
  const site = await getSite();
  if (!siteContent(site).kinds.includes(kind)) return [];
  return indexPages(site, kind).map((index) => ({
    params: { kind: kindFolder(kind), page: index.number === 1 ? undefined : `page/${index.number}` },
    props: { index },
  }));
}

/** The static paths of the index pages of every kind, kind by kind. */
export async function allIndexPaths(): Promise<IndexPath[]> {
  return (await Promise.all(KIND_IDS.map(indexPaths))).flat();
}

/** The static paths of every cluster page. */
export async function clusterPaths(): Promise<{ params: { slug: string }; props: { cluster: Cluster } }[]> {
  const site = await getSite();
  return site.kb.clusters.map((cluster) => ({ params: { slug: cluster.slug }, props: { cluster } }));
}
