// `npm run audit [-- --dist DIR] [--desktop] [--runs N] [--only LABEL,…] [--json]`: serves the built
// site locally, compressed as a web host serves it (scripts/compressed-site.ts), and in headless
// Chromium (src/browser/chromium.ts) audits one page of each kind (src/views/page-targets.ts) in
// each colour scheme a reader can see it in (light, dark as the system asks, dark chosen with the
// theme toggle): Lighthouse's four category scores (performance, accessibility, best practices,
// SEO), each the median of N runs (performance varies with the machine's load), and axe-core's
// violations. Prints one row per page and scheme; exits 1 when any page scores under 95 in any
// category or has any axe violation.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { launchChromium } from '../src/browser/chromium.ts';
import { pageTargets, type PageTarget } from '../src/views/page-targets.ts';
import { axeSource, axeViolations, CATEGORIES, type LighthouseRun, lighthouseRun, SCHEMES, type Scheme, tabIn } from './audit-checks.ts';
import { parseCommandLine } from './command-line.ts';
import { serveCompressed } from './compressed-site.ts';

const USAGE = 'usage: npm run audit [-- --dist DIR] [--desktop] [--runs N] [--only LABEL,…] [--json]';
const { values: args } = parseCommandLine(
  {
    options: {
      dist: { type: 'string', default: 'dist' },
      desktop: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
      only: { type: 'string' },
    },
  },
  USAGE,
);

/** The score every audited page must reach in every category. */
const GOAL = 95;

interface Row extends LighthouseRun {
  target: PageTarget;
  scheme: Scheme;
  violations: string[];
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  const port = await new Promise<number>((done) => probe.listen(0, '127.0.0.1', () => done((probe.address() as AddressInfo).port)));
  await new Promise((done) => probe.close(done));
  return port;
}

function failing(row: Row): boolean {
  return row.violations.length > 0 || CATEGORIES.some((c) => row.scores[c] < GOAL);
}

function printTable(rows: readonly Row[], dist: string, runCount: number): void {
  const header = ['page', 'scheme', 'performance', 'accessibility', 'best-practices', 'seo', 'axe', 'url'];
  const body = rows.map((row) => [
    row.target.label,
    row.scheme.label,
    ...CATEGORIES.map((c) => String(row.scores[c])),
    String(row.violations.length),
    row.target.path,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ');
  console.log(
    `Lighthouse ${args.desktop ? 'desktop' : 'mobile (default)'} scores, ${runCount === 1 ? 'one run' : `median of ${runCount} runs`} per page and scheme, and axe-core violations, ${dist}`,
  );
  console.log(line(header));
  for (const cells of body) console.log(line(cells));
  for (const row of rows.filter(failing)) {
    const where = `${row.target.label} (${row.scheme.label}, ${row.target.path})`;
    if (CATEGORIES.some((c) => row.scores[c] < GOAL)) console.log(`${where}: ${row.metrics}`);
    for (const violation of row.violations) console.log(`${where}: axe ${violation}`);
  }
  const failed = rows.filter(failing);
  console.log(
    failed.length === 0
      ? `audit: every page reaches ${GOAL} in every category with no axe violation, in every scheme.`
      : `audit: under ${GOAL} or with axe violations: ${failed.map((r) => `${r.target.label} (${r.scheme.label})`).join(', ')}`,
  );
}

async function main(): Promise<number> {
  const dist = resolve(args.dist);
  const runCount = Number(args.runs);
  if (!Number.isInteger(runCount) || runCount < 1) {
    console.error(`audit: --runs takes a whole number of runs (1 or more), not "${args.runs}".`);
    return 1;
  }
  if (!existsSync(resolve(dist, 'index.html')) || !existsSync(resolve(dist, 'knowledge-base.json'))) {
    console.error(`audit: ${dist} holds no built site; run \`npm run build\` first.`);
    return 1;
  }
  const only = args.only === undefined ? undefined : new Set(args.only.split(',').map((label) => label.trim()));
  const pages = (await pageTargets(dist)).filter((target) => only === undefined || only.has(target.label));
  const site = await serveCompressed(dist);
  const debugPort = await freePort();
  const chromium = await launchChromium({ args: [`--remote-debugging-port=${debugPort}`] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debugPort}`, defaultViewport: null });
  const axe = await axeSource();
  const rows: Row[] = [];
  try {
    for (const target of pages) {
      const url = `${site.origin}${target.path}`;
      for (const scheme of SCHEMES) {
        const tab = await tabIn(browser, scheme);
        try {
          const runs: LighthouseRun[] = [];
          for (let run = 0; run < runCount; run += 1) runs.push(await lighthouseRun(tab, url, args.desktop));
          // The median run by performance score stands for the page.
          const median = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
          const violations = await axeViolations(tab, url, scheme, axe);
          if (median !== undefined) rows.push({ target, scheme, violations, ...median });
          if (!args.json) process.stderr.write(`audit: ${target.label} (${scheme.label}) done\n`);
        } finally {
          await tab.close();
        }
      }
    }
  } finally {
    await browser.disconnect();
    await chromium.close();
    await site.close();
  }

  if (args.json) {
    const formFactor = args.desktop ? 'desktop' : 'mobile';
    console.log(JSON.stringify({ formFactor, rows: rows.map((r) => ({ ...r.target, scheme: r.scheme.label, ...r.scores, axe: r.violations })) }));
  } else printTable(rows, dist, runCount);
  return rows.some(failing) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`audit: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
