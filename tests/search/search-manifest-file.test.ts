import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchManifest } from '../../src/schemas/search-manifest.ts';
import { readSearchManifest, removeSearchManifest, searchManifestFile, writeSearchManifest } from '../../src/site/build/search-manifest-file.ts';

let dir: string;
const manifest: SearchManifest = {
  version: 'pagefind 1.6.0, layout 1',
  shardPages: 2500,
  shards: [
    { path: '', urls: ['/notes/a/'], index: 'en_1' },
    { path: 'shard-1/', urls: ['/notes/b/', '/papers/c/'], index: 'en_2' },
  ],
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-manifest-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('search manifest file', () => {
  it('lives beside the knowledge-base cache', () => {
    expect(searchManifestFile('/x/.cache/kb.json')).toBe('/x/.cache/search-manifest.json');
  });

  it('reads back what was written, leaving no temporary file', async () => {
    const file = join(dir, 'search-manifest.json');
    await writeSearchManifest(file, manifest);
    await expect(readSearchManifest(file)).resolves.toEqual(manifest);
    await expect(readdir(dir)).resolves.toEqual(['search-manifest.json']);
    await removeSearchManifest(file);
    await expect(readSearchManifest(file)).resolves.toBeNull();
  });

  it('reads a damaged or foreign file as no manifest', async () => {
    const file = join(dir, 'bad.json');
    await writeFile(file, '{"version": 1');
    await expect(readSearchManifest(file)).resolves.toBeNull();
    await writeFile(file, JSON.stringify({ ...manifest, shards: [] }));
    await expect(readSearchManifest(file)).resolves.toBeNull();
  });
});
