import { forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';
import type { SimulationLinkDatum, SimulationNodeDatum } from 'd3-force';
import type { GraphLayout } from '../../schemas/graph.ts';
import type { KbPage } from '../../schemas/knowledge-base.ts';
import type { GraphIndex } from './graph-index.ts';
import { fnv1a } from '../../core/hash.ts';
import { seededRandom } from './graph-hash.ts';

/** Layout parameters; the defaults are what the build uses. */
export interface LayoutOptions {
  /** Ticks of a cold layout. Default: 80. */
  ticks?: number;
  /** Ticks of a warm layout (most nodes pinned at their previous place). Default: 50. */
  warmTicks?: number;
  /** Barnes–Hut accuracy of the many-body force (higher is faster, coarser). Default: 2. */
  theta?: number;
}

/** What a layout run did, for the build's report. */
export interface LayoutStats {
  mode: 'cold' | 'warm';
  ticks: number;
  /** Nodes free to move (all of them in a cold layout). */
  free: number;
  /** Nodes placed for the first time. */
  added: number;
}

/**
 * What the layout reads of the graph index: each page's slug and clusters and the adjacency.
 * Small enough to hand to a worker thread (src/pipeline/derive/graph-layout-worker.ts).
 */
export interface LayoutInput {
  readonly pages: readonly Pick<KbPage, 'slug' | 'clusters'>[];
  readonly adjacency: GraphIndex['adjacency'];
  readonly edgeCount: number;
}

/** Takes the graph index and returns only what the layout reads of it. */
export function layoutInput(index: GraphIndex): LayoutInput {
  return { pages: index.pages.map((page) => ({ slug: page.slug, clusters: page.clusters })), adjacency: index.adjacency, edgeCount: index.edgeCount };
}

/** Bump when the parameters change: an older cache is then ignored. */
export const LAYOUT_VERSION = 'd3-force/2';

interface Node extends SimulationNodeDatum {
  x: number;
  y: number;
  /** The place of the node's first cluster, which pulls it gently so that clusters read as regions. */
  ax?: number;
  ay?: number;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The share of the current pages that the previous layout placed: below one half, a cold layout is better. */
function overlap(previous: GraphLayout, index: LayoutInput): number {
  if (index.pages.length === 0) return 1;
  const old = new Set<string>(previous.slugs);
  return index.pages.filter((p) => old.has(p.slug)).length / index.pages.length;
}

/** Per node, a hash of its sorted neighbour slugs. */
function signatures(index: LayoutInput): number[] {
  return index.adjacency.map((adj) =>
    fnv1a(
      adj
        .map((j) => index.pages[j]?.slug ?? '')
        .sort()
        .join(' '),
    ),
  );
}

/** Where a node with no placed neighbour starts: hashed into a disc around its cluster's place (its anchor). */
function seedPositions(index: LayoutInput): Node[] {
  const clusterSlugs = [...new Set(index.pages.flatMap((p) => p.clusters.slice(0, 1)))].sort();
  // About the radius the repulsion settles the whole map at, so that anchors do not stretch it.
  const mapRadius = 9 * Math.sqrt(Math.max(1, index.pages.length));
  const spread = mapRadius / Math.sqrt(Math.max(1, clusterSlugs.length));
  const clusterAt = new Map<string, [number, number]>();
  // Clusters on a golden-angle spiral: evenly spread over the disc, no randomness.
  clusterSlugs.forEach((slug, c) => {
    const r = mapRadius * Math.sqrt((c + 0.5) / clusterSlugs.length);
    const a = c * 2.399963229728653;
    clusterAt.set(slug, [r * Math.cos(a), r * Math.sin(a)]);
  });
  const globalRadius = mapRadius;
  return index.pages.map((page) => {
    const rand = seededRandom(fnv1a(page.slug));
    const centre = clusterAt.get(page.clusters[0] ?? '');
    const radius = centre ? spread : globalRadius;
    const r = radius * Math.sqrt(rand());
    const a = 2 * Math.PI * rand();
    const node: Node = { x: (centre?.[0] ?? 0) + r * Math.cos(a), y: (centre?.[1] ?? 0) + r * Math.sin(a) };
    if (centre) [node.ax, node.ay] = centre;
    return node;
  });
}

/**
 * Places nodes that have no position yet near the mean of their placed neighbours, in a few
 * passes (so chains of new nodes follow), with a small hashed offset so that they do not coincide.
 */
function placeNearNeighbours(index: LayoutInput, nodes: Node[], placed: boolean[], fallback: Node[]): void {
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    nodes.forEach((node, i) => {
      if (placed[i]) return;
      let sx = 0;
      let sy = 0;
      let n = 0;
      for (const j of index.adjacency[i] ?? []) {
        if (!placed[j]) continue;
        sx += nodes[j]!.x;
        sy += nodes[j]!.y;
        n++;
      }
      if (n === 0) return;
      const rand = seededRandom(fnv1a(index.pages[i]!.slug));
      node.x = sx / n + (rand() - 0.5) * 20;
      node.y = sy / n + (rand() - 0.5) * 20;
      placed[i] = true;
      changed = true;
    });
    if (!changed) break;
  }
  nodes.forEach((node, i) => {
    if (placed[i]) return;
    node.x = fallback[i]!.x;
    node.y = fallback[i]!.y;
    placed[i] = true;
  });
}

/** Undirected links of the index between nodes that have a local number (`local[i] >= 0`), renumbered. */
function linksOf(index: LayoutInput, local: Int32Array): SimulationLinkDatum<Node>[] {
  const links: SimulationLinkDatum<Node>[] = [];
  index.adjacency.forEach((adj, i) => {
    const a = local[i]!;
    if (a < 0) return;
    for (const j of adj) {
      const b = local[j]!;
      if (j > i && b >= 0) links.push({ source: a, target: b });
    }
  });
  return links;
}

interface SimulationRun {
  ticks: number;
  /** Starting heat: 1 for a cold layout, lower to keep a warm one close to where it was. */
  alpha: number;
  theta: number;
  seed: number;
  /** Pull towards the origin that keeps loose components on the map (off for local warm runs). */
  gravity: number;
}

/** Runs the force simulation for a fixed number of ticks, its heat falling from `alpha` to 0.001. */
function simulate(nodes: Node[], links: SimulationLinkDatum<Node>[], run: SimulationRun): void {
  const simulation = forceSimulation<Node>(nodes)
    .randomSource(seededRandom(run.seed))
    .alpha(run.alpha)
    .alphaMin(0)
    .alphaDecay(1 - (0.001 / run.alpha) ** (1 / Math.max(1, run.ticks)))
    .force('charge', forceManyBody<Node>().strength(-40).theta(run.theta))
    .force('link', forceLink<Node, SimulationLinkDatum<Node>>(links).distance(28))
    .stop();
  if (run.gravity > 0) {
    // Clustered nodes lean towards their cluster's place, the others towards the middle.
    const strength = (d: Node) => (d.ax === undefined ? run.gravity : CLUSTER_PULL);
    simulation.force('x', forceX<Node>((d) => d.ax ?? 0).strength(strength)).force('y', forceY<Node>((d) => d.ay ?? 0).strength(strength));
  }
  simulation.tick(run.ticks);
}

/** Pull of a node towards its cluster's place (d3 forceX/forceY strength). */
const CLUSTER_PULL = 0.1;

/** Radius around a free node within which pinned nodes take part in a warm run (they repel it). */
const WARM_RADIUS = 50;

/**
 * The nodes a warm run simulates: the free ones, their neighbours, and pinned nodes near a free
 * one (found with a grid, so the cost stays linear). Returns a map from index to local number, -1 outside.
 */
function warmLocalSet(index: LayoutInput, nodes: Node[], free: boolean[]): Int32Array {
  const local = new Int32Array(nodes.length).fill(-1);
  const grid = new Map<string, number[]>();
  const cell = (x: number, y: number) => `${Math.floor(x / WARM_RADIUS)},${Math.floor(y / WARM_RADIUS)}`;
  nodes.forEach((n, i) => {
    const key = cell(n.x, n.y);
    const bucket = grid.get(key);
    if (bucket) bucket.push(i);
    else grid.set(key, [i]);
  });
  const take = new Uint8Array(nodes.length);
  free.forEach((f, i) => {
    if (!f) return;
    take[i] = 1;
    for (const j of index.adjacency[i] ?? []) take[j] = 1;
    const cx = Math.floor(nodes[i]!.x / WARM_RADIUS);
    const cy = Math.floor(nodes[i]!.y / WARM_RADIUS);
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) for (const j of grid.get(`${cx + dx},${cy + dy}`) ?? []) take[j] = 1;
  });
  let next = 0;
  take.forEach((t, i) => {
    if (t) local[i] = next++;
  });
  return local;
}

/**
 * Takes the graph index and, optionally, the previous build's layout, and returns the positions of
 * every node. Deterministic: the same input gives the same output, byte for byte. With a previous
 * layout (warm start) the nodes whose links did not change keep their place; new and changed
 * nodes and their neighbours settle around them in fewer ticks.
 */
export function layoutGraph(index: LayoutInput, previous?: GraphLayout, options: LayoutOptions = {}): { layout: GraphLayout; stats: LayoutStats } {
  const { ticks = 80, warmTicks = 50, theta = 2 } = options;
  const count = index.pages.length;
  const sig = signatures(index);
  const seeds = seedPositions(index);
  const nodes: Node[] = seeds.map((p) => ({ ...p }));
  const seed = fnv1a(`${count}:${index.edgeCount}`);
  const before = previous && previous.version === LAYOUT_VERSION && overlap(previous, index) >= 0.5 ? previous : undefined;
  let stats: LayoutStats;
  if (!before) {
    // Pages with no link stay at their seeded place in their cluster's region: in the simulation the
    // repulsion of the whole map would push them out to a far ring, and they cost ticks.
    const local = new Int32Array(count).fill(-1);
    let next = 0;
    index.adjacency.forEach((adj, i) => {
      if (adj.length > 0) local[i] = next++;
    });
    simulate(
      nodes.filter((_, i) => local[i]! >= 0),
      linksOf(index, local),
      { ticks, alpha: 1, theta, seed, gravity: 0.015 },
    );
    stats = { mode: 'cold', ticks, free: count, added: count };
  } else {
    const old = new Map<string, number>();
    before.slugs.forEach((slug, k) => old.set(slug, k));
    const placed: boolean[] = [];
    const changed: boolean[] = [];
    let added = 0;
    index.pages.forEach((page, i) => {
      const k = old.get(page.slug);
      placed[i] = k !== undefined;
      changed[i] = k === undefined || before.sig[k] !== sig[i];
      if (k === undefined) added++;
      else nodes[i] = { ...seeds[i], x: before.x[k] ?? 0, y: before.y[k] ?? 0 };
    });
    placeNearNeighbours(index, nodes, placed, seeds);
    // Free: changed nodes and their direct neighbours; everything else stays where it was.
    const free = changed.slice();
    changed.forEach((c, i) => {
      if (c) for (const j of index.adjacency[i] ?? []) free[j] = true;
    });
    let freeCount = 0;
    nodes.forEach((node, i) => {
      if (free[i]) freeCount++;
      else {
        node.fx = node.x;
        node.fy = node.y;
      }
    });
    if (freeCount > 0) {
      const local = warmLocalSet(index, nodes, free);
      const subset = nodes.filter((_, i) => local[i]! >= 0);
      simulate(subset, linksOf(index, local), { ticks: warmTicks, alpha: 0.3, theta, seed, gravity: 0 });
    }
    stats = { mode: 'warm', ticks: freeCount > 0 ? warmTicks : 0, free: freeCount, added };
  }
  return {
    layout: {
      version: LAYOUT_VERSION,
      slugs: index.pages.map((p) => p.slug),
      x: nodes.map((n) => round1(n.fx ?? n.x)),
      y: nodes.map((n) => round1(n.fy ?? n.y)),
      sig,
    },
    stats,
  };
}
