// A note whose body and frontmatter carry script payloads renders with none of them running, and
// every kind of page works under the strict Content-Security-Policy of README, Security.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/browser/chromium.ts';
import { fixtureSite } from '../setup/seed-site.ts';
import { CSP, serveWithHeaders } from './site.ts';

let site: { dir: string; remove: () => Promise<void> } | undefined;
let server: { origin: string; close: () => Promise<void> } | undefined;
let browser: Browser | undefined;

const PAYLOAD_URL = '/notes/script-payloads-script-window-pwned-title-script/';

beforeAll(async () => {
  site = await fixtureSite('payload');
  server = await serveWithHeaders(site.dir, { 'Content-Security-Policy': CSP });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

/** What a page did that it must not: CSP violations, dialogs, errors, and whether a payload ran. */
interface Watch {
  page: Page;
  violations: string[];
  dialogs: string[];
  errors: string[];
}

async function open(url: string): Promise<Watch> {
  if (!browser || !server) throw new Error('the site is not served');
  const page = await browser.newPage();
  const watch: Watch = { page, violations: [], dialogs: [], errors: [] };
  // Exposed before any page script runs, so a violation during parsing is caught too.
  await page.exposeFunction('__reportViolation', (text: string) => watch.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`,
      );
    });
  });
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') watch.errors.push(message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) watch.errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${server.origin}${url}`, { waitUntil: 'load' });
  return watch;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function assertClean(watch: Watch): Promise<void> {
  await settle(watch.page);
  expect(watch.violations, watch.violations.join('\n')).toEqual([]);
  expect(watch.errors, watch.errors.join('\n')).toEqual([]);
  expect(watch.dialogs).toEqual([]);
  expect(await watch.page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await watch.page.close();
}

describe('script payloads in a note', () => {
  it('render as text and never run, even when clicked and hovered', async () => {
    const watch = await open(PAYLOAD_URL);
    const { page } = watch;
    await expect(page.locator('h1').textContent()).resolves.toBe("Script payloads <script>window.__pwned = 'title'</script>");
    const active = await page
      .locator(
        'article script:not([type="application/ld+json"]):not([type="application/json"]):not([src^="/_astro/"]), article iframe, [onerror], [onload], [onclick]',
      )
      .evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 120)));
    expect(active).toEqual([]);
    expect(await page.locator('a[href^="javascript:" i], a[href^="data:" i]').count()).toBe(0);
    // Hovering a citation opens its preview, which fills in the cited page's (hostile) title.
    await page.locator('article a.wikilink').first().hover();
    await page.waitForTimeout(600);
    const link = page.getByText('click me');
    await link.click();
    await page.getByText('javascript link').click();
    await page.goBack().catch(() => undefined);
    await assertClean(watch);
  });

  it('stay text in the search results for them', async () => {
    const watch = await open('/search/?q=payloads');
    await watch.page.locator('[data-search-results] .search-result').first().waitFor();
    await assertClean(watch);
  });
});

describe('under the strict Content-Security-Policy', () => {
  for (const [name, url] of [
    ['a note', '/notes/do-models-avoid-correcting-users/'],
    ['an inquiring line', '/inquiring-lines/why-do-models-keep-the-peace-instead-of-correcting-users/'],
    ['the home page', '/'],
  ] as const) {
    it(`${name} loads with no violation`, async () => {
      const watch = await open(url);
      await assertClean(watch);
    });
  }

  it('the search page finds results with no violation', async () => {
    const watch = await open('/search/');
    await watch.page.locator('#search-page-input').fill('models');
    await watch.page.locator('[data-search-results] .search-result').first().waitFor();
    await assertClean(watch);
  });

  it('the search dialog of a note page opens and finds results with no violation', async () => {
    const watch = await open('/notes/do-models-avoid-correcting-users/');
    await watch.page.waitForLoadState('networkidle');
    await watch.page.locator('h1').click();
    await watch.page.keyboard.press('Control+k');
    await watch.page.getByRole('combobox', { name: 'Search the collection' }).fill('models');
    await watch.page.getByRole('option').first().waitFor();
    await assertClean(watch);
  });

  it('the graph page draws with no violation', async () => {
    const watch = await open('/graph/');
    await watch.page.locator('[data-kg][data-state="ready"]').waitFor();
    await assertClean(watch);
  });

  it('the policy is really enforced: an inline script added to a page is blocked and reported', async () => {
    const watch = await open('/notes/do-models-avoid-correcting-users/');
    await watch.page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__pwned = "injected"';
      document.body.append(s);
    });
    await settle(watch.page);
    expect(await watch.page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(watch.violations.join('\n')).toMatch(/script-src/);
    await watch.page.close();
  });
});
