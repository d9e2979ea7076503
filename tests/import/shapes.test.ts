import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/run-import.ts';
import { tempDir, treeHashes } from './helpers.ts';

// Each folder under shapes/ is one case: `input/` holds exports written from the reference site's
// format (both hosts, full and compact, header variants, partial pages, citation pairs, papers);
// `expected/` holds the content files the import must write and `findings.txt` the findings it
// must report about the inputs (severity, code, file and line). UPDATE_SHAPES=1 rewrites `expected/`
// from the importer's output, to be read and checked by hand before it is committed.
const SHAPES = fileURLToPath(new URL('./shapes/', import.meta.url));
const CASES = (await readdir(SHAPES, { withFileTypes: true }))
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** Every Markdown file under `dir`, by relative `/`-separated path, with its text. */
async function markdownTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith('.md')) continue;
    const abs = path.join(e.parentPath, e.name);
    out[path.relative(dir, abs).split(path.sep).join('/')] = await readFile(abs, 'utf8');
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

async function importCase(name: string, out: string, files?: string[]) {
  const cwd = path.join(SHAPES, name);
  return runImport({ paths: files ?? ['input'], outDir: out, cwd });
}

async function inputs(name: string): Promise<string[]> {
  return (await readdir(path.join(SHAPES, name, 'input'))).sort().map((f) => `input/${f}`);
}

describe.each(CASES)('importing the %s exports', (name) => {
  const expectedDir = path.join(SHAPES, name, 'expected');

  it('writes the expected content files and reports the expected findings', async () => {
    const out = await tempDir();
    const result = await importCase(name, out);
    const tree = await markdownTree(out);
    const findings = result.findings
      .filter((f) => f.file?.startsWith('input/'))
      .map((f) => `${f.severity} ${f.code} ${f.file}${f.line === null ? '' : `:${f.line}`}`);
    if (process.env['UPDATE_SHAPES'] === '1') {
      await rm(expectedDir, { recursive: true, force: true });
      for (const [rel, text] of Object.entries(tree)) {
        await mkdir(path.dirname(path.join(expectedDir, rel)), { recursive: true });
        await writeFile(path.join(expectedDir, rel), text);
      }
      await writeFile(path.join(expectedDir, 'findings.txt'), `${findings.join('\n')}\n`);
    }
    expect(tree).toEqual(await markdownTree(expectedDir));
    expect(findings).toEqual((await readFile(path.join(expectedDir, 'findings.txt'), 'utf8')).trimEnd().split('\n'));
    expect(result.findings.filter((f) => f.code === 'line-not-placed' || f.code === 'unknown-export')).toEqual([]);
  });

  it('changes no byte when imported again, and gives the same files one export at a time in either order', async () => {
    const together = await tempDir();
    await importCase(name, together);
    const before = await treeHashes(together);
    const again = await importCase(name, together);
    expect(await treeHashes(together)).toEqual(before);
    expect(again.summary.files).toMatchObject({ create: 0, update: 0, removed: 0 });
    const files = await inputs(name);
    for (const order of [files, [...files].reverse()]) {
      const one = await tempDir();
      for (const f of order) await importCase(name, one, [f]);
      expect(await markdownTree(one)).toEqual(await markdownTree(together));
    }
  }, 30_000);
});
