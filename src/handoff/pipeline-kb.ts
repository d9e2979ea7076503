import { parseCacheDir } from '../pipeline/parse/cache-dir.ts';
import { contentDirFromEnv } from '../pipeline/read/content-dir.ts';
import { buildKnowledgeBase } from '../pipeline/knowledge-base.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';

/**
 * Builds the knowledge base from the content folder (env `CONTENT_DIR`, default `content/`) with
 * the pipeline and the build's parse cache, for `astro dev`, where no build hands it over. Content
 * errors are in its findings.
 */
export function buildWithPipeline(): Promise<KnowledgeBase> {
  return buildKnowledgeBase({ contentDir: contentDirFromEnv(), cacheDir: parseCacheDir() });
}
