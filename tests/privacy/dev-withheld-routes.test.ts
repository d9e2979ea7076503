// Under `npm run dev`, a note made private is gone from every route of the site within one update:
// its page, its preview, the tag page only it used, its folder's page, its cluster, the graph, the
// search page, the feed, the sitemap and the data files. Every route the site has is walked, before
// and after, with no restart.
import type { ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewBucket } from '../../src/client/preview/bucket.ts';
import { ROOT } from '../site/build-helper.ts';
import { START_LIMIT_MS, startDevServer } from '../site/dev-server-helper.ts';

const SECRET = 'DEVWITHHELD5c9e';
const WORK = join(ROOT, '.build', `dev-withheld-test-${process.pid}`);
const VAULT = join(WORK, 'vault');
const SECRET_FILE = join(VAULT, 'Hidden folder', 'Secret plan.md');
const secretNote = (extra: string) =>
  `---\ntitle: Secret plan ${SECRET}\n${extra}tags: [only${SECRET.toLowerCase()}]\nclusters: [Cluster ${SECRET}]\n---\nThe opening ${SECRET} of the secret plan, with #inline${SECRET.toLowerCase()}.\n`;

let server: ChildProcess | undefined;
let origin = '';

beforeAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(join(VAULT, 'Hidden folder'), { recursive: true });
  await mkdir(join(VAULT, 'Open folder'), { recursive: true });
  await writeFile(join(VAULT, 'Open folder', 'Public note.md'), '---\ntags: [shared]\n---\nThe public note links [[Secret plan]] and [[Other note]].\n');
  await writeFile(join(VAULT, 'Open folder', 'Other note.md'), '---\ntags: [shared]\n---\nAnother public note, linking [[Public note]].\n');
  await writeFile(SECRET_FILE, secretNote(''));
  const started = await startDevServer(VAULT);
  server = started.child;
  origin = started.origin;
}, START_LIMIT_MS + 60_000);

afterAll(async () => {
  server?.kill();
  await rm(WORK, { recursive: true, force: true });
});

/** Whether a body shows the secret note: its title, opening, tags or cluster, or its slug in a URL (lower case). */
const shows = (body: string): boolean => body.toLowerCase().includes(SECRET.toLowerCase());

/** What a route answers: its status and body. */
async function get(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${origin}${url}`);
  return { status: response.status, body: await response.text() };
}

/** The site's own routes a body links to: pages and data files, not Vite's or the bundles' files. */
function linksOf(body: string): string[] {
  const found = [...body.matchAll(/(?:href|src)="(\/[^"#?]*)/g)].map((m) => m[1] ?? '');
  return found.filter((url) => !/^\/(?:@|_astro\/|node_modules\/|src\/|\.astro\/)/.test(url) && !/\.(?:js|ts|css|svg|png|ico|mjs)$/.test(url));
}

/** Every route reachable from the home page and the site's fixed routes, with the data files of every page; each URL with its answer. */
async function walk(extra: readonly string[]): Promise<Map<string, { status: number; body: string }>> {
  const fixed = [
    '/',
    '/search/',
    '/graph/',
    '/integrity/',
    '/clusters/',
    '/folders/',
    '/tags/',
    '/rss.xml',
    '/sitemap.xml',
    '/knowledge-base.json',
    '/graph/data.json',
  ];
  const queue = [...fixed, ...extra];
  const seen = new Map<string, { status: number; body: string }>();
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    const answer = await get(url);
    seen.set(url, answer);
    if (answer.status === 200 && !url.endsWith('.json')) queue.push(...linksOf(answer.body).filter((link) => !seen.has(link)));
  }
  // Every page's preview bucket and neighbourhood file, from the data export.
  const data = JSON.parse(seen.get('/knowledge-base.json')?.body ?? '{"pages":[]}') as { pages: Array<{ slug: string }> };
  for (const { slug } of data.pages) {
    for (const url of [`/previews/${previewBucket(slug)}.json`, `/graph/n/${encodeURIComponent(slug)}.json`]) if (!seen.has(url)) seen.set(url, await get(url));
  }
  return seen;
}

describe('a note made private under npm run dev', () => {
  it('is gone from every route within one update', async () => {
    const before = await walk([]);
    const showing = [...before].filter(([, answer]) => shows(answer.body)).map(([url]) => url);
    // The walk reaches the routes that once kept serving it: its page, preview, tag, folder and cluster pages.
    const secretPage = showing.find((url) => url.startsWith('/notes/secret-plan'));
    expect(secretPage, showing.join('\n')).toBeDefined();
    for (const prefix of [
      '/previews/',
      '/tags/only',
      '/tags/inline',
      '/folders/hidden-folder/',
      '/clusters/cluster-',
      '/graph/n/',
      '/knowledge-base.json',
      '/sitemap.xml',
    ])
      expect(
        showing.some((url) => url.startsWith(prefix)),
        `${prefix} in\n${showing.join('\n')}`,
      ).toBe(true);

    await writeFile(SECRET_FILE, secretNote('publish: false\n'));
    // One update: the note's own page is the first to go; nothing else may still show it then.
    const deadline = Date.now() + 120_000;
    while ((await get(secretPage ?? '/')).status === 200) {
      if (Date.now() > deadline) throw new Error(`${secretPage} still served two minutes after the note was made private`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const after = await walk([...before.keys()]);
    // A 404 answer names the path asked for (Astro's dev 404 page): that is the test's own request, not a leak.
    const leaks = [...after]
      .filter(([url, answer]) => shows(answer.status === 404 ? answer.body.split(url.replace(/\/$/, '')).join('') : answer.body))
      .map(([url, answer]) => `${url} (${answer.status})`);
    expect(leaks).toEqual([]);
    expect(after.get('/')?.status).toBe(200);
  }, 400_000);
});
