import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagefindEntrySchema, ShardListSchema } from '../../src/schemas/search-manifest.ts';
import { indexSite, type SearchIndexResult } from '../../src/orchestrate/search-index.ts';
import { linkTree } from '../../src/orchestrate/search-pagefind.ts';
import { builtSite, exportedPages, launchChromium, pageTitled, serveSite, watchErrors, type BuiltSite, type StaticSite } from './browser.ts';

// The seed site indexed in shards of 70 pages (4 shards) against the same site as built (one
// index, unless built with SEARCH_SHARD_PAGES): the browser must find the same pages, with the
// same counts, in both.
const SEED_002 = 'Does preference optimization harm conversational understanding?';
const QUERIES = ['face-saving', 'preference optimization', 'sycophancy', 'warmth reliability'];

let built: BuiltSite;
let work: string;
let sharded: SearchIndexResult;
let single: StaticSite;
let split: StaticSite;
let browser: Browser;

beforeAll(async () => {
  built = await builtSite();
  work = await mkdtemp(join(tmpdir(), 'search-shards-'));
  await linkTree(built.dir, join(work, 'site'), (name) => name === 'pagefind');
  sharded = await indexSite(join(work, 'site'), { shardPages: 70 });
  single = await serveSite(built.dir);
  split = await serveSite(join(work, 'site'));
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await single?.close();
  await split?.close();
  await built?.remove();
  await rm(work, { recursive: true, force: true });
});

/** Opens the search page for a query; returns the status line, every filter row's text (value and count) and the result paths. */
async function searchPage(origin: string, query: string, errors: string[]): Promise<{ status: string; filters: string[]; paths: string[] }> {
  const page: Page = await browser.newPage();
  errors.push(...watchErrors(page));
  try {
    await page.goto(`${origin}/search/?q=${encodeURIComponent(query)}`);
    await page.locator('[data-search-results] .search-result').first().waitFor();
    // Counts arrive after the results; wait until every filter chunk is in.
    await page
      .getByRole('checkbox', { name: / \(?[1-9]/ })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    const status = (await page.getByRole('status').first().textContent()) ?? '';
    const filters = await page.$$eval('label:has(input[type=checkbox])', (labels) =>
      labels.map((label) => (label.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
    const paths = await page.$$eval('[data-search-results] .search-result-title a', (links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    return { status, filters, paths };
  } finally {
    await page.close();
  }
}

describe('search over a sharded index', { timeout: 120_000 }, () => {
  it('indexes the same pages as the site as built, in 4 shards', async () => {
    // The site as built has one index, or several when built with SEARCH_SHARD_PAGES: count them all.
    const list = ShardListSchema.parse(JSON.parse(await readFile(join(built.dir, 'pagefind', 'shards.json'), 'utf8')));
    let pages = 0;
    for (const path of ['', ...list.shards]) {
      const entry = PagefindEntrySchema.parse(JSON.parse(await readFile(join(built.dir, 'pagefind', path, 'pagefind-entry.json'), 'utf8')));
      pages += Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
    }
    expect(sharded.shards).toBe(4);
    expect(sharded.pageCount).toBe(pages);
    expect(sharded.manifest.shards.flatMap((shard) => shard.urls)).toHaveLength(pages);
  });

  it('finds the same results with the same filter counts as the single index', async () => {
    const errors: string[] = [];
    for (const query of QUERIES) {
      const one = await searchPage(single.origin, query, errors);
      const four = await searchPage(split.origin, query, errors);
      expect(four.status, query).toBe(one.status);
      expect(four.filters, query).toEqual(one.filters);
      // All results fit on the first page (20): the same pages. Past it, the order across shards may differ.
      if (one.paths.length < 20) expect(new Set(four.paths), query).toEqual(new Set(one.paths));
      else expect(four.paths.length, query).toBe(20);
    }
    expect(errors).toEqual([]);
  });

  it('puts a note first for its title, and the kind filter keeps only that kind across shards', async () => {
    const url = pageTitled(await exportedPages(built.dir), SEED_002).url;
    const errors: string[] = [];
    const found = await searchPage(split.origin, SEED_002, errors);
    expect(found.paths[0]).toBe(url);
    const page = await browser.newPage();
    errors.push(...watchErrors(page));
    await page.goto(`${split.origin}/search/?q=preference+optimization&kind=note`);
    await page.getByRole('status').filter({ hasText: 'with these filters' }).waitFor();
    const kinds = await page.$$eval('[data-search-results] .search-kind-badge', (badges) => badges.map((badge) => badge.textContent));
    expect(kinds.length).toBeGreaterThan(1);
    expect(new Set(kinds)).toEqual(new Set(['Note']));
    await page.close();
    expect(errors).toEqual([]);
  });
});
