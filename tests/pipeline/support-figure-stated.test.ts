// Whether a note states a sentence's figures, as `figure-not-in-source` and the support check both
// ask it (tests/fixtures/figure-reading/stated.json: each note beside a sentence and what a reader
// says): distances in standard deviations, effect sizes and proportions written as bare decimals,
// and relative changes worked out from two of the note's figures or from a ratio it gives.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { amountOf, amountsIn, isStated } from '../../src/pipeline/parse/figure-values.ts';
import { extractFigures } from '../../src/pipeline/parse/figures.ts';

interface StatedCases {
  cases: Array<{ note: string; sentence: string; stated: boolean; why: string }>;
}

const fixture = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/figure-reading/stated.json', import.meta.url)), 'utf8')) as StatedCases;

describe('figures a note states, read with their units and arithmetic', () => {
  it.each(fixture.cases.map((c) => [c.sentence, c] as const))('%s', (_sentence, c) => {
    const stated = amountsIn(c.note);
    const figures = extractFigures(c.sentence);
    // A case with no figure in digits is about an amount in words, which the support check reads; here it must not be marked.
    const marked = figures.filter((f) => !isStated(amountOf(f, c.sentence), stated)).map((f) => f.raw);
    if (c.stated) expect(marked).toEqual([]);
    else expect(marked.length).toBeGreaterThan(0);
  });
});
