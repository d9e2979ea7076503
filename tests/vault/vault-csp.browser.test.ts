// The Obsidian constructs of a vault page (math, callouts, embeds, highlights, diagrams, other
// scripts) work in Chromium under the strict Content-Security-Policy of README, Security: no
// violation, no error, formulas laid out as MathML, diagrams drawn and coloured, folded callouts
// opening natively.
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../src/browser/chromium.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP, serveWithHeaders } from '../robustness/site.ts';
import { axeViolations } from '../search/browser.ts';
import { fixtureSite } from '../setup/seed-site.ts';

let site: { dir: string; remove: () => Promise<void> } | undefined;
let server: { origin: string; close: () => Promise<void> } | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await fixtureSite('obsidian-vault');
  server = await serveWithHeaders(site.dir, { 'Content-Security-Policy': CSP });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

async function open(url: string): Promise<{ page: Page; problems: string[] }> {
  if (!browser || !server) throw new Error('the site is not served');
  const page = await browser.newPage();
  const problems: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sample})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${server.origin}${url}`, { waitUntil: 'load' });
  return { page, problems };
}

describe('vault pages under the Content-Security-Policy', () => {
  it.each(['/notes/home/', '/notes/math/', '/notes/callouts/', '/notes/diagrams/', `/notes/${encodeURIComponent('模板')}/`])(
    '%s raises no violation and no error',
    async (url) => {
      const { page, problems } = await open(url);
      await page.waitForTimeout(300);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it.each(['/notes/formatting/', '/notes/html/'])(
    '%s (players, raw HTML) raises no violation but for its web images, which the policy keeps out',
    async (url) => {
      const { page, problems } = await open(url);
      await page.waitForTimeout(300);
      expect(problems.filter((p) => !p.includes('https://example.org/'))).toEqual([]);
      expect(await page.$$eval('article audio, article video', (players) => players.length)).toBe(url === '/notes/formatting/' ? 2 : 0);
      await page.close();
    },
  );

  it('copies a code block by keyboard alone: Shift+Tab from the block reaches its button, Enter puts the code on the clipboard', async () => {
    if (!browser || !server) throw new Error('the site is not served');
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${server.origin}/notes/formatting/`, { waitUntil: 'load' });
    await page.focus('article pre.code');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Copy code: hello.py');
    await page.keyboard.press('Enter');
    await page.locator('article .code-copy', { hasText: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('print("hello")  # greet');
    // The copy button's announcement, a status of the page's own (the explorer has another, for its filter).
    expect(await page.locator('body > [role="status"]').textContent()).toBe('Copied');
    await context.close();
  });

  it('opens a diagram larger by keyboard: the button opens a dialog with the diagram bigger, Escape closes it and returns focus', async () => {
    const { page, problems } = await open('/notes/diagrams/');
    const button = page.getByRole('button', { name: 'Open larger' }).first();
    const onPage = await page
      .locator('article .diagram svg')
      .first()
      .evaluate((svg) => svg.getBoundingClientRect().width);
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.diagram-dialog');
    await dialog.waitFor();
    const larger = await dialog.locator('svg').evaluate((svg) => svg.getBoundingClientRect().width);
    expect(larger).toBeGreaterThan(onPage);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(['/notes/formatting/', '/notes/callouts/', '/notes/diagrams/', '/notes/math/'])(
    '%s (a code block, callouts, diagrams, formulas) has no axe-core violation, light or dark',
    async (url) => {
      if (!browser || !server) throw new Error('the site is not served');
      for (const colorScheme of ['light', 'dark'] as const) {
        // axe is injected as an inline script, which the policy would rightly block.
        const page = await browser.newPage({ bypassCSP: true, colorScheme });
        await page.goto(`${server.origin}${url}`, { waitUntil: 'load' });
        expect(await axeViolations(page), `${url} ${colorScheme}`).toEqual([]);
        await page.close();
      }
    },
  );

  it('lays formulas out as MathML: every formula has a size, and the two-row cases formula is taller than a line', async () => {
    const { page } = await open('/notes/math/');
    const heights = await page.$$eval('article math', (nodes) => nodes.map((n) => n.getBoundingClientRect().height));
    expect(heights.length).toBe(5);
    expect(Math.min(...heights)).toBeGreaterThan(5);
    // The `cases` formula spans two rows.
    expect(Math.max(...heights)).toBeGreaterThan(35);
    await page.close();
  });

  it('makes a display formula a tab stop while it is wider than its column, so the keyboard scrolls it, and no tab stop once it fits', async () => {
    const { page, problems } = await open('/notes/math/');
    const stops = () => page.$$eval('article .math-display', (frames) => frames.map((f) => f.getAttribute('tabindex')));
    // The last formula is wider than the column at this width; the others fit.
    await expect.poll(stops).toEqual([null, null, null, '0']);
    const wide = page.locator('article .math-display').last();
    await wide.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wide.evaluate((f) => f.scrollLeft)).toBeGreaterThan(0);
    // Given the room, the formula no longer scrolls and is no tab stop.
    await wide.evaluate((f) => {
      f.style.width = '4000px';
    });
    await expect.poll(stops).toEqual([null, null, null, null]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws Mermaid diagrams: nodes laid out with a size, coloured by the site stylesheet (not the black of an unset colour)', async () => {
    const { page, problems } = await open('/notes/diagrams/');
    const drawn = await page.$$eval('article .diagram svg', (svgs) =>
      svgs.map((svg) => {
        const box = svg.getBoundingClientRect();
        const shapes = [...svg.querySelectorAll('g rect, path.xychart-bar')].map((shape) => getComputedStyle(shape).fill);
        const text = [...svg.querySelectorAll('text')].map((t) => getComputedStyle(t).fill);
        return { width: box.width, height: box.height, shapes, text };
      }),
    );
    expect(drawn.length).toBe(3);
    for (const svg of drawn) {
      expect(svg.width).toBeGreaterThan(50);
      expect(svg.height).toBeGreaterThan(30);
      expect(svg.shapes.length).toBeGreaterThan(0);
      expect(svg.shapes.filter((fill) => fill === 'rgb(0, 0, 0)' || fill === 'none')).toEqual([]);
      expect(svg.text.filter((fill) => fill === 'rgb(0, 0, 0)')).toEqual([]);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('marks a Chinese note and a Japanese note with their language, and keeps the site language elsewhere', async () => {
    const { page } = await open(`/notes/${encodeURIComponent('模板')}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('zh');
    await page.goto(`${server?.origin}/notes/${encodeURIComponent('日本語のメモ')}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await page.goto(`${server?.origin}/notes/home/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.close();
  });

  // Words inside a run of Chinese or Japanese text (no spaces around them): found only when the
  // page was indexed as that language, which splits the run into words.
  it.each([
    ['预先', '模板'],
    ['笔记', '模板'],
    ['見つかります', '日本語のメモ'],
  ])('finds the page holding "%s" from the English search page', async (query, title) => {
    const { page, problems } = await open(`/search/?q=${encodeURIComponent(query)}`);
    await page.locator('[data-search-status]', { hasText: /result/ }).waitFor();
    const paths = await page.$$eval('[data-search-results] .search-result-title a', (links) =>
      links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname)),
    );
    expect(paths).toContain(`/notes/${title}/`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a folded callout on click, and shows an open one from the start', async () => {
    const { page } = await open('/notes/callouts/');
    const shut = page.locator('details.callout-warning');
    expect(await shut.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.locator('details.callout-question').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await shut.locator('summary').click();
    expect(await shut.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await shut.locator('.callout-content').isVisible()).toBe(true);
    await page.close();
  });
});
