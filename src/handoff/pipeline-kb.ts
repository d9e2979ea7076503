import { availableParallelism } from 'node:os';
import { cacheDirFromEnv, parseCacheDir } from '../pipeline/parse/cache-dir.ts';
import { settings } from '../config/settings.ts';
import { buildKnowledgeBase } from '../pipeline/knowledge-base.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';

/**
 * Builds the knowledge base from the content folder (env `CONTENT_DIR`, default `content/`) with
 * the pipeline and the build's parse cache (in env `CACHE_DIR`, default `.cache/`), where no build
 * script hands it over: under `astro dev` (after each change to the content) and a plain `astro
 * build`. Content errors are in its findings.
 */
export function buildWithPipeline(): Promise<KnowledgeBase> {
  return buildKnowledgeBase({ contentDir: settings.contentDir, drafts: settings.drafts, allowMissing: settings.allowMissing, home: settings.homeNoteSetting, cacheDir: parseCacheDir(cacheDirFromEnv()), workers: availableParallelism() });
}
