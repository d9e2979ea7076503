// The home page's overview at desktop width, as Chromium lays it out with the site's stylesheet: it
// fills the page's width, starting where the header starts, its folders in as many columns as fit;
// its title and lists stay at reading measure. The markup is the home page's (src/pages/index.astro,
// src/components/HomeArticle.astro) reduced to the classes the layout reads.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/browser/chromium.ts';

let browser: Browser | undefined;
let styles = '';

beforeAll(async () => {
  browser = await launchChromium();
  const sheets = await Promise.all(['site.css', 'home.css'].map((name) => readFile(resolve('src/styles', name), 'utf8')));
  styles = sheets.join('\n');
});

afterAll(async () => {
  await browser?.close();
});

const folder = (name: string): string =>
  `<li><h3 class="home-folders__name">${name} <span class="count">(3)</span></h3><ul class="ref-list"><li><a href="#">${name} one</a></li><li><a href="#">${name} two</a></li></ul></li>`;

const HOME = `<header class="site-header"><div class="site-header__inner"><a class="site-name" href="/">Vault</a></div></header>
<main id="main" class="main--wide"><div class="home-overview"><article class="page page--home">
  <header class="page-header"><h1>Vault</h1><p class="lede">18 notes in 6 folders.</p></header>
  <section class="page-section"><h2>Recent notes</h2><ul class="ref-list"><li><a href="#">A note</a></li></ul></section>
  <section class="page-section page-section--folders"><h2>Folders</h2><ul class="home-folders">${['AI', 'Docker', 'Python', 'Shell', 'vLLM', 'Web'].map(folder).join('')}</ul></section>
</article></div></main>`;

describe('the home overview at 1280 px', { timeout: 60_000 }, () => {
  it('starts where the header starts and lays its folders out across the page', async () => {
    if (!browser) throw new Error('Chromium did not start');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"></head><body>${HOME}</body></html>`);
    await page.addStyleTag({ content: styles });
    const layout = await page.evaluate(() => {
      const box = (selector: string): DOMRect => (document.querySelector(selector) as HTMLElement).getBoundingClientRect();
      const inner = document.querySelector('.site-header__inner') as HTMLElement;
      return {
        headerStart: inner.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(inner).paddingLeft),
        titleStart: box('.page-header h1').left,
        lede: box('.page-header').width,
        folders: box('.home-folders').width,
        columns: new Set([...document.querySelectorAll('.home-folders > li')].map((item) => Math.round(item.getBoundingClientRect().left))).size,
      };
    });
    await page.close();
    expect(Math.abs(layout.titleStart - layout.headerStart)).toBeLessThan(1);
    // Four columns of folders over about 1,100 px; the title and lede at the reading measure (42rem).
    expect(layout.columns).toBeGreaterThanOrEqual(4);
    expect(layout.folders).toBeGreaterThan(1000);
    expect(layout.lede).toBeLessThanOrEqual(42 * 16);
  });
});
