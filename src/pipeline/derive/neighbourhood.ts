import type { Slug } from '../../schemas/brand.ts';
import type { Neighbourhood, NeighbourNode, NeighbourRole } from '../../schemas/graph.ts';
import type { KbPage } from '../../schemas/knowledge-base.ts';
import type { GraphIndex } from './graph-index.ts';

/** How many nodes a neighbourhood may show; the defaults keep a 320 px phone readable. */
export interface NeighbourhoodCaps {
  /** Most nodes of one fully shown group (related, sources, papers, next). Default: 40. */
  group: number;
  /** Most backlinks and other links shown before a "+N more" node. Default: 8. */
  backlinks: number;
  /** The second ring is drawn only when the first has at most this many nodes. Default: 14. */
  crowded: number;
  /** Most nodes in the second ring. Default: 18. */
  second: number;
}

export const DEFAULT_CAPS: NeighbourhoodCaps = { group: 40, backlinks: 8, crowded: 14, second: 18 };

/** The centre's first-ring groups in display order, each fully shown up to `caps.group`. */
function fullGroups(page: KbPage): [NeighbourRole, readonly Slug[]][] {
  switch (page.kind) {
    case 'note':
      return [['related', page.related.map((r) => r.slug)], ['paper', page.papers]];
    case 'inquiry':
      return [['source', page.sources.length > 0 ? page.sources : page.writtenSources], ['next', page.next]];
    case 'paper':
      return [];
    case 'discussion':
      return [['paper', page.paper ? [page.paper] : []]];
  }
}

/** Backlinks proper: inquiring lines citing a note, notes listing a paper. */
function backlinks(page: KbPage): readonly Slug[] {
  return page.kind === 'note' || page.kind === 'paper' ? page.citedBy : [];
}

/**
 * Takes the graph index and a page slug and returns the page's neighbourhood: the page, then its
 * related concepts, sources, papers and next lines in full, then a sample of its backlinks and
 * other links (those most connected to the rest of the ring first) with a "+N more" node for
 * the rest, then, where the first ring is not crowded, its neighbours' neighbours.
 */
export function selectNeighbourhood(index: GraphIndex, slug: Slug, caps: NeighbourhoodCaps = DEFAULT_CAPS): Neighbourhood {
  const ci = index.indexOf.get(slug);
  const centre = ci === undefined ? undefined : index.pages[ci];
  if (ci === undefined || !centre) throw new Error(`no page has the slug "${slug}": build the neighbourhood from a slug of this knowledge base`);
  const shown = new Map<number, number>([[ci, 0]]);
  const order: { i: number; role: NeighbourRole; p?: number }[] = [{ i: ci, role: 'centre' }];
  const add = (i: number, role: NeighbourRole, p?: number) => {
    if (shown.has(i)) return false;
    shown.set(i, order.length);
    order.push(p === undefined ? { i, role } : { i, role, p });
    return true;
  };
  for (const [role, slugs] of fullGroups(centre)) {
    let n = 0;
    for (const s of slugs) {
      const i = index.indexOf.get(s);
      if (i !== undefined && n < caps.group && add(i, role)) n++;
    }
  }
  // Backlinks and any other link, sampled: the ones tied to most of the ring tell most about it.
  const ring = new Set(shown.keys());
  const back = new Set(backlinks(centre).flatMap((s) => index.indexOf.get(s) ?? []));
  const candidates = (index.adjacency[ci] ?? []).filter((j) => !shown.has(j));
  const ties = (j: number) => (index.adjacency[j] ?? []).reduce((n, k) => n + (ring.has(k) ? 1 : 0), 0);
  const scored = candidates
    .map((j) => ({ j, back: back.has(j), ties: ties(j), title: index.pages[j]?.title ?? '' }))
    .sort((a, b) => Number(b.back) - Number(a.back) || b.ties - a.ties || (a.title < b.title ? -1 : a.title > b.title ? 1 : a.j - b.j));
  const taken = scored.slice(0, caps.backlinks);
  for (const c of taken) add(c.j, c.back ? 'cited-by' : 'link');
  const omitted = scored.length - taken.length;
  const firstRing = order.length - 1;
  if (firstRing <= caps.crowded && firstRing > 0) addSecondRing(index, order.slice(1), add, Math.min(caps.second, 2 * caps.crowded - firstRing));
  const nodes: NeighbourNode[] = order.map(({ i, role, p }) => {
    const page = index.pages[i]!;
    const node: NeighbourNode = { s: page.slug, t: page.title, k: page.kind, r: role };
    if (p !== undefined) node.p = shown.get(p) ?? 0;
    if (page.stub) node.stub = true;
    return node;
  });
  if (omitted > 0) {
    const lines = scored.slice(caps.backlinks).filter((c) => c.back).length;
    const label = lines === omitted && centre.kind === 'note' ? 'inquiring lines' : 'linked pages';
    nodes.push({ s: '', t: `${omitted} more ${label}`, k: index.pages[scored[caps.backlinks]!.j]!.kind, r: 'more', n: omitted });
  }
  return { v: 1, nodes, edges: edgesOf(index, order, shown, omitted > 0 ? nodes.length - 1 : -1) };
}

/** Adds up to `budget` second-ring nodes, shared out evenly over the first ring (most linked first). */
function addSecondRing(
  index: GraphIndex,
  first: readonly { i: number }[],
  add: (i: number, role: NeighbourRole, p: number) => boolean,
  budget: number,
): void {
  const each = Math.max(1, Math.floor(budget / first.length));
  const degree = (j: number) => index.adjacency[j]?.length ?? 0;
  let left = budget;
  for (const { i } of first) {
    const picks = [...(index.adjacency[i] ?? [])].sort((a, b) => degree(b) - degree(a) || a - b);
    let n = 0;
    for (const j of picks) {
      if (n >= each || left <= 0) break;
      if (add(j, 'second', i)) {
        n++;
        left--;
      }
    }
  }
}

/** Centre to every first-ring node, first-ring nodes linked to each other, second ring to its parent. */
function edgesOf(index: GraphIndex, order: readonly { i: number; role: NeighbourRole; p?: number }[], shown: ReadonlyMap<number, number>, more: number): number[] {
  const edges: number[] = [];
  const firstRing = order.filter((o) => o.role !== 'centre' && o.role !== 'second');
  firstRing.forEach((o) => edges.push(0, shown.get(o.i)!));
  if (more >= 0) edges.push(0, more);
  const inRing = new Set(firstRing.map((o) => o.i));
  for (const o of firstRing) {
    const a = shown.get(o.i)!;
    for (const j of index.adjacency[o.i] ?? []) {
      const b = shown.get(j);
      if (inRing.has(j) && b !== undefined && b > a) edges.push(a, b);
    }
  }
  order.forEach((o, k) => {
    if (o.role === 'second' && o.p !== undefined) edges.push(shown.get(o.p)!, k);
  });
  return edges;
}
