// A vault's folders in Chromium (tests/fixtures/obsidian-vault, served under the site's
// Content-Security-Policy): the explorer of folders and notes, reached and worked with the keyboard
// as a tree, remembering what was opened, filtered by name; the breadcrumbs of a note two folders
// deep; a folder's page; the explorer as a drawer on a phone; and no axe violation on the pages that show them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/browser/chromium.ts';
import { CSP, serveWithHeaders } from '../robustness/site.ts';
import { fixtureSite } from '../setup/seed-site.ts';
import { axeViolations, watchErrors } from '../search/browser.ts';

let site: { dir: string; remove: () => Promise<void> } | undefined;
let server: { origin: string; close: () => Promise<void> } | undefined;
// The same site without the policy, for axe, whose script is injected inline.
let plain: { origin: string; close: () => Promise<void> } | undefined;
let browser: Browser | undefined;
/** The URL of the page made from a content file. */
let urlOf: (file: string) => string = () => '';

beforeAll(async () => {
  site = await fixtureSite('obsidian-vault');
  server = await serveWithHeaders(site.dir, { 'Content-Security-Policy': CSP });
  browser = await launchChromium();
  plain = await serveWithHeaders(site.dir, {});
  const { pages } = JSON.parse(await readFile(join(site.dir, 'knowledge-base.json'), 'utf8')) as { pages: { file: string | null; url: string }[] };
  urlOf = (file) => {
    const found = pages.find((p) => p.file === file);
    if (!found) throw new Error(`the fixture vault has no page made from ${file}`);
    return found.url;
  };
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await plain?.close();
  await site?.remove();
});

async function open(path: string, viewport = { width: 1440, height: 900 }, policy = true): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const host = policy ? server : plain;
  if (!browser || !host) throw new Error('the fixture vault is not served');
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600, isMobile: viewport.width < 600 });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${host.origin}${path}`, { waitUntil: 'load' });
  return { context, page, errors };
}

describe('the folder explorer', { timeout: 60_000 }, () => {
  it('lists folders and their notes beside the text at 1024 px, the current note marked and in view, a folder opened by its chevron and remembered on the next page', async () => {
    const { context, page, errors } = await open(urlOf('plugins/Latex.md'), { width: 1024, height: 768 });
    const tree = page.getByRole('tree', { name: 'Explorer' });
    expect(await tree.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Explorer', exact: true }).isVisible()).toBe(false);
    // Beside the text: the tree's right edge is left of the title.
    const [treeBox, titleBox] = await Promise.all([tree.boundingBox(), page.locator('main h1').boundingBox()]);
    expect((treeBox?.x ?? 0) + (treeBox?.width ?? 0)).toBeLessThanOrEqual(titleBox?.x ?? 0);
    const current = tree.getByRole('treeitem', { name: 'Latex', exact: true }).and(page.locator('[aria-current="page"]'));
    expect(await current.isVisible()).toBe(true);
    // The vault's root notes are listed after its folders, in natural order.
    expect(await tree.getByRole('treeitem', { name: 'Callouts', exact: true }).isVisible()).toBe(true);
    const research = tree.getByRole('treeitem', { name: 'Research', exact: true });
    expect(await research.getAttribute('aria-expanded')).toBe('false');
    await research.locator('[data-explorer-chevron]').click();
    expect(await research.getAttribute('aria-expanded')).toBe('true');
    // Its notes, fetched as it opened, and its sub-folder.
    await expect.poll(() => tree.getByRole('treeitem', { name: 'Cycle A', exact: true }).isVisible()).toBe(true);
    expect(await tree.getByRole('treeitem', { name: 'Deep', exact: true }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(urlOf('plugins/Latex.md'));
    await page.goto(`${page.url().replace(/\/notes\/.*$/, '')}${urlOf('Callouts.md')}`, { waitUntil: 'load' });
    const again = page.getByRole('tree', { name: 'Explorer' });
    await expect.poll(() => again.getByRole('treeitem', { name: 'Research', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => again.getByRole('treeitem', { name: 'Cycle B', exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is one tab stop that moves with the keys of a tree: Up and Down, Right opens and enters, Left closes and goes up, Home and End, Enter follows', async () => {
    const { context, page, errors } = await open(urlOf('Callouts.md'));
    const tree = page.getByRole('tree', { name: 'Explorer' });
    const research = tree.getByRole('treeitem', { name: 'Research', exact: true });
    const focused = () =>
      page.evaluate(() =>
        document.activeElement instanceof HTMLAnchorElement ? document.activeElement.textContent?.trim() : `not a link: ${document.activeElement?.tagName}`,
      );
    const shown = await tree.locator('a:visible').allInnerTexts();
    expect(shown).toContain('Callouts');
    expect(shown).not.toContain('Deep');
    // Tab lands on the current note's item, the tree's one stop.
    let reached = false;
    for (let n = 0; n < 30 && !reached; n++) {
      await page.keyboard.press('Tab');
      reached = (await focused()) === 'Callouts';
    }
    expect(reached, 'the current note is reached with Tab').toBe(true);
    expect(await tree.locator('a[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Home');
    expect(await focused()).toBe(shown[0]);
    const walked = [await focused()];
    for (let n = 1; n < shown.length; n++) {
      await page.keyboard.press('ArrowDown');
      walked.push(await focused());
    }
    expect(walked).toEqual(shown);
    // A note's item opens no link preview, which would take ↓ from the tree.
    await page.waitForTimeout(600);
    expect(await page.locator('.explorer .link-preview').count()).toBe(0);
    await page.keyboard.press('End');
    expect(await focused()).toBe(shown.at(-1));
    for (let n = 0; n < shown.length && (await focused()) !== 'Research'; n++) await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Research');
    await page.keyboard.press('ArrowRight');
    expect(await research.getAttribute('aria-expanded')).toBe('true');
    expect(await focused()).toBe('Research');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('Deep');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('Research');
    expect(await research.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await research.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(shown[shown.indexOf('Research') + 1]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/folders\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds a note by typing part of its name, in any folder, and leads to it', async () => {
    const { context, page, errors } = await open(urlOf('Callouts.md'));
    const explorer = page.getByRole('navigation', { name: 'Explorer' });
    await explorer.getByRole('searchbox', { name: 'Filter by name' }).fill('cycle');
    const results = explorer.locator('[data-explorer-results] a');
    await expect.poll(() => results.allInnerTexts()).toEqual(['Cycle A', 'Cycle B']);
    expect(await results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual([
      urlOf('Research/Cycle A.md'),
      urlOf('Research/Cycle B.md'),
    ]);
    expect(await page.getByRole('tree', { name: 'Explorer' }).isVisible()).toBe(false);
    await explorer.getByRole('searchbox', { name: 'Filter by name' }).fill('no such note');
    await expect.poll(() => explorer.locator('[data-explorer-status]').innerText()).toBe('Nothing matches.');
    await explorer.getByRole('searchbox', { name: 'Filter by name' }).fill('');
    expect(await page.getByRole('tree', { name: 'Explorer' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone is a drawer behind the Explorer button, closed with Escape', async () => {
    const { context, page, errors } = await open(urlOf('Research/Deep/Block source.md'), { width: 390, height: 844 });
    const menu = page.getByRole('button', { name: 'Explorer', exact: true });
    const current = page.getByRole('tree', { name: 'Explorer' }).getByRole('treeitem', { name: 'Block source', exact: true });
    const box = await menu.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
    expect(await current.isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await current.isVisible()).toBe(true);
    expect(await current.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await current.isVisible()).toBe(false);
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('breadcrumbs and folder pages', { timeout: 60_000 }, () => {
  it('show Home › Research › Deep › the note, each folder linking to its page, which lists the note', async () => {
    const { context, page, errors } = await open(urlOf('Research/Deep/Block source.md'));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.locator('li').allInnerTexts()).toEqual(['Home', 'Research', 'Deep', 'Block source']);
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe('Block source');
    const hrefs = await crumbs.locator('a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toEqual(['/', '/folders/research/', '/folders/research/deep/']);
    await crumbs.getByRole('link', { name: 'Deep' }).click();
    await page.waitForURL(/\/folders\/research\/deep\/$/);
    expect(await page.locator('h1').innerText()).toBe('Deep');
    expect(await page.getByRole('link', { name: 'Block source' }).count()).toBeGreaterThan(0);
    await page.goto(page.url().replace(/deep\/$/, ''), { waitUntil: 'load' });
    expect(await page.locator('h1').innerText()).toBe('Research');
    expect(await page.locator('.folder-list').getByRole('link', { name: 'Deep' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leave no axe violation on a note in a folder, a folder page and the home note, wide and on a phone', async () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      // The home note (its own page and the home page) holds task checkboxes, each named by its text.
      for (const path of [urlOf('Research/Deep/Block source.md'), '/folders/research/', '/folders/', urlOf('Home.md'), '/']) {
        const { context, page } = await open(path, viewport, false);
        expect(await axeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
        await context.close();
      }
    }
  });
});
