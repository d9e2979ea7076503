// A vault published with Obsidian Publish (tests/fixtures/publish-vault: site-options.json,
// publish.css, a home note named by the settings, notes in folders, no research pages) built as
// its owner would build it: the site reads like that vault, with no empty section, no empty kind
// and no research wording, its home note as home and its settings' name, logo and stylesheet.
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPreview } from '../../src/client/preview/preview-data.ts';
import { previewBucket } from '../../src/client/preview/bucket.ts';
import { fixtureSite, type FixtureSite } from '../setup/seed-site.ts';
import { listFiles, readPage, ROOT } from '../site/build-helper.ts';
import { runBuildHere } from '../setup/commands.ts';

const VAULT = join(ROOT, 'tests/fixtures/publish-vault');
const WORK = join(ROOT, '.build', `publish-vault-${process.pid}`);
/** The Publish vault's site (tests/setup/fixture-sites.ts). */
let site: FixtureSite | undefined;
let dist = '';

beforeAll(async () => {
  await mkdir(WORK, { recursive: true });
  // No title in the configuration: the Publish settings' site name is the site's.
  site = await fixtureSite('publish-vault');
  dist = site.dir;
}, 300_000);

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await site?.remove();
});

/** Every built HTML page's site path. */
async function htmlPages(): Promise<string[]> {
  return (await listFiles(dist))
    .filter((file) => file.endsWith('index.html') || file === '404.html')
    .map((file) => (file === '404.html' ? '/404.html' : `/${file.replace(/index\.html$/, '')}`));
}

async function open(url: string): Promise<HTMLElement> {
  return url === '/404.html' ? parse(await readFile(join(dist, '404.html'), 'utf8')) : readPage(dist, url);
}

async function previewOf(slug: string) {
  const bucket = JSON.parse(await readFile(join(dist, 'previews', `${previewBucket(slug)}.json`), 'utf8')) as Record<string, unknown>;
  const preview = readPreview(bucket[slug]);
  if (preview === null) throw new Error(`no valid preview of ${slug}`);
  return preview;
}

describe('a vault with Obsidian Publish settings', () => {
  it('shows the home note the settings name as the home page, under the site name and logo they give', async () => {
    const home = await open('/');
    expect(home.querySelector('title')?.text).toBe('Field Guide');
    expect(home.querySelector('h1')?.text).toBe('Welcome');
    expect(home.querySelector('main')?.text).toContain('A small guide to walking the ridge trails');
    // Not Home.md, which the settings did not name.
    expect(home.querySelector('main')?.text).not.toContain('Old home');
    expect(home.querySelector('.site-name__text')?.text).toBe('Field Guide');
    expect(home.querySelector('.site-name')?.getAttribute('aria-label')).toBe('Field Guide');
    const logo = home.querySelector('.site-name__logo img')?.getAttribute('src');
    expect(logo).toBe('/attachments/assets/logo.svg');
    expect(existsSync(join(dist, 'attachments/assets/logo.svg'))).toBe(true);
    // Listed once in search, at the note's own page.
    expect(home.querySelector('[data-pagefind-body]')).toBeNull();
  });

  it('keeps the site name visible when the vault has no logo, whatever its publish.css hides', async () => {
    const work = join(WORK, 'no-logo');
    const copy = join(work, 'vault');
    await cp(VAULT, copy, { recursive: true });
    await writeFile(join(copy, 'site-options.json'), JSON.stringify({ siteName: 'Field Guide' }));
    const config = join(work, 'site.config.yaml');
    await writeFile(config, `content: ${JSON.stringify(copy)}\nallowMissing: true\n`);
    const run = await runBuildHere(['--out', join(work, 'dist'), '--cache-dir', work], { SITE_CONFIG: config });
    expect(run.code, run.stderr).toBe(0);
    const home = parse(await readFile(join(work, 'dist', 'index.html'), 'utf8'));
    const name = home.querySelector('.site-name');
    expect(name?.querySelector('img')).toBeNull();
    expect(name?.text).toBe('Field Guide');
    // publish.css hides .site-name__text; the name without a logo has no such class.
    expect(name?.querySelector('.site-name__text')).toBeNull();
  }, 300_000);

  it('lists only the kinds the vault has pages of, in the header, the footer and the 404 page', async () => {
    for (const url of ['/', '/notes/routes/', '/404.html']) {
      const page = await open(url);
      const links = [...page.querySelectorAll('.site-nav a, .site-footer a, main a')].map((a) => a.getAttribute('href'));
      expect(links, url).not.toContain('/inquiring-lines/');
      expect(links, url).not.toContain('/papers/');
      expect(links, url).not.toContain('/discussions/');
      expect(links, url).not.toContain('/clusters/');
    }
    expect(await readFile(join(dist, 'rss.xml'), 'utf8')).toContain('<description>Newest pages of Field Guide: notes.</description>');
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/inquiring-lines|papers|discussions|clusters/);
    expect(sitemap).toContain('/notes/</loc>');
    // No index is built for a kind the vault has no page of.
    expect(existsSync(join(dist, 'notes', 'index.html'))).toBe(true);
    for (const folder of ['inquiring-lines', 'papers', 'discussions']) expect(existsSync(join(dist, folder)), folder).toBe(false);
    const nav = (await open('/')).querySelectorAll('.site-nav a').map((a) => a.text);
    expect(nav).toEqual(['Home', 'Notes', 'Graph', 'Search']);
    expect((await open('/404.html')).querySelectorAll('main a').map((a) => [a.getAttribute('href'), a.text])).toContainEqual(['/notes/', 'Notes']);
  });

  it('shows no empty section and no research wording on any page, and the contents name only sections that are there', async () => {
    for (const url of await htmlPages()) {
      // The integrity report and the search page's filters speak of every kind the site can hold.
      if (/^\/(?:integrity|search|clusters)\//.test(url)) continue;
      const page = await open(url);
      const main = page.querySelector('main');
      if (main === null) continue;
      // What a reader sees: hidden elements left out.
      for (const hidden of main.querySelectorAll('[hidden]')) hidden.remove();
      const text = main.text;
      expect(text, url).not.toMatch(/\(0\)/);
      expect(text, url).not.toMatch(/inquiring line|Cite this page|cited by|Related papers|Related concepts/i);
      for (const section of main.querySelectorAll('section')) {
        const heading = section.querySelector('h2');
        const rest = section.text.replace(heading?.text ?? '', '').trim();
        expect(rest, `${url}: ${heading?.text}`).not.toBe('');
      }
      for (const link of main.querySelectorAll('.rail__contents a')) {
        const id = (link.getAttribute('href') ?? '').slice(1);
        expect(main.querySelector(`[id="${id}"]`), `${url} contents → #${id}`).not.toBeNull();
      }
    }
  });

  it('names only the kinds the vault holds on the search page and in the search dialog, and offers no cluster on the graph', async () => {
    const search = await open('/search/');
    expect(search.querySelector('label[for="search-page-input"]')?.text).toBe('Search the collection');
    expect(search.querySelector('noscript')?.text).toContain('listed under Notes.');
    for (const url of ['/', '/notes/routes/']) {
      expect((await open(url)).querySelector('[data-search-open]')?.getAttribute('data-search-placeholder'), url).toBe('Search…');
    }
    // The clusters' index, built for a stable address and linked from nowhere here, says what clusters would group.
    expect((await open('/clusters/')).querySelector('.lede')?.text).toBe('Topic categories that group the notes.');
    const graph = await open('/graph/');
    expect(graph.querySelector('[data-kg-cluster]')?.closest('label')?.hasAttribute('hidden')).toBe(true);
    expect(graph.querySelector('[data-kg-colour]')?.closest('label')?.hasAttribute('hidden')).toBe(true);
  });

  it("points search engines from the home note's own page to the home page, and lists only the home page in the sitemap", async () => {
    const canonical = (page: HTMLElement) => page.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const home = canonical(await open('/'));
    expect(home).toMatch(/^https?:\/\/.+\/$/);
    const own = await open('/notes/welcome/');
    expect(canonical(own)).toBe(home);
    expect(own.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(home);
    // Another note keeps its own address.
    expect(canonical(await open('/notes/routes/'))).toMatch(/\/notes\/routes\/$/);
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/notes/welcome/');
    expect(sitemap).toContain('/notes/routes/');
  });

  it("orders the explorer's folders as the Publish settings' navigation order does, not by name", async () => {
    const explorer = (await open('/notes/routes/')).querySelector('[data-explorer-tree]');
    const top = explorer?.querySelectorAll(':scope > li > a').map((a) => a.text.trim());
    expect(top?.filter((name) => ['Start', 'Guides', 'Field notes'].includes(name))).toEqual(['Start', 'Guides', 'Field notes']);
    const guides = await open('/folders/guides/');
    expect(guides.querySelectorAll('.ref-list a').map((a) => a.text)).toEqual(['Routes', 'Tools']);
  });

  it("reads a description's links as their text in the lede", async () => {
    const lede = (await open('/notes/tools/')).querySelector('.lede')?.text;
    expect(lede).toBe('What to carry on the ridge, from the route notes and Campfire evening.');
  });

  it('previews a note by its description, else by its opening paragraphs and first picture, links as text', async () => {
    const tools = await previewOf('tools');
    expect(tools.lead).toBe('What to carry on the ridge, from the route notes and Campfire evening.');
    expect(tools.excerpt).toEqual([]);
    const routes = await previewOf('routes');
    expect(routes.lead).toBe('');
    // The opening ends where the first section starts.
    expect(routes.excerpt).toEqual([
      'Three routes cross the ridge; the northern one is the easiest, and the kit list says what to carry.',
      'Each route is marked with painted posts. Follow the posts when the path forks.',
    ]);
    // The picture standing alone, not the icon inside a sentence.
    expect(routes.image).toEqual({ src: '/attachments/assets/ridge%20map.png', alt: 'ridge map.png' });
    expect(routes.counts).toEqual([]);
    const evening = await previewOf('campfire-evening');
    expect(evening.excerpt).toEqual(['We stopped below the pass and cooked on a small stove. See Routes > North route.']);
  });

  it("serves the vault's publish.css without anything that loads from elsewhere, its Publish theme and logo rules applied to this site", async () => {
    const css = await readFile(join(dist, 'theme.css'), 'utf8');
    expect(css).not.toMatch(/url\(|@import|@font-face|fonts\.example|tracker\.example/);
    expect(css).toContain('border-left-width: 3px');
    expect(css).toMatch(/@media \(prefers-color-scheme: light\) \{\s*\.site-name__logo \{\s*filter: invert\(1\)/);
    expect(css).toMatch(/\.site-name__text \{\s*display: none/);
    expect(css).toMatch(/\.site-name__logo img \{\s*height: 22px/);
    // Written for Publish's page, its other rules style notes' bodies only: Publish's page header is not this site's title.
    expect(css).toMatch(/\.page-body \.page-header \{\s*display: none/);
    expect(css).toMatch(/\.page-body h2 \{\s*letter-spacing/);
    expect(css).toMatch(/\.page-body img \{\s*border-radius: 4px/);
  });
});
