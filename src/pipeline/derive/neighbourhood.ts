import type { Slug } from '../../schemas/brand.ts';
import type { Neighbourhood, NeighbourNode, NeighbourRole } from '../../schemas/graph.ts';
import type { KbPage } from '../../schemas/knowledge-base.ts';
import type { NeighbourIndex } from './graph-index.ts';
import { kindOfPage } from '../../kinds/registry.ts';

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
  /**
   * Most pages not yet written in the first ring (half of them in any one group); the others are
   * counted in "+N more", so that the written pages and their labels carry the picture. Default: 8.
   */
  stubs: number;
}

export const DEFAULT_CAPS: NeighbourhoodCaps = { group: 40, backlinks: 8, crowded: 14, second: 18, stubs: 8 };

/** The centre's first-ring groups in display order, each fully shown up to `caps.group`. */
function fullGroups(page: KbPage): [NeighbourRole, readonly Slug[]][] {
  return kindOfPage(page).neighbourGroups(page);
}

/** Backlinks proper: inquiring lines citing a note, notes listing a paper. */
function backlinks(page: KbPage): readonly Slug[] {
  return kindOfPage(page).citedBy(page);
}

/**
 * Takes the graph index and a page slug and returns the page's neighbourhood: the page, then its
 * related concepts, sources, papers and next lines in full, then a sample of its backlinks and
 * other links (those most connected to the rest of the ring first) with a "+N more" node for
 * the rest, then, where the first ring is not crowded, its neighbours' neighbours.
 */
export function selectNeighbourhood(index: NeighbourIndex, slug: Slug, caps: NeighbourhoodCaps = DEFAULT_CAPS): Neighbourhood {
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
  let stubs = 0;
  const isStub = (i: number) => index.pages[i]?.stub === true;
  // A page not yet written is shown while the ring has room for one (`caps.stubs` in all, half of
  // them in any one group, so that every group is seen).
  const addCapped = (i: number, role: NeighbourRole, groupStubs = 0): boolean => {
    if (isStub(i) && (stubs >= caps.stubs || groupStubs >= Math.ceil(caps.stubs / 2))) return false;
    if (!add(i, role)) return false;
    if (isStub(i)) stubs++;
    return true;
  };
  // Pages of the full groups: those left out are counted in "+N more", not sampled again below.
  const grouped = new Set<number>();
  for (const [role, slugs] of fullGroups(centre)) {
    let n = 0;
    let groupStubs = 0;
    // Written pages first, then those not yet written, each in the order the page gives them.
    const found = slugs.flatMap((s) => index.indexOf.get(s) ?? []);
    for (const i of found) grouped.add(i);
    const ordered = [...found.filter((i) => !isStub(i)), ...found.filter(isStub)];
    for (const i of ordered) {
      if (n >= caps.group || !addCapped(i, role, groupStubs)) continue;
      n++;
      if (isStub(i)) groupStubs++;
    }
  }
  // Backlinks and any other link, sampled: the ones tied to most of the ring tell most about it.
  const ring = new Set(shown.keys());
  const back = new Set(backlinks(centre).flatMap((s) => index.indexOf.get(s) ?? []));
  const candidates = index.neighbours(ci).filter((j) => !shown.has(j));
  const ties = (j: number) => {
    let n = 0;
    for (const k of index.neighbours(j)) if (ring.has(k)) n++;
    return n;
  };
  const title = (j: number) => index.pages[j]?.title ?? '';
  const scored = candidates.map((j) => ({ j, back: back.has(j), ties: ties(j), stub: isStub(j) }));
  // Only the best few are shown: select them without sorting all of a hub's hundreds of links;
  // written pages before those not yet written.
  const taken = topK(
    scored.filter((c) => !grouped.has(c.j)),
    caps.backlinks,
    (a, b) =>
      a.stub !== b.stub
        ? b.stub
        : a.back !== b.back
          ? a.back
          : a.ties !== b.ties
            ? a.ties > b.ties
            : title(a.j) !== title(b.j)
              ? title(a.j) < title(b.j)
              : a.j < b.j,
  );
  for (const c of taken) addCapped(c.j, c.back ? 'cited-by' : 'link');
  const firstRing = order.length - 1;
  if (firstRing <= caps.crowded && firstRing > 0) addSecondRing(index, order.slice(1), add, Math.min(caps.second, 2 * caps.crowded - firstRing));
  const nodes: NeighbourNode[] = order.map(({ i, role, p }) => {
    const page = index.pages[i]!;
    const node: NeighbourNode = { s: page.slug, t: page.title, k: page.kind, r: role };
    if (p !== undefined) node.p = shown.get(p) ?? 0;
    if (page.stub) node.stub = true;
    return node;
  });
  // Links of the centre that no node shows (not even in the second ring) are counted in "+N more".
  const left = scored.filter((c) => !shown.has(c.j));
  const omitted = left.length;
  if (omitted > 0) {
    const label = (left.every((c) => c.back) ? kindOfPage(centre).moreBacklinks : undefined) ?? 'linked pages';
    nodes.push({ s: '', t: `${omitted} more ${label}`, k: index.pages[left[0]!.j]!.kind, r: 'more', n: omitted });
  }
  return { v: 1, nodes, edges: edgesOf(index, order, shown, omitted > 0 ? nodes.length - 1 : -1) };
}

/** Takes items, a count and an order (`before(a, b)`: a comes first) and returns the first `k` items in that order, in O(n·k). */
export function topK<T>(items: Iterable<T>, k: number, before: (a: T, b: T) => boolean): T[] {
  const best: T[] = [];
  if (k <= 0) return best;
  for (const item of items) {
    if (best.length === k && !before(item, best[k - 1]!)) continue;
    let at = best.length === k ? k - 1 : best.length;
    while (at > 0 && before(item, best[at - 1]!)) at--;
    best.splice(at, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}

/** How many best-connected neighbours of a page the second ring may choose from. */
const SECOND_CHOICES = 24;
const bestCache = new WeakMap<NeighbourIndex, Map<number, number[]>>();

/** The neighbours of page i with the most links, most first (ties by index), computed once per page and index. */
function bestConnected(index: NeighbourIndex, i: number): number[] {
  let cache = bestCache.get(index);
  if (!cache) bestCache.set(index, (cache = new Map()));
  let best = cache.get(i);
  if (!best) {
    const degree = (j: number) => index.neighbours(j).length;
    best = topK(index.neighbours(i), SECOND_CHOICES, (a, b) => (degree(a) !== degree(b) ? degree(a) > degree(b) : a < b));
    cache.set(i, best);
  }
  return best;
}

/** Adds up to `budget` second-ring nodes, shared out evenly over the first ring (most linked first). */
function addSecondRing(
  index: NeighbourIndex,
  first: readonly { i: number }[],
  add: (i: number, role: NeighbourRole, p: number) => boolean,
  budget: number,
): void {
  const each = Math.max(1, Math.floor(budget / first.length));
  let left = budget;
  for (const { i } of first) {
    // The best connected first: over-select, as some may already be shown.
    const picks = bestConnected(index, i);
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

/** Whether pages a and b are linked: a binary search in the shorter of their sorted adjacency lists. */
function linked(index: NeighbourIndex, a: number, b: number): boolean {
  const [list, v] = index.neighbours(a).length <= index.neighbours(b).length ? [index.neighbours(a), b] : [index.neighbours(b), a];
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const m = list[mid]!;
    if (m === v) return true;
    if (m < v) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Centre to every first-ring node, first-ring nodes linked to each other, second ring to its parent. */
function edgesOf(
  index: NeighbourIndex,
  order: readonly { i: number; role: NeighbourRole; p?: number }[],
  shown: ReadonlyMap<number, number>,
  more: number,
): number[] {
  const edges: number[] = [];
  const firstRing = order.filter((o) => o.role !== 'centre' && o.role !== 'second');
  firstRing.forEach((o) => edges.push(0, shown.get(o.i)!));
  if (more >= 0) edges.push(0, more);
  // Pairs of the ring (at most a few thousand), each checked by binary search: a hub's whole
  // adjacency is never walked.
  for (let x = 0; x < firstRing.length; x++) {
    for (let y = x + 1; y < firstRing.length; y++) {
      const a = firstRing[x]!.i;
      const b = firstRing[y]!.i;
      if (linked(index, a, b)) edges.push(shown.get(a)!, shown.get(b)!);
    }
  }
  order.forEach((o, k) => {
    if (o.role === 'second' && o.p !== undefined) edges.push(shown.get(o.p)!, k);
  });
  return edges;
}

const selected = new WeakMap<NeighbourIndex, Map<Slug, Neighbourhood>>();

/**
 * `selectNeighbourhood` with the default caps, selected once per page of a graph index: a build
 * writes the page's neighbourhood file and draws its picture from one selection. Read only.
 */
export function neighbourhoodOf(index: NeighbourIndex, slug: Slug): Neighbourhood {
  let bySlug = selected.get(index);
  if (bySlug === undefined) selected.set(index, (bySlug = new Map()));
  let found = bySlug.get(slug);
  if (found === undefined) bySlug.set(slug, (found = selectNeighbourhood(index, slug)));
  return found;
}
