// The main verb of a citing sentence (tests/fixtures/support/main-verb/cases.json): the word whose
// predicate the support check reads as the sentence's point.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mainVerbAt } from '../../src/pipeline/derive/support/compare.ts';
import { loadLanguage } from '../../src/pipeline/derive/support/language.ts';
import { prepare } from '../../src/pipeline/derive/support/passage.ts';
import { Vocabulary } from '../../src/pipeline/derive/support/tokens.ts';

const fixture = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/support/main-verb/cases.json', import.meta.url)), 'utf8')) as {
  cases: Array<{ sentence: string; verb: string | null }>;
};

describe('the main verb of a citing sentence', () => {
  const vocabulary = new Vocabulary(loadLanguage());
  it.each(fixture.cases)('reads "$sentence" with $verb as its main verb', ({ sentence, verb }) => {
    const text = prepare(sentence, vocabulary);
    expect(text.tokens[mainVerbAt(text)]?.word ?? null).toBe(verb);
  });
});
