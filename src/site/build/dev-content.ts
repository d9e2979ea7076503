// `astro dev` keeps the knowledge base in memory and rebuilds it when the content folder changes:
// Vite's watcher does not know the content (no page imports a Markdown file), so without this the
// dev server would show the content as it was when it started.
import { availableParallelism } from 'node:os';
import { relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { parseCacheDir } from '../../pipeline/cache-dir.ts';
import { contentDirFromEnv } from '../../pipeline/content-dir.ts';
import { buildKnowledgeBase } from '../../pipeline/knowledge-base.ts';
import { summary } from '../../pipeline/report.ts';
import { setLiveKnowledgeBase } from '../kb.ts';
import { KnowledgeBaseSession } from './kb-session.ts';

// Astro's dev app clears its cache of `getStaticPaths` results (which hold each page's record as a prop) on this event.
const CONTENT_CHANGED = 'astro:content-changed';
// The environments that render pages in `astro dev`.
const PAGE_ENVIRONMENTS = ['ssr', 'prerender'];
// Saves within this long of each other (an editor writing several files, a rename) make one rebuild.
const SETTLE_MS = 30;

/**
 * A Vite plugin for `astro dev` (env `CONTENT_DIR`, default `content/`): builds the knowledge base
 * once with the build's parse cache, and after each change to the content folder rebuilds it (only the
 * changed files are read and parsed again), hands it to the pages and reloads the browser.
 */
export function liveContent(): Plugin {
  return {
    name: 'research-notes-site:live-content',
    apply: 'serve',
    configureServer(server) {
      const contentDir = contentDirFromEnv();
      const logger = server.config.logger;
      const build = async () => {
        const started = performance.now();
        const kb = await buildKnowledgeBase({ contentDir, cacheDir: parseCacheDir(), workers: availableParallelism() });
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        logger.info(`knowledge base ${seconds} s: ${summary(kb.findings, kb.pages.length, relative(process.cwd(), contentDir) || contentDir)}`, { timestamp: true });
        return kb;
      };
      const session = new KnowledgeBaseSession(build, (error) => logger.error(`knowledge base not rebuilt: ${String(error)}`, { timestamp: true }));
      setLiveKnowledgeBase(session.current);
      server.watcher.add(contentDir);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onFile = (file: string): void => {
        if (!isContent(contentDir, file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          const kb = session.changed();
          setLiveKnowledgeBase(session.current);
          void kb.then(() => reload(server), () => undefined);
        }, SETTLE_MS);
      };
      server.watcher.on('add', onFile).on('change', onFile).on('unlink', onFile);
    },
  };
}

/** Whether `file` is part of the content: inside the content folder, in no dot-folder and no dot-file. */
function isContent(contentDir: string, file: string): boolean {
  const inside = relative(contentDir, file);
  if (inside === '' || inside.startsWith('..')) return false;
  return inside.split(sep).every((part) => !part.startsWith('.') && part !== '..');
}

/** Drops the pages' cached static paths and reloads every open page. */
function reload(server: ViteDevServer): void {
  for (const name of PAGE_ENVIRONMENTS) server.environments[name]?.hot.send(CONTENT_CHANGED, {});
  server.environments.client.hot.send({ type: 'full-reload', path: '*' });
}
