// A vault's `preamble.sty` (the Extended MathJax plugin's file at the vault root) defines commands
// for every formula of every note: read with the folder, reported line by line where KaTeX cannot
// read a definition, and part of each note's parse-cache key, so an edit to it draws the formulas again.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readAndParse } from '../../src/pipeline/parse/read-and-parse.ts';
import { rereadChanged } from '../../src/pipeline/parse/reread.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import type { ParsedFile } from '../../src/schemas/parsed-file.ts';
import { ROOT } from '../site/build-helper.ts';

const FIXTURE = join(ROOT, 'tests', 'fixtures', 'math', 'vault-preamble');
let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A copy of the fixture as a vault folder: its note and its `preamble.sty`. */
async function vault(): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'preamble-'));
  await cp(join(FIXTURE, 'input.md'), join(dir, 'Vectors.md'));
  await cp(join(FIXTURE, 'preamble.sty'), join(dir, 'preamble.sty'));
  return dir;
}

/** The MathML of every formula of a parse, in order. */
function mathml(parsed: ParsedFile | undefined): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const drawn = (node as { data?: { mathml?: string } }).data?.mathml;
    if (drawn !== undefined) out.push(drawn);
    for (const child of (node as { children?: unknown[] }).children ?? []) walk(child);
  };
  walk(parsed?.tree);
  return out;
}

describe("a vault's preamble.sty", () => {
  it("draws every note's formulas with its commands, and names each definition KaTeX cannot read", async () => {
    const read = await readAndParse(await vault(), {});
    const note = read.parsed.find((p) => p.file === 'Vectors.md');
    const [inline, length, display] = mathml(note);
    // `\R` is `\set{R}`, `\vect` bold, `\pd` a fraction of partials and `\rank` an operator name.
    expect(inline).toMatch(/<mi mathvariant="bold">v<\/mi>.*<mi mathvariant="double-struck">R<\/mi>/s);
    expect(length).toContain('<mo fence="true">∥</mo>');
    expect(display).toMatch(/<mfrac><mrow><mi mathvariant="normal">∂<\/mi><mi>f<\/mi><\/mrow>/);
    expect(display).toContain('<mi mathvariant="normal">rank</mi>');
    expect(note?.findings.map((f) => `${f.line} ${f.code}`)).toEqual(['8 math-error']);
    const preamble = read.findings.filter((f) => f.code === 'math-preamble');
    expect(preamble.map((f) => [f.file, f.line, f.severity])).toEqual([['preamble.sty', 2, 'warning']]);
    expect(preamble[0]?.message).toContain('Undefined control sequence: \\usepackage');
  });

  it('without one, the same note shows the commands as source', async () => {
    const folder = await vault();
    await rm(join(folder, 'preamble.sty'));
    const read = await readAndParse(folder, {});
    const note = read.parsed.find((p) => p.file === 'Vectors.md');
    expect(note?.findings.filter((f) => f.code === 'math-error')).toHaveLength(4);
    expect(read.findings.filter((f) => f.code === 'math-preamble')).toEqual([]);
  });

  it('parses a note again from the cache when only the preamble changed', async () => {
    const folder = await vault();
    const cacheDir = join(folder, '.cache');
    const first = await readAndParse(folder, { cacheDir });
    expect(first.cached).toBe(0);
    expect((await readAndParse(folder, { cacheDir })).cached).toBe(1);
    await writeFile(join(folder, 'preamble.sty'), '\\newcommand{\\vect}[1]{\\vec{#1}}\n');
    const edited = await readAndParse(folder, { cacheDir });
    expect(edited.cached).toBe(0);
    expect(mathml(edited.parsed.find((p) => p.file === 'Vectors.md'))[0]).toContain('<mo>⃗</mo>');
  });

  it('parses every note again when the dev server or --watch reports the preamble saved', async () => {
    const folder = await vault();
    const first = await readAndParse(folder, {});
    await writeFile(join(folder, 'preamble.sty'), '\\newcommand{\\vect}[1]{\\vec{#1}}\n');
    const saved = await rereadChanged(folder, {}, first, new Set(['preamble.sty' as ContentPath]));
    expect(mathml(saved.parsed.find((p) => p.file === 'Vectors.md'))[0]).toContain('<mo>⃗</mo>');
  });
});
