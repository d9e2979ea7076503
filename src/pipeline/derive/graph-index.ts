import type { Slug } from '../../schemas/brand.ts';
import type { KbPage, KnowledgeBase } from '../../schemas/knowledge-base.ts';
import { kindOfPage } from '../../kinds/registry.ts';

/** The knowledge base as an undirected graph: pages by index and sorted adjacency lists. */
export interface GraphIndex {
  readonly pages: readonly KbPage[];
  readonly indexOf: ReadonlyMap<Slug, number>;
  /** Neighbour indices of each node, sorted ascending, without duplicates or self-loops. */
  readonly adjacency: readonly (readonly number[])[];
  /** Number of undirected edges. */
  readonly edgeCount: number;
}

/** The pages a page links to or is linked from, by every typed field (a superset of `linkedFrom`). */
function linkedSlugs(page: KbPage): Slug[] {
  const out: Slug[] = [...page.linkedFrom];
  for (const c of page.citations) out.push(c.target);
  out.push(...kindOfPage(page).links(page));
  return out;
}

const cache = new WeakMap<KnowledgeBase, GraphIndex>();

/**
 * Takes the knowledge base and returns its graph index (built once per knowledge-base object).
 * Links to slugs that are not pages are ignored here: resolving them is the resolver's job.
 */
export function buildGraphIndex(kb: KnowledgeBase): GraphIndex {
  const cached = cache.get(kb);
  if (cached) return cached;
  const pages = kb.pages;
  const indexOf = new Map<Slug, number>();
  pages.forEach((p, i) => indexOf.set(p.slug, i));
  const sets = pages.map(() => new Set<number>());
  pages.forEach((page, i) => {
    for (const slug of linkedSlugs(page)) {
      const j = indexOf.get(slug);
      if (j === undefined || j === i) continue;
      sets[i]?.add(j);
      sets[j]?.add(i);
    }
  });
  let degreeSum = 0;
  const adjacency = sets.map((s) => {
    degreeSum += s.size;
    return Array.from(Int32Array.from(s).sort());
  });
  const index: GraphIndex = { pages, indexOf, adjacency, edgeCount: degreeSum / 2 };
  cache.set(kb, index);
  return index;
}
