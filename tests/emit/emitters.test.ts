// The outputs as one ordered list (src/emit/emitters.ts): every Astro route is one emitter's, the
// stages run in order, and `astro dev` answers for a data emitter's file with the bytes a build writes.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripBase } from '../../src/core/base-path.ts';
import { serveDataEmitters } from '../../src/emit/dev-server.ts';
import { EMIT_STAGES, type EmitInput } from '../../src/emit/emitter.ts';
import { dataEmitters, EMITTERS } from '../../src/emit/emitters.ts';
import { neighbourhoodJson } from '../../src/emit/neighbourhoods.ts';
import { buildKnowledgeBase, toExport } from '../../src/pipeline/knowledge-base.ts';
import { ROOT } from '../site/build-helper.ts';

const VAULT = join(ROOT, 'tests', 'fixtures', 'vault');
const ATTACHMENT = 'assets/drop-in-grounding.png';
let work = '';
let input: EmitInput;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'emitters-'));
  const kb = await buildKnowledgeBase({ contentDir: VAULT, workers: 1 });
  input = { kb, contentDir: VAULT, layoutFile: join(work, 'graph-layout.json'), extraFiles: [] };
});

afterAll(async () => {
  if (work !== '') await rm(work, { recursive: true, force: true });
});

/** The route files of src/pages/ (relative to it), leaving out the `_`-prefixed helpers Astro does not route. */
async function routeFiles(dir = join(ROOT, 'src', 'pages')): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('_'))
    .map((entry) =>
      relative(join(ROOT, 'src', 'pages'), join(entry.parentPath, entry.name))
        .split('\\')
        .join('/'),
    );
}

/** What the dev server's middleware does with one request: the answer it sent, or `next` when it left the request to Astro. */
async function devRequest(url: string, base = '/sub/'): Promise<{ status: number; type: string; body: Buffer } | 'next'> {
  const middleware = serveDataEmitters({ sitePath: (path) => stripBase(base, path), input: async () => input, onError: () => undefined });
  return new Promise((resolve) => {
    const headers = new Map<string, string>();
    const response = {
      statusCode: 0,
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      end(body?: string | Uint8Array) {
        resolve({ status: this.statusCode, type: headers.get('content-type') ?? '', body: Buffer.from(body ?? '') });
      },
    };
    middleware({ method: 'GET', url } as IncomingMessage, response as unknown as ServerResponse, () => resolve('next'));
  });
}

describe('the emitters', () => {
  it('name every route of src/pages/ once: .astro pages by the pages emitter, each endpoint by its own', async () => {
    const named = EMITTERS.flatMap((emitter) => (emitter.by === 'astro' ? emitter.routes : []));
    for (const route of await routeFiles()) {
      const owners = route.endsWith('.astro') ? named.filter((name) => name === '**/*.astro') : named.filter((name) => name === route);
      expect(owners, route).toHaveLength(1);
    }
    for (const name of named.filter((n) => n !== '**/*.astro')) expect(await routeFiles(), name).toContain(name);
  });

  it('are listed in the order of their stages, with unique names', () => {
    const order = EMITTERS.map((emitter) => EMIT_STAGES.indexOf(emitter.stage));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(EMITTERS.map((emitter) => emitter.name)).size).toBe(EMITTERS.length);
  });

  it('give each file of the output one owner', () => {
    const files = [
      'index.html',
      'notes/x/index.html',
      '404.html',
      '_astro/page.abc.js',
      'favicon.svg',
      'previews/a1.json',
      'rss.xml',
      'sitemap.xml',
      'theme.css',
      'graph/data.json',
      'graph/n/x.json',
      `attachments/${ATTACHMENT}`,
      'knowledge-base.json',
      'pagefind/pagefind.js',
      '.build-state.json',
    ];
    for (const file of files)
      expect(
        EMITTERS.filter((emitter) => emitter.owns(file)).map((emitter) => emitter.name),
        file,
      ).toHaveLength(1);
  });

  it('write every data file in a build: at the stage the render process runs, or (neighbourhoods) before the render', () => {
    for (const emitter of dataEmitters()) expect(emitter.write === undefined, emitter.name).toBe(emitter.stage === 'before render');
  });
});

describe('astro dev', () => {
  it('serves a neighbourhood file under the base path, the bytes a build writes', async () => {
    const page = input.kb.pages[0];
    if (page === undefined) throw new Error('the fixture vault has no page');
    const answer = await devRequest(`/sub/graph/n/${encodeURIComponent(page.slug)}.json`);
    if (answer === 'next') throw new Error('the neighbourhood file was left to Astro');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/json');
    expect(answer.body.toString('utf8')).toBe(neighbourhoodJson(input.kb, page.slug));
  });

  it('serves the graph data and the data export, as the build writes them', async () => {
    const graph = await devRequest('/sub/graph/data.json?v=1');
    if (graph === 'next') throw new Error('the graph data was left to Astro');
    const data = JSON.parse(graph.body.toString('utf8')) as { slug?: unknown[] };
    expect(data.slug).toHaveLength(input.kb.pages.length);
    const written = join(work, 'out');
    const graphData = dataEmitters().find((emitter) => emitter.owns('graph/data.json'));
    await graphData?.write?.(written, input);
    expect(graph.body.toString('utf8')).toBe(await readFile(join(written, 'graph', 'data.json'), 'utf8'));

    const exported = await devRequest('/sub/knowledge-base.json');
    if (exported === 'next') throw new Error('the data export was left to Astro');
    expect(exported.body.toString('utf8')).toBe(JSON.stringify(toExport(input.kb)));
  });

  it('serves an attachment a page links, and nothing else of the content folder', async () => {
    expect(input.kb.pages.some((page) => page.attachments?.includes(ATTACHMENT))).toBe(true);
    const image = await devRequest(`/sub/attachments/${ATTACHMENT}`);
    if (image === 'next') throw new Error('the attachment was left to Astro');
    expect(image.type).toBe('image/png');
    expect(image.body.equals(await readFile(join(VAULT, ATTACHMENT)))).toBe(true);
    expect(await devRequest('/sub/attachments/Start%20here.md')).toBe('next');
    expect(await devRequest('/sub/attachments/../Start%20here.md')).toBe('next');
  });

  it('leaves pages, unknown slugs and other methods to Astro', async () => {
    expect(await devRequest('/sub/notes/face-saving/')).toBe('next');
    expect(await devRequest('/sub/graph/n/no-such-page.json')).toBe('next');
    expect(await devRequest('/sub/rss.xml')).toBe('next');
  });
});
