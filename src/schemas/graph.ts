import { z } from 'zod/mini';
import { PageKindSchema, SlugSchema } from './brand.ts';

/**
 * The graph data the build writes: the layout cache (`.cache/graph-layout.json`), the full
 * graph (`/graph/data.json`) and one neighbourhood per page (`/graph/n/<slug>.json`).
 * The browser reads the last two and checks them with these schemas (written with `zod/mini`,
 * see `brand.ts`), so the invariants below are stated once, for the build and the browser alike.
 */

/** Build-time positions of every page; also the warm-start cache of the next build. */
export const GraphLayoutSchema = z.object({
  /** Layout format and parameters; a cache written with another value is ignored. */
  version: z.string(),
  /** Node slugs in knowledge-base order. */
  slugs: z.array(SlugSchema),
  /** x of each node, rounded to 0.1. */
  x: z.array(z.number()),
  /** y of each node, rounded to 0.1. */
  y: z.array(z.number()),
  /** Per node, a hash of its sorted neighbour slugs: tells a warm start whose links changed. */
  sig: z.array(z.int()),
});
export type GraphLayout = z.output<typeof GraphLayoutSchema>;

const IntArray = z.array(z.int());

/** A cluster of the full graph with its members. */
export const GraphClusterSchema = z.object({
  slug: SlugSchema,
  name: z.string(),
  /** Member node indices, sorted, delta-coded (each entry is the gap from the previous one). */
  members: IntArray,
});
export type GraphCluster = z.output<typeof GraphClusterSchema>;

/** `/graph/data.json`: every page as parallel arrays indexed by node (compact for download). */
export const GraphDataSchema = z
  .object({
    /** Format version. */
    v: z.literal(1),
    /** Kind names by code (`KIND_IDS` of `core/kinds.ts`). */
    kinds: z.array(PageKindSchema),
    clusters: z.array(GraphClusterSchema),
    /** Node slug, or `''` when it equals `slugify(title)` (most do; the browser derives it). */
    slug: z.array(z.string()),
    title: z.array(z.string()),
    /** Kind code per node. */
    kind: IntArray,
    /** Primary cluster index per node (its colour group), `-1` when it has none. */
    cluster: IntArray,
    /** Indices of stub ("not yet written") nodes, sorted, delta-coded. */
    stubs: IntArray,
    /** Rounded layout positions. */
    x: IntArray,
    y: IntArray,
    /**
     * Undirected edges `a < b`, sorted by `a` then `b`, as pairs `(a - previous a, b - a)`:
     * small numbers that compress well.
     */
    edges: IntArray,
  })
  .check(
    z.refine((d) => [d.slug, d.kind, d.cluster, d.x, d.y].every((a) => a.length === d.title.length), 'every per-node array has one entry per title'),
    z.refine((d) => d.edges.length % 2 === 0, 'edges come in pairs'),
    z.refine((d) => d.kind.every((k) => k >= 0 && k < d.kinds.length), 'every kind code names one of `kinds`'),
    z.refine((d) => d.cluster.every((c) => c >= -1 && c < d.clusters.length), 'every cluster index names one of `clusters` (or is -1)'),
  );
export type GraphData = z.output<typeof GraphDataSchema>;

/** Why a node stands in a neighbourhood, seen from its centre. */
export const NeighbourRoleSchema = z.enum([
  'centre',
  /** A related concept (either side wrote the link). */
  'related',
  /** A note the centre cites. */
  'source',
  /** A paper the centre lists, or the paper a discussion is about. */
  'paper',
  /** A next inquiring line. */
  'next',
  /** An inquiring line that uses the centre as a source. */
  'cited-by',
  /** Any other page that links to the centre, or that the centre links to. */
  'link',
  /** A neighbour of a neighbour (second ring), shown only where the first ring is not crowded. */
  'second',
  /** Stands for backlinks left out: `n` more. */
  'more',
]);
export type NeighbourRole = z.output<typeof NeighbourRoleSchema>;

/** One node of a neighbourhood. */
export const NeighbourNodeSchema = z.object({
  /** Slug; `''` for a `more` node. */
  s: z.string(),
  /** Title (for a `more` node, its label). */
  t: z.string(),
  k: PageKindSchema,
  r: NeighbourRoleSchema,
  /** Index of the first-ring node a `second` node hangs from. Default: the centre. */
  p: z.optional(z.int().check(z.nonnegative())),
  /** For a `more` node, how many pages it stands for. */
  n: z.optional(z.int().check(z.positive())),
  /** `true` for a stub ("not yet written"). Default: `false`. */
  stub: z.optional(z.literal(true)),
});
export type NeighbourNode = z.output<typeof NeighbourNodeSchema>;

/** `/graph/n/<slug>.json`: a page and what surrounds it, capped so that it stays readable. */
export const NeighbourhoodSchema = z
  .object({
    v: z.literal(1),
    /** Node 0 is the centre; then the first ring grouped by role, then the second ring. */
    nodes: z.array(NeighbourNodeSchema).check(z.minLength(1)),
    /** Edges as index pairs `[a0, b0, a1, b1, …]` of node indices: centre to first ring, within the first ring, to the second ring. */
    edges: z.array(z.int().check(z.nonnegative())),
  })
  .check(z.refine((nb) => nb.edges.every((e) => e < nb.nodes.length), 'every edge joins two of `nodes`'));
export type Neighbourhood = z.output<typeof NeighbourhoodSchema>;
