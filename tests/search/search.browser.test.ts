import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, builtSite, exportedPages, launchChromium, pageTitled, serveSite, watchErrors, type BuiltSite, type StaticSite } from './browser.ts';

// Browser tests of search over the built site (built here, or env SEARCH_SITE_DIR), served as a static host would.
// Pages are found by the seed titles, so the tests hold for any build that includes the seeds.
const SEED_000 = 'Why might chatbots simply learn better face-saving instead of genuine perspective-taking?';
const SEED_001 = 'Why do LLMs apply face-saving over accurately tracking resistance signals?';
const SEED_002 = 'Does preference optimization harm conversational understanding?';

let built: BuiltSite;
let site: StaticSite;
let browser: Browser;
let page: Page;
let errors: string[];
let urls: { seed000: string; seed001: string; seed002: string };

beforeAll(async () => {
  built = await builtSite();
  site = await serveSite(built.dir);
  browser = await launchChromium();
  const pages = await exportedPages(built.dir);
  urls = { seed000: pageTitled(pages, SEED_000).url, seed001: pageTitled(pages, SEED_001).url, seed002: pageTitled(pages, SEED_002).url };
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await built?.remove();
});

async function freshPage(): Promise<Page> {
  page = await browser.newPage();
  errors = watchErrors(page);
  return page;
}

afterEach(async () => {
  await page?.close();
  expect(errors, 'no console errors').toEqual([]);
});

/** The result links of the search page, in order, as site paths. */
async function resultPaths(p: Page): Promise<string[]> {
  await p.locator('[data-search-results] .search-result').first().waitFor();
  return p.$$eval('[data-search-results] .search-result-title a', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

describe('search page', { timeout: 30_000 }, () => {
  it('leaves pages not yet written out when the reader unticks them, and says so in the URL', async () => {
    const p = await freshPage();
    await p.goto(`${site.origin}/search/?q=grounding+acts`);
    await resultPaths(p);
    await p.locator('[data-search-results] .search-stub').first().waitFor();
    const all = await p.locator('[data-search-results] .search-result').count();
    await p.getByRole('checkbox', { name: /Include pages not yet written/ }).uncheck();
    await expect.poll(() => p.locator('[data-search-results] .search-result').count()).toBeLessThan(all);
    expect(await p.locator('[data-search-results] .search-stub').count()).toBe(0);
    expect(new URL(p.url()).searchParams.get('stubs')).toBe('hide');
    // The shared URL opens with them left out.
    await p.goto(`${site.origin}/search/?q=grounding+acts&stubs=hide`);
    await resultPaths(p);
    expect(await p.getByRole('checkbox', { name: /Include pages not yet written/ }).isChecked()).toBe(false);
    expect(await p.locator('[data-search-results] .search-stub').count()).toBe(0);
  });

  it('shows the sections of a long page that match, each linked to its heading', async () => {
    const p = await freshPage();
    await p.goto(`${site.origin}/search/?q=grounding+acts`);
    expect((await resultPaths(p))[0]).toBe(urls.seed002);
    const subs = p.locator('[data-search-results] .search-result').first().locator('.search-subresults a');
    expect(await subs.count()).toBeGreaterThan(0);
    for (const href of await subs.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href)))) {
      expect(href.pathname).toBe(urls.seed002);
      expect(href.hash).toMatch(/^#.+/);
    }
  });

  it('lists the inquiring lines of seeds 000 and 001 among the first results for ?q=face-saving', async () => {
    const p = await freshPage();
    await p.goto(`${site.origin}/search/?q=face-saving`);
    const first = (await resultPaths(p)).slice(0, 5);
    expect(first).toContain(urls.seed000);
    expect(first).toContain(urls.seed001);
    await expect(p.locator('#search-page-input').inputValue()).resolves.toBe('face-saving');
    // Filter counts are there from the first search: inquiring lines match, so their count is not 0.
    await p.getByRole('checkbox', { name: /^Inquiring line \(?[1-9]/ }).waitFor();
    // Excerpts mark the matched words.
    await expect(p.locator('[data-search-results] .search-excerpt mark').first().textContent()).resolves.toMatch(/face/i);
  });

  it('ranks the page about a query first, and every written page above every page not yet written', async () => {
    const pages = await exportedPages(built.dir);
    const written = new Set(pages.filter((page) => !page.stub).map((page) => page.url));
    // Each query of the reading issue and the seed page about it.
    const cases: [string, string][] = [
      ['warmth', pageTitled(pages, 'Training language models to be warm and empathetic makes them less reliable').url],
      ['grounding acts', urls.seed002],
      ['face-saving', urls.seed001],
      ['77.5%', urls.seed002],
    ];
    const p = await freshPage();
    for (const [q, about] of cases) {
      await p.goto(`${site.origin}/search/?q=${encodeURIComponent(q)}`);
      await p.locator('[data-search-status]', { hasText: /result/ }).waitFor();
      const paths = await resultPaths(p);
      expect(paths[0], `first result for "${q}"`).toBe(about);
      const firstStub = paths.findIndex((path) => !written.has(path));
      const lastWritten = paths.findLastIndex((path) => written.has(path));
      if (firstStub >= 0) expect(lastWritten, `"${q}": a written page after one not yet written`).toBeLessThan(firstStub);
    }
  });

  it('puts a note first when searching its exact question title', async () => {
    const p = await freshPage();
    await p.goto(`${site.origin}/search/?q=${encodeURIComponent(SEED_002)}`);
    const paths = await resultPaths(p);
    expect(paths[0]).toBe(urls.seed002);
    await expect(p.locator('.search-result').first().locator('.search-kind-badge').textContent()).resolves.toBe('Note');
  });

  it('removes inquiring lines with the kind filter "note", and keeps the filter in the URL', async () => {
    const p = await freshPage();
    await p.goto(`${site.origin}/search/?q=preference+optimization`);
    expect((await resultPaths(p)).some((path) => path.startsWith('/inquiring-lines/'))).toBe(true);
    await p.getByRole('checkbox', { name: /^Note\b/ }).check();
    await p.waitForURL(/kind=note/);
    await p.getByRole('status').filter({ hasText: 'with these filters' }).waitFor();
    const paths = await resultPaths(p);
    expect(paths.filter((path) => path.startsWith('/inquiring-lines/'))).toEqual([]);
    expect(paths).toContain(urls.seed002);
    const kinds = await p.$$eval('[data-search-results] .search-kind-badge', (badges) => badges.map((badge) => badge.textContent));
    expect(new Set(kinds)).toEqual(new Set(['Note']));
  });

  it('reads filters from the URL and updates the URL as the reader types', async () => {
    const p = await freshPage();
    await p.goto(`${site.origin}/search/?q=face-saving&kind=note`);
    // The kind boxes are in the page before its script ticks the one the URL names.
    await expect.poll(() => p.getByRole('checkbox', { name: /^Note\b/ }).isChecked()).toBe(true);
    await p.locator('#search-page-input').fill('preference optimization');
    await p.waitForURL(/q=preference\+optimization&kind=note/);
    await p.getByRole('status').filter({ hasText: '“preference optimization” with these filters' }).waitFor();
    expect(await resultPaths(p)).toContain(urls.seed002);
  });
});

describe('search dialog', { timeout: 30_000 }, () => {
  it('loads no search code before it is opened, then opens with Ctrl+K on a note page and Enter opens a result', async () => {
    const p = await freshPage();
    const requested: string[] = [];
    p.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await p.goto(`${site.origin}${urls.seed002}`, { waitUntil: 'networkidle' });
    const beforeOpen = [...requested];
    expect(beforeOpen.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    await expect(p.locator('dialog').count()).resolves.toBe(0);

    await p.locator('h1').click();
    await p.keyboard.press('Control+k');
    const input = p.getByRole('combobox', { name: 'Search the collection' });
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Its placeholder is the interface catalogue's, in the site's language, as the header's button carries it.
    expect(await input.getAttribute('placeholder')).toBe('Search…');
    // The dialog's code arrived only now: a script never requested before the dialog opened.
    const afterOpen = requested.slice(beforeOpen.length);
    const newScripts = afterOpen.filter((path) => path.endsWith('.js') && !beforeOpen.includes(path));
    expect(newScripts.some((path) => path.startsWith('/_astro/'))).toBe(true);

    await input.fill(SEED_001);
    const options = p.getByRole('option');
    await options.first().waitFor();
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
    expect(requested.some((path) => path === '/pagefind/pagefind.js')).toBe(true);
    const target = await options.first().getAttribute('href');
    expect(target).toBe(urls.seed001);
    await p.keyboard.press('Enter');
    await p.waitForURL(`${site.origin}${urls.seed001}`);
  });

  it('moves the active result with the arrow keys, closes with Escape and returns focus', async () => {
    const p = await freshPage();
    await p.goto(`${site.origin}${urls.seed001}`);
    const button = p.getByRole('button', { name: 'Search' });
    await button.click();
    const input = p.getByRole('combobox', { name: 'Search the collection' });
    await input.fill('face-saving');
    const options = p.getByRole('option');
    await options.nth(1).waitFor();
    await p.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await expect(options.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await p.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));
    await p.keyboard.press('Escape');
    await expect(p.locator('dialog').evaluate((el) => (el as HTMLDialogElement).open)).resolves.toBe(false);
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // `/` opens it again, with the last search still there.
    await p.keyboard.press('/');
    await expect(input.inputValue()).resolves.toBe('face-saving');
  });

  it('shows the whole page of the selected result beside the results, following the arrow keys, focus staying in the field', async () => {
    const p = await freshPage();
    await p.goto(`${site.origin}${urls.seed001}`);
    await p.getByRole('button', { name: 'Search' }).click();
    const input = p.getByRole('combobox', { name: 'Search the collection' });
    await input.fill('face-saving');
    const options = p.getByRole('option');
    await options.nth(1).waitFor();
    const preview = p.getByRole('region', { name: 'Preview of the selected result' });
    const title = preview.locator('.search-dialog-preview-title');
    const titleOf = (n: number) => options.nth(n).locator('.search-option-title').textContent();
    await expect.poll(() => title.textContent()).toBe(await titleOf(0));
    await p.keyboard.press('ArrowDown');
    await expect.poll(() => title.textContent()).toBe(await titleOf(1));
    // The body is the page's own, formatted: its first paragraph as the page shows it.
    const href = (await options.nth(1).getAttribute('href')) ?? '';
    const first = await p.evaluate(async (url) => {
      const html = await (await fetch(url)).text();
      return new DOMParser().parseFromString(html, 'text/html').querySelector('main .page-body p')?.textContent ?? '';
    }, href);
    expect(first).not.toBe('');
    await expect.poll(() => preview.locator('.prose p').first().textContent()).toBe(first);
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('passes axe-core on the search page with results and filters, and with the dialog open', async () => {
    const p = await freshPage();
    await p.goto(`${site.origin}/search/?q=face-saving`);
    await resultPaths(p);
    await p.locator('[data-search-clusters]').evaluate((el) => el.closest('details')?.setAttribute('open', ''));
    expect(await axeViolations(p)).toEqual([]);
    await p.goto(`${site.origin}${urls.seed002}`);
    await p.keyboard.press('Control+k');
    await p.getByRole('combobox').fill('face-saving');
    await p.getByRole('option').first().waitFor();
    expect(await axeViolations(p)).toEqual([]);
  });
});
