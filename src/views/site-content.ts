// What the collection holds, as the pages around its content need it: which kinds have pages
// (the header, the 404 page and the home list only those) and whether it is a research collection
// (inquiring lines, papers, discussions), whose wording ("Cite this page", "cited by N inquiring
// lines") a plain vault of notes never shows.
import { KIND_IDS, kindPlural, type PageKind } from '../core/kinds.ts';
import { kindIndexUrl } from '../core/url.ts';
import type { Site } from '../handoff/kb.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import { clustersWithPages } from '../pipeline/derive/clusters.ts';
import { kindOf } from '../kinds/registry.ts';

/** What kinds of pages a site holds. */
export interface SiteContent {
  /** The kinds with at least one page (written or not), in `KIND_IDS` order. */
  kinds: PageKind[];
  /** `true` when some written page is an inquiring line, a paper or a discussion: the research format's sections and words apply. */
  research: boolean;
  /** `true` when some page names a cluster. */
  clusters: boolean;
}

// Once per site: every page of a build asks.
const known = new WeakMap<Site, SiteContent>();

/** Takes the pages and clusters of a knowledge base; returns which kinds it holds and whether it is a research collection. */
export function contentOf(kb: Pick<KnowledgeBase, 'pages' | 'clusters'>): SiteContent {
  const held = new Set<PageKind>();
  let research = false;
  for (const page of kb.pages) {
    held.add(page.kind);
    if (!page.stub && kindOf(page.kind).research === true) research = true;
  }
  return { kinds: KIND_IDS.filter((kind) => held.has(kind)), research, clusters: clustersWithPages(kb.clusters).length > 0 };
}

/** Takes the site; returns `contentOf` its knowledge base, computed once per site. */
export function siteContent(site: Site): SiteContent {
  let content = known.get(site);
  if (content === undefined) known.set(site, (content = contentOf(site.kb)));
  return content;
}

/**
 * Takes the site and a site path; returns `false` when the path is the index of something the
 * site has none of (a kind without pages, the clusters of a site without clusters), so that no
 * navigation leads to an empty list; `true` for every other path and for full addresses.
 */
export function leadsSomewhere(site: Site, link: string): boolean {
  const content = siteContent(site);
  if (link === '/clusters/') return content.clusters;
  const kind = KIND_IDS.find((id) => kindIndexUrl(id) === link);
  return kind === undefined || content.kinds.includes(kind);
}

/** Takes kinds; returns their names in running text: `notes`, `inquiring lines, notes, papers and discussions` (`pages` for none). */
export function kindsInWords(kinds: readonly PageKind[]): string {
  const names = kinds.map((kind) => kindPlural(kind).toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'pages');
}
