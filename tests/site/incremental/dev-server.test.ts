// `npm run dev` shows an edit to a note without a restart: the open page reloads by itself, and the
// edited page, the pages it now links to and the pages that cite it are what a cold build writes,
// and so are the data files the dev server serves beside them (src/emit/dev-server.ts).
import type { ChildProcess } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../src/browser/chromium.ts';
import { ROOT, runBuild } from '../build-helper.ts';
import { START_LIMIT_MS, startDevServer } from '../dev-server-helper.ts';

const WORK = join(ROOT, '.build', `dev-server-test-${process.pid}`);
const CONTENT = join(WORK, 'content');
// A written note of the seed content, cited by an inquiring line, and a stub note it does not link to.
const NOTE = {
  file: 'notes/the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati.md',
  url: '/notes/the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati/',
};
const CITING_URL = '/inquiring-lines/why-do-rlhf-trained-models-struggle-with-proactive-emotional-attunement-in-conve/';
const STUB = {
  title: 'Can emotion rewards make language models genuinely empathic?',
  url: '/notes/can-emotion-rewards-make-language-models-genuinely-empathic/',
};
const MARKER = 'edited while the dev server ran';

let server: ChildProcess | undefined;
let origin = '';
let browser: Browser | undefined;

/** The `<main>` of a page as HTML: what the page shows of the content, with its scripts' URLs (a source file in dev, a bundle when built) left out. */
function mainOf(html: string, where: string): string {
  const main = parse(html).querySelector('main');
  if (!main) throw new Error(`${where} has no <main>`);
  for (const script of main.querySelectorAll('script[src]')) script.setAttribute('src', 'script');
  return main.outerHTML;
}

async function devMain(url: string): Promise<string> {
  const response = await fetch(`${origin}${url}`);
  expect(response.status, `${url} from the dev server`).toBe(200);
  return mainOf(await response.text(), `${url} from the dev server`);
}

beforeAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  await cp(join(ROOT, 'content'), CONTENT, { recursive: true });
  const started = await startDevServer(CONTENT);
  server = started.child;
  origin = started.origin;
  browser = await launchChromium();
}, START_LIMIT_MS + 60_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
  await rm(WORK, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('reloads the open page after a note is edited and serves what a cold build writes', async () => {
    if (!browser) throw new Error('Chromium did not start');
    const page = await browser.newPage();
    // The first page waits for the knowledge base and Vite's first transforms: slow on a loaded machine.
    page.setDefaultTimeout(180_000);
    await page.goto(`${origin}${NOTE.url}`);
    expect(await page.textContent('main')).not.toContain(MARKER);
    expect(await devMain(STUB.url)).not.toContain(NOTE.url);

    // A new claim (shown on the inquiring line that cites the note) and a link to a stub (its backlinks).
    const file = join(CONTENT, NOTE.file);
    const text = await readFile(file, 'utf8');
    const edited = text.replace(/^claim: '/m, `claim: 'Claim ${MARKER}. `);
    expect(edited).not.toBe(text);
    await writeFile(file, `${edited}\nIt bears on [[${STUB.title}]] too.\n`);

    // The browser reloads by itself: nobody navigates.
    await page.waitForFunction((marker) => document.querySelector('main')?.textContent?.includes(marker) === true, MARKER, { timeout: 120_000 });
    await page.close();

    const dev = { note: await devMain(NOTE.url), citing: await devMain(CITING_URL), stub: await devMain(STUB.url) };
    expect(dev.citing).toContain(MARKER);
    expect(dev.stub).toContain(NOTE.url);

    const dist = join(WORK, 'dist');
    const run = await runBuild(['--out', dist, '--cache-dir', join(WORK, 'cache')], { CONTENT_DIR: CONTENT });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const built = async (url: string): Promise<string> => mainOf(await readFile(join(dist, url, 'index.html'), 'utf8'), `${url} in the cold build`);
    expect(dev.note).toBe(await built(NOTE.url));
    expect(dev.citing).toBe(await built(CITING_URL));
    expect(dev.stub).toBe(await built(STUB.url));
    // The data files are the build's bytes too: the neighbourhood of the edited note (now linking
    // the stub) and the data export; the graph data has the same nodes (positions depend on the layout cache).
    const slug = NOTE.url.split('/')[2] ?? '';
    for (const file of [`graph/n/${slug}.json`, 'knowledge-base.json']) {
      const response = await fetch(`${origin}/${file}`);
      expect(response.status, file).toBe(200);
      expect(await response.text(), file).toBe(await readFile(join(dist, file), 'utf8'));
    }
    const graph = await fetch(`${origin}/graph/data.json`);
    expect(graph.headers.get('content-type')).toBe('application/json');
    const nodes = (data: unknown) => (data as { slug: unknown[] }).slug;
    expect(nodes(await graph.json())).toEqual(nodes(JSON.parse(await readFile(join(dist, 'graph', 'data.json'), 'utf8'))));
  }, 300_000);
});
