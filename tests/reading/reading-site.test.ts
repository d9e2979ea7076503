// The reader's tools in the built site, in headless Chromium: link previews, citing sentences,
// related papers, feeds, metadata, accessibility and weight. Built from the content folder.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { previewBucket } from '../../src/client/preview/bucket.ts';
import { axeSource, pageTitled, serveSite, type ExportPage, type ServedSite } from './site-harness.ts';
import { LOOK_SCRIPT } from '../../src/client/theme/early.ts';

const SEED_004 = 'Why do RLHF-trained models struggle with proactive emotional attunement in conversations?';
const SEED_002_URL = '/notes/the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati/';

// A real browser on a shared two-core machine: give each test room.
vi.setConfig({ testTimeout: 30_000 });

let site: ServedSite;
let inquiry: ExportPage;
let note: ExportPage;

beforeAll(async () => {
  site = await serveSite();
  inquiry = pageTitled(site.pages, SEED_004);
  const found = site.pages.find((p) => p.url === SEED_002_URL);
  if (found === undefined) throw new Error(`no page at ${SEED_002_URL}`);
  note = found;
}, 300_000);

afterAll(async () => {
  await site?.close();
});

async function open(path: string, options: Parameters<ServedSite['browser']['newPage']>[0] = {}): Promise<{ page: Page; requests: string[] }> {
  const page = await site.browser.newPage(options);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
  return { page, requests };
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('link previews', () => {
  it("keyboard focus on a citation shows the cited note's title and claim from its preview JSON; Escape closes it", async () => {
    const { page, requests } = await open(inquiry.url);
    expect(requests.filter((url) => /\/_astro\/preview\.[\w-]+\.js$/.test(url) || url.includes('/previews/'))).toEqual([]);
    const link = page.locator(`.page-body a[href="${note.url}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const before = await link.boundingBox();
    await link.focus();
    const tooltip = page.locator('#link-preview');
    await page.locator('#link-preview .link-preview__title').waitFor();
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect(await tooltip.getAttribute('role')).toBe('group');
    expect(await link.getAttribute('aria-describedby')).toBe('link-preview');
    // The note's whole body comes after its preview data, from the note's page.
    await page.locator('#link-preview .link-preview__body').waitFor();
    const text = await tooltip.innerText();
    expect(text).toContain(note.title);
    expect(note.claim?.length ?? 0).toBeGreaterThan(20);
    expect(text).toContain((note.claim ?? '').slice(0, 120));
    expect(await tooltip.locator('.link-preview__figures').innerText()).toContain('77.5%');
    // A citation's preview says what the cited note's passage is to the citing sentence.
    expect(await tooltip.locator('.link-preview__support-label').innerText()).toMatch(/^(Supported by:|Closest passage)/);
    expect(await tooltip.locator('.link-preview__body a').count()).toBeGreaterThan(0);
    // Never over the link, and opening it moved nothing on the page.
    const [linkBox, tipBox] = [await link.boundingBox(), await tooltip.boundingBox()];
    if (linkBox === null || tipBox === null || before === null) throw new Error('no boxes');
    expect(overlaps(linkBox, tipBox)).toBe(false);
    expect(linkBox).toEqual(before);
    expect(await tooltip.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    // The little preview JSON was fetched, and the note's page once for its body; nothing else of the note.
    const previewRequests = requests.filter((url) => url.includes('/previews/'));
    expect(previewRequests).toEqual([`${site.origin}/previews/${previewBucket(note.slug)}.json`]);
    expect(requests.filter((url) => url.includes(note.url))).toEqual([`${site.origin}${note.url}`]);

    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip.isVisible()).toBe(false);
    expect(await link.getAttribute('aria-describedby')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(note.url);
    await page.close();
  });

  it("a note's preview shows its claim and key figures, and its links open nested previews by keyboard, closed in order by Escape", async () => {
    const { page } = await open(inquiry.url);
    const link = page.locator(`.page-body a[href="${note.url}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    const first = page.locator('#link-preview');
    await first.locator('.link-preview__links a').first().waitFor();
    expect(await first.locator('.link-preview__figures').innerText()).toContain('77.5%');
    // Tab passes the preview by; ↓ moves into it.
    expect(await first.locator('a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).tabIndex))).not.toContain(0);
    await first.locator('.link-preview__body').waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.closest('#link-preview') !== null)).toBe(true);
    // Tab reaches the body's scrolling frame, then the links in it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.matches('#link-preview > .link-preview__body[role="region"]'))).toBe(true);
    await page.keyboard.press('Tab');
    const inner = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(inner).toMatch(/^\/(notes|inquiring-lines|papers|discussions)\//);
    expect(inner).not.toBe(note.url);
    const second = page.locator('#link-preview-2');
    await second.locator('.link-preview__title').waitFor();
    // The nested preview is of the page the focused link names, and sits inside the first.
    expect(await second.locator('.link-preview__title a').getAttribute('href')).toBe(inner);
    expect(await first.locator('#link-preview-2').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.closest('#link-preview-2') !== null)).toBe(true);
    // Escape closes the innermost preview and returns to its link, then the next one out.
    await page.keyboard.press('Escape');
    expect(await page.locator('.link-preview').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(inner);
    await page.keyboard.press('Escape');
    expect(await page.locator('.link-preview').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(note.url);
    await page.close();
  });

  it('a link inside a preview opens its own preview on hover; both stay while the pointer is in the inner one', async () => {
    const { page } = await open(inquiry.url);
    const link = page.locator(`.page-body a[href="${note.url}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    // The preview is whole (and placed again) once the note's body is in it: the pointer moves in then.
    await page.locator('#link-preview .link-preview__body').waitFor();
    const inner = page.locator('#link-preview .link-preview__links a').first();
    await inner.waitFor();
    const href = await inner.getAttribute('href');
    await inner.hover();
    const second = page.locator('#link-preview-2');
    await second.locator('.link-preview__title').waitFor();
    expect(await second.locator('.link-preview__title a').getAttribute('href')).toBe(href);
    await second.locator('.link-preview__kind').hover();
    await page.waitForTimeout(700);
    expect(await page.locator('.link-preview').count()).toBe(2);
    await page.mouse.move(1, 1);
    await expect.poll(() => page.locator('.link-preview').count()).toBe(0);
    await page.close();
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const { page } = await open(inquiry.url);
    const link = page.locator(`.page-body a[href="${note.url}"]`).first();
    await link.hover();
    const tooltip = page.locator('#link-preview');
    await page.locator('#link-preview .link-preview__title').waitFor();
    expect(await tooltip.innerText()).toContain(note.title);
    await page.mouse.move(1, 1);
    await expect.poll(() => tooltip.isVisible()).toBe(false);
    await page.close();
  });

  it('on a touch screen a tap follows the link and shows no preview', async () => {
    const { page, requests } = await open(inquiry.url, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
    await page.locator(`.page-body a[href="${note.url}"]`).first().tap();
    await page.waitForURL(`${site.origin}${note.url}`);
    expect(requests.some((url) => url.includes('/previews/'))).toBe(false);
    await page.close();
  });
});

describe('backlinks in context', () => {
  it('the seed 002 note shows, folded, the sentence in which seed 004 cites it', async () => {
    const { page } = await open(note.url);
    const item = page.locator('.citing__item', { has: page.locator(`a[href="${inquiry.url}"]`) });
    expect(await item.count()).toBe(1);
    const details = item.locator('details.citing__context');
    expect(await details.getAttribute('open')).toBeNull();
    const expected = (inquiry.claims ?? []).filter((claim) => claim.cites.includes(note.slug)).map((c) => c.text);
    expect(expected.length).toBeGreaterThan(0);
    await details.locator('summary').click();
    const shown = await details.locator('blockquote').allInnerTexts();
    expect(shown.map((s) => s.trim())).toEqual(expected.map((s) => s.trim()));
    expect(shown.join(' ')).toContain('77.5%');
    expect(await details.locator('mark').first().innerText()).toBe(note.title);
    await page.close();
  });

  it('keeps 214 backlinks a short list: a few shown, the rest in folded groups, all in the HTML', async () => {
    const html = await readFile(join(site.dist, note.url, 'index.html'), 'utf8');
    const { page } = await open(note.url);
    const section = page.locator('section[aria-labelledby="cited-by-heading"]');
    expect(await section.locator('h2').innerText()).toContain('(214)');
    expect(await section.locator('ul.citing > li').count()).toBeLessThanOrEqual(10);
    expect(await section.locator('details.citing__group').count()).toBeGreaterThan(1);
    const links = await section.locator('a[href^="/inquiring-lines/"]').evaluateAll((as) => new Set(as.map((a) => a.getAttribute('href'))).size);
    expect(links).toBe(214);
    expect(html).toContain(inquiry.url);
    await page.close();
  });
});

describe('papers', () => {
  it('the Grounding Gaps paper lists the seed 002 note with the sentence in which it cites the paper', async () => {
    const paper = site.pages.find((p) => p.url === '/papers/grounding-gaps-in-language-model-generations/');
    if (paper === undefined) throw new Error('no Grounding Gaps paper in the built site');
    const { page } = await open(paper.url);
    const item = page.locator('.citing__item', { has: page.locator(`a[href="${note.url}"]`) });
    expect(await item.count()).toBe(1);
    await item.locator('details.citing__context summary').click();
    expect(await item.locator('blockquote').allInnerTexts()).toEqual([
      'The Grounding Gaps paper shows LLMs already generate 77.5% fewer grounding acts than humans.',
    ]);
    await page.close();
  });
});

describe('related papers and similar pages', () => {
  it("the seed 002 note lists its 8 papers in the author's order without numbers, then the papers most similar by text, highest similarity first, said in words", async () => {
    const { page } = await open(note.url);
    const section = page.locator('section[aria-labelledby="papers-heading"]');
    const items = await section
      .locator('li[data-origin]')
      .evaluateAll((lis) =>
        lis.map((li) => ({ origin: li.getAttribute('data-origin'), href: li.querySelector('a')?.getAttribute('href'), text: li.textContent ?? '' })),
      );
    const listed = items.filter((i) => i.origin === 'listed');
    expect(listed).toHaveLength(8);
    expect(items.slice(0, 8)).toEqual(listed);
    const paperUrls = (note.papers ?? []).map((slug) => site.pages.find((p) => p.slug === slug)?.url);
    expect(listed.map((i) => i.href)).toEqual(paperUrls);
    // The author's order is not a ranking: no similarity figure may seem to contradict it.
    for (const item of listed) expect(item.text).not.toMatch(/\d\.\d\d/);
    const text = await section.innerText();
    expect(text).toContain('in the order the note lists them');
    const computed = items.slice(8);
    if (computed.length > 0) {
      expect(text).toMatch(/most semantically related to this note, ranked by cosine similarity/);
      const scores = computed.map((item) => Number(/similarity (\d\.\d\d)/.exec(item.text)?.[1]));
      expect(scores.every(Number.isFinite)).toBe(true);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    }
    await page.close();
  });

  it('shows computed similar notes on an inquiring line', async () => {
    const { page } = await open(inquiry.url);
    expect(await page.locator('li[data-origin="computed"] a[href^="/notes/"]').count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe('next inquiring lines', () => {
  it('every written inquiring line leads on: lines that share its cited notes, then the most similar in wording, said to be suggested, each written and not itself', async () => {
    const lines = site.pages.filter((p) => p.kind === 'inquiry' && !p.stub);
    expect(lines.length).toBeGreaterThan(1);
    // Fewer than five written lines: each line leads on to every other one, whether it shares notes with it or only wording.
    expect(lines.length).toBeLessThanOrEqual(5);
    const written = new Set(lines.map((p) => p.url));
    for (const line of lines) {
      const { page } = await open(line.url);
      const section = page.locator('section[aria-labelledby="next-heading"]');
      await expect(section.locator('.next-suggested__note').innerText()).resolves.toMatch(
        /^(Also suggested|Suggested): the lines that share the most cited notes with this one, then the most similar in wording\.$/,
      );
      const hrefs = await section.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(new Set(hrefs), line.url).toEqual(new Set([...written].filter((url) => url !== line.url)));
      const suggested = await section.locator('.next-suggested a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(suggested.length, line.url).toBeGreaterThan(0);
      for (const href of suggested) {
        expect(written.has(href), href).toBe(true);
        expect(href).not.toBe(line.url);
      }
      // The rail's contents link to the section.
      expect(await page.locator('.rail__contents a[href="#next-heading"]').count()).toBe(1);
      await page.close();
    }
  });
});

describe('feeds and metadata', () => {
  async function parseXml(path: string): Promise<{ ok: boolean; root: string; data: Record<string, unknown> }> {
    const { page } = await open('/');
    const result = await page.evaluate(async (url) => {
      const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
      const ok = doc.getElementsByTagName('parsererror').length === 0;
      const text = (el: Element, tag: string): string => el.getElementsByTagName(tag)[0]?.textContent ?? '';
      const channel = doc.getElementsByTagName('channel')[0];
      return {
        ok,
        root: doc.documentElement.nodeName,
        data: {
          version: doc.documentElement.getAttribute('version'),
          channel: channel === undefined ? null : { title: text(channel, 'title'), link: text(channel, 'link'), description: text(channel, 'description') },
          items: [...doc.getElementsByTagName('item')].map((item) => ({
            title: text(item, 'title'),
            link: text(item, 'link'),
            guid: text(item, 'guid'),
            pubDate: text(item, 'pubDate'),
          })),
          locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
        },
      };
    }, path);
    await page.close();
    return result;
  }

  it('the feed parses as RSS 2.0, newest first', async () => {
    const { ok, root, data } = await parseXml('/rss.xml');
    expect(ok).toBe(true);
    expect(root).toBe('rss');
    expect(data['version']).toBe('2.0');
    const channel = data['channel'] as { title: string; link: string; description: string };
    expect(channel.title && channel.link && channel.description).toBeTruthy();
    const items = data['items'] as { title: string; link: string; guid: string; pubDate: string }[];
    for (const item of items) {
      expect(item.title && item.link && item.guid).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
    const times = items.map((item) => Date.parse(item.pubDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('the sitemap lists every written page and no stub', async () => {
    const { ok, data } = await parseXml('/sitemap.xml');
    expect(ok).toBe(true);
    const paths = new Set((data['locs'] as string[]).map((loc) => new URL(loc).pathname));
    for (const page of site.pages) expect(paths.has(page.url), page.url).toBe(!page.stub);
  });

  it('each kind of page carries JSON-LD of its schema.org type, Open Graph, Twitter and canonical meta', async () => {
    const paper = site.pages.find((p) => p.kind === 'paper');
    const discussion = site.pages.find((p) => p.kind === 'discussion');
    const stub = site.pages.find((p) => p.stub && p.kind === 'note');
    const cases: [string, string][] = [
      [note.url, 'Article'],
      [inquiry.url, 'Article'],
      [paper?.url ?? '', 'ScholarlyArticle'],
      [discussion?.url ?? '', 'DiscussionForumPosting'],
      [stub?.url ?? '', 'Article'],
      ['/clusters/', 'CollectionPage'],
      ['/', 'WebSite'],
    ];
    const clusterDir = (await readFile(join(site.dist, 'sitemap.xml'), 'utf8')).match(/\/clusters\/([^/<]+)\//)?.[0];
    if (clusterDir !== undefined) cases.push([clusterDir, 'CollectionPage']);
    for (const [path, type] of cases) {
      expect(path, type).not.toBe('');
      const html = await readFile(join(site.dist, path, 'index.html'), 'utf8');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      expect(blocks, path).toHaveLength(1);
      const data = JSON.parse(blocks[0] ?? '') as Record<string, unknown>;
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type'], path).toBe(type);
      expect(blocks[0]).not.toMatch(/[<>]/);
      for (const meta of [
        'property="og:title"',
        'property="og:description"',
        'property="og:url"',
        'name="twitter:card"',
        'name="description"',
        'rel="canonical"',
      ]) {
        expect(html, `${path} ${meta}`).toContain(meta);
      }
    }
  });

  it('offers "Cite this page" with BibTeX and a plain citation on notes, inquiring lines and papers', async () => {
    for (const url of [note.url, inquiry.url]) {
      const html = await readFile(join(site.dist, url, 'index.html'), 'utf8');
      expect(html).toContain('Cite this page');
      expect(html).toMatch(/@misc\{[^,]+,\n  title = \{\{/);
      expect(html).toContain(`${new URL(url, 'https://x.invalid').pathname}`);
    }
  });
});

describe('accessibility and weight', () => {
  /** axe-core's violations on the page as it is now, each with its first offending elements. */
  async function axeRun(page: Page, axe: string): Promise<string[]> {
    await page.addScriptTag({ content: axe });
    return page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
      return result.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    });
  }
  const SCHEMES = ['light', 'dark'] as const;

  it('axe-core finds no violations on a page of each kind, light and dark', async () => {
    const axe = await axeSource();
    const paper = site.pages.find((p) => p.kind === 'paper');
    const discussion = site.pages.find((p) => p.kind === 'discussion');
    const stub = site.pages.find((p) => p.stub && p.kind === 'inquiry');
    const paths = ['/', inquiry.url, note.url, paper?.url, discussion?.url, stub?.url, '/clusters/', '/notes/', '/integrity/', '/graph/', '/search/?q=warmth'];
    const found: string[] = [];
    for (const colorScheme of SCHEMES) {
      for (const path of paths) {
        if (path === undefined) throw new Error('a page kind is missing from the built site');
        const { page } = await open(path, { colorScheme });
        if (path.startsWith('/search/')) await page.locator('[data-search-results] a').first().waitFor();
        found.push(...(await axeRun(page, axe)).map((v) => `${colorScheme} ${path} ${v}`));
        await page.close();
      }
    }
    expect(found).toEqual([]);
  }, 240_000);

  it('axe-core finds no violations with nested previews open, nor with the search dialog open, light and dark', async () => {
    const axe = await axeSource();
    const found: string[] = [];
    for (const colorScheme of SCHEMES) {
      const { page } = await open(inquiry.url, { colorScheme });
      await page.locator(`.page-body a[href="${note.url}"]`).first().focus();
      await page.locator('#link-preview .link-preview__body a').first().waitFor();
      // ↓ into the preview, Tab past its body's frame to the body's first link, which opens the nested preview.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      // The keyboard's hint comes last, once the nested preview is whole (its body too, when its page is written).
      await page.locator('#link-preview-2 .link-preview__hint').waitFor();
      found.push(...(await axeRun(page, axe)).map((v) => `${colorScheme} previews: ${v}`));
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill('warmth');
      await page.getByRole('option').first().waitFor();
      found.push(...(await axeRun(page, axe)).map((v) => `${colorScheme} search dialog: ${v}`));
      await page.close();
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('a note page loads no render-blocking script and nothing from another host', async () => {
    const { page, requests } = await open(note.url);
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((els) =>
        els.map((el) => ({ src: el.getAttribute('src'), type: el.getAttribute('type'), async: el.hasAttribute('async'), defer: el.hasAttribute('defer') })),
      );
    // The one classic script is the few bytes that apply the reader's theme before the first paint.
    const classic = scripts.filter((script) => !(script.type === 'module' || script.async || script.defer));
    expect(classic.map((script) => script.src)).toEqual([LOOK_SCRIPT]);
    const size = await page.evaluate(async (src) => (await (await fetch(src)).text()).length, LOOK_SCRIPT);
    expect(size).toBeLessThan(400);
    const inlineClassic = await page
      .locator('script:not([src])')
      .evaluateAll((els) => els.filter((el) => !['application/ld+json', 'application/json', 'module'].includes(el.getAttribute('type') ?? '')).length);
    expect(inlineClassic).toBe(0);
    expect(requests.filter((url) => !url.startsWith(site.origin))).toEqual([]);
    await page.close();
  });

  it('reads at 320px wide and at 200% zoom without sideways scrolling', async () => {
    for (const options of [{ viewport: { width: 320, height: 640 } }, { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 }]) {
      for (const path of [note.url, inquiry.url]) {
        const { page } = await open(path, options);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${options.viewport.width}px`).toBeLessThanOrEqual(0);
        await page.close();
      }
    }
  }, 60_000);

  it('prints the text without the site chrome', async () => {
    const { page } = await open(note.url);
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.site-header', '.site-footer']) {
      expect(await page.locator(selector).evaluate((el) => getComputedStyle(el).display), selector).toBe('none');
    }
    expect(await page.locator('article h1').isVisible()).toBe(true);
    await page.close();
  });
});
