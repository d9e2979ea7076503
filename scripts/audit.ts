// `npm run audit [-- --dist DIR] [--desktop] [--runs N] [--json]`: serves the built site locally,
// runs Lighthouse in headless Chromium (src/browser/chromium.ts) on one page of each kind and
// prints the four category scores (performance, accessibility, best practices, SEO) as a table,
// each the median of N runs (performance varies with the machine's load), then the graph, search,
// integrity and index pages. Exits 1 when any page scores under 95 in any category.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import sirv from 'sirv';
import { launchChromium } from '../src/browser/chromium.ts';
import { parseCommandLine } from './command-line.ts';
import { kindTargets, SITE_TARGETS, type PageTarget } from '../src/views/page-targets.ts';

const { values: args } = parseCommandLine(
  {
    options: {
      dist: { type: 'string', default: 'dist' },
      desktop: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
    },
  },
  'usage: npm run audit [-- --dist DIR] [--desktop] [--runs N] [--json]',
);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The score every audited page must reach in every category. */
const GOAL = 95;

function listen(server: Server): Promise<number> {
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  const port = await new Promise<number>((done) => probe.listen(0, '127.0.0.1', () => done((probe.address() as AddressInfo).port)));
  await new Promise((done) => probe.close(done));
  return port;
}

async function main(): Promise<number> {
  const dist = resolve(args.dist);
  const runCount = Number(args.runs);
  if (!Number.isInteger(runCount) || runCount < 1) {
    console.error(`audit: --runs takes a whole number of runs (1 or more), not "${args.runs}".`);
    return 1;
  }
  if (!existsSync(resolve(dist, 'index.html'))) {
    console.error(`audit: ${dist} holds no built site; run \`npm run build\` first.`);
    return 1;
  }
  const pages = [...(await kindTargets(dist)), ...SITE_TARGETS];
  const server = createServer(sirv(dist, { dev: false, etag: true }));
  const sitePort = await listen(server);
  const debugPort = await freePort();
  const browser = await launchChromium({ args: [`--remote-debugging-port=${debugPort}`] });
  const rows: { target: PageTarget; scores: Record<(typeof CATEGORIES)[number], number>; metrics: string }[] = [];
  try {
    for (const target of pages) {
      const url = `http://127.0.0.1:${sitePort}${target.path}`;
      const runs: { scores: Record<(typeof CATEGORIES)[number], number>; metrics: string }[] = [];
      for (let run = 0; run < runCount; run += 1) {
        const result = await lighthouse(
          url,
          { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          args.desktop ? desktopConfig : undefined,
        );
        if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`);
        const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((result.lhr.categories[category]?.score ?? 0) * 100)])) as Record<
          (typeof CATEGORIES)[number],
          number
        >;
        // The metrics behind the performance score, so a low score says where the time went.
        const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
          .map((id) => `${id} ${result.lhr.audits[id]?.displayValue ?? '?'}`)
          .join(', ');
        runs.push({ scores, metrics });
      }
      // The median run by performance score stands for the page.
      const median = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
      if (median !== undefined) rows.push({ target, ...median });
    }
  } finally {
    await browser.close();
    server.close();
  }

  const failing = rows.filter((row) => CATEGORIES.some((c) => row.scores[c] < GOAL));
  if (args.json) {
    console.log(JSON.stringify({ formFactor: args.desktop ? 'desktop' : 'mobile', rows: rows.map((r) => ({ ...r.target, ...r.scores })) }));
  } else {
    const header = ['page', 'performance', 'accessibility', 'best-practices', 'seo', 'url'];
    const body = rows.map((row) => [row.target.label, ...CATEGORIES.map((c) => String(row.scores[c])), row.target.path]);
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
    const line = (cells: string[]): string => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ');
    console.log(
      `Lighthouse ${args.desktop ? 'desktop' : 'mobile (default)'} scores, ${runCount === 1 ? 'one run' : `median of ${runCount} runs`} per page, ${dist}`,
    );
    console.log(line(header));
    for (const cells of body) console.log(line(cells));
    for (const row of failing) console.log(`${row.target.label}: ${row.metrics}`);
    console.log(
      failing.length === 0 ? `audit: every page reaches ${GOAL} in every category.` : `audit: under ${GOAL}: ${failing.map((r) => r.target.label).join(', ')}`,
    );
  }
  return failing.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`audit: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
