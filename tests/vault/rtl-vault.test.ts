// A vault written in Hebrew (tests/fixtures/rtl-vault, built with `lang: he`) reads right to left:
// every page says `dir="rtl"` and speaks Hebrew, while its English note says `dir="ltr"` and lets its
// Hebrew paragraph take its own direction; in Chromium the text runs right to left, code and formulas
// left to right, the contents rail and the explorer sit on the mirrored sides, and axe finds nothing.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/browser/chromium.ts';
import { serveWithHeaders } from '../robustness/site.ts';
import { axeViolations, exportedPages, pageTitled, watchErrors } from '../search/browser.ts';
import { runBuildHere } from '../setup/commands.ts';
import { readPage, ROOT } from '../site/build-helper.ts';

const VAULT = join(ROOT, 'tests/fixtures/rtl-vault');
const work = join(ROOT, '.build', `rtl-vault-${process.pid}`);
const dist = join(work, 'dist');
let server: { origin: string; close: () => Promise<void> } | undefined;
let browser: Browser | undefined;
/** The URL of the page of each title. */
let urlOf: (title: string) => string = () => '';

beforeAll(async () => {
  await mkdir(work, { recursive: true });
  await writeFile(join(work, 'site.config.yaml'), `title: מחברת פיזיקה\nlang: he\ncontent: ${JSON.stringify(VAULT)}\n`);
  const run = await runBuildHere(['--out', dist, '--cache-dir', work], { SITE_CONFIG: join(work, 'site.config.yaml') });
  if (run.code !== 0) throw new Error(`the Hebrew vault did not build:\n${run.stdout}\n${run.stderr}`);
  const pages = await exportedPages(dist);
  urlOf = (title) => pageTitled(pages, title).url;
  server = await serveWithHeaders(dist, {});
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe('a Hebrew vault, as HTML', () => {
  it('marks its Hebrew pages and its home right to left, in Hebrew, with Hebrew interface words', async () => {
    for (const title of ['חוקי ניוטון', 'עבודה ואנרגיה']) {
      const page = await readPage(dist, urlOf(title));
      const html = page.querySelector('html');
      expect([html?.getAttribute('lang'), html?.getAttribute('dir'), html?.getAttribute('data-interface-dir')], title).toEqual(['he', 'rtl', undefined]);
    }
    const home = await readPage(dist, '/');
    expect(home.querySelector('html')?.getAttribute('dir')).toBe('rtl');
    const newton = await readPage(dist, urlOf('חוקי ניוטון'));
    expect(newton.querySelector('.rail__contents')?.text).toContain('בעמוד הזה');
    // Each block, a callout's title among them, takes the direction of its own first letter.
    expect(newton.querySelector('.callout-title')?.getAttribute('dir')).toBe('auto');
    expect(
      newton.querySelectorAll('article .page-body p, article .page-body li, article .page-body td').every((block) => block.getAttribute('dir') === 'auto'),
    ).toBe(true);
  });

  it('marks its English note left to right, and lets the Hebrew paragraph in it read right to left', async () => {
    const page = await readPage(dist, urlOf('Reading list'));
    const html = page.querySelector('html');
    expect([html?.getAttribute('lang'), html?.getAttribute('dir')]).toEqual(['en', 'ltr']);
    // Its interface still speaks Hebrew, whose words then take their own direction (site.css).
    expect(html?.getAttribute('data-interface-dir')).toBe('rtl');
    const hebrew = page.querySelectorAll('article .page-body p').find((p) => p.text.startsWith('החוק השני'));
    expect(hebrew?.getAttribute('dir')).toBe('auto');
  });
});

/** Takes a path; opens it in a page of the given width, in the given colour scheme. */
async function open(path: string, width = 1280, colorScheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; errors: string[] }> {
  if (!browser || !server) throw new Error('the site is not served');
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
  const errors = watchErrors(page);
  await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
  return { page, errors };
}

describe('a Hebrew vault, in Chromium', () => {
  it('runs the text right to left, and code and formulas left to right', async () => {
    const { page, errors } = await open(urlOf('חוקי ניוטון'));
    const direction = (selector: string) => page.$eval(selector, (element) => getComputedStyle(element).direction);
    expect({
      text: await direction('article .page-body p'),
      list: await direction('article .page-body ol li'),
      code: await direction('article .page-body pre'),
      formula: await direction('article .page-body .math-display math'),
      inlineFormula: await direction('article .page-body p .math-inline math'),
    }).toEqual({ text: 'rtl', list: 'rtl', code: 'ltr', formula: 'ltr', inlineFormula: 'ltr' });
    // A list indents from the right: its items start left of the list's right edge.
    const list = await page.$eval('article .page-body ol', (element) => {
      const box = element.getBoundingClientRect();
      const item = element.querySelector('li')?.getBoundingClientRect();
      return { listRight: box.right, itemRight: item?.right ?? box.right };
    });
    expect(list.itemRight).toBeLessThan(list.listRight);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('puts the contents rail at the left of the text and the explorer at its right', async () => {
    const { page } = await open(urlOf('חוקי ניוטון'));
    const box = (selector: string) => page.$eval(selector, (element) => element.getBoundingClientRect().toJSON() as { left: number; right: number });
    const article = await box('article.page');
    const rail = await box('aside.rail');
    const explorer = await box('.explorer__panel');
    expect(rail.right).toBeLessThanOrEqual(article.left);
    expect(explorer.left).toBeGreaterThanOrEqual(article.right);
    await page.close();
  });

  it('lets the Hebrew paragraph of the English note read right to left inside a left-to-right page', async () => {
    const { page } = await open(urlOf('Reading list'));
    const directions = await page.$$eval('article .page-body p', (paragraphs) => paragraphs.map((p) => getComputedStyle(p).direction));
    expect(directions).toEqual(['ltr', 'rtl']);
    await page.close();
  });

  it('has no axe violation on a Hebrew page, light or dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page } = await open(urlOf('חוקי ניוטון'), 1280, scheme);
      expect(await axeViolations(page), scheme).toEqual([]);
      await page.close();
    }
  });
});
