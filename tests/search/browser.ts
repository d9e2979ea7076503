import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import sirv from 'sirv';
import { sharedSeedSite } from '../setup/seed-site.ts';

/** A built site for the tests, and how to clean up after them. */
export interface BuiltSite {
  dir: string;
  remove: () => Promise<void>;
}

/**
 * Returns the site the browser tests run against: env `SEARCH_SITE_DIR` when set (a site already
 * built, to iterate quickly), else a fresh `npm run build` of the content folder. The fresh build
 * goes under `.build/` inside the project: Astro keeps its intermediate files inside the output
 * folder only when that folder is under the working directory, so parallel builds elsewhere
 * would share (and clash in) `.astro/`.
 */
export async function builtSite(): Promise<BuiltSite> {
  const given = process.env['SEARCH_SITE_DIR'] ?? (await sharedSeedSite());
  if (given !== undefined) return { dir: resolve(given), remove: async () => undefined };
  const work = resolve('.build', `search-test-${process.pid}`);
  await mkdir(work, { recursive: true });
  const dir = join(work, 'dist');
  const tsx = resolve('node_modules', 'tsx', 'dist', 'cli.mjs');
  await new Promise<void>((done, fail) =>
    execFile(
      process.execPath,
      [tsx, 'scripts/build.ts', '--out', dir, '--cache-dir', work],
      { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error === null ? done() : fail(new Error(`npm run build failed:\n${stdout}\n${stderr}`))),
    ),
  );
  return { dir, remove: () => rm(work, { recursive: true, force: true }) };
}

export { launchChromium } from '../../src/browser/chromium.ts';

/** A static server over a folder, as a static host would serve it. */
export interface StaticSite {
  origin: string;
  close: () => Promise<void>;
}

/** Takes a built site folder; serves it on a free local port and returns its origin. */
export async function serveSite(dir: string): Promise<StaticSite> {
  if (!existsSync(join(dir, 'pagefind', 'pagefind.js'))) {
    throw new Error(`${dir} has no search index (pagefind/pagefind.js): build it with \`npm run build -- --out ${dir}\`.`);
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
  if (!page) throw new Error(`No page titled “${title}” in the built site's knowledge-base.json; was it built from the seed content?`);
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
