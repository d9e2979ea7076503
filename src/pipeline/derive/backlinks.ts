import type { Slug } from '../../schemas/brand.ts';
import { compare } from '../finding.ts';
import type { PageIdentity } from '../resolve/identity.ts';
import { kindOf } from '../../kinds/registry.ts';

/** The outgoing references of one page, resolved. */
export interface PageEdges {
  page: PageIdentity;
  /** Body links, sources, next, related, papers and a discussion's paper: everything that links out. */
  all: readonly PageIdentity[];
  /** An inquiring line's sources (derived). */
  sources: readonly PageIdentity[];
  /** A note's listed papers. */
  papers: readonly PageIdentity[];
}

/** Backlinks of every page, each list sorted and free of repeats. */
export interface Backlinks {
  /** Every page linking here in any way, sorted by slug. */
  linkedFrom: Map<Slug, Slug[]>;
  /** Per citing field, the pages citing each page through it, sorted by title: `sources` (a note's inquiring lines), `papers` (a paper's notes). */
  citedBy: Record<CitingField, Map<Slug, Slug[]>>;
}

/** The fields a page cites others through (each kind's `cites` and `citedThrough`). */
type CitingField = 'sources' | 'papers';

/** Computes every backlink from the pages' outgoing references in one pass over the edges. */
export function deriveBacklinks(edges: readonly PageEdges[]): Backlinks {
  const linkedFrom = new Map<Slug, Set<PageIdentity>>();
  const citedBy: Record<CitingField, Map<Slug, Set<PageIdentity>>> = { sources: new Map(), papers: new Map() };
  const push = (map: Map<Slug, Set<PageIdentity>>, to: PageIdentity, from: PageIdentity): void => {
    const set = map.get(to.slug);
    if (set) set.add(from);
    else map.set(to.slug, new Set([from]));
  };
  for (const edge of edges) {
    const { page, all } = edge;
    for (const to of all) if (to.slug !== page.slug) push(linkedFrom, to, page);
    const cites = kindOf(page.kind).cites;
    if (cites !== undefined) for (const to of edge[cites]) push(citedBy[cites], to, page);
  }
  const bySlug = (set: Set<PageIdentity>): Slug[] => [...set].map((p) => p.slug).sort(compare);
  const byTitle = (set: Set<PageIdentity>): Slug[] =>
    [...set].sort((a, b) => compare(a.title.toLowerCase(), b.title.toLowerCase()) || compare(a.slug, b.slug)).map((p) => p.slug);
  return {
    linkedFrom: mapValues(linkedFrom, bySlug),
    citedBy: { sources: mapValues(citedBy.sources, byTitle), papers: mapValues(citedBy.papers, byTitle) },
  };
}

function mapValues<K, A, B>(map: Map<K, A>, fn: (a: A) => B): Map<K, B> {
  const out = new Map<K, B>();
  for (const [k, v] of map) out.set(k, fn(v));
  return out;
}
