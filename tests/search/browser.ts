import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sirv from 'sirv';

/** The built site the browser tests run against: env `SEARCH_SITE_DIR`, else `dist/`. */
export const SITE_DIR = resolve(process.env['SEARCH_SITE_DIR'] ?? 'dist');

/** Chromium from the system (never downloaded), flags for a shared headless machine. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A static server over a folder, as any static host would serve it. */
export interface StaticSite {
  origin: string;
  close: () => Promise<void>;
}

/** Takes a built site folder; serves it on a free local port and returns its origin. */
export async function serveSite(dir: string): Promise<StaticSite> {
  if (!existsSync(join(dir, 'pagefind', 'pagefind.js'))) {
    throw new Error(`${dir} has no search index (pagefind/pagefind.js): run \`npm run build\` before the browser tests.`);
  }
  const server: Server = createServer(sirv(dir, { dev: true, etag: true }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Collects console errors and uncaught exceptions of a page, for a test to assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

interface ExportedPage {
  kind: string;
  title: string;
  url: string;
  stub: boolean;
}

/** Takes the site folder; returns its exported pages (`knowledge-base.json`) to find URLs by title. */
export async function exportedPages(dir: string): Promise<ExportedPage[]> {
  const data: unknown = JSON.parse(await readFile(join(dir, 'knowledge-base.json'), 'utf8'));
  const pages = typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages) ? data.pages : [];
  return pages.filter(
    (page): page is ExportedPage =>
      typeof page === 'object' && page !== null && typeof page.title === 'string' && typeof page.url === 'string' && typeof page.kind === 'string',
  );
}

/** Takes the exported pages and a title; returns that page, or throws naming the title. */
export function pageTitled(pages: readonly ExportedPage[], title: string): ExportedPage {
  const page = pages.find((candidate) => candidate.title === title);
  if (!page) throw new Error(`No page titled “${title}” in ${SITE_DIR}/knowledge-base.json; was the site built from the seed content?`);
  return page;
}

/** Takes a page; runs axe-core in it and returns each violation as `rule: nodes` (empty when none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const source = await readFile(resolve('node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}
