// In headless Chromium on the seed site: every citation of a note in the three written inquiring
// lines shows, in its preview, the passage of the note that supports its sentence, with the shared
// words marked, and each source in the Sources list names the sentences it supports.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveSite, type ExportPage, type ServedSite } from './site-harness.ts';

vi.setConfig({ testTimeout: 120_000 });

const SEEDS = [
  'why-do-rlhf-trained-models-struggle-with-proactive-emotional-attunement-in-conve',
  'why-might-chatbots-simply-learn-better-face-saving-instead-of-genuine-perspectiv',
  'why-do-llms-apply-face-saving-over-accurately-tracking-resistance-signals',
];

let site: ServedSite;
beforeAll(async () => {
  site = await serveSite();
}, 300_000);
afterAll(async () => {
  await site?.close();
});

function line(slug: string): ExportPage {
  const page = site.pages.find((p) => p.slug === slug);
  if (page === undefined) throw new Error(`the built site has no page ${slug}`);
  return page;
}

describe('support passages in citation previews', () => {
  it.each(SEEDS)('shows "Supported by:" or "Closest passage" and the marked passage for every citation of a note in %s', async (slug) => {
    const inquiry = line(slug);
    const supports = inquiry.support ?? [];
    expect(supports.length).toBeGreaterThan(3);
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}${inquiry.url}`, { waitUntil: 'load' });
    const links = page.locator('.page-body a.wikilink[data-kind="note"]');
    expect(await links.count()).toBe(supports.length);
    for (let i = 0; i < supports.length; i += 1) {
      const support = supports[i];
      const link = links.nth(i);
      expect(await link.getAttribute('data-slug')).toBe(support?.target);
      await link.focus();
      const block = page.locator('#link-preview .link-preview__support');
      await block.waitFor();
      const label = support?.verdict === 'supported' ? 'Supported by:' : 'Closest passage (it may not carry this sentence’s point; judge for yourself):';
      expect(await block.locator('.link-preview__support-label').innerText()).toBe(label);
      expect(await block.locator('.link-preview__passage').innerText()).toBe(support?.passage?.text);
      const marked = await block.locator('mark').allInnerTexts();
      expect(marked.length).toBeGreaterThan(0);
      expect(marked.length).toBe(support?.passage?.marks.length);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('#link-preview').count()).toBe(0);
    }
    await page.close();
  });

  it('lists under each source of a line the sentences it supports', async () => {
    const inquiry = line(SEEDS[0] ?? '');
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}${inquiry.url}`, { waitUntil: 'load' });
    const sources = page.locator('ol.sources > li');
    const first = inquiry.support?.[0];
    expect(await sources.first().locator('.source__sentence').allInnerTexts()).toEqual([first?.sentence]);
    expect(await sources.count()).toBe(new Set(inquiry.support?.map((s) => s.target)).size);
    for (let i = 0; i < (await sources.count()); i += 1) expect(await sources.nth(i).locator('.source__sentence').count()).toBeGreaterThan(0);
    await page.close();
  });
});
