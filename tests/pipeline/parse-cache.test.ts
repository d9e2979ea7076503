import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAll } from '../../src/pipeline/parse/parse-all.ts';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { readContent } from '../../src/pipeline/read/read.ts';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/pipeline/basic');
const made: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parse-cache-'));
  made.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('parse cache', () => {
  it('gives the same parses as parsing afresh, from the cache on the second build', async () => {
    const cacheDir = await tempDir();
    const { files } = await readContent(FIXTURE);
    const first = await parseAll(files, { cacheDir });
    await first.cacheWritten;
    const second = await parseAll(files, { cacheDir });
    expect(first.cached).toBe(0);
    expect(second.cached).toBe(files.length);
    expect(second.parsed).toEqual(files.map((f) => parseFile(f.path, f.text)));
  });

  it('parses again only the edited file and drops its stale entry', async () => {
    const content = await tempDir();
    const cacheDir = await tempDir();
    await cp(FIXTURE, content, { recursive: true });
    const before = await readContent(content);
    await (await parseAll(before.files, { cacheDir })).cacheWritten;
    const edited = before.files[0];
    if (!edited) throw new Error('the fixture has no files');
    await writeFile(path.join(content, edited.path), `${edited.text}\nOne more paragraph.\n`);
    const after = await readContent(content);
    const result = await parseAll(after.files, { cacheDir });
    await result.cacheWritten;
    expect(result.cached).toBe(after.files.length - 1);
    expect(result.parsed[0]).toEqual(parseFile(edited.path, `${edited.text}\nOne more paragraph.\n`));
    const [version] = await readdir(cacheDir);
    expect(await readdir(path.join(cacheDir, version ?? ''))).toHaveLength(after.files.length);
  });

  it('builds the same knowledge base with and without the cache', async () => {
    const cacheDir = await tempDir();
    const plain = await buildKnowledgeBase({ contentDir: FIXTURE });
    await buildKnowledgeBase({ contentDir: FIXTURE, cacheDir });
    const warm = await buildKnowledgeBase({ contentDir: FIXTURE, cacheDir });
    expect(warm).toEqual(plain);
  });
});

describe('parser version', () => {
  it('covers every module parseFile runs, so no change to them can leave stale cache entries', async () => {
    const { readFile } = await import('node:fs/promises');
    const { VERSION_SOURCES } = await import('../../src/pipeline/parse/parse-cache.ts');
    const pipeline = path.join(import.meta.dirname, '../../src/pipeline');
    const covered = (file: string): boolean => {
      const rel = path.relative(pipeline, file).split(path.sep).join('/');
      return VERSION_SOURCES.some((source) => (source.endsWith('/') ? rel.startsWith(source) && !rel.slice(source.length).includes('/') : rel === source));
    };
    const seen = new Set<string>();
    const queue = [path.join(pipeline, 'parse/parse-file.ts')];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const text = await readFile(file, 'utf8');
      for (const m of text.matchAll(/^import (?!type )[^;]*?from '(\.{1,2}\/[^']+)'/gm)) queue.push(path.resolve(path.dirname(file), m[1] ?? ''));
    }
    expect(seen.size).toBeGreaterThan(5);
    expect([...seen].filter((file) => !covered(file))).toEqual([]);
  });
});
