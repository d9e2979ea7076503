// A vault published with Obsidian Publish (tests/fixtures/publish-vault) read in Chromium under
// the site's Content-Security-Policy: its home note is the home page, its publish.css and logo
// load without a violation, and a link's preview shows the note's opening text and picture.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/browser/chromium.ts';
import { CSP, serveWithHeaders } from '../robustness/site.ts';
import { axeViolations } from '../search/browser.ts';
import { fixtureSite, type FixtureSite } from '../setup/seed-site.ts';

let site: FixtureSite | undefined;
let server: { origin: string; close: () => Promise<void> } | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await fixtureSite('publish-vault');
  server = await serveWithHeaders(site.dir, { 'Content-Security-Policy': CSP });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

/** Opens a page of the site; `problems` collects policy violations, console errors and failed requests. */
async function open(url: string): Promise<{ page: Page; problems: string[] }> {
  if (!browser || !server) throw new Error('the site is not served');
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
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
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${server.origin}${url}`, { waitUntil: 'load' });
  return { page, problems };
}

describe('a Publish vault in the browser', () => {
  it('shows the home note under the logo, with its stylesheet, and no violation', async () => {
    const { page, problems } = await open('/');
    expect(await page.locator('main h1').innerText()).toBe('Welcome');
    // publish.css hides Publish's .page-header (its breadcrumbs), not this site's title.
    expect(await page.locator('main h1').isVisible()).toBe(true);
    expect(await page.locator('main .page-body').innerText()).toContain('A small guide to walking the ridge trails');
    const logo = page.locator('.site-name__logo img');
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // publish.css hides the name beside the logo, as on the Publish site; the link keeps it as its name.
    expect(await page.locator('.site-name__text').isVisible()).toBe(false);
    expect(await page.locator('.site-header').getByRole('link', { name: 'Field Guide', exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('previews a note by its whole body, formatted, in a frame that scrolls and that the keyboard reaches', async () => {
    const { page, problems } = await open('/');
    const link = page.locator('main .page-body a[href="/notes/routes/"]').first();
    await link.focus();
    const preview = page.locator('#link-preview');
    const body = preview.locator('.link-preview__body');
    await body.waitFor();
    expect(await body.locator('p').first().innerText()).toBe(
      'Three routes cross the ridge; the northern one is the easiest, and the kit list says what to carry.',
    );
    expect(await body.locator('strong').first().innerText()).toBe('northern');
    expect(await body.locator('h2').allInnerTexts()).toEqual(['North route', 'South route']);
    const image = body.locator('img[alt="ridge map.png"]');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The page's own ids stay on the page: the copy in the preview has none.
    expect(await body.locator('[id]').count()).toBe(0);
    // At the size of the page's text, not the preview's small print.
    const sizes = await page.evaluate(() => [
      getComputedStyle(document.querySelector('#link-preview .link-preview__body p') as Element).fontSize,
      getComputedStyle(document.querySelector('main .page-body p') as Element).fontSize,
    ]);
    expect(sizes[0]).toBe(sizes[1]);
    expect(await body.evaluate((frame) => getComputedStyle(frame).overflowY)).toBe('auto');
    // ↓ moves into the preview, and Tab reaches the body's frame, where the keys scroll it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('link-preview__body'))).toBe(true);
    expect(await preview.locator('.link-preview__excerpt').count()).toBe(0);
    expect(await preview.innerText()).not.toMatch(/inquiring line|related concept|\b0 papers/i);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('previews a note with a description by that description, its links as text', async () => {
    const { page } = await open('/');
    await page.locator('main .page-body a[href="/notes/tools/"]').first().hover();
    const lead = page.locator('#link-preview .link-preview__lead');
    await lead.waitFor();
    expect(await lead.innerText()).toBe('What to carry on the ridge, from the route notes and Campfire evening.');
    expect(await page.locator('#link-preview .link-preview__excerpt').count()).toBe(0);
    await page.close();
  });

  it.each(['/', '/notes/routes/', '/notes/tools/', '/404.html', '/search/'])('%s has no axe-core violation, light or dark', async (url) => {
    if (!browser || !server) throw new Error('the site is not served');
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected as an inline script, which the policy would rightly block.
      const page = await browser.newPage({ bypassCSP: true, colorScheme });
      await page.goto(`${server.origin}${url}`, { waitUntil: 'load' });
      expect(await axeViolations(page), `${url} ${colorScheme}`).toEqual([]);
      await page.close();
    }
  });
});
