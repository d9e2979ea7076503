// A canvas board's page in Chromium under the site's Content-Security-Policy: no violation, no
// error, axe-core finds nothing, light and dark; the keyboard alone reads it (Tab walks the cards in
// reading order and brings each into view; arrows pan, + and − zoom, 0 fits) and the pointer pans
// and zooms it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchChromium } from '../../src/browser/chromium.ts';
import { axeSource } from '../reading/site-harness.ts';
import { CSP, serveWithHeaders } from '../robustness/site.ts';
import { fixtureSite } from '../setup/seed-site.ts';

vi.setConfig({ testTimeout: 30_000 });

const BOARD = '/notes/board-canvas/';
let site: { dir: string; remove: () => Promise<void> } | undefined;
let server: { origin: string; close: () => Promise<void> } | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await fixtureSite('canvas-vault');
  server = await serveWithHeaders(site.dir, { 'Content-Security-Policy': CSP });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

/** Opens `url` in a page of this colour scheme; `problems` collects policy violations, errors and failed requests. */
async function open(url: string, colorScheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; problems: string[] }> {
  if (!browser || !server) throw new Error('the site is not served');
  const page = await browser.newPage({ colorScheme, viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(`${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${server.origin}${url}`, { waitUntil: 'networkidle' });
  await page.locator('.canvas--live').first().waitFor();
  return { page, problems };
}

/** The drawing's `viewBox` once the next frame is drawn (the board sets it once a frame). */
async function viewBox(page: Page): Promise<number[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page
    .locator('[data-canvas-svg]')
    .first()
    .evaluate((svg) => (svg.getAttribute('viewBox') ?? '').split(' ').map(Number));
}

describe('a board page', () => {
  it.each(['light', 'dark'] as const)('raises no violation or error, and axe-core finds nothing (%s)', async (scheme) => {
    const { page, problems } = await open(BOARD, scheme);
    // axe is injected through the test's own channel: an inline script would be (rightly) blocked by the policy.
    await page.evaluate(await axeSource());
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('walks the cards by Tab in reading order, bringing each into view', async () => {
    const { page } = await open(BOARD);
    await page.locator('[data-canvas-view]').focus();
    const seen: string[] = [];
    for (let i = 0; i < 30 && seen.length < 3; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const card = document.activeElement?.closest('.canvas-body');
        return card?.getAttribute('aria-label') ?? null;
      });
      if (label !== null && seen.at(-1) !== label) seen.push(label);
    }
    expect(seen).toEqual(['Card: Launch plan', 'File: Alpha', 'File: Alpha › Method']);
    // The focused card lies inside what the drawing shows.
    const [x = 0, y = 0, w = 0, h = 0] = await viewBox(page);
    const card = await page.evaluate(() => {
      const box = document.activeElement?.closest('foreignObject');
      return box instanceof SVGForeignObjectElement ? [box.x.baseVal.value, box.y.baseVal.value, box.width.baseVal.value, box.height.baseVal.value] : [];
    });
    const [cx = 0, cy = 0, cw = 0, ch = 0] = card;
    expect(cx).toBeGreaterThanOrEqual(x);
    expect(cy).toBeGreaterThanOrEqual(y);
    expect(cx + cw).toBeLessThanOrEqual(x + w);
    expect(cy + ch).toBeLessThanOrEqual(y + h);
    await page.close();
  });

  it('pans with the arrows, zooms with + and −, fits with 0, from the keyboard alone', async () => {
    const { page } = await open(BOARD);
    const fitted = await viewBox(page);
    await page.locator('[data-canvas-view]').focus();
    await page.keyboard.press('+');
    const zoomed = await viewBox(page);
    expect(zoomed[2]).toBeLessThan(fitted[2] ?? 0);
    await page.keyboard.press('ArrowRight');
    const panned = await viewBox(page);
    expect(panned[0]).toBeGreaterThan(zoomed[0] ?? 0);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    expect((await viewBox(page))[2]).toBeGreaterThan(zoomed[2] ?? 0);
    await page.keyboard.press('0');
    expect(await viewBox(page)).toEqual(fitted);
    await page.close();
  });

  it('pans by dragging and zooms with the wheel', async () => {
    const { page } = await open(BOARD);
    const svg = page.locator('[data-canvas-svg]').first();
    const box = await svg.boundingBox();
    if (box === null) throw new Error('the drawing has no box');
    const before = await viewBox(page);
    // An empty spot of the drawing, left of the middle.
    await page.mouse.move(box.x + 10, box.y + box.height - 10);
    await page.mouse.down();
    await page.mouse.move(box.x + 110, box.y + box.height - 10, { steps: 5 });
    await page.mouse.up();
    const dragged = await viewBox(page);
    expect(dragged[0]).toBeLessThan(before[0] ?? 0);
    await page.mouse.wheel(0, -300);
    expect((await viewBox(page))[2]).toBeLessThan(dragged[2] ?? 0);
    await page.close();
  });

  it('on a phone, one finger scrolls the page past the board and two fingers zoom it', async () => {
    if (!browser || !server) throw new Error('the site is not served');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.origin}${BOARD}`, { waitUntil: 'networkidle' });
    await page.locator('.canvas--live').first().waitFor();
    const cdp = await context.newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<[number, number]>): Promise<void> => {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    };
    const centre = async (): Promise<[number, number]> => {
      const box = await page.locator('[data-canvas-svg]').first().boundingBox();
      if (box === null) throw new Error('the drawing has no box');
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    const before = await viewBox(page);
    const [x, y] = await centre();
    await touch('touchStart', [[x, y + 100]]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [[x, y + 100 - i * 30]]);
    await touch('touchEnd', []);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await viewBox(page)).toEqual(before);
    // On a busy machine the scroll may still be settling: the pinch starts once the page is still.
    let last = Number.NaN;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => window.scrollY);
          const still = now === last;
          last = now;
          return still;
        },
        { interval: 100, timeout: 5000 },
      )
      .toBe(true);
    const [mx, my] = await centre();
    await touch('touchStart', [
      [mx - 20, my],
      [mx + 20, my],
    ]);
    for (let i = 1; i <= 6; i++)
      await touch('touchMove', [
        [mx - 20 - i * 15, my],
        [mx + 20 + i * 15, my],
      ]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await viewBox(page))[2], { timeout: 5000 }).toBeLessThan((before[2] ?? 0) / 2);
    await context.close();
  });
});
