import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import type { ContentPath } from '../../src/schemas/brand.ts';
import type { Frontmatter } from '../../src/schemas/frontmatter.ts';
import { parseFrontmatter } from '../../src/pipeline/parse/frontmatter.ts';

/** Absolute path of a file under tests/fixtures/import/. */
export function fixture(...parts: string[]): string {
  return fileURLToPath(new URL(`../fixtures/import/${parts.join('/')}`, import.meta.url));
}

/** The text of a fixture file. */
export function fixtureText(name: string): Promise<string> {
  return readFile(fixture(name), 'utf8');
}

/** The five seed exports, in file order. */
export const SEEDS = [
  '000_ddaa295abc77197a.txt',
  '001_baa3bf2f85c7a5d2.txt',
  '002_c2296cfb8cf802c3.txt',
  '003_4c0f18e7c1994fd2.txt',
  '004_473b9a0ca9f7453c.txt',
].map((f) => fixture('seeds', f));

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed after the test. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'import-test-'));
  made.push(dir);
  return dir;
}

/** Every file under `dir` (dot-files included) with the SHA-256 of its bytes, by relative path. */
export async function treeHashes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const abs = path.join(e.parentPath, e.name);
    out[path.relative(dir, abs)] = createHash('sha256')
      .update(await readFile(abs))
      .digest('hex');
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Reads one written content file back: its validated frontmatter (the test fails if it does not validate) and body. */
export async function readPage(dir: string, rel: string): Promise<{ fm: Frontmatter; body: string }> {
  const parsed = parseFrontmatter(rel as ContentPath, await readFile(path.join(dir, rel), 'utf8'));
  if (parsed.data === null) throw new Error(`${rel} does not validate: ${parsed.findings.map((f) => f.message).join('; ')}`);
  return { fm: parsed.data, body: parsed.body };
}

/** The `[[…]]` links of a Markdown body, as written. */
export function wikiLinks(body: string): string[] {
  return [...body.matchAll(/\[\[([^\]]+)\]\]/g)].map((m) => m[1] ?? '');
}
