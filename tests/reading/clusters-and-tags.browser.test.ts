// A tiny collection with two clusters and tags (tests/fixtures/reading/clustered), built once and
// read in Chromium: the full graph coloured by cluster gives each cluster its own fill and names
// the clusters in its key; the search page's tag filter keeps only the pages with that tag.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/browser/chromium.ts';
import { serveWithHeaders } from '../robustness/site.ts';
import { fixtureSite } from '../setup/seed-site.ts';
import { watchErrors } from '../search/browser.ts';

const WARMTH = 'Does warmth tuning cost language models accuracy?';
const MONOSEMANTIC = 'Do sparse autoencoders find monosemantic features in language models?';

interface ExportPage {
  title: string;
  slug: string;
  url: string;
  tags: string[];
}

let site: { dir: string; remove: () => Promise<void> } | undefined;
let server: { origin: string; close: () => Promise<void> } | undefined;
let browser: Browser | undefined;
let pages: ExportPage[] = [];
let page: Page | undefined;
let errors: string[] = [];

beforeAll(async () => {
  site = await fixtureSite('clustered');
  server = await serveWithHeaders(site.dir, {});
  browser = await launchChromium();
  pages = (JSON.parse(await readFile(join(site.dir, 'knowledge-base.json'), 'utf8')) as { pages: ExportPage[] }).pages;
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

afterEach(async () => {
  await page?.close();
  page = undefined;
  expect(errors, 'no console errors').toEqual([]);
});

async function open(path: string): Promise<Page> {
  if (browser === undefined || server === undefined) throw new Error('the fixture site is not served');
  page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  errors = watchErrors(page);
  await page.goto(`${server.origin}${path}`);
  return page;
}

function titled(title: string): ExportPage {
  const found = pages.find((p) => p.title === title);
  if (found === undefined) throw new Error(`the fixture site has no page titled "${title}"`);
  return found;
}

/** The colour drawn at the focused node's centre, as `[r, g, b]`. */
async function focusedFill(p: Page): Promise<number[]> {
  const root = p.locator('[data-kg][data-state="ready"][data-colour-by="cluster"][data-focus-in-view="true"]');
  await root.waitFor();
  const [x, y] = ((await root.getAttribute('data-focus-at')) ?? '').split(',').map(Number);
  return p.locator('[data-kg-canvas]').evaluate(
    (canvas, at) => {
      if (!(canvas instanceof HTMLCanvasElement)) throw new Error('the map is not a canvas');
      const scale = canvas.width / canvas.getBoundingClientRect().width;
      const pixel = canvas.getContext('2d')?.getImageData(Math.round(at.x * scale), Math.round(at.y * scale), 1, 1).data;
      return [pixel?.[0] ?? -1, pixel?.[1] ?? -1, pixel?.[2] ?? -1];
    },
    { x: x ?? 0, y: y ?? 0 },
  );
}

/** The key's swatch colour of the cluster named `name`, as `[r, g, b]`. */
async function swatchOf(p: Page, name: string): Promise<number[]> {
  const colour = await p
    .locator('[data-kg-cluster-key] li')
    .filter({ hasText: name })
    .locator('.kg-swatch')
    .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

const near = (a: readonly number[], b: readonly number[]): boolean => a.length === 3 && a.every((v, i) => Math.abs(v - (b[i] ?? -999)) <= 3);

describe('the full graph coloured by cluster', { timeout: 60_000 }, () => {
  it('fills the nodes of two clusters differently, each in the colour its key gives the cluster', async () => {
    const fills: number[][] = [];
    for (const [title, cluster] of [
      [WARMTH, 'Alignment'],
      [MONOSEMANTIC, 'Interpretability'],
    ] as const) {
      const p = await open(`/graph/?focus=${titled(title).slug}`);
      await p.locator('[data-kg][data-state="ready"]').waitFor();
      const key = p.locator('[data-kg-cluster-key]');
      expect(await key.isHidden()).toBe(true);
      await p.locator('[data-kg-colour]').selectOption('cluster');
      await key.waitFor({ state: 'visible' });
      expect(await key.locator('li').allInnerTexts()).toEqual(['Alignment', 'Interpretability']);
      const swatch = await swatchOf(p, cluster);
      // The map redraws on the next animation frame: wait for the frame in cluster colours.
      await expect.poll(async () => near(await focusedFill(p), swatch), { message: `${title}: drawn in its key's colour ${swatch}` }).toBe(true);
      fills.push(await focusedFill(p));
      await p.close();
      page = undefined;
      expect(errors, 'no console errors').toEqual([]);
    }
    expect(near(fills[0] ?? [], fills[1] ?? [])).toBe(false);
  });
});

describe("the search page's tag filter", { timeout: 60_000 }, () => {
  it('keeps only the pages with the ticked tag, and says so in the URL', async () => {
    const p = await open('/search/?q=language+models');
    const results = p.locator('[data-search-results] .search-result-title a');
    await results.first().waitFor();
    const paths = async (): Promise<string[]> =>
      (await results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).sort();
    const tagged = pages
      .filter((p) => p.tags.includes('sae'))
      .map((p) => p.url)
      .sort();
    expect(tagged.length).toBe(2);
    const all = await paths();
    // Every page of the fixture speaks of language models; the filter has something to remove.
    expect(all.length).toBe(pages.filter((p) => p.url.startsWith('/notes/') || p.url.startsWith('/inquiring-lines/')).length);
    await p.locator('.search-filter-clusters summary[data-search-tag-summary]').click();
    await p.getByRole('checkbox', { name: /^#sae\b/ }).check();
    await p.waitForURL(/tag=sae/);
    await expect.poll(paths).toEqual(tagged);
  });
});
