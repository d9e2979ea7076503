// The Admonition plugin's code blocks as the site renders them: tests/fixtures/admonitions/input.md
// holds ` ```ad-<type> ` blocks as vaults that use the plugin write them (a custom type with only a
// `title:`, a folded one with a list and a link, one titled by its type) and one shown inside
// another fence, beside the body it renders to (expected.html): callouts, never code showing
// `title:` lines, and every link still at the line it is written on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { admonitionsAsCallouts } from '../../src/pipeline/parse/admonitions.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { renderBody } from '../../src/pipeline/render/render.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/admonitions');
const input = readFileSync(join(FIXTURE, 'input.md'), 'utf8');

describe('Admonition plugin blocks', () => {
  it('render as expected.html', () => {
    const parsed = parseFile('Heart failure.md' as ContentPath, input);
    const html = renderBody(
      parsed.tree,
      parsed.links.map(() => null),
    ).html;
    expect(`${html}\n`).toBe(readFileSync(join(FIXTURE, 'expected.html'), 'utf8'));
  });

  it('keep every line where it was written, so links and findings name the right line', () => {
    expect(admonitionsAsCallouts(input).split('\n')).toHaveLength(input.split('\n').length);
    const parsed = parseFile('Heart failure.md' as ContentPath, input);
    const line = input.split('\n').findIndex((l) => l.includes('[[beta blockers]]')) + 1;
    expect(parsed.links.map((l) => [l.target, l.line])).toEqual([['beta blockers', line]]);
  });

  it('leave a block never closed as the code block it is', () => {
    const open = 'Text\n\n```ad-note\ntitle: left open\n';
    expect(admonitionsAsCallouts(open)).toBe(open);
  });
});
