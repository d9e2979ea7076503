import type { Slug } from '../schemas/brand.ts';
import type { KbPage, KnowledgeBase } from '../schemas/knowledge-base.ts';

/** The knowledge base as pages read it: the data plus a lookup by slug. */
export interface Site {
  kb: KnowledgeBase;
  bySlug: ReadonlyMap<Slug, KbPage>;
}

/**
 * Loads the knowledge base once per build (from `.cache/kb.json`, written by `scripts/build.ts`;
 * under `astro dev`, built by the pipeline) and returns it with a lookup by slug.
 */
export async function getSite(): Promise<Site> {
  throw new Error('getSite is not implemented yet');
}
