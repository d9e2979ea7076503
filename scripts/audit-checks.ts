// What `npm run audit` does to one page in one colour scheme: Lighthouse's four categories and
// axe-core's violations, each in a tab set up as a reader in that scheme would have it. Puppeteer
// drives the tab because Lighthouse audits a Puppeteer page it is handed, with the emulation and
// the script that page was given before it loads (its documented way to audit a page set up first).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Browser, Page } from 'puppeteer-core';
import { THEME_KEY } from '../src/client/theme/early.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A colour scheme a reader can see the site in: what the system asks for, and what the theme toggle stored. */
export interface Scheme {
  /** The name in the report. */
  label: string;
  /** The system's `prefers-color-scheme`. */
  system: 'light' | 'dark';
  /** The theme the reader chose with the toggle (kept in localStorage), or `undefined` for none: the system's then applies. */
  chosen: 'light' | 'dark' | undefined;
}

/** Light, dark as the system asks for it, and dark chosen with the toggle on a light system. */
export const SCHEMES: readonly Scheme[] = [
  { label: 'light', system: 'light', chosen: undefined },
  { label: 'dark', system: 'dark', chosen: undefined },
  { label: 'dark (toggle)', system: 'light', chosen: 'dark' },
];

/** Takes a Puppeteer browser and a scheme; returns a new tab that loads every page in that scheme. */
export async function tabIn(browser: Browser, scheme: Scheme): Promise<Page> {
  const page = await browser.newPage();
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme.system }]);
  // Before any script of the page, so the site's own early script (/theme.js) reads it, as it would
  // read a choice the reader made on an earlier visit; Lighthouse's storage reset cannot undo it.
  await page.evaluateOnNewDocument(
    (key: string, chosen: string | null) => {
      try {
        if (chosen === null) localStorage.removeItem(key);
        else localStorage.setItem(key, chosen);
      } catch {
        // Storage refused: the system's scheme.
      }
    },
    THEME_KEY,
    scheme.chosen ?? null,
  );
  return page;
}

/** One Lighthouse run: the category scores (0–100) and the metrics behind the performance score. */
export interface LighthouseRun {
  scores: Record<Category, number>;
  metrics: string;
}

/** Takes a tab set up by `tabIn`, a URL and the form factor; returns one Lighthouse run of the URL in that tab. */
export async function lighthouseRun(page: Page, url: string, desktop: boolean): Promise<LighthouseRun> {
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, desktop ? desktopConfig : undefined, page);
  if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((result.lhr.categories[category]?.score ?? 0) * 100)])) as Record<
    Category,
    number
  >;
  // The metrics behind the performance score, so a low score says where the time went.
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    .map((id) => `${id} ${result.lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  return { scores, metrics };
}

/** axe-core's browser bundle, read once per audit. */
export function axeSource(): Promise<string> {
  return readFile(resolve('node_modules', 'axe-core', 'axe.min.js'), 'utf8');
}

/**
 * Takes a tab set up by `tabIn`, a URL, the scheme and axe-core's source; loads the URL, checks the
 * page shows the scheme (or throws saying what it shows), runs axe-core and returns each violation
 * as `rule (impact): targets`, empty when there is none.
 */
export async function axeViolations(page: Page, url: string, scheme: Scheme, source: string): Promise<string[]> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  const shown = await page.evaluate(() => ({
    system: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    chosen: document.documentElement.dataset['theme'] ?? null,
  }));
  if (shown.system !== scheme.system || shown.chosen !== (scheme.chosen ?? null)) {
    throw new Error(`${url} in the ${scheme.label} scheme shows system ${shown.system}, chosen ${shown.chosen ?? 'none'}`);
  }
  // Evaluated, not added as a script element, so the page's Content-Security-Policy stays as served.
  await page.evaluate(source);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document);
    return violations.map(
      (violation) => `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
  });
}
