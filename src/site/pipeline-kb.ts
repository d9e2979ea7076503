import { contentDirFromEnv } from '../pipeline/content-dir.ts';
import { buildKnowledgeBase } from '../pipeline/knowledge-base.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';

/**
 * Builds the knowledge base from the content folder (env `CONTENT_DIR`, default `content/`) with
 * the pipeline, for `astro dev`, where no `.cache/kb.json` was written. Content errors are in its findings.
 */
export function buildWithPipeline(): Promise<KnowledgeBase> {
  return buildKnowledgeBase({ contentDir: contentDirFromEnv() });
}
