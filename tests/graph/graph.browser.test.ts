import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveSite, watchErrors, type StaticSite } from '../search/browser.ts';
import { graphSite, type BuiltSite } from './site.ts';

// Browser tests of the neighbourhood graph and the full knowledge graph over the seed site,
// served as a static host would serve it. State is read from the widgets' data attributes.
const SEED_002 = 'the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati';
const NOTE_URL = `/notes/${SEED_002}/`;
const FOLDER: Record<string, string> = { inquiry: 'inquiring-lines', note: 'notes', paper: 'papers', discussion: 'discussions' };

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The ids of axe-core's violations on the page as it is now, with the first offending elements. */
async function axeViolations(p: Page): Promise<string[]> {
  await p.addScriptTag({ content: AXE });
  return p.evaluate<string[]>(
    'axe.run(document).then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`))',
  );
}

let built: BuiltSite;
let site: StaticSite;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  built = await graphSite();
  site = await serveSite(built.dir);
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await built?.dispose();
});

afterEach(async () => {
  await page?.close();
  expect(errors, 'no console errors').toEqual([]);
});

async function open(url: string, width = 1100): Promise<Page> {
  page = await browser.newPage({ viewport: { width, height: 900 } });
  errors = watchErrors(page);
  await page.goto(`${site.origin}${url}`);
  return page;
}

/** Opens the seed 002 note and waits for its graph to be live. */
async function openNoteGraph(width?: number): Promise<Page> {
  const p = await open(NOTE_URL, width);
  await p.locator('[data-neighbourhood]').scrollIntoViewIfNeeded();
  await p.locator('[data-neighbourhood][data-state="ready"]').waitFor();
  return p;
}

/** Waits until the graph is drawn around `slug`. */
async function centredOn(p: Page, slug: string): Promise<void> {
  await p.locator(`[data-neighbourhood][data-state="ready"][data-centre="${slug}"] .ng-node[data-role="centre"][data-slug="${slug}"]`).waitFor();
}

describe('neighbourhood graph', { timeout: 30_000 }, () => {
  it('shows the note at the centre, at most eight pages not yet written around it, and a static picture before its script runs', async () => {
    const p = await open(NOTE_URL);
    // The build's static picture is in the page's HTML, there before the script loads: no empty hole.
    // (Read from the HTML as served: in the first view, the script may replace it at once.)
    const html = await (await p.request.get(`${site.origin}${NOTE_URL}`)).text();
    expect(html.match(/data-ng-box[^>]*><svg class="ng-svg"[^>]*role="img"/g)).toHaveLength(1);
    await p.locator('[data-neighbourhood]').scrollIntoViewIfNeeded();
    await centredOn(p, SEED_002);
    // 23 related concepts and 8 papers, none written yet: four of each are drawn, the others
    // counted in "+N more", and the written line citing the note is drawn.
    expect(await p.locator('.ng-node[data-role="related"]').count()).toBe(4);
    expect(await p.locator('.ng-node[data-role="paper"]').count()).toBe(4);
    expect(await p.locator('.ng-node.ng-stub:not([data-role="second"])').count()).toBe(8);
    expect(await p.locator('.ng-node[data-role="cited-by"]:not(.ng-stub)').count()).toBeGreaterThanOrEqual(1);
    expect(await p.locator('.ng-node[data-slug]').count()).toBeGreaterThanOrEqual(10);
    const centre = p.locator('.ng-node[data-role="centre"]');
    await expect(centre.getAttribute('aria-label')).resolves.toBe('Does preference optimization harm conversational understanding? (note)');
    await expect(centre.getAttribute('tabindex')).resolves.toBe('0');
    // 214 citing lines do not crowd it: a sample and a "+N more" node.
    await expect(p.locator('.ng-node[data-role="more"]').getAttribute('aria-label')).resolves.toMatch(/^\+\d+ more /);
    expect(await p.locator('.ng-node').count()).toBeLessThanOrEqual(60);
  });

  it('walks on click without changing the path, goes back and forward, and keeps Open in graph on the centre', async () => {
    const p = await openNoteGraph();
    const node = p.locator('.ng-node[data-role="related"]').first();
    const slug = (await node.getAttribute('data-slug'))!;
    await node.click();
    await centredOn(p, slug);
    expect(new URL(p.url()).pathname).toBe(NOTE_URL);
    await expect(p.locator('[data-ng-open]').getAttribute('href')).resolves.toBe(`/graph/?focus=${slug}`);
    await p.locator('[data-ng-back]').click();
    await centredOn(p, SEED_002);
    await p.locator('[data-ng-forward]').click();
    await centredOn(p, slug);
    expect(new URL(p.url()).pathname).toBe(NOTE_URL);
  });

  it("opens the centre's page when the centre is clicked", async () => {
    const p = await openNoteGraph();
    const node = p.locator('.ng-node[data-role="paper"]').first();
    const slug = (await node.getAttribute('data-slug'))!;
    await node.click();
    await centredOn(p, slug);
    await p.locator('.ng-node[data-role="centre"]').click();
    await p.waitForURL(`**/papers/${slug}/`);
  });

  it('is one tab stop: arrow keys move between nodes, Enter walks, Alt+← goes back, Shift+Enter opens, Escape leaves', async () => {
    const p = await openNoteGraph();
    const active = () =>
      p.evaluate(() => ({
        role: document.activeElement?.getAttribute('data-role'),
        slug: document.activeElement?.getAttribute('data-slug'),
        kind: document.activeElement?.getAttribute('data-kind'),
        inGraph: document.activeElement?.closest('[data-ng-box]') !== null,
      }));
    // Tab from the last control of the article lands on the graph's one stop, the centre; one more Tab leaves it.
    await p.locator('.ng-node[data-role="centre"]').focus();
    await p.keyboard.press('Shift+Tab');
    await expect(active()).resolves.toMatchObject({ inGraph: false });
    await p.keyboard.press('Tab');
    await expect(active()).resolves.toMatchObject({ role: 'centre', inGraph: true });
    await p.keyboard.press('Tab');
    await expect(active()).resolves.toMatchObject({ inGraph: false });
    await p.keyboard.press('Shift+Tab');
    await expect(active()).resolves.toMatchObject({ role: 'centre' });
    // The arrows go round the nodes.
    await p.keyboard.press('ArrowRight');
    const first = await active();
    expect(first.role).not.toBe('centre');
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('ArrowLeft');
    await expect(active()).resolves.toMatchObject({ slug: first.slug });
    await p.keyboard.press('Enter');
    await centredOn(p, first.slug!);
    // Focus follows the walk to the new centre.
    await expect(active()).resolves.toMatchObject({ slug: first.slug });
    await p.keyboard.press('Alt+ArrowLeft');
    await centredOn(p, SEED_002);
    await p.keyboard.press('Escape');
    await expect(p.evaluate(() => document.activeElement?.hasAttribute('data-ng-open'))).resolves.toBe(true);
    await p.locator('.ng-node[data-role="centre"]').focus();
    await p.keyboard.press('ArrowDown');
    const target = await active();
    await p.keyboard.press('Shift+Enter');
    await p.waitForURL(`**/${FOLDER[target.kind ?? '']}/${target.slug}/`);
  });

  it('labels its nodes at 12 px or more, inside the picture, no two alike; touch targets 24 px or more (in the rail at 1366 px)', async () => {
    const p = await openNoteGraph(1366);
    const found = await p.evaluate(() => {
      const svg = document.querySelector('[data-ng-box] svg')!.getBoundingClientRect();
      const labels = [...document.querySelectorAll<SVGTextElement>('[data-ng-box] .ng-label')].map((t) => {
        const box = t.getBoundingClientRect();
        return {
          text: t.textContent ?? '',
          size: parseFloat(getComputedStyle(t).fontSize),
          inside: box.left >= svg.left - 0.5 && box.right <= svg.right + 0.5 && box.top >= svg.top - 0.5 && box.bottom <= svg.bottom + 0.5,
        };
      });
      const hits = [...document.querySelectorAll('[data-ng-box] .ng-node')].map((n) => {
        const b = n.getBoundingClientRect();
        return Math.min(b.width, b.height);
      });
      const named = [...document.querySelectorAll('[data-ng-box] .ng-node')].every((n) => (n.getAttribute('aria-label') ?? '').length > 0);
      return { labels, hits, named };
    });
    expect(found.labels.length).toBeGreaterThan(6);
    for (const label of found.labels) {
      expect(label.size).toBeGreaterThanOrEqual(12);
      expect(label.inside, `"${label.text}" is clipped`).toBe(true);
    }
    const texts = found.labels.map((l) => l.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(Math.min(...found.hits)).toBeGreaterThanOrEqual(24);
    expect(found.named).toBe(true);
    // The key names the kinds and the pages not yet written.
    await expect(p.locator('.ng-key').innerText()).resolves.toMatch(/note[\s\S]*not yet written/i);
  });

  it('stands in the first view beside the text at 1366×900; on a 390 px phone the page does not scroll sideways', async () => {
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    errors = watchErrors(page);
    await page.goto(`${site.origin}${NOTE_URL}`);
    const graph = await page.locator('[data-neighbourhood] [data-ng-box]').boundingBox();
    const text = await page.locator('.page-body').boundingBox();
    expect(graph).not.toBeNull();
    expect(graph!.y + graph!.height).toBeLessThanOrEqual(900);
    expect(graph!.x).toBeGreaterThan(text!.x + text!.width);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    const narrow = await page.locator('[data-neighbourhood]').boundingBox();
    expect(narrow!.x + narrow!.width).toBeLessThanOrEqual(390);
  });

  it('Open in graph arrives at /graph/?focus=<centre> with that node highlighted and in view', async () => {
    const p = await openNoteGraph(420);
    const node = p.locator('.ng-node[data-role="related"]').nth(2);
    const slug = (await node.getAttribute('data-slug'))!;
    await node.click();
    await centredOn(p, slug);
    await p.locator('[data-ng-open]').click();
    await p.waitForURL(`**/graph/?focus=${slug}`);
    const root = p.locator(`[data-kg][data-state="ready"][data-focus="${slug}"]`);
    await root.waitFor();
    await expect(root.getAttribute('data-focus-in-view')).resolves.toBe('true');
    const [x, y] = ((await root.getAttribute('data-focus-at')) ?? '').split(',').map(Number);
    const box = (await p.locator('[data-kg-canvas]').boundingBox())!;
    const viewport = p.viewportSize()!;
    expect(box.x + x!).toBeGreaterThanOrEqual(0);
    expect(box.x + x!).toBeLessThanOrEqual(viewport.width);
    expect(box.y + y!).toBeGreaterThanOrEqual(0);
    expect(box.y + y!).toBeLessThanOrEqual(viewport.height);
    await expect(p.locator('[data-kg-card]').isVisible()).resolves.toBe(true);
    await expect(p.locator('[data-kg-card-open]').getAttribute('href')).resolves.toMatch(new RegExp(`/${slug}/$`));
  });
});

describe('accessibility of the graphs', { timeout: 30_000 }, () => {
  it('has no axe-core violations on a note with its graph live, nor on the map with a card open', async () => {
    const p = await openNoteGraph();
    expect(await axeViolations(p)).toEqual([]);
    await p.close();
    const q = await open(`/graph/?focus=${SEED_002}`);
    await q.locator('[data-kg][data-state="ready"]').waitFor();
    expect(await axeViolations(q)).toEqual([]);
  });
});

describe('full knowledge graph', { timeout: 30_000 }, () => {
  it('draws every page, zooms with keys and the wheel, pans with a drag', async () => {
    const p = await open('/graph/');
    const root = p.locator('[data-kg][data-state="ready"]');
    await root.waitFor();
    await expect(p.locator('[data-kg-status]').textContent()).resolves.toMatch(/^260 of 260 pages shown/);
    const zoom = async () => Number(await root.getAttribute('data-zoom'));
    const before = await zoom();
    await p.locator('[data-kg-canvas]').focus();
    await p.keyboard.press('+');
    await expect.poll(zoom).toBeGreaterThan(before);
    const zoomed = await zoom();
    const box = (await p.locator('[data-kg-canvas]').boundingBox())!;
    await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await p.mouse.wheel(0, 300);
    await expect.poll(zoom).toBeLessThan(zoomed);
    const centre = await root.getAttribute('data-centre');
    await p.mouse.down();
    await p.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 4 });
    await p.mouse.up();
    await expect.poll(() => root.getAttribute('data-centre')).not.toBe(centre);
    await p.keyboard.press('ArrowLeft');
  });

  it('zooms with a two-finger pinch on a touch screen', async () => {
    page = await browser.newPage({ viewport: { width: 420, height: 800 }, hasTouch: true, isMobile: true });
    errors = watchErrors(page);
    await page.goto(`${site.origin}/graph/`);
    const root = page.locator('[data-kg][data-state="ready"]');
    await root.waitFor();
    const before = Number(await root.getAttribute('data-zoom'));
    await page.locator('[data-kg-canvas]').scrollIntoViewIfNeeded();
    const box = (await page.locator('[data-kg-canvas]').boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: cx - spread, y: cy, id: 1 },
                { x: cx + spread, y: cy, id: 2 },
              ],
      });
    await touch('touchStart', 20);
    for (let spread = 30; spread <= 120; spread += 10) await touch('touchMove', spread);
    await touch('touchEnd', 0);
    await expect.poll(async () => Number(await root.getAttribute('data-zoom'))).toBeGreaterThan(before * 2);
  });

  it('on a 390 px phone stands in the first view at the full width, and pans with one finger', async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    errors = watchErrors(page);
    await page.goto(`${site.origin}/graph/`);
    const root = page.locator('[data-kg][data-state="ready"]');
    await root.waitFor();
    const box = (await page.locator('[data-kg-stage]').boundingBox())!;
    // Most of the map is in the first view, and it takes the width less the page's margins.
    expect(box.y).toBeLessThan(300);
    expect(Math.min(box.y + box.height, 844) - box.y).toBeGreaterThan(400);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(340);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const centre = await root.getAttribute('data-centre');
    const cdp = await page.context().newCDPSession(page);
    const at = (dx: number) => [{ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let dx = 10; dx <= 80; dx += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dx) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => root.getAttribute('data-centre')).not.toBe(centre);
    // A drag is not a tap: no card opened.
    expect(await root.getAttribute('data-selected')).toBeFalsy();
  });

  it('dims pages not yet written by default, hides them on request, and colours by cluster only where there are clusters', async () => {
    const p = await open('/graph/');
    const root = p.locator('[data-kg][data-state="ready"]');
    await root.waitFor();
    expect(await root.getAttribute('data-stubs')).toBe('dim');
    await expect(p.locator('[data-kg-status]').textContent()).resolves.toMatch(/^260 of 260 pages shown/);
    await p.locator('[data-kg-stubs]').selectOption('hide');
    await expect.poll(() => root.getAttribute('data-stubs')).toBe('hide');
    const shown = Number((/^(\d+) of 260/.exec((await p.locator('[data-kg-status]').textContent()) ?? '') ?? [])[1]);
    // The seeds: the written pages only (the 4 written inquiring lines and notes, the discussion).
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(20);
    // The status changes at once, the drawing on the next animation frame.
    await expect.poll(async () => Number(await root.getAttribute('data-visible'))).toBeLessThanOrEqual(shown);
    await p.locator('[data-kg-stubs]').selectOption('show');
    await expect(p.locator('[data-kg-status]').textContent()).resolves.toMatch(/^260 of 260 pages shown/);
    // The seeds name no clusters: colouring by cluster is offered but cannot be chosen, and its key stays hidden.
    expect(await p.locator('[data-kg-colour] option[value="cluster"]').isDisabled()).toBe(true);
    expect(await p.locator('[data-kg-cluster-key]').isHidden()).toBe(true);
  });

  it('finds a page by title, focuses it, and its card is reachable by keyboard', async () => {
    const p = await open('/graph/');
    await p.locator('[data-kg][data-state="ready"]').waitFor();
    await p.locator('[data-kg-find]').fill('preference optimization harm');
    await p.locator('[data-kg-find-list] [role="option"]').first().waitFor();
    await p.keyboard.press('Enter');
    await p.locator(`[data-kg][data-focus="${SEED_002}"][data-focus-in-view="true"]`).waitFor();
    // Enter moved focus into the card, onto its link.
    await expect(p.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(NOTE_URL);
    await p.keyboard.press('Escape');
    await expect(p.locator('[data-kg-card]').isHidden()).resolves.toBe(true);
    await expect(p.evaluate(() => document.activeElement?.hasAttribute('data-kg-canvas'))).resolves.toBe(true);
  });

  it('opens a card when a node is clicked, and filters by kind', async () => {
    const p = await open(`/graph/?focus=${SEED_002}`);
    const root = p.locator('[data-kg][data-state="ready"]');
    await root.waitFor();
    await p.locator('[data-kg-card-close]').click();
    await expect(root.getAttribute('data-selected')).resolves.toBe('');
    const [x, y] = ((await root.getAttribute('data-focus-at')) ?? '').split(',').map(Number);
    await p.locator('[data-kg-canvas]').click({ position: { x: x!, y: y! } });
    await expect(root.getAttribute('data-selected')).resolves.toBe(SEED_002);
    await expect(p.locator('[data-kg-card-title]').textContent()).resolves.toBe('Does preference optimization harm conversational understanding?');
    await p.locator('[data-kg-kind="inquiry"]').uncheck();
    await expect(p.locator('[data-kg-status]').textContent()).resolves.toMatch(/^44 of 260 pages shown/);
  });

  it('says so, without a console error, when the focus names no page', async () => {
    const p = await open('/graph/?focus=no-such-page');
    await p.locator('[data-kg][data-state="ready"]').waitFor();
    await expect(p.locator('[data-kg-status]').textContent()).resolves.toMatch(/No page has the slug “no-such-page”/);
  });
});
