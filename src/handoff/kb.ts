import { z } from 'zod';
import type { Slug } from '../schemas/brand.ts';
import { KnowledgeBaseSchema, type Cluster, type KbPage, type KnowledgeBase } from '../schemas/knowledge-base.ts';

/** The knowledge base as pages read it: the data plus a lookup by slug. */
export interface Site {
  kb: KnowledgeBase;
  bySlug: ReadonlyMap<Slug, KbPage>;
  clusterBySlug: ReadonlyMap<Slug, Cluster>;
}

/** Validates knowledge-base data against the schema and indexes it; throws naming `origin` and each problem when it does not match. */
export function siteFromData(raw: unknown, origin: string): Site {
  const parsed = KnowledgeBaseSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `${origin} does not match the knowledge-base schema (src/schemas/knowledge-base.ts):\n` +
        `${z.prettifyError(parsed.error)}\nRebuild it with \`npm run build\`.`,
    );
  }
  return indexSite(parsed.data);
}

/** The knowledge base with its lookups by slug. */
export function indexSite(kb: KnowledgeBase): Site {
  return {
    kb,
    bySlug: new Map(kb.pages.map((page) => [page.slug, page])),
    clusterBySlug: new Map(kb.clusters.map((cluster) => [cluster.slug, cluster])),
  };
}
