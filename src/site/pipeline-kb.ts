import { resolve } from 'node:path';

/** The content folder every command reads: env `CONTENT_DIR`, else `content/` under the working directory. */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env['CONTENT_DIR'] ?? 'content');
}

/**
 * Builds the knowledge base from the content folder with the pipeline (for `astro dev`, where
 * no `.cache/kb.json` was written). Returns the unvalidated data; the caller validates it.
 */
export async function buildWithPipeline(): Promise<unknown> {
  // Imported by name at run time so that the site still builds from `.cache/kb.json` while the pipeline module is being written.
  const specifier = '../pipeline/knowledge-base.ts';
  const pipeline: unknown = await import(/* @vite-ignore */ specifier);
  if (typeof pipeline !== 'object' || pipeline === null || !('buildKnowledgeBase' in pipeline)) {
    throw new Error('src/pipeline/knowledge-base.ts exports no buildKnowledgeBase; run `npm run build` to write .cache/kb.json first.');
  }
  const build: unknown = pipeline.buildKnowledgeBase;
  if (typeof build !== 'function') throw new Error('buildKnowledgeBase in src/pipeline/knowledge-base.ts is not a function.');
  const result: unknown = await build(contentDir());
  return result;
}
