// The search index by delta (src/orchestrate/search-delta.ts): after a note's text changes, the
// build keeps the shards and indexes the changed note into a small delta that the browser merges;
// the note's new text is found, its old text is not, although its shard still holds the old entry.
// (A page deleted or withheld folds the delta back instead: tests/search/search-delta.test.ts.)
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexSite, type SearchIndexResult } from '../../src/orchestrate/search-index.ts';
import { linkTree } from '../../src/orchestrate/search-pagefind.ts';
import { ShardListSchema } from '../../src/schemas/search-manifest.ts';
import { builtSite, exportedPages, launchChromium, pageTitled, serveSite, watchErrors, type BuiltSite, type StaticSite } from './browser.ts';

const EDITED = 'Does preference optimization harm conversational understanding?';
// Words no page of the seed content holds: the note's text before and after the edit.
const OLD_WORD = 'quokkaprelude';
const NEW_WORD = 'quokkasequel';

let built: BuiltSite;
let work: string;
let before: SearchIndexResult;
let after: SearchIndexResult;
let editedUrl: string;
let served: StaticSite;
let browser: Browser;

/** Takes a page's HTML and a word; returns it with the word as a paragraph at the start of its indexed body. */
function withWord(html: string, word: string): string {
  const body = /<[^>]*\sdata-pagefind-body[^>]*>/.exec(html);
  if (body === null) throw new Error('the page has no data-pagefind-body element');
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}<p>${word}</p>${html.slice(at)}`;
}

beforeAll(async () => {
  built = await builtSite();
  work = await mkdtemp(join(tmpdir(), 'search-delta-'));
  const pages = await exportedPages(built.dir);
  const edited = pageTitled(pages, EDITED);
  editedUrl = edited.url;
  const file = `${edited.url.slice(1)}index.html`;
  // The previous build's output: the note holds the old word, indexed in 4 shards.
  const one = join(work, 'one');
  await linkTree(built.dir, one, (name) => name === 'pagefind');
  const html = await readFile(join(one, file), 'utf8');
  await rm(join(one, file));
  await writeFile(join(one, file), withWord(html, OLD_WORD));
  before = await indexSite(one, { shardPages: 70 });
  // This build's output: the note holds the new word instead (a new file, as a render writes one).
  const two = join(work, 'two');
  await linkTree(one, two, (name) => name === 'pagefind');
  await rm(join(two, file));
  await writeFile(join(two, file), withWord(html, NEW_WORD));
  after = await indexSite(two, { shardPages: 70, previous: { dir: one, manifest: before.manifest }, rerendered: new Set([file]), delta: true });
  served = await serveSite(two);
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await built?.remove();
  await rm(work, { recursive: true, force: true });
});

/** Opens the search page for a query; returns the status line and the result paths once the search has ended. */
async function search(query: string, errors: string[]): Promise<{ status: string; paths: string[] }> {
  const page = await browser.newPage();
  errors.push(...watchErrors(page));
  try {
    await page.goto(`${served.origin}/search/?q=${encodeURIComponent(query)}`);
    await page.getByRole('status').filter({ hasText: query }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const status = (await page.getByRole('status').first().textContent()) ?? '';
    const paths = await page.$$eval('[data-search-results] .search-result-title a', (links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    return { status, paths };
  } finally {
    await page.close();
  }
}

describe('search over shards and a delta', { timeout: 120_000 }, () => {
  it('keeps the 4 shards and indexes the edited note alone into the delta, hiding its old entry', async () => {
    expect(before.shards).toBe(4);
    expect(after.reusedShards).toBe(4);
    expect(after.deltaPages).toBe(1);
    expect(after.manifest.delta?.urls).toEqual([editedUrl]);
    expect(Object.keys(after.manifest.delta?.stale ?? {}).sort()).toEqual([editedUrl]);
    const list = ShardListSchema.parse(JSON.parse(await readFile(join(work, 'two', 'pagefind', 'shards.json'), 'utf8')));
    expect(list.delta?.path).toBe('delta/');
    expect(list.delta?.hidden).toHaveLength(1);
  });

  it('finds the note by its new text and not by its old', async () => {
    const errors: string[] = [];
    expect((await search(NEW_WORD, errors)).paths).toEqual([editedUrl]);
    expect((await search(OLD_WORD, errors)).paths).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('finds the same words in the previous output, whose shards held the old text', async () => {
    const errors: string[] = [];
    const previous = await serveSite(join(work, 'one'));
    try {
      const page = await browser.newPage();
      errors.push(...watchErrors(page));
      await page.goto(`${previous.origin}/search/?q=${OLD_WORD}`);
      await page.locator('[data-search-results] .search-result').first().waitFor();
      const paths = await page.$$eval('[data-search-results] .search-result-title a', (links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
      await page.close();
      expect(paths).toEqual([editedUrl]);
    } finally {
      await previous.close();
    }
    expect(errors).toEqual([]);
  });
});
