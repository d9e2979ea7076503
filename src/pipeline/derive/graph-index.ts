import type { Slug } from '../../schemas/brand.ts';
import type { KbPage, KnowledgeBase } from '../../schemas/knowledge-base.ts';
import { kindOfPage } from '../../kinds/registry.ts';

/**
 * The knowledge base as an undirected graph, each page's neighbours made when first asked for: a
 * page's picture of its neighbourhood reads a few hundred pages' lists, never the whole graph, so a
 * changed knowledge base (a save under `astro dev`) draws it without indexing every page again.
 */
export interface NeighbourIndex {
  readonly pages: readonly KbPage[];
  readonly indexOf: ReadonlyMap<Slug, number>;
  /** Neighbour indices of page `i`, sorted ascending, without duplicates or self-loops. */
  neighbours(i: number): readonly number[];
}

/** The whole graph: every page's neighbours, as the site's graph lays it out. */
export interface GraphIndex extends NeighbourIndex {
  readonly adjacency: readonly (readonly number[])[];
  /** Number of undirected edges. */
  readonly edgeCount: number;
}

/**
 * The pages a page links to or is linked from, by every typed field. In a knowledge base the
 * pipeline derived, this list alone gives the page's neighbours in the undirected graph: a link out
 * is one of its citations or its kind's links, and a link in is in its `linkedFrom` (which the
 * backlinks derive from every link out, src/pipeline/derive/backlinks.ts).
 */
function linkedSlugs(page: KbPage): Slug[] {
  const out: Slug[] = [...page.linkedFrom];
  for (const c of page.citations) out.push(c.target);
  out.push(...kindOfPage(page).links(page));
  return out;
}

/** Page `i`'s neighbours: its linked pages that exist, itself left out, as sorted indices. */
function neighboursOf(pages: readonly KbPage[], indexOf: ReadonlyMap<Slug, number>, i: number): number[] {
  const page = pages[i];
  if (page === undefined) return [];
  const found = new Set<number>();
  for (const slug of linkedSlugs(page)) {
    const j = indexOf.get(slug);
    if (j !== undefined && j !== i) found.add(j);
  }
  return Array.from(Int32Array.from(found).sort());
}

const lazy = new WeakMap<KnowledgeBase, NeighbourIndex>();

/**
 * Takes the knowledge base and returns its neighbour index (one per knowledge-base object), each
 * page's list made once, when first asked for. Links to slugs that are not pages are ignored here:
 * resolving them is the resolver's job.
 */
export function neighbourIndex(kb: KnowledgeBase): NeighbourIndex {
  const cached = lazy.get(kb);
  if (cached) return cached;
  const pages = kb.pages;
  const indexOf = new Map<Slug, number>();
  pages.forEach((p, i) => indexOf.set(p.slug, i));
  const rows = new Map<number, readonly number[]>();
  const index: NeighbourIndex = {
    pages,
    indexOf,
    neighbours: (i) => {
      let row = rows.get(i);
      if (row === undefined) rows.set(i, (row = neighboursOf(pages, indexOf, i)));
      return row;
    },
  };
  lazy.set(kb, index);
  return index;
}

const whole = new WeakMap<KnowledgeBase, GraphIndex>();

/**
 * Takes the knowledge base and returns its whole graph index (built once per knowledge-base
 * object). Each link is added from both its ends, so the graph is undirected even for a knowledge
 * base whose `linkedFrom` lists are not complete (a hand-made or generated one); for one the
 * pipeline derived, its lists are those `neighbourIndex` gives.
 */
export function buildGraphIndex(kb: KnowledgeBase): GraphIndex {
  const cached = whole.get(kb);
  if (cached) return cached;
  const { pages, indexOf } = neighbourIndex(kb);
  const sets = pages.map((_, i) => new Set(neighboursOf(pages, indexOf, i)));
  sets.forEach((set, i) => {
    for (const j of set) sets[j]?.add(i);
  });
  let degreeSum = 0;
  const adjacency = sets.map((set) => {
    degreeSum += set.size;
    return Array.from(Int32Array.from(set).sort());
  });
  const index: GraphIndex = { pages, indexOf, adjacency, edgeCount: degreeSum / 2, neighbours: (i) => adjacency[i] ?? [] };
  whole.set(kb, index);
  return index;
}
