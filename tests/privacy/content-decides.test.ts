// A rebuild decides every page from its content: a note made private by an edit that keeps its size
// and modification time (`touch -r`) is withheld by the next build, and an unchanged file's parse
// still comes from the cache (by its content hash), so the warm build parses only what changed.
import { cp, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { readAndParse } from '../../src/pipeline/parse/read-and-parse.ts';
import { readContent } from '../../src/pipeline/read/read.ts';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/pipeline/basic');
const made: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-decides-'));
  made.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of the fixture whose files are dated an hour ago. */
async function content(): Promise<string> {
  const dir = await tempDir();
  await cp(FIXTURE, dir, { recursive: true });
  const past = new Date(Date.now() - 3_600_000);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) await utimes(path.join(entry.parentPath, entry.name), past, past);
  }
  return dir;
}

describe('an incremental build decides privacy from content', () => {
  it('withholds a note made private by an edit that keeps its size and modification time', async () => {
    const dir = await tempDir();
    const cacheDir = await tempDir();
    const note = path.join(dir, 'Plans.md');
    const publicText = '---\npublish: true \n---\nPRIVSAMESIZE3b9d plans.\n';
    const privateText = '---\npublish: false\n---\nPRIVSAMESIZE3b9d plans.\n';
    expect(privateText.length).toBe(publicText.length);
    const past = new Date(Date.now() - 3_600_000);
    await writeFile(note, publicText);
    await utimes(note, past, past);
    await writeFile(path.join(dir, 'Other.md'), 'Other note.\n');
    const first = await buildKnowledgeBase({ contentDir: dir, cacheDir });
    expect(first.pages.map((p) => p.title)).toEqual(['Other', 'Plans']);

    const before = await stat(note);
    await writeFile(note, privateText);
    await utimes(note, past, past);
    const after = await stat(note);
    expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);

    const second = await buildKnowledgeBase({ contentDir: dir, cacheDir });
    expect(second.pages.map((p) => p.title)).toEqual(['Other']);
    expect(JSON.stringify(second)).not.toContain('PRIVSAMESIZE3b9d');
  });

  it('parses every file once, then none, then only the edited one, with the same parses as a fresh parse', async () => {
    const dir = await content();
    const cacheDir = await tempDir();
    const expected = async () => (await readContent(dir)).files.map((f) => parseFile(f.path, f.text));

    const first = await readAndParse(dir, { cacheDir });
    await first.cacheWritten;
    expect(first.cached).toBe(0);
    const second = await readAndParse(dir, { cacheDir });
    await second.cacheWritten;
    expect(second.read).toBe(first.parsed.length);
    expect(second.cached).toBe(first.parsed.length);
    expect(second.parsed).toEqual(await expected());

    const edited = (await readContent(dir)).files[0];
    if (!edited) throw new Error('the fixture has no files');
    const file = path.join(dir, edited.path);
    const old = await readFile(file, 'utf8');
    // The same size and time, other bytes.
    const before = await stat(file);
    await writeFile(
      file,
      old.replace(/[a-z](?=[^a-z]*$)/, (c) => (c === 'x' ? 'y' : 'x')),
    );
    await utimes(file, before.atime, before.mtime);
    expect((await stat(file)).size).toBe(before.size);
    const third = await readAndParse(dir, { cacheDir });
    expect(third.cached).toBe(first.parsed.length - 1);
    expect(third.parsed).toEqual(await expected());
  });
});
