import { describe, expect, it } from 'vitest';
import { type Amount, amountOf, amountsAgree, amountsIn, hedgeBefore, isStated, sharesInWords } from '../../src/pipeline/parse/figure-values.ts';
import { extractFigures } from '../../src/pipeline/parse/figures.ts';

/** The amount of the first figure of `text`, read with its hedge. */
function first(text: string): Amount {
  const figure = extractFigures(text)[0];
  if (figure === undefined) throw new Error(`no figure in "${text}"`);
  return amountOf(figure, text);
}

describe('figures as a careful reader compares them', () => {
  it.each([
    ['about 1,200 dialogues', 'about'],
    ['nearly 18%', 'nearly'],
    ['more than 20 points', 'at-least'],
    ['fewer than 30%', 'at-most'],
    ['as much as 45%', 'up-to'],
    ['roughly 30%', 'about'],
    // A bound with a rounding after it is still a bound: the truth is at most about $17,000.
    ['up to roughly $17,000 a year', 'up-to'],
    ['no more than about 440 million', 'at-most'],
    ['as little as 130 million', 'down-to'],
    ['in 62% of questions', 'exact'],
  ])('reads the hedge before the figure in %j', (text, hedge) => {
    expect(hedgeBefore(text, text.search(/\d/))).toBe(hedge);
  });

  it.each([
    ['about 1,200 dialogues', 'across 1,187 annotated dialogues', true],
    ['nearly 18% of answers', 'in 17.9% of answers', true],
    ['as much as 45% of runs', 'in 30–45% of runs', true],
    ['18% of answers', 'in 17.9% of answers', true],
    ['by more than 20 points', 'by 22 points', true],
    ['10–30 percentage points', '5–9pp', false],
    ['20% of answers', 'in 17.9% of answers', false],
    ['up to 30 points', '10–30 points', true],
    ['15 to 20 percent of the loss', 'only 15–20% of the loss', true],
    ['between 10 and 30 points', 'by 10 to 30 percentage points', true],
    ['ranged from 4 to 7 points', 'by 4 to 7 points', true],
    ['20 percent of the loss', '15 to 20 percent of the loss', false],
    ['rose to 20 percent', 'rose from 15 to 20 percent', true],
    ['roughly $17,000 a year', 'up to $16,989 a year', true],
    ['more than 2 million participants', 'of 26 million participants', false],
    ['more than 20 points', 'by 35 points', true],
  ])('%j says what %j says: %s', (sentence, note, agrees) => {
    expect(amountsAgree(first(sentence), first(note))).toBe(agrees);
  });

  it('reads shares written in words, with their hedges', () => {
    expect(sharesInWords('cut calibration error by roughly a third').map((s) => [s.raw, Math.round(s.amount.high), s.amount.hedge])).toEqual([
      ['a third', 33, 'about'],
    ]);
    expect(sharesInWords('in three in five questions, and half the rest').map((s) => Math.round(s.amount.high))).toEqual([60, 50]);
    expect(sharesInWords('Fifteen per cent failed in a year and thirty-five percent in two').map((s) => [s.raw, s.amount.high])).toEqual([
      ['Fifteen per cent', 15],
      ['thirty-five percent', 35],
    ]);
  });

  it('reads a share in words after a verb of change as a relative change, which a ratio of the note states', () => {
    const [quarter] = sharesInWords('cut cardiovascular events by nearly a quarter');
    expect(quarter?.amount.relative).toBe('less');
    expect(isStated(quarter?.amount as Amount, amountsIn('events in 5.5% against 7.1%, a hazard ratio of 0.77'))).toBe(true);
    expect(isStated(quarter?.amount as Amount, amountsIn('events in 5.5% against 5.6%, a hazard ratio of 0.98'))).toBe(false);
  });

  it('takes a share for its complement, a change in points for the difference of two percentages, and the rest of two shares', () => {
    expect(isStated(first('rejected it in only 38% of questions'), amountsIn('failed to reject it in 62% of questions'))).toBe(true);
    expect(isStated(first('compliance dropped by 22 points'), amountsIn('compliance fell from 71% to 49%'))).toBe(true);
    expect(isStated(first('some 42% invented an answer'), amountsIn('49% of responses abstained and 9% refused outright'))).toBe(true);
    expect(isStated(first('10–30 percentage points less reliable'), amountsIn('5–9pp error increases'))).toBe(false);
    // A range of changes in points, each end the difference of two percentages the note sets side by side.
    const trials = amountsIn('prone positioning, 16% versus 33% mortality; cisatracurium, 31% versus 44.6%; ventilation, 11% versus 31%');
    expect(isStated(first('the reduction ran from about 14 to 20 percentage points'), trials)).toBe(true);
    expect(isStated(first('the reduction ran from about 8 to 20 percentage points'), trials)).toBe(false);
  });
});
