// A base's columns without a `displayName` are headed as Obsidian names them, in the site's language:
// tests/fixtures/base-headings/Reading.base lists file fields, a named column and a note property,
// and expected.json the headings per language. A common file field reads as one phrase of that
// language ("имя файла"), never half translated ("файл name"); a rarer one keeps its field name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BaseProblem, evaluateView, readBase } from '../../src/pipeline/bases/evaluate-base.ts';
import { noteIndex } from '../../src/pipeline/query/notes.ts';
import { uiFor } from '../../src/core/i18n/index.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/base-headings');
const expected: Record<string, string[]> = JSON.parse(readFileSync(join(FIXTURE, 'expected.json'), 'utf8'));

describe.each(Object.keys(expected))('base column headings in %s', (lang) => {
  it('names each column as expected.json says', () => {
    const problems: BaseProblem[] = [];
    const read = readBase(readFileSync(join(FIXTURE, 'Reading.base'), 'utf8'), problems);
    expect(problems).toEqual([]);
    if (read === undefined) throw new Error('Reading.base was not read');
    const run = { index: noteIndex([], new Map()), self: null, unsupported: () => {}, words: uiFor(lang), now: 0 };
    const [view] = read.base.views;
    if (view === undefined) throw new Error('Reading.base has no view');
    expect(evaluateView(read, view, run, problems).columns.map((c) => c.label)).toEqual(expected[lang]);
  });
});
