import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { fixture } from './helpers.ts';

const parse = (name: string) => parseFile(name as ContentPath, readFileSync(path.join(fixture('frontmatter'), name), 'utf8'));

describe('frontmatter errors', () => {
  it.each([
    ['yaml-syntax.md', 'yaml-syntax', 5, /not valid YAML/],
    ['missing-title.md', 'missing-field', 1, /"title" is missing; write e\.g\. title:/],
    ['unknown-kind.md', 'unknown-kind', 2, /kind "essay" is not a page kind; write one of: inquiry, note, paper, discussion/],
    ['wrong-type.md', 'invalid-field', 5, /"stub" should be true or false, not the text "maybe"/],
    ['related-item.md', 'invalid-field', 7, /"related\[1\]\.to" should be text, not number 42/],
    ['arxiv-number.md', 'invalid-field', 4, /"arxiv" should be text.*quoted/],
    ['bad-slug.md', 'invalid-slug', 4, /slug "\.\.\/\.\.\/etc\/passwd" is not a valid slug.*slug: etc-passwd/],
  ])('%s: %s at line %i', (name, code, line, message) => {
    const parsed = parse(name);
    expect(parsed.data).toBeNull();
    expect(parsed.findings).toHaveLength(1);
    expect(parsed.findings[0]).toMatchObject({ severity: 'error', code, file: name, line });
    expect(parsed.findings[0]?.message).toMatch(message);
  });

  it('reads a file without kind as a note titled by its file name', () => {
    const parsed = parse('Obsidian Style.md');
    expect(parsed.findings).toEqual([]);
    expect(parsed.data).toMatchObject({ kind: 'note', title: 'Obsidian Style', aliases: ['Other name'], tags: [] });
    expect(parsed.links.map((l) => l.target)).toEqual(['Elsewhere']);
  });

  it('reports every problem of a file, not the first only', () => {
    const parsed = parseFile('two.md' as ContentPath, '---\nkind: note\ntitle: 7\nstub: maybe\n---\n');
    expect(parsed.findings.map((f) => [f.code, f.line])).toEqual([
      ['invalid-field', 3],
      ['invalid-field', 4],
    ]);
  });
});

describe('frontmatter in other languages', () => {
  it.each(['js', 'javascript', 'coffee', 'json', 'toml', 'weird'])('rejects ---%s without evaluating it', (language) => {
    const g = globalThis as Record<string, unknown>;
    delete g['frontmatterRan'];
    const parsed = parseFile('x.md' as ContentPath, `---${language}\n{ title: (globalThis.frontmatterRan = true, "x"), kind: "note" }\n---\nbody\n`);
    expect(g['frontmatterRan']).toBeUndefined();
    expect(parsed.data).toBeNull();
    expect(parsed.findings).toMatchObject([{ severity: 'error', code: 'frontmatter-language', line: 1 }]);
  });
});
