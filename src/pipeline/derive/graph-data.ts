import { KIND_IDS } from '../../core/kinds.ts';
import type { GraphData, GraphLayout } from '../../schemas/graph.ts';
import type { KnowledgeBase } from '../../schemas/knowledge-base.ts';
import { slugify } from '../resolve/slug.ts';
import { clustersWithPages } from './clusters.ts';
import type { GraphIndex } from './graph-index.ts';

/** Takes sorted non-negative integers and returns their gaps (the first from 0). */
export function deltaEncode(sorted: readonly number[]): number[] {
  let last = 0;
  return sorted.map((v) => {
    const d = v - last;
    last = v;
    return d;
  });
}

/**
 * Takes the knowledge base, its graph index and layout and returns the compact full-graph data
 * (`/graph/data.json`). The layout must cover the same pages in the same order.
 */
export function toGraphData(kb: KnowledgeBase, index: GraphIndex, layout: GraphLayout): GraphData {
  const pages = index.pages;
  if (layout.slugs.length !== pages.length || layout.slugs.some((s, i) => s !== pages[i]?.slug)) {
    throw new Error('graph layout does not match the knowledge base: lay the graph out again from this knowledge base');
  }
  // A cluster no page names has nothing to draw.
  const clusters = clustersWithPages(kb.clusters);
  const clusterIndex = new Map(clusters.map((c, i) => [c.slug, i]));
  const edges: number[] = [];
  let lastA = 0;
  index.adjacency.forEach((adj, a) => {
    for (const b of adj) {
      if (b <= a) continue;
      edges.push(a - lastA, b - a);
      lastA = a;
    }
  });
  return {
    v: 1,
    kinds: [...KIND_IDS],
    clusters: clusters.map((c) => ({
      slug: c.slug,
      name: c.name,
      members: deltaEncode(c.pages.flatMap((s) => index.indexOf.get(s) ?? []).sort((x, y) => x - y)),
    })),
    slug: pages.map((p) => (slugify(p.title) === p.slug ? '' : p.slug)),
    title: pages.map((p) => p.title),
    kind: pages.map((p) => KIND_IDS.indexOf(p.kind)),
    cluster: pages.map((p) => (p.clusters[0] === undefined ? -1 : (clusterIndex.get(p.clusters[0]) ?? -1))),
    stubs: deltaEncode(pages.flatMap((p, i) => (p.stub ? [i] : []))),
    x: layout.x.map(Math.round),
    y: layout.y.map(Math.round),
    edges,
  };
}
