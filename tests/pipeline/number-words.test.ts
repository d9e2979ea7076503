// Amounts written in words, as src/pipeline/parse/number-words.ts reads them.
import { describe, expect, it } from 'vitest';
import { amountsInWords, cardinalValue } from '../../src/pipeline/parse/number-words.ts';

/** Each amount of `text` as [raw, kind, value rounded to a tenth]. */
function read(text: string): Array<[string, string, number]> {
  return amountsInWords(text).map((w) => [w.raw, w.kind, Math.round(w.value * 10) / 10]);
}

describe('amounts in words', () => {
  it('reads whole numbers under a hundred', () => {
    expect([cardinalValue('seven'), cardinalValue('fifteen'), cardinalValue('ninety-nine'), cardinalValue('forty two')]).toEqual([7, 15, 99, 42]);
  });

  it('reads shares as fractions, counts of a whole and percentages, in text order', () => {
    expect(read('About six in ten replicated, a third did not, and ninety-nine corals in a hundred survived.')).toEqual([
      ['six in ten', 'percent', 60],
      ['a third', 'percent', 33.3],
      ['ninety-nine corals in a hundred', 'percent', 99],
    ]);
    expect(read('one participant in seven, 1 in 4 households, thirty-five per cent')).toEqual([
      ['one participant in seven', 'percent', 14.3],
      ['1 in 4', 'percent', 25],
      ['thirty-five per cent', 'percent', 35],
    ]);
  });

  it('reads a whole of hundreds or thousands in words, not the number word before them', () => {
    expect(read('only about one in two hundred received an alert, one patient in a thousand, three in five thousand')).toEqual([
      ['one in two hundred', 'percent', 0.5],
      ['one patient in a thousand', 'percent', 0.1],
      ['three in five thousand', 'percent', 0.1],
    ]);
  });

  it('never reads a year or a number word inside the words between as the whole', () => {
    expect(read('by one account roughly two in five changes')).toEqual([['two in five', 'percent', 40]]);
    expect(read('3 in 2019')).toEqual([]);
  });

  it('reads a fraction of a large number as a count and leaves a fraction of a unit alone', () => {
    expect(read('nearly a quarter of a trillion tonnes')).toEqual([['a quarter of a trillion', 'count', 250e9]]);
    expect(read('about two thirds of a tonne of carbon')).toEqual([]);
    expect(read('half a million people slept half an hour longer')).toEqual([['half a million', 'count', 500e3]]);
  });

  it('reads multipliers only where they compare', () => {
    expect(read('a two-fold rise, five times as likely, twice as many')).toEqual([
      ['two-fold', 'multiplier', 2],
      ['five times', 'multiplier', 5],
      ['twice', 'multiplier', 2],
    ]);
    expect(read('asked three times in a row')).toEqual([]);
  });

  it('reads a multiplier with a half, a factor, a comparative in -er and an order of magnitude, never its half as a share', () => {
    expect(read('remembered half again as much, one and a half times as high, and a factor of three cheaper')).toEqual([
      ['half again as', 'multiplier', 1.5],
      ['one and a half times', 'multiplier', 1.5],
      ['factor of three', 'multiplier', 3],
    ]);
    expect(read('some forty times likelier, a twelvefold rise')).toEqual([
      ['forty times', 'multiplier', 40],
      ['twelvefold', 'multiplier', 12],
    ]);
    expect(amountsInWords('roughly an order of magnitude faster')).toEqual([
      { raw: 'an order of magnitude', index: 8, kind: 'multiplier', value: 10, span: { low: 5, high: 20 } },
    ]);
    expect(read('three times over, three times per day')).toEqual([]);
  });
});
