import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchManifestSchema, type SearchManifest } from '../../src/schemas/search-manifest.ts';
import { indexSite, type SearchIndexResult } from '../../src/orchestrate/search-index.ts';
import { linkTree } from '../../src/orchestrate/search-pagefind.ts';
import { shardOf } from '../../src/orchestrate/search-shards.ts';

// A small site shaped like ours (body, kind filter, ignored backlinks), indexed in shards of 10 pages.
const PAGES = 40;
const SHARD_PAGES = 10;
let work: string;

function html(at: number, words = `topic${at} shared words`, backlinks = 'no backlinks yet'): string {
  const kind = at % 2 === 0 ? 'note' : 'paper';
  return `<!DOCTYPE html><html lang="en"><head><title>Page ${at}</title></head><body><nav>Site</nav>
<article data-pagefind-body><h1>Page ${at}</h1><span hidden data-pagefind-filter="kind">${kind}</span><p>${words}</p>
<section data-pagefind-ignore><h2>Cited by</h2><p>${backlinks}</p></section></article></body></html>`;
}

async function writeSite(dir: string, page: (at: number) => string): Promise<void> {
  for (let at = 0; at < PAGES; at++) {
    await mkdir(join(dir, 'notes', `page-${at}`), { recursive: true });
    await writeFile(join(dir, 'notes', `page-${at}`, 'index.html'), page(at));
  }
  // A page Pagefind does not index: no body element.
  await writeFile(join(dir, 'index.html'), '<html><body><h1>Home</h1></body></html>');
}

/** Every fragment of an index folder (one shard, its own files only), decompressed, as one text. */
async function fragments(indexDir: string): Promise<string> {
  const dir = join(indexDir, 'fragment');
  const names = await readdir(dir);
  const texts = await Promise.all(names.map(async (name) => gunzipSync(await readFile(join(dir, name))).toString('utf8')));
  return texts.join('\n');
}

const allFiles = new Set(Array.from({ length: PAGES }, (_, at) => `notes/page-${at}/index.html`));
let first: SearchIndexResult;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'search-index-test-'));
  await writeSite(join(work, 'one'), (at) => html(at));
  first = await indexSite(join(work, 'one'), { shardPages: SHARD_PAGES });
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('sharded search index', { timeout: 120_000 }, () => {
  it('indexes every page with a body once, in ceil(pages / shardPages) shards, and lists the extra shards', async () => {
    expect(first.pageCount).toBe(PAGES);
    expect(first.shards).toBe(4);
    expect(first.reusedShards).toBe(0);
    const manifest = SearchManifestSchema.parse(first.manifest);
    expect(manifest.shards.flatMap((shard) => shard.urls).sort()).toEqual(Array.from({ length: PAGES }, (_, at) => `/notes/page-${at}/`).sort());
    const list: unknown = JSON.parse(await readFile(join(work, 'one', 'pagefind', 'shards.json'), 'utf8'));
    expect(list).toEqual({ shards: ['shard-1/', 'shard-2/', 'shard-3/'] });
    for (const shard of manifest.shards) {
      const entry = JSON.parse(await readFile(join(work, 'one', 'pagefind', shard.path, 'pagefind-entry.json'), 'utf8')) as {
        languages: { en: { page_count: number } };
      };
      expect(entry.languages.en.page_count).toBe(shard.urls.length);
    }
    // Only the first shard carries Pagefind's script and WebAssembly; the browser loads them from there.
    await expect(stat(join(work, 'one', 'pagefind', 'pagefind.js'))).resolves.toBeTruthy();
    await expect(stat(join(work, 'one', 'pagefind', 'shard-1', 'pagefind.js'))).rejects.toThrow(/ENOENT/);
    await expect(readdir(work)).resolves.toEqual(['one']);
    expect((await readdir(join(work, 'one'))).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('reuses every shard when the re-rendered pages changed only inside ignored sections', async () => {
    await writeSite(join(work, 'two'), (at) => html(at, undefined, `now cited by page ${at + 1}`));
    const again = await indexSite(join(work, 'two'), {
      shardPages: SHARD_PAGES,
      previous: { dir: join(work, 'one'), manifest: first.manifest },
      rerendered: allFiles,
    });
    expect(again.reusedShards).toBe(4);
    expect(again.pageCount).toBe(PAGES);
    expect(again.manifest).toEqual(first.manifest);
    const list: unknown = JSON.parse(await readFile(join(work, 'two', 'pagefind', 'shards.json'), 'utf8'));
    expect(list).toEqual({ shards: ['shard-1/', 'shard-2/', 'shard-3/'] });
    await expect(stat(join(work, 'two', 'pagefind', 'shard-3', 'pagefind-entry.json'))).resolves.toBeTruthy();
  });

  it('indexes again exactly the shard of a page whose body changed, and its new words are in the index', async () => {
    await writeSite(join(work, 'three'), (at) => html(at, at === 7 ? 'topic7 rewritten with zeppelin' : undefined));
    const manifest: SearchManifest = first.manifest;
    const again = await indexSite(join(work, 'three'), {
      shardPages: SHARD_PAGES,
      previous: { dir: join(work, 'one'), manifest },
      rerendered: new Set(['notes/page-7/index.html']),
    });
    expect(again.reusedShards).toBe(3);
    const shard = manifest.shards.find((candidate) => candidate.urls.includes('/notes/page-7/'));
    if (!shard) throw new Error('page 7 is in no shard');
    await expect(fragments(join(work, 'three', 'pagefind', shard.path))).resolves.toContain('zeppelin');
    await expect(fragments(join(work, 'one', 'pagefind', shard.path))).resolves.not.toContain('zeppelin');
  });

  it('does not reuse a shard whose folder holds another index than the manifest records', async () => {
    // Build three's index (page 7 rewritten) described by build one's manifest, as if a build's manifest had been lost.
    await writeSite(join(work, 'five'), (at) => html(at));
    const again = await indexSite(join(work, 'five'), {
      shardPages: SHARD_PAGES,
      previous: { dir: join(work, 'three'), manifest: first.manifest },
      rerendered: new Set<string>(),
    });
    expect(again.reusedShards).toBe(3);
    expect(again.manifest).toEqual(first.manifest);
  });

  it('reuses nothing when a page is added to a shard, or the previous index came from another version', async () => {
    await linkTree(join(work, 'one'), join(work, 'four'), (name) => name === 'pagefind');
    await writeSite(join(work, 'four'), (at) => html(at));
    await mkdir(join(work, 'four', 'notes', 'new'), { recursive: true });
    await writeFile(join(work, 'four', 'notes', 'new', 'index.html'), html(99));
    const previous = { dir: join(work, 'one'), manifest: first.manifest };
    const added = await indexSite(join(work, 'four'), { shardPages: SHARD_PAGES + 1, previous, rerendered: new Set(['notes/new/index.html']) });
    expect(added.shards).toBe(4);
    expect(added.reusedShards).toBe(3);
    expect(added.manifest.shards[shardOf('/notes/new/', 4)]?.urls).toContain('/notes/new/');
    const other = await indexSite(join(work, 'four'), {
      shardPages: SHARD_PAGES + 1,
      previous: { ...previous, manifest: { ...first.manifest, version: 'pagefind 0.1.0, layout 1' } },
      rerendered: new Set<string>(),
    });
    expect(other.reusedShards).toBe(0);
  });

  it("fails with Pagefind's own message when there is nothing to index, leaving no staging folder", async () => {
    await mkdir(join(work, 'empty'));
    await writeFile(join(work, 'empty', 'index.html'), '');
    await expect(indexSite(join(work, 'empty'), { pages: [] })).rejects.toThrow(/Pagefind failed indexing .* \(exit 1\):[\s\S]*not able to build an index/);
    expect((await readdir(join(work, 'empty'))).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('keeps the old call: indexSite(dir) indexes every page into <dir>/pagefind and returns the page count', async () => {
    // A staging folder left by an interrupted run is removed, not indexed.
    await mkdir(join(work, 'one', '.pagefind-staging-old', 'notes', 'page-1'), { recursive: true });
    await writeFile(join(work, 'one', '.pagefind-staging-old', 'notes', 'page-1', 'index.html'), html(1));
    await expect(indexSite(join(work, 'one'))).resolves.toBe(PAGES);
    await expect(readdir(join(work, 'one'))).resolves.not.toContain('.pagefind-staging-old');
    const list: unknown = JSON.parse(await readFile(join(work, 'one', 'pagefind', 'shards.json'), 'utf8'));
    expect(list).toEqual({ shards: [] });
  });
});
