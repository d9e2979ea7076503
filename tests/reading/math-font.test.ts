// The math font the site serves, in Chromium with the site's stylesheets: a page showing a formula
// fetches it and lays its formulas out with it (on a machine without a better math font installed,
// as this one is), and a page without a formula fetches nothing. The stylesheet names the file by
// its package path, which the build resolves and copies into its output as it does here.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/browser/chromium.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { renderBody } from '../../src/pipeline/render/render.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

const ORIGIN = 'http://site.test';
const FONT_URL_RE = /url\("(@fontsource\/[^"]+)"\)/g;
const require = createRequire(import.meta.url);

let browser: Browser | undefined;
let styles = '';
// Font path on the test's site → the package file it names.
const fonts = new Map<string, string>();

beforeAll(async () => {
  browser = await launchChromium();
  const sheets = await Promise.all(['site.css', 'markdown.css'].map((name) => readFile(resolve('src/styles', name), 'utf8')));
  styles = sheets.join('\n').replace(FONT_URL_RE, (_, specifier: string) => {
    const path = `/fonts/${fonts.size}`;
    fonts.set(path, require.resolve(specifier));
    return `url("${path}")`;
  });
});

afterAll(async () => {
  await browser?.close();
});

/** Takes a note's Markdown; returns the font files its page fetched and the math fonts the document loaded. */
async function visit(markdown: string): Promise<{ fetched: string[]; loaded: string[] }> {
  if (!browser) throw new Error('Chromium did not start');
  const body = renderBody(parseFile('note.md' as ContentPath, markdown).tree, []).html;
  const page = await browser.newPage();
  const fetched: string[] = [];
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    const font = fonts.get(path);
    if (font !== undefined) {
      fetched.push(path);
      return route.fulfill({ body: await readFile(font), contentType: 'font/woff' });
    }
    if (path === '/site.css') return route.fulfill({ body: styles, contentType: 'text/css' });
    return route.fulfill({
      body: `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/site.css"></head><body><main class="prose">${body}</main></body></html>`,
      contentType: 'text/html',
    });
  });
  await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
  });
  await page.close();
  return { fetched, loaded };
}

describe('the math font', { timeout: 60_000 }, () => {
  it('names a file its package holds', () => {
    expect([...fonts.values()].length).toBeGreaterThan(0);
  });

  it('is fetched and used by a page that shows a formula', async () => {
    const { fetched, loaded } = await visit(
      [String.raw`The rotation $x\cos\theta$ of $f'(x)$:`, String.raw`$$\begin{pmatrix} a & b \\ c & d \end{pmatrix}$$`].join('\n\n'),
    );
    expect(fetched).toHaveLength(1);
    expect(loaded).toEqual(['Site Math']);
  });

  it('is not fetched by a page without a formula', async () => {
    const { fetched, loaded } = await visit('A note about `array.pop()`, with no formula.');
    expect(fetched).toEqual([]);
    expect(loaded).toEqual([]);
  });
});
