// `npm run dev` serves the site and nothing else: no vault Markdown (private or not, in any of the
// forms Vite answers: raw, `?import`, `?raw`, `?html-proxy`), no vault attachment by its path or
// as an attachment no page links, and
// no file outside the project's own source through `/@fs/`. The pages themselves still load.
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../site/build-helper.ts';
import { START_LIMIT_MS, startDevServer } from '../site/dev-server-helper.ts';

const SECRET = 'PRIVDEVSERVER8a3f';
const WORK = join(ROOT, '.build', `dev-files-test-${process.pid}`);
const VAULT = join(WORK, 'vault');

let server: ChildProcess | undefined;
let origin = '';
let outside = '';

beforeAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(VAULT, { recursive: true });
  await writeFile(join(VAULT, 'Private.md'), `---\npublish: false\n---\n${SECRET} private note\n`);
  await writeFile(join(VAULT, 'Public.md'), `Public note, with a comment %% ${SECRET} %%\n`);
  await writeFile(join(VAULT, 'secret.png'), SECRET);
  outside = await mkdtemp(join(tmpdir(), 'dev-files-outside-'));
  for (const name of ['outside.md', 'outside.markdown', 'outside.txt']) await writeFile(join(outside, name), `${SECRET} ${name}`);
  const started = await startDevServer(VAULT);
  server = started.child;
  origin = started.origin;
}, START_LIMIT_MS + 60_000);

afterAll(async () => {
  server?.kill();
  await rm(WORK, { recursive: true, force: true });
  if (outside) await rm(outside, { recursive: true, force: true });
});

describe('the dev server serves only the site', () => {
  it('refuses vault Markdown, vault files and files outside the project, in every form', async () => {
    const inRoot = `/${relative(ROOT, VAULT).split('\\').join('/')}`;
    const requests = [
      `/@fs${VAULT}/Private.md?import`,
      `/@fs${VAULT}/Private.md?html-proxy&index=0.js`,
      `/@fs${VAULT}/Private.md?raw`,
      `/@fs${VAULT}/Private.md`,
      `/@fs${VAULT}/Public.md?import`,
      `/@fs${VAULT}/secret.png`,
      `/@fs${VAULT}/secret.png?import`,
      `${inRoot}/Private.md?import`,
      `${inRoot}/Private.md`,
      `${inRoot}/secret.png`,
      // Attachments are served as a build publishes them: only those a page links.
      '/attachments/secret.png',
      `/@fs${outside}/outside.md?import`,
      `/@fs${outside}/outside.markdown?import`,
      `/@fs${outside}/outside.markdown?raw`,
      `/@fs${outside}/outside.txt?raw`,
      `/@fs${outside}/outside.txt`,
      `/@fs${ROOT}/site.config.yaml?raw`,
      `/@fs${ROOT}/package.json?import`,
    ];
    for (const url of requests) {
      const response = await fetch(`${origin}${encodeURI(url)}`);
      const body = await response.text();
      expect([403, 404], `${url} answered ${response.status}`).toContain(response.status);
      expect(body, url).not.toContain(SECRET);
    }
  }, 120_000);

  it('still serves the pages and every script and stylesheet they load', async () => {
    const home = await fetch(`${origin}/notes/public/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('Public note');
    expect(html).not.toContain(SECRET);
    const assets = parse(html)
      .querySelectorAll('script[src], link[rel="stylesheet"]')
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await fetch(new URL(asset, origin));
      expect(response.status, asset).toBe(200);
    }
  }, 120_000);
});
