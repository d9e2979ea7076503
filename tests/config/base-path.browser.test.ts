// A site built for https://example.org/notes/ and served under /notes/ only (every other path is a
// 404, as on GitHub Pages under a repository's name): every link, asset and data file must be
// found there, in the HTML and in Chromium (search, graph walk, previews).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchErrors } from '../search/browser.ts';
import { FIXTURE_BASE_PATH } from '../setup/fixture-sites.ts';
import { fixtureSite, type FixtureSite } from '../setup/seed-site.ts';
import { listFiles } from '../site/build-helper.ts';

const BASE = FIXTURE_BASE_PATH;
const SEED_002 = 'the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati';
const NOTE = `${BASE}notes/${SEED_002}/`;

let site: FixtureSite | undefined;
let dist: string;
let origin: string;
let server: Server;
let browser: Browser;
let page: Page | undefined;
let errors: string[] = [];
/** Requests of the open page that failed or answered 400 or more. */
let broken: string[];
/** Every request of the open page. */
let requested: string[];

beforeAll(async () => {
  // The seed collection built with the url https://example.org/notes/.
  site = await fixtureSite('base-path');
  dist = site.dir;
  const files = sirv(dist, { dev: true, etag: true });
  const notFound = await readFile(join(dist, '404.html'));
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(BASE)) {
      response.writeHead(404).end('outside the base path');
      return;
    }
    request.url = `/${url.slice(BASE.length)}`;
    files(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFound);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  await site?.remove();
});

afterEach(async () => {
  await page?.close();
  page = undefined;
  expect(errors, 'no console errors').toEqual([]);
});

async function open(url: string): Promise<Page> {
  const p = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  page = p;
  errors = watchErrors(p);
  broken = [];
  requested = [];
  p.on('request', (request) => requested.push(request.url()));
  p.on('requestfailed', (request) => broken.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`));
  p.on('response', (response) => {
    if (response.status() >= 400) broken.push(`${response.url()} (${response.status()})`);
  });
  await p.goto(`${origin}${url}`);
  return p;
}

describe('the built HTML under a base path', () => {
  it('writes every site URL of every page under the base path', async () => {
    const pages = (await listFiles(dist)).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(200);
    const outside = new Set<string>();
    for (const file of pages) {
      const html = await readFile(join(dist, file), 'utf8');
      for (const [, url] of html.matchAll(/\s(?:href|src|action)="(\/[^"]*)"/g)) if (url !== undefined && !url.startsWith(BASE)) outside.add(`${file}: ${url}`);
    }
    expect([...outside].slice(0, 10)).toEqual([]);
  });

  it('gives canonical links, JSON-LD, the feed and the sitemap full addresses under the base path', async () => {
    const html = await readFile(join(dist, 'notes', SEED_002, 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="canonical" href="https://example.org${NOTE}">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { url?: string; isPartOf?: { url?: string } };
    expect(jsonLd.url).toBe(`https://example.org${NOTE}`);
    expect(jsonLd.isPartOf?.url).toBe(`https://example.org${BASE}`);
    const rss = await readFile(join(dist, 'rss.xml'), 'utf8');
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    const addresses = [...rss.matchAll(/<link>([^<]*)<\/link>/g), ...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(addresses.length).toBeGreaterThan(5);
    expect(addresses.filter((url) => !url.startsWith(`https://example.org${BASE}`))).toEqual([]);
    expect(sitemap).toContain(`<loc>https://example.org${NOTE}</loc>`);
  });
});

describe('the site served under its base path, in Chromium', { timeout: 60_000 }, () => {
  it('loads a note page with no broken request, every request under the base path', async () => {
    const p = await open(NOTE);
    await p.locator('[data-neighbourhood]').scrollIntoViewIfNeeded();
    await p.locator('[data-neighbourhood][data-state="ready"]').waitFor();
    await p.waitForLoadState('networkidle');
    expect(broken).toEqual([]);
    expect(requested.filter((url) => !new URL(url).pathname.startsWith(BASE))).toEqual([]);
    expect(requested.some((url) => url.includes(`${BASE}_astro/`) && url.endsWith('.css'))).toBe(true);
  });

  it('follows every link of the note page to a page that is there', async () => {
    const p = await open(NOTE);
    const links = await p.$$eval('a[href]', (anchors) => [...new Set(anchors.map((a) => (a as HTMLAnchorElement).href))]);
    const own = links.filter((href) => href.startsWith(origin)).map((href) => href.split('#')[0] ?? href);
    expect(own.length).toBeGreaterThan(30);
    const statuses = await Promise.all([...new Set(own)].map(async (href) => `${(await p.request.get(href)).status()} ${href}`));
    expect(statuses.filter((line) => !line.startsWith('200 '))).toEqual([]);
  });

  it('walks the neighbourhood graph and keeps Open in graph under the base path', async () => {
    const p = await open(NOTE);
    await p.locator('[data-neighbourhood]').scrollIntoViewIfNeeded();
    await p.locator('[data-neighbourhood][data-state="ready"]').waitFor();
    const node = p.locator('.ng-node[data-role="related"]').first();
    const slug = await node.getAttribute('data-slug');
    await node.click();
    await p.locator(`[data-neighbourhood][data-state="ready"][data-centre="${slug}"] .ng-node[data-role="centre"]`).waitFor();
    await expect(p.locator('[data-ng-open]').getAttribute('href')).resolves.toBe(`${BASE}graph/?focus=${slug}`);
    expect(requested.some((url) => url.endsWith(`${BASE}graph/n/${slug}.json`))).toBe(true);
    expect(broken).toEqual([]);
  });

  it('opens a link preview from the preview data under the base path', async () => {
    const p = await open(NOTE);
    const link = p.locator('main .related__title a[href^="/notes/notes/"]:not(.stub)').first();
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    await p.locator('#link-preview .link-preview__title').waitFor();
    await expect.poll(() => p.locator('#link-preview').isVisible()).toBe(true);
    expect(requested.some((url) => new URL(url).pathname.startsWith(`${BASE}previews/`))).toBe(true);
    // The preview data holds site paths; its links are put under the base where they are drawn.
    // (The body shown under them is the page's own HTML, written under the base at output.)
    const hrefs = await p.$$eval('#link-preview a[href]:not(.link-preview__body a)', (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(
      hrefs.filter((href) => !href.startsWith(`${BASE}notes/`) && !href.startsWith(`${BASE}inquiring-lines/`) && !href.startsWith(`${BASE}papers/`)),
    ).toEqual([]);
    const statuses = await Promise.all(hrefs.map(async (href) => `${(await p.request.get(`${origin}${href}`)).status()} ${href}`));
    expect(statuses.filter((line) => !line.startsWith('200 '))).toEqual([]);
    expect(broken).toEqual([]);
  });

  it('finds pages with search, and its results link under the base path', async () => {
    const p = await open(`${BASE}search/?q=face-saving`);
    await p.locator('[data-search-results] .search-result').first().waitFor();
    const paths = await p.$$eval('[data-search-results] .search-result-title a', (links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    expect(paths.length).toBeGreaterThan(0);
    expect(
      paths.filter(
        (path) =>
          !path.startsWith(`${BASE}inquiring-lines/`) &&
          !path.startsWith(`${BASE}notes/`) &&
          !path.startsWith(`${BASE}papers/`) &&
          !path.startsWith(`${BASE}discussions/`),
      ),
    ).toEqual([]);
    expect((await p.request.get(`${origin}${paths[0] ?? ''}`)).status()).toBe(200);
    expect(broken).toEqual([]);
  });

  it('draws the full graph from its data under the base path', async () => {
    const p = await open(`${BASE}graph/?focus=${SEED_002}`);
    await p.locator('[data-kg][data-state="ready"]').waitFor();
    expect(requested.some((url) => url.endsWith(`${BASE}graph/data.json`))).toBe(true);
    expect(broken).toEqual([]);
  });

  it('serves the 404 page with its styles and links under the base path', async () => {
    const p = await open(`${BASE}no-such-page/`);
    await p.waitForLoadState('networkidle');
    await expect(p.locator('h1').textContent()).resolves.toBe('Page not found');
    // The missing page itself is the one 404; its stylesheet and scripts load.
    expect(broken).toEqual([`${origin}${BASE}no-such-page/ (404)`]);
    errors = errors.filter((error) => !error.includes(`status of 404 (Not Found) (${origin}${BASE}no-such-page/)`));
    expect(await p.locator('.site-header').evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');
    await expect(p.locator('main a').first().getAttribute('href')).resolves.toBe(BASE);
    expect(existsSync(join(dist, '404.html'))).toBe(true);
  });
});
