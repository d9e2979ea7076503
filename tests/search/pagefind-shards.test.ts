import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The browser side of the sharded index, against a stand-in pagefind.js that records its calls
// and a stubbed fetch serving shards.json.
const FAKE_PAGEFIND = `
export const calls = [];
export async function options(o) { calls.push(['options', o]); }
export async function init() { calls.push(['init']); }
export async function mergeIndex(path, o) { calls.push(['mergeIndex', path, o]); }
export async function search() { return { results: [], unfilteredResultCount: 0, filters: {} }; }
export async function debouncedSearch() { return null; }
export async function filters() { return {}; }
export async function preload() {}
`;

let site: string;

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'pagefind-shards-'));
  await mkdir(join(site, 'pagefind'));
  await writeFile(join(site, 'pagefind', 'pagefind.js'), FAKE_PAGEFIND);
});

afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Serves `body` (status `status`) for shards.json; returns the fetched URLs. */
function serveShardList(body: string, status = 200): string[] {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return new Response(body, { status });
  });
  return fetched;
}

async function load(): Promise<unknown> {
  const api = await import('../../src/client/search/pagefind-api.ts');
  return api.loadSearchIndex(`${site}/`);
}

describe('loading a sharded index in the browser', () => {
  it('merges every listed shard, with the options the first index got', async () => {
    const fetched = serveShardList(JSON.stringify({ shards: ['shard-1/', 'shard-2/'] }));
    await load();
    const fake = (await import(/* @vite-ignore */ join(site, 'pagefind', 'pagefind.js'))) as { calls: unknown[][] };
    const options = { baseUrl: `${site}/`, excerptLength: 24 };
    expect(fetched).toEqual([`${site}/pagefind/shards.json`]);
    expect(fake.calls).toEqual([
      ['options', options],
      ['init'],
      ['mergeIndex', `${site}/pagefind/shard-1/`, options],
      ['mergeIndex', `${site}/pagefind/shard-2/`, options],
    ]);
  });

  it('merges a shard of another language in that language', async () => {
    serveShardList(JSON.stringify({ shards: ['shard-1/', 'shard-2/'], languages: { 'shard-2/': 'zh' } }));
    await load();
    const fake = (await import(/* @vite-ignore */ join(site, 'pagefind', 'pagefind.js'))) as { calls: unknown[][] };
    const options = { baseUrl: `${site}/`, excerptLength: 24 };
    expect(fake.calls.slice(2)).toEqual([
      ['mergeIndex', `${site}/pagefind/shard-1/`, options],
      ['mergeIndex', `${site}/pagefind/shard-2/`, { ...options, language: 'zh' }],
    ]);
  });

  it('says the index must be rebuilt when shards.json is missing', async () => {
    serveShardList('not found', 404);
    await expect(load()).rejects.toThrow(/shard list .*shards\.json could not be loaded \(Error: HTTP 404\); it is written by npm run build/);
  });

  it('refuses a shard list naming paths outside the index', async () => {
    serveShardList(JSON.stringify({ shards: ['../elsewhere/'] }));
    await expect(load()).rejects.toThrow(/shards\.json is not a shard list this site can use; rebuild the site/);
    await expect(load()).rejects.toMatchObject({ name: 'SearchIndexError' });
  });
});
