// `npx tsx scripts/compare-screenshots.ts --plan FILE --here DIR --quartz DIR [--out DIR] [--only ITEM,…]`:
// serves this site's build of a vault and Quartz's build of the same vault side by side and
// writes, for each item of the plan (a note, and what to press, hover or type on it), the first
// view at 1280×900 and 390×844 in light and dark as `<vault>-<item>-<site>-<width>-<scheme>.png`.
// An item marked `weigh` also gets its page's first-load weight measured on both sites (every
// resource the page loads, each gzipped), printed and written to `<vault>-weights.json`.
// `--route URL=DIR` (repeatable) answers requests under URL from the files of DIR: with no network,
// it gives Quartz the KaTeX stylesheet and the Mermaid module it loads from public CDNs.
// The plans used for docs/quartz-comparison.md are in bench/quartz-comparison/.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sirv from 'sirv';
import { z } from 'zod';
import { launchChromium } from '../src/browser/chromium.ts';
import { parseCommandLine } from './command-line.ts';

const USAGE = 'usage: npx tsx scripts/compare-screenshots.ts --plan FILE --here DIR --quartz DIR [--out DIR] [--only ITEM,…] [--route URL=DIR …]';

/** A prefix of remote addresses answered from a local folder. */
interface Route {
  url: string;
  dir: string;
}

/** Takes `URL=DIR` arguments; returns the routes, or throws naming the argument that has no `=`. */
function parseRoutes(values: readonly string[]): Route[] {
  return values.map((value) => {
    const at = value.indexOf('=');
    if (at < 1) throw new Error(`--route ${value}: write --route URL=DIR, e.g. --route https://cdn.example/lib@1/dist/=node_modules/lib/dist`);
    return { url: value.slice(0, at), dir: resolve(value.slice(at + 1)) };
  });
}

/** Takes a browser context and routes; makes the context answer each route's requests from its folder (404 when the file is not there). */
async function applyRoutes(context: BrowserContext, routes: readonly Route[]): Promise<void> {
  for (const route of routes) {
    await context.route(`${route.url}**`, async (request) => {
      const rest = decodeURIComponent(new URL(request.request().url()).pathname.slice(new URL(route.url).pathname.length));
      const path = join(route.dir, rest);
      if (!path.startsWith(route.dir)) return request.fulfill({ status: 404 });
      try {
        await request.fulfill({ path });
      } catch {
        await request.fulfill({ status: 404 });
      }
    });
  }
}

/** One thing done on a page before the picture: each names a CSS selector (or keys, or milliseconds). */
const stepSchema = z.union([
  z.object({ click: z.string() }),
  z.object({ hover: z.string() }),
  z.object({ type: z.string(), into: z.string() }),
  z.object({ press: z.string() }),
  z.object({ scroll: z.string() }),
  /** Back to the top of the page, which Quartz's explorer scrolls down on load to show the current note. */
  z.object({ top: z.literal(true) }),
  z.object({ wait: z.number().int().positive() }),
]);
type Step = z.infer<typeof stepSchema>;

/** A page of one site and the steps taken on it; `phone` replaces `steps` at 390 px wide when given. */
const visitSchema = z.object({
  path: z.string().startsWith('/'),
  steps: z.array(stepSchema).default([]),
  phone: z.array(stepSchema).optional(),
});
type Visit = z.infer<typeof visitSchema>;

const planSchema = z.object({
  /** The vault's short name, the first word of every file name. */
  vault: z.string().regex(/^[a-z0-9-]+$/),
  items: z.array(
    z.object({
      item: z.string().regex(/^[a-z0-9-]+$/),
      /** Whether this item's page weight is measured (at 1280 px, light). */
      weigh: z.boolean().default(false),
      here: visitSchema,
      quartz: visitSchema,
    }),
  ),
});
type Plan = z.infer<typeof planSchema>;

const SITES = ['here', 'quartz'] as const;
type Site = (typeof SITES)[number];
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
/** How long a step waits for its element before it is reported as not done. */
const STEP_TIMEOUT_MS = 3000;

/** Takes a page and a step; does it, or throws what Playwright said. */
async function run(page: Page, step: Step): Promise<void> {
  if ('click' in step) await page.locator(step.click).first().click({ timeout: STEP_TIMEOUT_MS });
  else if ('hover' in step) await page.locator(step.hover).first().hover({ timeout: STEP_TIMEOUT_MS });
  else if ('type' in step) await page.locator(step.into).first().fill(step.type, { timeout: STEP_TIMEOUT_MS });
  else if ('press' in step) await page.keyboard.press(step.press);
  else if ('scroll' in step) await page.locator(step.scroll).first().scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
  else if ('top' in step) await page.evaluate(() => window.scrollTo(0, 0));
  else await page.waitForTimeout(step.wait);
}

/** Takes a built site's folder; returns a local server over it as static hosts serve it: clean URLs (`/a/b` serves `a/b.html` too) and the site's `404.html` for a missing page. */
async function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const files = sirv(dir, { dev: false, etag: true, extensions: ['html'] });
  const notFound = await readFile(join(dir, '404.html')).catch(() => Buffer.from('Not found'));
  const server = createServer((request, response) =>
    files(request, response, () => {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(notFound);
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Takes a browser and a page's address; returns the gzipped bytes of every resource it loads (after scrolling it through), and the requests that failed. */
async function weigh(browser: Browser, url: string, routes: readonly Route[]): Promise<{ bytes: number; resources: number; failed: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[0], colorScheme: 'light' });
  await applyRoutes(context, routes);
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  const failed: string[] = [];
  page.on('response', (response) => {
    bodies.push(
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(bodies);
  await context.close();
  return { bytes: sizes.reduce((a, b) => a + b, 0), resources: sizes.length, failed };
}

async function main(): Promise<number> {
  const { values: args } = parseCommandLine(
    {
      options: {
        plan: { type: 'string' },
        here: { type: 'string' },
        quartz: { type: 'string' },
        out: { type: 'string', default: 'quartz-shots' },
        only: { type: 'string' },
        route: { type: 'string', multiple: true, default: [] },
      },
    },
    USAGE,
  );
  if (args.plan === undefined || args.here === undefined || args.quartz === undefined) {
    console.error(`compare-screenshots: --plan, --here and --quartz are required\n${USAGE}`);
    return 2;
  }
  const parsed = planSchema.safeParse(JSON.parse(await readFile(args.plan, 'utf8')));
  if (!parsed.success) {
    console.error(`compare-screenshots: ${args.plan} is not a plan: ${z.prettifyError(parsed.error)}`);
    return 2;
  }
  const plan: Plan = parsed.data;
  const routes = parseRoutes(args.route);
  const only = args.only === undefined ? undefined : new Set(args.only.split(','));
  const items = plan.items.filter((i) => only === undefined || only.has(i.item));
  const out = resolve(args.out);
  await mkdir(out, { recursive: true });
  const servers = { here: await serve(resolve(args.here)), quartz: await serve(resolve(args.quartz)) };
  const browser = await launchChromium();
  const notDone: string[] = [];
  const weights: Record<string, Record<Site, Awaited<ReturnType<typeof weigh>>>> = {};
  try {
    for (const viewport of VIEWPORTS) {
      const phone = viewport.width < 600;
      for (const colorScheme of SCHEMES) {
        for (const site of SITES) {
          for (const entry of items) {
            // A fresh context for each picture: a theme or reader mode chosen in one stays out of the next.
            const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1, hasTouch: phone, isMobile: phone });
            await applyRoutes(context, routes);
            const visit: Visit = entry[site];
            const name = `${plan.vault}-${entry.item}-${site}-${viewport.width}-${colorScheme}`;
            const page = await context.newPage();
            await page.goto(servers[site].origin + visit.path, { waitUntil: 'networkidle' });
            await page.waitForTimeout(500);
            for (const step of (phone ? visit.phone : undefined) ?? visit.steps) {
              try {
                await run(page, step);
              } catch (error) {
                notDone.push(`${name}: ${JSON.stringify(step)} not done: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
              }
            }
            await page.waitForTimeout(700);
            await page.screenshot({ path: join(out, `${name}.png`) });
            await context.close();
          }
        }
      }
    }
    for (const entry of items.filter((i) => i.weigh)) {
      const pair = {
        here: await weigh(browser, servers.here.origin + entry.here.path, routes),
        quartz: await weigh(browser, servers.quartz.origin + entry.quartz.path, routes),
      };
      weights[entry.item] = pair;
      for (const site of SITES) {
        const w = pair[site];
        console.log(`${plan.vault} ${entry.item} ${site}: ${(w.bytes / 1024).toFixed(1)} KB gzip in ${w.resources} resources; ${w.failed.length} failed`);
      }
    }
    if (Object.keys(weights).length > 0) await writeFile(join(out, `${plan.vault}-weights.json`), `${JSON.stringify(weights, null, 2)}\n`);
  } finally {
    await browser.close();
    servers.here.server.close();
    servers.quartz.server.close();
  }
  for (const line of notDone) console.log(line);
  console.log(`compare-screenshots: ${items.length} items × 2 sites × 4 views in ${out}; ${notDone.length} steps not done`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`compare-screenshots: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
