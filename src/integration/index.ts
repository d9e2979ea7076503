// The site integration: the one way the site context reaches Astro's pages. Created by the entry
// point with the context (astro.config.mjs, or src/integration/render.ts for the build), it serves
// the context to the pages as `virtual:research-notes/site` and gives the page source
// (src/integration/provider.ts) its knowledge base: in a build, from the context, once the pages'
// bundle is loaded; under `astro dev`, from the content folder, rebuilt on each change (it owns the
// dev server's watcher, src/integration/live-content.ts).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildWithPipeline } from '../handoff/pipeline-kb.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import type { SiteContext } from './context.ts';
import { devFiles } from './dev-files.ts';
import { liveContent } from './live-content.ts';
import type { PageSource } from './provider.ts';
import { asProvider, PROVIDER_CHUNK, siteModule } from './site-module.ts';

/** The page source of a build: the context's knowledge base, or the content folder's, built once when the first page asks. */
function buildSource(context: SiteContext): PageSource {
  const source = context.knowledgeBase;
  if (source.from === 'memory') {
    const kb = Promise.resolve(source.kb);
    return { knowledgeBase: () => kb, scope: source.scope };
  }
  let kb: Promise<KnowledgeBase> | undefined;
  return { knowledgeBase: () => (kb ??= buildWithPipeline(context.settings, source.cacheDir)), scope: {} };
}

/**
 * Node's own `import()`, which loads a module once per process whatever asks: Astro's prerenderer
 * loaded the bundle with it. Taken from a CommonJS file loaded by Node's `require`, so that no
 * module runner that evaluates this file (vitest's; Vite's, for a configuration file Node cannot
 * run) turns it into an import of its own, which would load a second copy of the chunk.
 */
function nodeImport(url: string): Promise<unknown> {
  const load: unknown = createRequire(import.meta.url)('./node-import.cjs');
  if (typeof load !== 'function') throw new Error('src/integration/node-import.cjs exports no function; restore it from the repository');
  return Promise.resolve(Reflect.apply(load, undefined, [url]));
}

/** The site integration for `context`. */
export function siteIntegration(context: SiteContext): AstroIntegration {
  let bundleDir: string | undefined;
  return {
    name: 'research-notes-site',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        const site = siteModule(context, (dir) => (bundleDir = dir));
        if (command !== 'dev') {
          updateConfig({ vite: { plugins: [site] } });
          return;
        }
        // Under `astro dev`, the knowledge base is rebuilt when the content changes and the browser reloads,
        // and only the site is served: no Markdown source, content file or file outside the project's source.
        const cacheDir = context.knowledgeBase.from === 'content' ? context.knowledgeBase.cacheDir : join(context.root, '.cache');
        updateConfig({ vite: { plugins: [site, liveContent(context, cacheDir), devFiles(context.settings.contentDir)] } });
      },
      'astro:build:start': ({ setPrerenderer }) => {
        // Astro's own prerenderer loads the pages' bundle; then the bundle's provider gets its source.
        setPrerenderer((prerenderer) => {
          const setup = prerenderer.setup?.bind(prerenderer);
          prerenderer.setup = async () => {
            await setup?.();
            if (bundleDir === undefined)
              throw new Error(
                'the pages were bundled without the site module (src/integration/site-module.ts); the site integration cannot give them their knowledge base',
              );
            const loaded: unknown = await nodeImport(pathToFileURL(join(bundleDir, PROVIDER_CHUNK)).href);
            asProvider(loaded, 'prerender bundle').provide(buildSource(context));
          };
          return prerenderer;
        });
      },
    },
  };
}
