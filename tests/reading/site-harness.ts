// Builds the site from the content folder into a temporary folder (or uses READING_DIST when
// set, to iterate quickly), serves it on a local port and opens Chromium (src/browser/chromium.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import sirv from 'sirv';
import { launchChromium } from '../../src/browser/chromium.ts';
import type { Support } from '../../src/schemas/knowledge-base.ts';
import { sharedSeedSite } from '../setup/seed-site.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A built site being served, with its knowledge-base export and a browser. */
export interface ServedSite {
  dist: string;
  origin: string;
  browser: Browser;
  pages: ExportPage[];
  close(): Promise<void>;
}

/** What the tests read of a page in `dist/knowledge-base.json`. */
export interface ExportPage {
  kind: 'inquiry' | 'note' | 'paper' | 'discussion';
  slug: string;
  url: string;
  title: string;
  stub: boolean;
  claim?: string;
  papers?: string[];
  relatedPapers?: { slug: string; origin: string }[];
  claims?: { text: string; cites: string[] }[];
  support?: Support[];
}

function build(out: string, cacheDir: string): Promise<void> {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [tsx, 'scripts/build.ts', '--out', out, '--cache-dir', cacheDir],
      { cwd: ROOT, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error === null ? resolve() : reject(new Error(`build failed:\n${stdout}\n${stderr}`))),
    );
  });
}

/** Builds (unless READING_DIST names a built site), serves and opens a browser. */
export async function serveSite(): Promise<ServedSite> {
  const given = process.env['READING_DIST'] ?? (await sharedSeedSite());
  const work = given === undefined ? await mkdtemp(join(tmpdir(), 'reading-')) : undefined;
  const dist = given ?? join(work ?? '', 'dist');
  if (work !== undefined) await build(dist, join(work, 'cache'));
  const { pages } = JSON.parse(await readFile(join(dist, 'knowledge-base.json'), 'utf8')) as { pages: ExportPage[] };
  const server: Server = createServer(sirv(dist, { dev: false }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  return {
    dist,
    origin,
    browser,
    pages,
    async close() {
      await browser.close();
      await new Promise((done) => server.close(done));
      if (work !== undefined) await rm(work, { recursive: true, force: true });
    },
  };
}

/** The page with this exact title; throws naming it when the site has none. */
export function pageTitled(pages: readonly ExportPage[], title: string): ExportPage {
  const page = pages.find((p) => p.title === title);
  if (page === undefined) throw new Error(`the built site has no page titled "${title}"; is the seed content in the content folder?`);
  return page;
}

/** axe-core's browser bundle, injected into pages under test. */
export function axeSource(): Promise<string> {
  return readFile(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
}
