// The headings a page lists under "On this page" (and in the phone's contents), from
// tests/fixtures/heading-outline/input.md, headings holding inline math, beside expected.json: each
// heading's level, anchor and text, a formula read as its symbols without its TeX source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { renderBody } from '../../src/pipeline/render/render.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/heading-outline');

describe("a page's outline of headings", () => {
  it('lists each heading as expected.json says, math read without its TeX', () => {
    const parsed = parseFile('Value estimates.md' as ContentPath, readFileSync(join(FIXTURE, 'input.md'), 'utf8'));
    const headings = renderBody(parsed.tree, []).outline.headings;
    expect(headings).toEqual(JSON.parse(readFileSync(join(FIXTURE, 'expected.json'), 'utf8')));
    expect(headings.map((h) => h.text).join(' ')).not.toContain('\\');
  });
});
