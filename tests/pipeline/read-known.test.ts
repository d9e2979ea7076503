// A rebuild does not read the content files whose size and modification time are unchanged since
// the last build: their parses come from the cache by the key the cache's index recorded.
import { cp, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { readAndParse } from '../../src/pipeline/parse/read-and-parse.ts';
import { knownFiles } from '../../src/pipeline/read/read-known.ts';
import { readContent } from '../../src/pipeline/read/read.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/pipeline/basic');
const made: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'read-known-'));
  made.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of the fixture whose files are dated an hour ago (older than any index written now). */
async function content(): Promise<string> {
  const dir = await tempDir();
  await cp(FIXTURE, dir, { recursive: true });
  const past = new Date(Date.now() - 3_600_000);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) await utimes(path.join(entry.parentPath, entry.name), past, past);
  }
  return dir;
}

describe('known files', () => {
  const a = 'notes/a.md' as ContentPath;
  const stat = { size: 10, mtimeMs: 1_000 };
  const index = { savedAt: 5_000, files: { [a]: { ...stat, key: 'k' } } };
  it('knows a file whose size and time match the index', () => {
    expect(knownFiles([a], [stat], index).get(a)).toEqual({ path: a, key: 'k' });
  });
  it('reads a file whose size or time changed, that the index lacks, or with no index', () => {
    expect(knownFiles([a], [{ ...stat, size: 11 }], index).size).toBe(0);
    expect(knownFiles([a], [{ ...stat, mtimeMs: 1_001 }], index).size).toBe(0);
    expect(knownFiles([a], [stat], { savedAt: 5_000, files: {} }).size).toBe(0);
    expect(knownFiles([a], [stat], null).size).toBe(0);
  });
  it('reads a file written within a second before the index, whose time may hide a second write', () => {
    expect(knownFiles([a], [{ ...stat, mtimeMs: 4_500 }], { savedAt: 5_000, files: { [a]: { size: 10, mtimeMs: 4_500, key: 'k' } } }).size).toBe(0);
  });
});

describe('readAndParse', () => {
  it('reads every file once, then none, then only the edited one, with the same parses as a fresh parse', async () => {
    const dir = await content();
    const cacheDir = await tempDir();
    const expected = async () => (await readContent(dir)).files.map((f) => parseFile(f.path, f.text));

    const first = await readAndParse(dir, { cacheDir });
    expect(first.read).toBe(first.parsed.length);
    const second = await readAndParse(dir, { cacheDir });
    expect(second.read).toBe(0);
    expect(second.cached).toBe(first.parsed.length);
    expect(second.parsed).toEqual(await expected());

    const edited = (await readContent(dir)).files[0];
    if (!edited) throw new Error('the fixture has no files');
    await writeFile(path.join(dir, edited.path), `${edited.text}\nOne more line.\n`);
    const third = await readAndParse(dir, { cacheDir });
    expect(third.read).toBe(1);
    expect(third.parsed).toEqual(await expected());
  });

  it('reads a known file again when its cache entry has gone', async () => {
    const dir = await content();
    const cacheDir = await tempDir();
    const first = await readAndParse(dir, { cacheDir });
    const [version] = await readdir(cacheDir);
    if (version === undefined) throw new Error('the cache holds no version folder');
    const entries = (await readdir(path.join(cacheDir, version))).filter((name) => name !== 'files.json');
    await rm(path.join(cacheDir, version, entries[0] ?? ''));
    const second = await readAndParse(dir, { cacheDir });
    expect(second.read).toBe(1);
    expect(second.parsed).toEqual(first.parsed);
  });
});
