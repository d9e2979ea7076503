// The warm renderer of a watching build (src/orchestrate/incremental/page-renderer.ts): the first
// render bundles and keeps Astro's prerenderer; a later render asks it for the paths and writes each
// response where Astro's build writes it, at the address Astro's build renders it at, links the
// bundled files over and drops the cached static paths first; a change of code or a prerenderer that
// throws makes it bundle again, saying so. Astro's own build is replaced here by a stand-in that
// writes one script and hands over a stand-in prerenderer.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContext, type SiteContext } from '../../../src/integration/context.ts';
import { type PagesToRender, WarmRenderer } from '../../../src/orchestrate/incremental/page-renderer.ts';
import type { KnowledgeBase } from '../../../src/schemas/knowledge-base.ts';
import { testSettings } from '../../setup/test-settings.ts';

type Listed = Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>[number];

// The stand-in lists routes by their type only, all the warm renderer reads of them.
const listed = (pathname: string, type: 'page' | 'endpoint'): Listed => ({ pathname, route: { type } }) as unknown as Listed;
const PATHS = [listed('/', 'page'), listed('/notes/a', 'page'), listed('/404', 'page'), listed('/rss.xml', 'endpoint'), listed('/notes/a/', 'page')];
const KB: KnowledgeBase = { pages: [], clusters: [], findings: [] };

let work: string;
let context: SiteContext;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'page-renderer-'));
  context = siteContext(testSettings({ SITE_URL: 'https://example.org/repo/' }), { from: 'content', cacheDir: join(work, 'cache') }, work);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A stand-in for Astro: its whole build, the prerenderer that build hands over, and what each was asked. */
function standIn(renderFails = false) {
  const asked = { bundles: 0, cleared: 0, urls: [] as string[] };
  const prerenderer = {
    name: 'stand-in',
    app: { routeCache: { clearAll: () => void (asked.cleared += 1) } },
    getStaticPaths: async () => PATHS,
    render: async (request: Request) => {
      if (renderFails) throw new Error('a chunk of the bundle is gone');
      asked.urls.push(request.url);
      return new Response(`rendered ${new URL(request.url).pathname}`);
    },
  } satisfies AstroPrerenderer & { app: unknown };
  const bundle = async (pages: PagesToRender, keep: (astro: AstroPrerenderer) => void): Promise<void> => {
    asked.bundles += 1;
    await mkdir(join(pages.outDir, '_astro'), { recursive: true });
    await writeFile(join(pages.outDir, '_astro', 'page.js'), 'bundled');
    keep(prerenderer);
  };
  return { asked, bundle };
}

/** The pages to render into `out`, over the previous output `previous`, under the code `code`. */
const pages = (out: string, previous: string | null, code = 'code 1'): PagesToRender => ({
  context,
  kb: KB,
  scope: {},
  outDir: join(work, out),
  previousDir: previous === null ? null : join(work, previous),
  code,
  logLevel: 'error',
});

describe('the warm renderer', () => {
  it('renders with the kept prerenderer where Astro would write, at the address Astro would ask, after dropping the cached paths', async () => {
    const { asked, bundle } = standIn();
    const warned: string[] = [];
    const renderer = new WarmRenderer({ warn: (line) => warned.push(line), bundle });
    expect(await renderer.render(pages('one', null))).toBe('astro build');
    expect(await renderer.render(pages('two', 'one'))).toBe('kept prerenderer');
    expect(asked.bundles).toBe(1);
    expect(asked.cleared).toBe(1);
    // `/notes/a/` is `/notes/a` again: rendered once, as in Astro's build.
    expect(asked.urls.sort()).toEqual([
      'https://example.org/repo/',
      'https://example.org/repo/404/',
      'https://example.org/repo/notes/a/',
      'https://example.org/repo/rss.xml',
    ]);
    const two = join(work, 'two');
    expect(await readFile(join(two, 'index.html'), 'utf8')).toBe('rendered /repo/');
    expect(await readFile(join(two, 'notes', 'a', 'index.html'), 'utf8')).toBe('rendered /repo/notes/a/');
    expect(await readFile(join(two, '404.html'), 'utf8')).toBe('rendered /repo/404/');
    expect(await readFile(join(two, 'rss.xml'), 'utf8')).toBe('rendered /repo/rss.xml');
    expect(await readFile(join(two, '_astro', 'page.js'), 'utf8')).toBe('bundled');
    expect(warned).toEqual([]);
  });

  it('bundles again, saying why, after the code changed or when the kept prerenderer throws', async () => {
    const changed = standIn();
    const warned: string[] = [];
    const renderer = new WarmRenderer({ warn: (line) => warned.push(line), bundle: changed.bundle });
    await renderer.render(pages('three', null));
    expect(await renderer.render(pages('four', 'three', 'code 2'))).toBe('astro build');
    expect(changed.asked.bundles).toBe(2);
    expect(warned).toEqual([expect.stringMatching(/code or configuration changed since this process started; stop it and start it again/)]);

    const failing = standIn(true);
    const broken = new WarmRenderer({ warn: (line) => warned.push(line), bundle: failing.bundle });
    await broken.render(pages('five', null));
    expect(await broken.render(pages('six', 'five'))).toBe('astro build');
    expect(failing.asked.bundles).toBe(2);
    expect(warned.at(-1)).toMatch(/could not be rendered without bundling \(a chunk of the bundle is gone\); bundling again/);
    expect(existsSync(join(work, 'six', '_astro', 'page.js'))).toBe(true);
  });
});
