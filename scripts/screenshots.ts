// `npm run screenshots [-- --dist DIR] [--out DIR] [--only LABEL,…]`: serves a built site locally
// and writes screenshots of one page of each kind (and the graph, search, integrity and index
// pages) at 1440×900 and 390×844, in light and dark, into --out (default `screenshots/`):
// `<label>-<width>-<scheme>.png` the first view, `…-full.png` the whole page. Look at them
// before changing a style.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { launchChromium } from '../src/browser/chromium.ts';
import sirv from 'sirv';
import { parseCommandLine } from './command-line.ts';
import { pageTargets } from '../src/views/page-targets.ts';

const { values: args } = parseCommandLine(
  {
    options: {
      dist: { type: 'string', default: 'dist' },
      out: { type: 'string', default: 'screenshots' },
      only: { type: 'string' },
    },
  },
  'usage: npm run screenshots [-- --dist DIR] [--out DIR] [--only LABEL,…]',
);

/** The two sizes the reading layout is designed for: a common laptop and a common phone. */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

function fileLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function main(): Promise<number> {
  const dist = resolve(args.dist);
  const out = resolve(args.out);
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`screenshots: ${dist} holds no built site; run \`npm run build\` first.`);
    return 1;
  }
  const only = args.only === undefined ? undefined : new Set(args.only.split(',').map(fileLabel));
  const targets = (await pageTargets(dist)).filter((t) => only === undefined || only.has(fileLabel(t.label)));
  await mkdir(out, { recursive: true });
  const server: Server = createServer(sirv(dist, { dev: false, etag: true }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  let written = 0;
  try {
    for (const viewport of VIEWPORTS) {
      for (const colorScheme of SCHEMES) {
        const context = await browser.newContext({
          viewport,
          colorScheme,
          deviceScaleFactor: 1,
          hasTouch: viewport.width < 600,
          isMobile: viewport.width < 600,
        });
        const page = await context.newPage();
        for (const target of targets) {
          await page.goto(origin + target.path, { waitUntil: 'networkidle' });
          // Lets lazily mounted widgets (graph, search results) settle before the picture.
          await page.waitForTimeout(400);
          // What a reader sees on arrival, and the whole page.
          const name = `${fileLabel(target.label)}-${viewport.width}-${colorScheme}`;
          await page.screenshot({ path: join(out, `${name}.png`) });
          await page.screenshot({ path: join(out, `${name}-full.png`), fullPage: true });
          written += 2;
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`screenshots: ${written} pictures of ${targets.length} pages in ${out}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`screenshots: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
