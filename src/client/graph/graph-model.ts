import type { Slug } from '../../core/brand.ts';
import type { PageKind } from '../../core/kinds.ts';
import { slugify } from '../../core/slug.ts';
import { pageUrl } from '../../core/url.ts';
import type { GraphData } from '../../schemas/graph.ts';

/** The full graph decoded for drawing: typed arrays indexed by node, adjacency in CSR form. */
export interface GraphModel {
  count: number;
  x: Float32Array;
  y: Float32Array;
  kind: Uint8Array;
  kinds: PageKind[];
  /** Primary cluster per node, -1 for none. */
  cluster: Int16Array;
  clusterNames: string[];
  /** Nodes of each cluster. */
  clusterMembers: Int32Array[];
  stub: Uint8Array;
  titles: string[];
  slugs: string[];
  bySlug: Map<string, number>;
  /** Neighbours of node i: `targets[offsets[i]] … targets[offsets[i + 1] - 1]`. */
  offsets: Int32Array;
  targets: Int32Array;
  /** Each undirected edge once, as pairs. */
  edges: Int32Array;
  bounds: { x0: number; y0: number; x1: number; y1: number };
}

/** Takes sorted deltas and returns the running sums. */
function undelta(deltas: readonly number[]): Int32Array {
  const out = new Int32Array(deltas.length);
  let v = 0;
  deltas.forEach((d, i) => (out[i] = v += d));
  return out;
}

/** Takes `/graph/data.json` (already shape-checked) and returns the model the graph page draws from. */
export function decodeGraph(data: GraphData): GraphModel {
  const count = data.title.length;
  const slugs = data.title.map((t, i) => data.slug[i] || slugify(t));
  const kinds = data.kinds;
  const pairs = data.edges.length / 2;
  const edges = new Int32Array(data.edges.length);
  const degree = new Int32Array(count + 1);
  let a = 0;
  for (let e = 0; e < pairs; e++) {
    a += data.edges[2 * e]!;
    const b = a + data.edges[2 * e + 1]!;
    edges[2 * e] = a;
    edges[2 * e + 1] = b;
    degree[a]!++;
    degree[b]!++;
  }
  const offsets = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i]! + degree[i]!;
  const fill = offsets.slice(0, count);
  const targets = new Int32Array(pairs * 2);
  for (let e = 0; e < pairs; e++) {
    const s = edges[2 * e]!;
    const t = edges[2 * e + 1]!;
    targets[fill[s]!++] = t;
    targets[fill[t]!++] = s;
  }
  const x = Float32Array.from(data.x);
  const y = Float32Array.from(data.y);
  const bounds = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i < count; i++) {
    bounds.x0 = Math.min(bounds.x0, x[i]!);
    bounds.x1 = Math.max(bounds.x1, x[i]!);
    bounds.y0 = Math.min(bounds.y0, y[i]!);
    bounds.y1 = Math.max(bounds.y1, y[i]!);
  }
  if (count === 0) Object.assign(bounds, { x0: -1, y0: -1, x1: 1, y1: 1 });
  const stub = new Uint8Array(count);
  for (const i of undelta(data.stubs)) stub[i] = 1;
  return {
    count,
    x,
    y,
    kind: Uint8Array.from(data.kind),
    kinds,
    cluster: Int16Array.from(data.cluster),
    clusterNames: data.clusters.map((c) => c.name),
    clusterMembers: data.clusters.map((c) => undelta(c.members)),
    stub,
    titles: data.title,
    slugs,
    bySlug: new Map(slugs.map((s, i) => [s, i])),
    offsets,
    targets,
    edges,
    bounds,
  };
}

/** The page URL of node `i`. */
export function nodeUrl(model: GraphModel, i: number): string {
  return pageUrl(model.kinds[model.kind[i]!] ?? 'note', (model.slugs[i] ?? '') as Slug);
}

/** The neighbours of node `i`. */
export function neighboursOf(model: GraphModel, i: number): Int32Array {
  return model.targets.subarray(model.offsets[i]!, model.offsets[i + 1]!);
}

/**
 * Takes the model, a mask to fill, the kind codes to show, a cluster index (-1 for every cluster)
 * and whether to leave pages not yet written out; sets the mask to 1 for each node that passes
 * the filters and returns how many do.
 */
export function filterNodes(model: GraphModel, shown: Uint8Array, kinds: ReadonlySet<number>, cluster: number, hideStubs = false): number {
  shown.fill(0);
  let count = 0;
  const consider = (i: number) => {
    if (kinds.has(model.kind[i]!) && !(hideStubs && model.stub[i] === 1)) {
      shown[i] = 1;
      count++;
    }
  };
  if (cluster >= 0) (model.clusterMembers[cluster] ?? new Int32Array(0)).forEach(consider);
  else for (let i = 0; i < model.count; i++) consider(i);
  return count;
}
