// `astro dev` keeps the knowledge base in memory and updates it when the content folder changes:
// Vite's watcher does not know the content (no page imports a Markdown file), so without this the
// dev server would show the content as it was when it started. The content folder is watched as
// `npm run build -- --watch` watches it (`watchContentFiles`), and Vite's watcher leaves it alone:
// Vite's lists a folder again after each change in it, which in a folder of 15,000 notes costs a
// third of a second of every save.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { layoutCacheFile } from '../pipeline/parse/cache-dir.ts';
import { isInside } from '../pipeline/read/read.ts';
import { watchContentFiles } from '../pipeline/read/watch-content.ts';
import { stripBase } from '../core/base-path.ts';
import { serveDataEmitters } from '../emit/dev-server.ts';
import { summary } from '../pipeline/report.ts';
import { pipelineOptions } from '../handoff/pipeline-kb.ts';
import { LiveKnowledgeBase } from '../pipeline/live-knowledge-base.ts';
import type { ContentPath } from '../schemas/brand.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import type { SiteContext } from './context.ts';
import { COMPLETE_MESSAGE, FIRST_COMPLETE_MESSAGE, KnowledgeBaseSession, type LiveSource } from './kb-session.ts';
import { pageSource, withPageSource } from './provider.ts';

// Astro's dev app clears its cache of `getStaticPaths` results (which hold each page's record as a prop) on this event.
const CONTENT_CHANGED = 'astro:content-changed';
// The environments that render pages in `astro dev`.
const PAGE_ENVIRONMENTS = ['ssr', 'prerender'];
// Saves within this long of each other (an editor writing several files, a rename) make one update.
const SETTLE_MS = 30;
// Folders of the project that builds write (thousands of files each): the dev server has no use for their changes.
const BUILD_FOLDERS = ['.build', 'dist'];

/**
 * A Vite plugin for `astro dev`, for the context's content folder and the parse cache below
 * `cacheDir`: builds the knowledge base with the build's parse cache when the first page asks for
 * it, and after each change to the content folder updates it from the changed files, at once and
 * then complete (see `LiveKnowledgeBase`), renders each request inside its page source, serves the data emitters' files
 * from it (src/emit/dev-server.ts) and reloads the browser after each step.
 */
export function liveContent(context: SiteContext, cacheDir: string): Plugin {
  const { settings } = context;
  return {
    name: 'research-notes-site:live-content',
    apply: 'serve',
    config() {
      const contentDir = settings.contentDir;
      const skipped = builtFolders(context.root, cacheDir);
      // Neither the content (watched below) nor a build's output or cache.
      const ignored = (file: string): boolean => isInside(contentDir, file) || skipped.some((folder) => isInside(folder, file));
      return { server: { watch: { ignored: [ignored] } } };
    },
    configureServer(server) {
      const contentDir = settings.contentDir;
      const logger = server.config.logger;
      const live = new LiveKnowledgeBase(pipelineOptions(settings, cacheDir));
      const folder = relative(context.root, contentDir) || contentDir;
      const tell = (what: string, started: number, kb: KnowledgeBase): void => {
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        logger.info(`${what} ${seconds} s: ${summary(kb.findings, kb.pages.length, folder)}`, { timestamp: true });
      };
      const startedAt = performance.now();
      let changedAt = startedAt;
      const source: LiveSource = {
        build: async () => {
          const started = performance.now();
          const staged = await live.buildStaged();
          tell(`knowledge base${staged.complete ? ' (similarity and support follow)' : ''}`, started, staged.quick);
          return staged;
        },
        update: async (files) => {
          const started = performance.now();
          const staged = await live.update(files);
          const { made, reused } = staged.bodies;
          const resolved = staged.resolved.made;
          const checked = staged.checked.made;
          tell(
            `knowledge base updated (links of ${resolved} page${resolved === 1 ? '' : 's'} resolved, ${made} bodies rendered, ${reused} kept, ${checked} page check${checked === 1 ? '' : 's'} run again${staged.complete ? '; similarity and support follow' : ''})`,
            started,
            staged.quick,
          );
          return staged;
        },
      };
      const session = new KnowledgeBaseSession(source, {
        onError: (error) => logger.error(`knowledge base not rebuilt: ${String(error)}`, { timestamp: true }),
        onComplete: (kb, first) => {
          if (first) tell(FIRST_COMPLETE_MESSAGE, startedAt, kb);
          else tell(`${COMPLETE_MESSAGE}, since the save`, changedAt, kb);
          reloadBrowsers(server);
        },
        // Every route's cached static paths (pages, previews, tags, folders, clusters, search) hold the previous knowledge base's data.
        onReplaced: () => forgetPaths(server),
      });
      const pages = pageSource(() => session.current);
      // Each request is handled inside the page source, as a build renders each page: whatever Astro
      // renders for it (static paths, the page) reads the session's current knowledge base.
      server.middlewares.use((_request, _response, next) => withPageSource(pages, next));
      // The data emitters' files (graph data, neighbourhoods, attachments, the data export), made on request from the current knowledge base.
      const layoutFile = layoutCacheFile(cacheDir);
      const extraFiles = settings.logoFile === undefined ? [] : [settings.logoFile];
      server.middlewares.use(
        serveDataEmitters({
          sitePath: (urlPath) => stripBase(settings.base, urlPath),
          input: async () => ({ kb: await session.current, contentDir, layoutFile, extraFiles }),
          onError: (message) => logger.error(message, { timestamp: true }),
        }),
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const changed = new Set<string>();
      // Each file's content hash when last handled: one save can be reported twice (truncate, then write).
      const seen = new Map<string, string>();
      const settled = async (): Promise<void> => {
        const files = [...changed];
        changed.clear();
        const signatures = await Promise.all(files.map(async (file) => signature(file)));
        const fresh = files.filter((file, i) => seen.get(file) !== signatures[i]);
        files.forEach((file, i) => seen.set(file, signatures[i] ?? ''));
        if (fresh.length === 0) return;
        changedAt = performance.now();
        await session.changed(fresh.map((file) => contentPath(contentDir, file))).then(
          () => reloadBrowsers(server),
          () => undefined,
        );
      };
      // A build's output or cache inside the content folder is none of it; one around it (as in tests and benchmarks) is no reason to skip the content.
      const outputs = builtFolders(context.root, cacheDir).filter((folder) => !isInside(folder, contentDir));
      const stop = watchContentFiles(contentDir, outputs, (file) => {
        changed.add(join(contentDir, file));
        clearTimeout(timer);
        timer = setTimeout(() => void settled(), SETTLE_MS);
      });
      server.httpServer?.once('close', () => {
        clearTimeout(timer);
        stop();
      });
    },
  };
}

/** The folders of the project that builds write: a change there is never a change of the content, even with the content folder around them (as in tests and benchmarks). */
function builtFolders(root: string, cacheDir: string): string[] {
  return [...BUILD_FOLDERS.map((folder) => resolve(root, folder)), resolve(root, cacheDir)];
}

/** A file's path relative to the content folder, `/`-separated, as the pipeline names files. */
function contentPath(contentDir: string, file: string): ContentPath {
  return relative(contentDir, file).split(sep).join('/') as ContentPath;
}

/** A hash of a file's content, or `gone` when it cannot be read: an edit that keeps size and time is still a change. */
async function signature(file: string): Promise<string> {
  const bytes = await readFile(file).catch(() => null);
  return bytes ? createHash('sha1').update(bytes).digest('hex') : 'gone';
}

/** Drops the pages' cached static paths (which hold each page's record as a prop). */
function forgetPaths(server: ViteDevServer): void {
  for (const name of PAGE_ENVIRONMENTS) server.environments[name]?.hot.send(CONTENT_CHANGED, {});
}

/** Reloads every open page. */
function reloadBrowsers(server: ViteDevServer): void {
  server.environments.client.hot.send({ type: 'full-reload', path: '*' });
}
