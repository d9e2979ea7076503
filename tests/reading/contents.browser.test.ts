// A long page of the seed collection in Chromium: on a phone its contents and a way to its graph
// are in the first screen, and touch screens show no key hints; on a wide screen the rail's
// contents mark the section being read and the rail stays inside the window.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite, launchChromium, serveSite, watchErrors, type BuiltSite, type StaticSite } from '../search/browser.ts';

/** The seed's longest note: many sections, a rail taller than a laptop's window. */
const LONG_NOTE = '/notes/the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati/';

let site: BuiltSite | undefined;
let server: StaticSite | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await builtSite();
  server = await serveSite(site.dir);
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

async function open(path: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  if (!browser || !server) throw new Error('the seed site is not served');
  const phone = viewport.width < 600;
  const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
  return { context, page, errors };
}

describe('a long note on a phone (390×844)', { timeout: 60_000 }, () => {
  it('offers its contents and its graph in the first screen, and the contents lead to their sections', async () => {
    const { context, page, errors } = await open(LONG_NOTE, { width: 390, height: 844 });
    const summary = page.locator('.phone-contents summary');
    const graphLink = page.getByRole('link', { name: 'Graph and links' });
    for (const target of [summary, graphLink]) {
      const box = await target.boundingBox();
      expect(box, 'shown').not.toBeNull();
      expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    }
    await summary.click();
    const entry = page.locator('.phone-contents').getByRole('link', { name: /^Related concepts/ });
    await entry.click();
    await expect.poll(() => page.locator('#related-heading').evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(200);
    await graphLink.click();
    await expect.poll(() => page.locator('.rail .ng').evaluate((g) => g.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no key hints on a touch screen', async () => {
    const { context, page } = await open(LONG_NOTE, { width: 390, height: 844 });
    expect(await page.locator('.search-trigger kbd').isVisible()).toBe(false);
    await page.locator('.rail .ng').scrollIntoViewIfNeeded();
    await page.locator('.ng[data-state]:not([data-state="static"])').waitFor({ state: 'attached' });
    expect(await page.locator('.ng-hint').isVisible()).toBe(false);
    await context.close();
  });
});

describe('a long note on a laptop (1440×900)', { timeout: 60_000 }, () => {
  it('marks the contents entry of the section in view, and only that one', async () => {
    const { context, page, errors } = await open(LONG_NOTE, { width: 1440, height: 900 });
    const contents = page.getByRole('navigation', { name: 'On this page' });
    for (const id of ['related-heading', 'papers-heading', 'cited-by-heading']) {
      await page.locator(`#${id}`).evaluate((h) => h.scrollIntoView({ block: 'start' }));
      await expect.poll(() => contents.locator('[aria-current]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([`#${id}`]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the rail inside the window, scrolling on its own when it is taller', async () => {
    const { context, page } = await open(LONG_NOTE, { width: 1440, height: 900 });
    await page.mouse.wheel(0, 3000);
    const rail = page.locator('aside.rail');
    await expect.poll(() => rail.evaluate((r) => Math.round(r.getBoundingClientRect().bottom))).toBeLessThanOrEqual(900);
    const { scrolls, tall } = await rail.evaluate((r) => ({ scrolls: getComputedStyle(r).overflowY, tall: r.scrollHeight > r.clientHeight }));
    if (tall) expect(scrolls).toBe('auto');
    await context.close();
  });
});
