// The header's theme and reader-mode buttons in Chromium, on a vault under the site's
// Content-Security-Policy: the stored theme is in force before the first paint, the button cycles
// from the system's scheme to the other, the system's own, and back and is remembered, reader mode hides the explorer and the rail, and axe
// finds nothing in the dark theme chosen against a light system.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/browser/chromium.ts';
import { CSP, serveWithHeaders } from '../robustness/site.ts';
import { axeViolations, watchErrors } from '../search/browser.ts';
import { fixtureSite } from '../setup/seed-site.ts';

let site: { dir: string; remove: () => Promise<void> } | undefined;
let server: { origin: string; close: () => Promise<void> } | undefined;
let plain: { origin: string; close: () => Promise<void> } | undefined;
let browser: Browser | undefined;
let note = '';

beforeAll(async () => {
  site = await fixtureSite('obsidian-vault');
  server = await serveWithHeaders(site.dir, { 'Content-Security-Policy': CSP });
  plain = await serveWithHeaders(site.dir, {});
  browser = await launchChromium();
  const { pages } = JSON.parse(await readFile(join(site.dir, 'knowledge-base.json'), 'utf8')) as { pages: { file: string | null; url: string }[] };
  note = pages.find((page) => page.file === 'Research/Cycle A.md')?.url ?? '';
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await plain?.close();
  await site?.remove();
});

const DARK_BG = 'rgb(21, 22, 26)';
const LIGHT_BG = 'rgb(253, 253, 252)';

describe('the theme and reader mode', { timeout: 60_000 }, () => {
  it('paints a stored dark theme from the first frame, on a light system', async () => {
    if (!browser || !server) throw new Error('the vault is not served');
    const context = await browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Stop before any module script or stylesheet-dependent script can run: what the parser has applied so far.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto(`${server.origin}${note}`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    expect(errors.filter((error) => !error.includes('_astro'))).toEqual([]);
    await context.close();
  });

  it('cycles from the system to the other scheme first, then the system’s own, then back, named by its choice, and remembers it on the next page', async () => {
    if (!browser || !server) throw new Error('the vault is not served');
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.origin}${note}`, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: /^Theme: / });
    expect(await button.getAttribute('aria-label')).toBe('Theme: System');
    // On a light system the first press turns the page dark: every press changes what the reader sees, but the last.
    await button.click();
    expect(await button.getAttribute('aria-label')).toBe('Theme: Dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    await page.getByRole('button', { name: 'Theme: Dark' }).click();
    expect(await button.getAttribute('aria-label')).toBe('Theme: Light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_BG);
    await button.click();
    expect(await page.evaluate(() => [document.documentElement.dataset['theme'] ?? 'none', localStorage.getItem('theme') ?? 'none'])).toEqual(['none', 'none']);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_BG);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reader mode hides the explorer and the rail, keeps the text, and stays on for the next page', async () => {
    if (!browser || !server) throw new Error('the vault is not served');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.origin}${note}`, { waitUntil: 'load' });
    const reader = page.getByRole('button', { name: 'Reader mode' });
    expect(await page.locator('.explorer').isVisible()).toBe(true);
    expect(await page.locator('.rail').isVisible()).toBe(true);
    await reader.click();
    expect(await reader.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.explorer').isVisible()).toBe(false);
    expect(await page.locator('.rail').isVisible()).toBe(false);
    expect(await page.locator('main h1').isVisible()).toBe(true);
    await page.reload({ waitUntil: 'load' });
    expect(await page.locator('.rail').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Reader mode' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the neighbourhood graph's key instructions from its ? button, reached with Tab", async () => {
    if (!browser || !server) throw new Error('the vault is not served');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.origin}${note}`, { waitUntil: 'load' });
    const help = page.getByRole('button', { name: 'How to use the graph' });
    await expect.poll(() => help.isVisible()).toBe(true);
    expect(await page.locator('.ng-hint').isVisible()).toBe(false);
    let reached = false;
    for (let n = 0; n < 80 && !reached; n++) {
      await page.keyboard.press('Tab');
      reached = await help.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'the ? button is reached with Tab').toBe(true);
    await page.keyboard.press('Enter');
    expect(await help.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.ng-hint').innerText()).toContain('Shift+Enter');
    await page.keyboard.press('Enter');
    expect(await page.locator('.ng-hint').isVisible()).toBe(false);
    // Tab opens the preview of each link it passes, whole: the web images of a previewed note (HTML.md)
    // are kept out by the policy there as on the note's own page (vault-csp.browser.test.ts); nothing else may fail.
    expect(errors.filter((error) => !/^console: Loading the image 'https:\/\/example\.org\/[^']*' violates .*"img-src 'self' data:"/.test(error))).toEqual([]);
    await context.close();
  });

  it('leaves no axe violation in the dark theme chosen on a light system, nor in reader mode', async () => {
    if (!browser || !plain) throw new Error('the vault is not served');
    const context = await browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('reader', 'on');
    });
    const page = await context.newPage();
    for (const path of [note, '/']) {
      await page.goto(`${plain.origin}${path}`, { waitUntil: 'load' });
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
