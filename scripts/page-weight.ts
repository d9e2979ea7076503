// `npx tsx scripts/page-weight.ts --dist DIR [PATH…]`: serves a built site locally, opens each page
// in headless Chromium (src/browser/chromium.ts) as a first visit (nothing cached) and prints its
// first-load weight: every resource the page fetched until the network went quiet, each gzipped
// as a server would send it, by type (HTML, CSS, scripts, fonts, images, data). Without a PATH it
// weighs the note whose page holds the most code blocks, the heaviest page a technical vault has.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { launchChromium } from '../src/browser/chromium.ts';
import { kindFolder } from '../src/core/url.ts';
import { parseCommandLine } from './command-line.ts';

const { values: args, positionals } = parseCommandLine(
  { options: { dist: { type: 'string', default: 'dist' } }, allowPositionals: true },
  'usage: npx tsx scripts/page-weight.ts --dist DIR [PATH…]',
);

/** A resource's type as the report groups it, from its response's content type. */
function typeOf(contentType: string): string {
  if (contentType.includes('html')) return 'html';
  if (contentType.includes('css')) return 'css';
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('font')) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  return 'data';
}

/** Takes the site folder; returns the site path of the note page with the most code blocks (`<pre`), and how many it holds. */
function mostCode(dist: string): { path: string; blocks: number } | undefined {
  const folder = join(dist, kindFolder('note'));
  if (!existsSync(folder)) return undefined;
  let best: { path: string; blocks: number } | undefined;
  for (const slug of readdirSync(folder)) {
    const file = join(folder, slug, 'index.html');
    if (!existsSync(file)) continue;
    const blocks = readFileSync(file, 'utf8').split('<pre').length - 1;
    if (best === undefined || blocks > best.blocks) best = { path: `/${kindFolder('note')}/${slug}/`, blocks };
  }
  return best;
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

async function main(): Promise<number> {
  const dist = resolve(args.dist);
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`page-weight: ${dist} holds no built site; run \`npm run build\` first.`);
    return 1;
  }
  const heaviest = positionals.length === 0 ? mostCode(dist) : undefined;
  const paths = positionals.length > 0 ? positionals : heaviest === undefined ? [] : [heaviest.path];
  if (paths.length === 0) {
    console.error(`page-weight: ${dist} has no note page; name a page's path.`);
    return 1;
  }
  if (heaviest !== undefined) console.log(`the note with the most code: ${heaviest.path} (${heaviest.blocks} code blocks)`);
  const server: Server = createServer(sirv(dist, { dev: false, etag: true }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes: Promise<{ type: string; raw: number; gzip: number }>[] = [];
      page.on('response', (response) => {
        sizes.push(
          response.body().then(
            (body) => ({ type: typeOf(response.headers()['content-type'] ?? ''), raw: body.length, gzip: gzipSync(body).length }),
            () => ({ type: 'data', raw: 0, gzip: 0 }),
          ),
        );
      });
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      const all = await Promise.all(sizes);
      const byType = new Map<string, { count: number; gzip: number }>();
      for (const item of all) {
        const sum = byType.get(item.type) ?? { count: 0, gzip: 0 };
        byType.set(item.type, { count: sum.count + 1, gzip: sum.gzip + item.gzip });
      }
      const total = all.reduce((sum, item) => sum + item.gzip, 0);
      const parts = [...byType].map(([type, sum]) => `${type} ${kb(sum.gzip)} (${sum.count})`).join(', ');
      console.log(`${path}: ${kb(total)} gzipped in ${all.length} requests (${parts})`);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`page-weight: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
