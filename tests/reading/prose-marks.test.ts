// Inline code and task boxes as Chromium draws them with the site's stylesheets, light and dark:
// inline code sits on a chip whose text reads at 4.5:1 or more, and a task box's edge (and a done
// box's fill) stands at 3:1 or more against the page, WCAG's minimum for a control. Contrast is
// axe-core's, the ratio its audits use.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/browser/chromium.ts';

let browser: Browser | undefined;
let styles = '';
let axeSource = '';

beforeAll(async () => {
  browser = await launchChromium();
  const sheets = ['site.css', 'markdown.css'].map((name) => readFile(resolve('src/styles', name), 'utf8'));
  styles = (await Promise.all(sheets)).join('\n');
  axeSource = await readFile(resolve('node_modules', 'axe-core', 'axe.min.js'), 'utf8');
});

afterAll(async () => {
  await browser?.close();
});

// A note's body as the render step writes it: a sentence with inline code and a code block, and a GFM task list.
const BODY = `<main class="prose">
  <p>Remove the last element with <code id="inline">array.pop()</code>, add one with <code>array.push()</code>.</p>
  <pre><code id="block">let x = 1;</code></pre>
  <ul class="contains-task-list">
    <li class="task-list-item"><input id="open" type="checkbox" disabled> to do</li>
    <li class="task-list-item"><input id="done" type="checkbox" checked disabled> done</li>
  </ul>
</main>`;

/** What the test reads of one drawing: each figure is a contrast ratio, or a style the check needs. */
interface Drawn {
  inlineText: number;
  inlineBackground: string;
  blockBackground: string;
  openEdgeStyle: string;
  openEdge: number;
  doneFill: number;
}

/** Takes a page showing BODY; returns its colours' contrast ratios as axe-core computes them. */
function measure(page: Page): Promise<Drawn> {
  return page.evaluate(() => {
    type Colour = object;
    const { color } = (
      window as unknown as {
        axe: { commons: { color: { Color: new () => Colour & { parseString: (text: string) => Colour }; getContrast: (bg: Colour, fg: Colour) => number } } };
      }
    ).axe.commons;
    const parse = (text: string): Colour => new color.Color().parseString(text);
    const styleOf = (id: string): CSSStyleDeclaration => getComputedStyle(document.getElementById(id) as HTMLElement);
    const page = parse(getComputedStyle(document.body).backgroundColor);
    const inline = styleOf('inline');
    const open = styleOf('open');
    return {
      inlineText: color.getContrast(parse(inline.backgroundColor), parse(inline.color)),
      inlineBackground: inline.backgroundColor,
      blockBackground: styleOf('block').backgroundColor,
      openEdgeStyle: open.borderTopStyle,
      openEdge: color.getContrast(page, parse(open.borderTopColor)),
      doneFill: color.getContrast(page, parse(styleOf('done').backgroundColor)),
    };
  });
}

describe('inline code and task boxes', { timeout: 60_000 }, () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`draws inline code on a chip and task boxes at a control's contrast, ${scheme}`, async () => {
      if (!browser) throw new Error('Chromium did not start');
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.setContent(`<!doctype html><html><head></head><body>${BODY}</body></html>`);
      await page.addStyleTag({ content: styles });
      await page.addScriptTag({ content: axeSource });
      const drawn = await measure(page);
      await context.close();
      // A chip of its own, not the page showing through; a code block's code keeps its box's colour.
      expect(drawn.inlineBackground).not.toBe('rgba(0, 0, 0, 0)');
      expect(drawn.blockBackground).toBe('rgba(0, 0, 0, 0)');
      expect(drawn.inlineText).toBeGreaterThanOrEqual(4.5);
      expect(drawn.openEdgeStyle).toBe('solid');
      expect(drawn.openEdge).toBeGreaterThanOrEqual(3);
      expect(drawn.doneFill).toBeGreaterThanOrEqual(3);
    });
  }
});
