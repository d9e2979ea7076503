// Bare counts bound to what they count (src/pipeline/derive/support/counted-figures.ts): a number
// before its unit or head noun, a range's ends in a note, and a range's high end in a sentence left alone.
import { describe, expect, it } from 'vitest';
import { countsOf } from '../../src/pipeline/derive/support/counted-figures.ts';
import { loadLanguage } from '../../src/pipeline/derive/support/language.ts';
import { prepare } from '../../src/pipeline/derive/support/passage.ts';
import { Vocabulary } from '../../src/pipeline/derive/support/tokens.ts';
import { kbFrom, md } from './helpers.ts';

const vocabulary = new Vocabulary(loadLanguage());

/** Each count of `text` as [as written, what it counts, low, high]. */
function counts(text: string, words: boolean): Array<[string, string, number, number]> {
  return countsOf(prepare(text, vocabulary), words).map((c) => [c.raw, c.counts, c.amount.low, c.amount.high]);
}

describe('bare counts and what they count', () => {
  it('binds a number to the last noun of the run after it', () => {
    expect(counts('The change adds around 280 traffic deaths every year.', false)).toEqual([['280 traffic deaths', 'death', 280, 280]]);
  });
  it('binds a number to a unit written right after it', () => {
    expect(counts('Noise fell by some 16 dB and the air cooled by 2 °C.', false)).toEqual([
      ['16 dB', 'db', 16, 16],
      ['2 °C', 'c', 2, 2],
    ]);
  });
  it('leaves years, percentages, large scales and hyphenated words alone', () => {
    expect(counts('In 2019, 38 trillion cells and 12% of 25 head-to-head races.', false)).toEqual([]);
  });
  it('reads a note’s range as its two ends and the span, number words included', () => {
    expect(counts('The haze faded over two to three years.', true)).toEqual([
      ['three years', 'year', 3, 3],
      ['two to three years', 'year', 2, 3],
    ]);
  });
  it('reads no count from the high end of a sentence’s range', () => {
    expect(counts('Patients walked again in 4 to 8 weeks.', false)).toEqual([]);
  });
});

describe('a bare count the note gives with another number', () => {
  const kb = kbFrom({
    'notes/ferry.md': md(
      {
        kind: 'note',
        title: 'How busy is the island ferry?',
        claim: 'In 2019 each crossing of the island ferry took 35 minutes, and 12 crew worked each shift.',
      },
      '',
    ),
    'inquiring-lines/crossing.md': md(
      { kind: 'inquiry', title: 'How long is the crossing?' },
      '\nEach crossing of the island ferry took around 50 minutes in 2019 [[How busy is the island ferry?]].\n',
    ),
  });
  const support = kb.pages.find((p) => p.file === 'inquiring-lines/crossing.md')?.support?.[0];

  it('is a figure mismatch of its own reason, naming the passage that counts it', () => {
    expect(support?.verdict).toBe('figure-mismatch');
    expect(support?.mismatch).toEqual({
      figure: '50 minutes',
      reason: 'count',
      passage: 'In 2019 each crossing of the island ferry took 35 minutes, and 12 crew worked each shift.',
    });
  });
  it('tells the writer the note counts the same thing with another number', () => {
    const finding = kb.findings.find((f) => f.code === 'figure-mismatch' && f.file === 'inquiring-lines/crossing.md');
    expect(finding?.message).toContain('the note counts the same thing with another number');
  });
});
