import type { PageKind } from '../schemas/brand.ts';
import type { Site } from './kb.ts';
import { KINDS } from './labels.ts';
import { clip } from './meta.ts';
import { clusterRef, compareTitles, pagesOfKind, toRef, type ClusterRef, type PageRef } from './pages.ts';

/** How many pages of one kind the collection holds, written and not yet written. */
export interface KindCount {
  kind: PageKind;
  total: number;
  stubs: number;
}

/** A note with the number of inquiring lines that cite it. */
export interface CitedNote {
  ref: PageRef;
  claim: string;
  citedBy: number;
}

/** Everything the home page renders: what the collection holds and the ways into it. */
export interface HomeView {
  counts: KindCount[];
  clusters: ClusterRef[];
  mostCited: CitedNote[];
  recent: PageRef[];
}

/** How many most-cited notes and newest inquiring lines the home page lists. */
export const HOME_LIST_SIZE = 8;

/** Claims on the home page are cut to about this many characters; the note's page has the whole claim. */
const HOME_CLAIM_MAX = 220;

/** The home page's data: counts per kind, clusters by size, the most-cited notes and the newest written inquiring lines. */
export function homeView(site: Site): HomeView {
  const counts = KINDS.map((kind) => {
    const pages = site.kb.pages.filter((page) => page.kind === kind);
    return { kind, total: pages.length, stubs: pages.filter((page) => page.stub).length };
  });
  const clusters = site.kb.clusters
    .map(clusterRef)
    .sort((a, b) => b.size - a.size || compareTitles(a.name, b.name));
  const mostCited = pagesOfKind(site, 'note')
    .filter((note) => note.citedBy.length > 0)
    .sort((a, b) => b.citedBy.length - a.citedBy.length || compareTitles(a.title, b.title))
    .slice(0, HOME_LIST_SIZE)
    .map((note) => ({ ref: toRef(note), claim: clip(note.claim, HOME_CLAIM_MAX), citedBy: note.citedBy.length }));
  const recent = pagesOfKind(site, 'inquiry')
    .filter((page) => !page.stub && page.date !== undefined)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || compareTitles(a.title, b.title))
    .slice(0, HOME_LIST_SIZE)
    .map(toRef);
  return { counts, clusters, mostCited, recent };
}
