import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sirv from 'sirv';
import { launchChromium } from '../../browser/chromium.ts';
import { indexSite } from '../../orchestrate/search-index.ts';

/** What to measure: a built site, the two queries, and whether to index it again first. */
export interface SearchBenchOptions {
  dist: string;
  queries: readonly [string, string];
  /** Index the site again (into a temporary folder, served in place of `<dist>/pagefind/`, so the built site is never changed) and time it; `false` measures the index as built. */
  reindex: boolean;
  /** Times each browser measurement is repeated (each with a cold cache); the median run is kept. */
  runs: number;
}

/** Bytes and requests a browser fetched, split by what they were. */
export interface Transfer {
  /** Pagefind's files: its script and WebAssembly, metadata, index chunks, filters, result fragments. */
  pagefindBytes: number;
  pagefindRequests: number;
  /** The site's own search code (`/_astro/` scripts fetched for search). */
  codeBytes: number;
}

/** One measured query. */
export interface QueryMeasure extends Transfer {
  query: string;
  /** Milliseconds until the first result was on screen. */
  ms: number;
  /** Results reported by the page. */
  status: string;
  /** Every run's time in ms, sorted; `ms` is their median. */
  runs?: number[];
}

export interface SearchBenchReport {
  dist: string;
  pages: number;
  /** Seconds Pagefind took to index the built HTML; `null` when not re-indexed. */
  indexSeconds: number | null;
  /** Index size on disk in bytes: everything Pagefind wrote, and the parts a search reads. */
  indexBytes: { total: number; index: number; fragments: number; filters: number; runtime: number };
  /** Search page, cold cache: `/search/?q=<first>` loaded until the first result shows. */
  firstQuery: QueryMeasure;
  /** Same page, then the second query typed: the extra bytes and time until its results show. */
  secondQuery: QueryMeasure;
  /** A note page, cold cache: Ctrl+K, the first query typed, until the dialog's first result. */
  dialog: QueryMeasure;
}

async function sizesUnder(folder: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    sizes.set(relative(folder, path).split(sep).join('/'), (await stat(path)).size);
  }
  return sizes;
}

/** Takes the Pagefind folder; returns its size on disk, total and by part. */
async function indexBytes(folder: string): Promise<SearchBenchReport['indexBytes']> {
  const out = { total: 0, index: 0, fragments: 0, filters: 0, runtime: 0 };
  for (const [file, size] of await sizesUnder(folder)) {
    out.total += size;
    // Each shard after the first has its own index, fragments and filters under `shard-N/`.
    const path = file.replace(/^shard-\d+\//, '');
    if (path.startsWith('index/')) out.index += size;
    else if (path.startsWith('fragment/')) out.fragments += size;
    else if (path.startsWith('filter/')) out.filters += size;
    // What the site's own UI loads besides chunks: the API script, its worker-free WebAssembly and metadata.
    else if (path === 'pagefind.js' || path === 'pagefind-entry.json' || path.startsWith('wasm.') || path.endsWith('.pf_meta')) out.runtime += size;
  }
  return out;
}

/** Records transferred bytes of a page's finished requests, from a moment on. */
function meter(page: Page): { since: () => Transfer } {
  const log: { url: string; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => log.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize }));
  });
  let mark = 0;
  return {
    since: () => {
      const entries = log.slice(mark);
      mark = log.length;
      const pagefind = entries.filter((entry) => entry.url.startsWith('/pagefind/'));
      return {
        pagefindBytes: pagefind.reduce((sum, entry) => sum + entry.bytes, 0),
        pagefindRequests: pagefind.length,
        codeBytes: entries.filter((entry) => entry.url.startsWith('/_astro/') && entry.url.endsWith('.js')).reduce((sum, entry) => sum + entry.bytes, 0),
      };
    },
  };
}

async function settle(page: Page): Promise<void> {
  // Let `requestfinished` handlers of the last fetches record their sizes.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(50);
}

async function firstNoteUrl(dist: string): Promise<string> {
  const file = join(dist, 'knowledge-base.json');
  if (!existsSync(file)) return '/';
  const data: unknown = JSON.parse(await readFile(file, 'utf8'));
  const pages = typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages) ? data.pages : [];
  for (const page of pages) {
    if (typeof page === 'object' && page !== null && page.kind === 'note' && page.stub === false && typeof page.url === 'string') return page.url;
  }
  return '/';
}

async function measureSearchPage(browser: Browser, origin: string, queries: readonly [string, string]): Promise<[QueryMeasure, QueryMeasure]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bytes = meter(page);
  const status = page.locator('[data-search-status]');
  const started = performance.now();
  await page.goto(`${origin}/search/?q=${encodeURIComponent(queries[0])}`);
  await page.locator('[data-search-results] .search-result').first().waitFor({ timeout: 60_000 });
  const firstMs = performance.now() - started;
  await settle(page);
  const first: QueryMeasure = { query: queries[0], ms: firstMs, status: (await status.textContent()) ?? '', ...bytes.since() };

  const typed = performance.now();
  await page.locator('[data-search-page-input]').fill(queries[1]);
  await page.waitForFunction(
    (q) =>
      document.querySelector('[data-search-status]')?.textContent?.includes(`“${q}”`) === true &&
      document.querySelector('[data-search-results] .search-result') !== null,
    queries[1],
    { timeout: 60_000 },
  );
  const secondMs = performance.now() - typed;
  await settle(page);
  const second: QueryMeasure = { query: queries[1], ms: secondMs, status: (await status.textContent()) ?? '', ...bytes.since() };
  await context.close();
  return [first, second];
}

async function measureDialog(browser: Browser, origin: string, path: string, query: string): Promise<QueryMeasure> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bytes = meter(page);
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  bytes.since();
  const started = performance.now();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill(query);
  await page.getByRole('option').first().waitFor({ timeout: 60_000 });
  const ms = performance.now() - started;
  await settle(page);
  const measure: QueryMeasure = { query, ms, status: (await page.getByRole('status').textContent()) ?? '', ...bytes.since() };
  await context.close();
  return measure;
}

/** Takes measures of repeated runs; returns the run with the median time (a shared machine is noisy). */
function median(runs: readonly QueryMeasure[]): QueryMeasure {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no measurement was taken');
  return { ...middle, runs: sorted.map((run) => Math.round(run.ms)) };
}

/** Takes the options; indexes (optionally), serves the built site locally and measures search in headless Chromium. */
export async function benchSearch(options: SearchBenchOptions): Promise<SearchBenchReport> {
  let indexSeconds: number | null = null;
  let pages = 0;
  let indexRoot = options.dist;
  const scratch = options.reindex ? await mkdtemp(join(tmpdir(), 'search-bench-')) : undefined;
  try {
    if (scratch) {
      const started = performance.now();
      pages = await indexSite(options.dist, join(scratch, 'pagefind'));
      indexSeconds = (performance.now() - started) / 1000;
      indexRoot = scratch;
    }
    const pagefindDir = join(indexRoot, 'pagefind');
    if (!existsSync(join(pagefindDir, 'pagefind.js'))) throw new Error(`${options.dist} has no Pagefind index; build the site first (npm run build).`);
    const sizes = await indexBytes(pagefindDir);
    // The browser first: a server already listening would keep the process alive after a failed launch.
    const browser = await launchChromium();
    const site = sirv(options.dist, { dev: false, etag: true });
    const index = sirv(indexRoot, { dev: false, etag: true });
    const server = createServer((request, response) => (request.url?.startsWith('/pagefind/') ? index : site)(request, response));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const notePath = await firstNoteUrl(options.dist);
      const pageRuns: [QueryMeasure, QueryMeasure][] = [];
      const dialogRuns: QueryMeasure[] = [];
      for (let run = 0; run < Math.max(1, options.runs); run++) {
        pageRuns.push(await measureSearchPage(browser, origin, options.queries));
        dialogRuns.push(await measureDialog(browser, origin, notePath, options.queries[0]));
      }
      const firstQuery = median(pageRuns.map(([first]) => first));
      const secondQuery = median(pageRuns.map(([, second]) => second));
      const dialog = median(dialogRuns);
      return { dist: options.dist, pages, indexSeconds, indexBytes: sizes, firstQuery, secondQuery, dialog };
    } finally {
      await browser.close();
      await new Promise<void>((done) => server.close(() => done()));
    }
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Takes a report; returns it as lines for the terminal. */
export function formatSearchBench(report: SearchBenchReport): string[] {
  const q = (label: string, m: QueryMeasure): string =>
    `${label} "${m.query}": ${m.ms.toFixed(0)} ms to first result${m.runs && m.runs.length > 1 ? ` (median of ${m.runs.join(', ')})` : ''}; Pagefind ${kb(m.pagefindBytes)} in ${m.pagefindRequests} requests` +
    `${m.codeBytes > 0 ? `, search code ${kb(m.codeBytes)}` : ''} (${m.status})`;
  const b = report.indexBytes;
  return [
    `search: ${report.dist}`,
    report.indexSeconds === null
      ? 'search: indexing not re-run (--no-reindex)'
      : `search: indexing ${report.indexSeconds.toFixed(2)} s for ${report.pages} pages`,
    `search: index on disk ${kb(b.total)} (index chunks ${kb(b.index)}, fragments ${kb(b.fragments)}, filters ${kb(b.filters)}, runtime ${kb(b.runtime)})`,
    `search: ${q('first query, search page, cold', report.firstQuery)}`,
    `search: ${q('second query, same page', report.secondQuery)}`,
    `search: ${q('dialog on a note page, cold (Ctrl+K, type)', report.dialog)}`,
  ];
}
