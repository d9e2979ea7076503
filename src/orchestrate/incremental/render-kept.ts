// Rendering the pages with Astro's prerenderer kept from an earlier whole build in this process
// (page-renderer.ts): the same calls Astro's own build makes of it (the paths, then each path's
// response, written where Astro's build writes it), inside the page source of this render's
// knowledge base; Astro's bundled scripts and styles are linked over from the previous output.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { joinBase } from '../../core/base-path.ts';
import { siteAstroConfig } from '../../integration/astro-config.ts';
import { pageSource, withPageSource } from '../../integration/provider.ts';
import { inLanes } from '../lanes.ts';
import type { KeptPrerenderer, PagesToRender } from './page-renderer.ts';
import { reusePageFiles } from './reuse.ts';

type PathWithRoute = Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>[number];
/** A path Astro listed, as far as where it is rendered and written depends on it. */
type ListedPath = { pathname: string; route: Pick<PathWithRoute['route'], 'type'> };

/** Astro's pages answering with a status code of their own, written as `<code>.html` (Astro's `STATUS_CODE_PAGES`). */
const STATUS_PAGES = new Set(['/404', '/500']);

/** The port Astro's build puts in a page's address when the site has none (Astro's default `server.port`). */
const DEFAULT_PORT = 4321;

const trimSlashes = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/** Takes a path Astro listed and its route; returns the file Astro's build writes it to (format `directory`), relative to the output. */
export function outputFile({ pathname, route }: ListedPath): string {
  if (route.type === 'endpoint') return trimSlashes(pathname);
  if (STATUS_PAGES.has(pathname)) return `${trimSlashes(pathname)}.html`;
  const folder = trimSlashes(pathname);
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}

/** Takes a path Astro listed, its route, the base path and the site's origin; returns the address Astro's build renders it at (format `directory`, trailing slash always). */
export function requestUrl({ pathname, route }: ListedPath, base: string, origin: string): URL {
  const folder = trimSlashes(pathname);
  if (route.type === 'endpoint') return new URL(joinBase(base, extname(folder) === '' ? `/${folder}/` : `/${folder}`), origin);
  return new URL(joinBase(base, folder === '' ? '/' : `/${folder}/`), origin);
}

/**
 * Takes a kept prerenderer; returns the function that drops its cache of each route's static paths
 * (which hold the pages' records as props), or throws when this Astro keeps none where Astro 7's
 * default prerenderer does (`app.routeCache`): the caller then bundles again.
 */
function routeCacheClearer(prerenderer: AstroPrerenderer): () => void {
  const app: unknown = Reflect.get(prerenderer, 'app');
  const cache: unknown = typeof app === 'object' && app !== null ? Reflect.get(app, 'routeCache') : undefined;
  const clearAll: unknown = typeof cache === 'object' && cache !== null ? Reflect.get(cache, 'clearAll') : undefined;
  if (typeof clearAll !== 'function') throw new Error(`Astro's prerenderer (${prerenderer.name}) has no route cache to clear`);
  return () => Reflect.apply(clearAll, cache, []);
}

/** Takes the listed paths; returns them without a second path of the same address (the first wins, as in Astro's build). */
function distinctPaths(paths: readonly PathWithRoute[]): PathWithRoute[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = path.pathname.replace(/\/$/, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Renders the pages with the kept prerenderer into `outDir` (see the file's opening comment); throws what the pages throw, and on a redirect (which only Astro's build writes). */
export async function renderKept(kept: KeptPrerenderer, pages: PagesToRender & { previousDir: string }): Promise<void> {
  const { prerenderer } = kept;
  const { context, outDir } = pages;
  const config = siteAstroConfig(context);
  const origin = context.settings.url === undefined ? `http://localhost:${DEFAULT_PORT}` : new URL(context.settings.url).origin;
  const base = context.settings.base;
  // One promise for the whole render: the page source indexes each knowledge base once, by its promise.
  const kb = Promise.resolve(pages.kb);
  const source = pageSource(() => kb, pages.scope);
  routeCacheClearer(prerenderer)();
  const paths = distinctPaths(await withPageSource(source, () => prerenderer.getStaticPaths()));
  const renderOne = async (path: PathWithRoute): Promise<void> => {
    const rendered = await withPageSource(source, () => prerenderer.render(new Request(requestUrl(path, base, origin)), { routeData: path.route }));
    const response = rendered instanceof Response ? rendered : rendered.response;
    if (response.status >= 300 && response.status < 400) throw new Error(`${path.pathname} redirects`);
    if (response.body === null) return;
    const file = join(outDir, outputFile(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
  };
  await inLanes(
    paths.map((path) => () => renderOne(path)),
    config.build?.concurrency ?? 1,
  );
  reusePageFiles(pages.previousDir, outDir, kept.assets);
}
