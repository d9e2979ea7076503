import type { PageKind } from '../schemas/brand.ts';
import type { Site } from '../handoff/kb.ts';
import { KIND_IDS } from '../core/kinds.ts';
import { clip } from './meta.ts';
import { clusterRef, compareTitles, pagesOfKind, toRef, type ClusterRef, type PageRef } from './pages.ts';

/** How many pages of one kind the collection holds, written and not yet written. */
export interface KindCount {
  kind: PageKind;
  total: number;
  stubs: number;
}

/** A written page as the home page features it: the link, a line of what it says, and how often it is cited. */
export interface FeaturedPage {
  ref: PageRef;
  /** A note's claim summary or an inquiring line's lede, cut to about `HOME_CLAIM_MAX` characters. */
  summary: string;
  /** For a note, the inquiring lines citing it; for an inquiring line, the notes it cites. */
  count: number;
}

/** Everything the home page renders: the written inquiring lines and notes, clusters, what is new, what the collection holds. */
export interface HomeView {
  lines: FeaturedPage[];
  notes: FeaturedPage[];
  clusters: ClusterRef[];
  /** The newest written pages of every kind. */
  recent: PageRef[];
  counts: KindCount[];
}

/** How many inquiring lines, notes and new pages the home page lists. */
export const HOME_LIST_SIZE = 8;

/** Summaries on the home page are cut to about this many characters; the page itself has the whole text. */
const HOME_CLAIM_MAX = 220;

const newestFirst = (a: { date?: string | undefined; title: string }, b: { date?: string | undefined; title: string }) =>
  (b.date ?? '').localeCompare(a.date ?? '') || compareTitles(a.title, b.title);

/**
 * The home page's data, written pages only (pages not yet written are never featured): inquiring
 * lines newest first, notes most cited first, clusters by size, the newest pages, counts per kind.
 */
export function homeView(site: Site): HomeView {
  const counts = KIND_IDS.map((kind) => {
    const pages = site.kb.pages.filter((page) => page.kind === kind);
    return { kind, total: pages.length, stubs: pages.filter((page) => page.stub).length };
  });
  const clusters = site.kb.clusters
    .map(clusterRef)
    .sort((a, b) => b.size - a.size || compareTitles(a.name, b.name));
  const lines = pagesOfKind(site, 'inquiry')
    .filter((page) => !page.stub)
    .sort(newestFirst)
    .slice(0, HOME_LIST_SIZE)
    .map((line) => ({ ref: toRef(line), summary: clip(line.lede, HOME_CLAIM_MAX), count: line.sources.length }));
  const notes = pagesOfKind(site, 'note')
    .filter((note) => !note.stub)
    .sort((a, b) => b.citedBy.length - a.citedBy.length || compareTitles(a.title, b.title))
    .slice(0, HOME_LIST_SIZE)
    .map((note) => ({ ref: toRef(note), summary: clip(note.claim, HOME_CLAIM_MAX), count: note.citedBy.length }));
  const recent = site.kb.pages
    .filter((page) => !page.stub && page.date !== undefined)
    .sort(newestFirst)
    .slice(0, HOME_LIST_SIZE)
    .map(toRef);
  return { lines, notes, clusters, recent, counts };
}
