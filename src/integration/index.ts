// The site integration: the one way the site context reaches Astro's pages. Created by the entry
// point with the context (astro.config.mjs, or src/integration/render.ts for the build), it serves
// the context to the pages as `virtual:research-notes/site` and runs Astro's work for the pages inside
// the page source of the knowledge base (src/integration/provider.ts): in a build, through a
// prerenderer of its own that wraps each of Astro's `getStaticPaths` and `render` calls; under
// `astro dev`, around each request (src/integration/live-content.ts, which also keeps the knowledge
// base current as the content folder changes).
import { join } from 'node:path';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { buildWithPipeline } from '../handoff/pipeline-kb.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import type { SiteContext } from './context.ts';
import { devFiles } from './dev-files.ts';
import { liveContent } from './live-content.ts';
import { pageSource, type PageSource, withPageSource } from './provider.ts';
import { siteModule } from './site-module.ts';

/** The page source of a build: the context's knowledge base, or the content folder's, built once when the first page asks. */
function buildSource(context: SiteContext): PageSource {
  const source = context.knowledgeBase;
  if (source.from === 'memory') {
    const kb = Promise.resolve(source.kb);
    return pageSource(() => kb, source.scope);
  }
  let kb: Promise<KnowledgeBase> | undefined;
  return pageSource(() => (kb ??= buildWithPipeline(context.settings, source.cacheDir)));
}

/**
 * Astro's prerenderer with every call that renders pages run inside `source`: Astro's default one
 * does the work (loads the bundle, lists the paths, renders each), this one gives the pages their
 * knowledge base. Astro's own object is left as it is.
 */
function sitePrerenderer(astro: AstroPrerenderer, source: PageSource): AstroPrerenderer {
  return {
    name: 'research-notes-site',
    setup: async () => {
      await astro.setup?.();
    },
    getStaticPaths: () => withPageSource(source, () => astro.getStaticPaths()),
    render: (request, options) => withPageSource(source, () => astro.render(request, options)),
    ...(astro.collectStaticImages === undefined ? {} : { collectStaticImages: astro.collectStaticImages.bind(astro) }),
    teardown: async () => {
      await astro.teardown?.();
    },
  };
}

/** What the site integration tells its caller. */
export interface SiteHooks {
  /**
   * Called in a build with Astro's own prerenderer, once the integration has set it up: a caller that
   * renders again in the same process (`npm run build -- --watch`) keeps it, to render changed pages
   * with it later without bundling again. Default: none.
   */
  onPrerenderer?: ((astro: AstroPrerenderer) => void) | undefined;
}

/** The site integration for `context`; `hooks` are told what it sets up (default: nothing). */
export function siteIntegration(context: SiteContext, hooks: SiteHooks = {}): AstroIntegration {
  return {
    name: 'research-notes-site',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        const site = siteModule(context);
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
        setPrerenderer((astro) => {
          hooks.onPrerenderer?.(astro);
          return sitePrerenderer(astro, buildSource(context));
        });
      },
    },
  };
}
