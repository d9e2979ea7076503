// The search index by delta (src/orchestrate/search-delta.ts) on a small site in shards of 20 pages,
// whose delta may hold 2 pages: a changed and an added page go into the delta and the shards are
// reused; a third page is more than the delta may hold, and the build folds the delta back into
// the shards; a build without delta folds it too.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deltaLimit, pageIds } from '../../src/orchestrate/search-delta.ts';
import { indexSite, type SearchIndexResult } from '../../src/orchestrate/search-index.ts';
import { linkTree } from '../../src/orchestrate/search-pagefind.ts';
import { ShardListSchema } from '../../src/schemas/search-manifest.ts';

const PAGES = 40;
const SHARD_PAGES = 20;
let work: string;

const page = (at: number, words = `topic${at} shared words`): string =>
  `<!DOCTYPE html><html lang="en"><head><title>Page ${at}</title></head><body>
<article data-pagefind-body><h1>Page ${at}</h1><p>${words}</p></article></body></html>`;

const file = (at: number): string => `notes/page-${at}/index.html`;
const url = (at: number): string => `/notes/page-${at}/`;

/** Writes page `at` into a site folder as a new file (never into a file linked from another output). */
async function writePage(site: string, at: number, words?: string): Promise<void> {
  await mkdir(join(site, 'notes', `page-${at}`), { recursive: true });
  await rm(join(site, file(at)), { force: true });
  await writeFile(join(site, file(at)), page(at, words));
}

/** A copy of a built site without its index: each page linked, as a rebuild's unchanged pages are. */
async function copySite(from: string, to: string): Promise<void> {
  await linkTree(join(work, from), join(work, to), (name) => name === 'pagefind');
}

/** Every fragment under an index folder (its shards' and delta's too), decompressed, as one text. */
async function allFragments(indexDir: string): Promise<string> {
  const entries = await readdir(indexDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.pf_fragment'));
  const texts = await Promise.all(files.map(async (entry) => gunzipSync(await readFile(join(entry.parentPath, entry.name))).toString('utf8')));
  return texts.join('\n');
}

async function shardList(site: string): Promise<ReturnType<typeof ShardListSchema.parse>> {
  return ShardListSchema.parse(JSON.parse(await readFile(join(work, site, 'pagefind', 'shards.json'), 'utf8')));
}

let first: SearchIndexResult;
let second: SearchIndexResult;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'search-delta-test-'));
  for (let at = 0; at < PAGES; at++) await writePage(join(work, 'one'), at);
  first = await indexSite(join(work, 'one'), { shardPages: SHARD_PAGES });
  // One page changed, one added.
  await copySite('one', 'two');
  await writePage(join(work, 'two'), 3, 'rewritten with quokkanew');
  await writePage(join(work, 'two'), PAGES, 'an added page');
  second = await indexSite(join(work, 'two'), {
    shardPages: SHARD_PAGES,
    previous: { dir: join(work, 'one'), manifest: first.manifest },
    rerendered: new Set([file(3), file(PAGES)]),
    delta: true,
  });
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('search index by delta', { timeout: 120_000 }, () => {
  it('puts the changed and the added page into the delta, reuses both shards and hides the changed page where its shard holds it', async () => {
    expect(deltaLimit(SHARD_PAGES)).toBe(2);
    expect(first.shards).toBe(2);
    expect(second.reusedShards).toBe(2);
    expect(second.deltaPages).toBe(2);
    expect(second.manifest.delta?.urls).toEqual([url(3), url(PAGES)].sort());
    const shard = first.manifest.shards.find((candidate) => candidate.urls.includes(url(3)))?.path ?? '';
    const ids = await pageIds(join(work, 'one', 'pagefind', shard), new Set([url(3)]));
    expect(second.manifest.delta?.stale).toEqual({ [url(3)]: ids.get(url(3)) });
    expect(await shardList('two')).toMatchObject({ delta: { path: 'delta/', hidden: [ids.get(url(3))] } });
    const delta = await allFragments(join(work, 'two', 'pagefind', 'delta'));
    expect(delta).toContain('quokkanew');
    expect(delta).toContain('an added page');
  });

  it('folds the delta back into the shards once it would hold more pages than a tenth of a shard', async () => {
    await copySite('two', 'three');
    await writePage(join(work, 'three'), 7, 'rewritten again with quokkathird');
    const third = await indexSite(join(work, 'three'), {
      shardPages: SHARD_PAGES,
      previous: { dir: join(work, 'two'), manifest: second.manifest },
      rerendered: new Set([file(7)]),
      delta: true,
    });
    expect(third.deltaPages).toBeUndefined();
    expect(third.manifest.delta).toBeUndefined();
    expect((await shardList('three')).delta).toBeUndefined();
    const text = await allFragments(join(work, 'three', 'pagefind'));
    expect(text).toContain('quokkanew');
    expect(text).toContain('quokkathird');
    expect(text).toContain('an added page');
    expect(text).not.toContain('topic3 shared');
    // The added page moved a shard's pages: both shards held a changed or added page.
    expect(third.reusedShards).toBe(0);
  });

  it('shows a page changed back to what its shard indexed from its shard again', async () => {
    await copySite('two', 'back');
    await writePage(join(work, 'back'), 3);
    const back = await indexSite(join(work, 'back'), {
      shardPages: SHARD_PAGES,
      previous: { dir: join(work, 'two'), manifest: second.manifest },
      rerendered: new Set([file(3)]),
      delta: true,
    });
    expect(back.deltaPages).toBe(2);
    expect(back.manifest.delta?.stale).toEqual({});
    expect((await shardList('back')).delta?.hidden).toEqual([]);
  });

  it('folds the delta back when a page of a shard is gone (deleted or withheld), so no file of the index holds its text', async () => {
    await copySite('two', 'gone');
    await rm(join(work, 'gone', 'notes', 'page-5'), { recursive: true });
    const gone = await indexSite(join(work, 'gone'), {
      shardPages: SHARD_PAGES,
      previous: { dir: join(work, 'two'), manifest: second.manifest },
      rerendered: new Set<string>(),
      delta: true,
    });
    expect(gone.deltaPages).toBeUndefined();
    expect(gone.manifest.delta).toBeUndefined();
    expect(gone.manifest.shards.flatMap((shard) => shard.urls)).not.toContain(url(5));
    const text = await allFragments(join(work, 'gone', 'pagefind'));
    expect(text).not.toContain('topic5 shared');
    expect(text).not.toContain(url(5));
    expect(text).toContain('quokkanew');
  });

  it('folds the delta back when a build indexes without one', async () => {
    await copySite('two', 'four');
    const plain = await indexSite(join(work, 'four'), {
      shardPages: SHARD_PAGES,
      previous: { dir: join(work, 'two'), manifest: second.manifest },
      rerendered: new Set<string>(),
    });
    expect(plain.manifest.delta).toBeUndefined();
    expect((await shardList('four')).delta).toBeUndefined();
    const text = await allFragments(join(work, 'four', 'pagefind'));
    expect(text).toContain('quokkanew');
    expect(text).not.toContain('topic3 shared');
  });
});
