import { describe, expect, it } from 'vitest';
import { extractFigures, figureSet, hasFigure, sameFigure } from '../../src/pipeline/parse/figures.ts';

const values = (text: string) => extractFigures(text).map((f) => f.value);

describe('extractFigures', () => {
  it.each([
    ['errors rose 21%', ['21%'], 'percent'],
    ['errors rose 21 %', ['21%'], 'percent'],
    ['a 77.5% gap', ['77.5%'], 'percent'],
    ['77.50% of them', ['77.5%'], 'percent'],
    ['recover only 15–20% of it', ['15-20%'], 'percent'],
    ['recover only 15-20% of it', ['15-20%'], 'percent'],
    ['between 15%–20%', ['15-20%'], 'percent'],
    ['21 percent of users', ['21%'], 'percent'],
    ['5–9pp error increases', ['5-9pp'], 'points'],
    ['5-9 percentage points more', ['5-9pp'], 'points'],
    ['10–30 percentage points less reliable', ['10-30pp'], 'points'],
    ['up 3 points', ['3pp'], 'points'],
    ['Across 200,000+ conversations', ['200000+'], 'count'],
    ['208,021 participants', ['208021'], 'count'],
    ['70+ consultants', ['70+'], 'count'],
    ['26 million responses', ['26000000'], 'count'],
    ['a 15000-page corpus', ['15000'], 'count'],
    ['2.4× more likely', ['2.4x'], 'multiplier'],
    ['2.4x more likely', ['2.4x'], 'multiplier'],
    ['a 3-fold rise', ['3x'], 'multiplier'],
    ['2.4 times more likely', ['2.4x'], 'multiplier'],
  ])('%s -> %j (%s)', (text, expected, kind) => {
    const figures = extractFigures(text);
    expect(figures.map((f) => f.value)).toEqual(expected);
    expect(figures.every((f) => f.kind === kind)).toBe(true);
  });

  it('keeps the raw text as written', () => {
    expect(extractFigures('got 10–30 percentage points less')[0]?.raw).toBe('10–30 percentage points');
    expect(extractFigures('Across 200,000+ conversations')[0]?.raw).toBe('200,000+');
  });

  it('reads "from 21% to 85%" as two figures', () => {
    expect(values('deceptive claims rise from 21% to 85% in unknown scenarios')).toEqual(['21%', '85%']);
  });

  it.each([
    ['Five models trained for warmth'],
    ['half of the users'],
    ['in 2023 the study'],
    ['between 2019–2023'],
    ['GPT-4 and Llama 3 and Claude 3.5 Sonnet'],
    ['Qwen2.5 and o1'],
    ['1. a list marker'],
    ['three models, 12 tasks'],
    ['asked 3 times'],
    ['a 2x2 grid and 0x1F'],
  ])('takes nothing from %s', (text) => {
    expect(extractFigures(text)).toEqual([]);
  });
});

describe('comparing figures', () => {
  it('matches the same figure written in different forms', () => {
    const [a] = extractFigures('5–9pp');
    const [b] = extractFigures('5-9 percentage points');
    expect(a && b && sameFigure(a, b)).toBe(true);
  });

  it('treats a count with and without + as the same', () => {
    const set = figureSet(extractFigures('Across 200,000+ conversations'));
    const [plain] = extractFigures('over 200,000 conversations');
    expect(plain && hasFigure(set, plain)).toBe(true);
  });

  it('does not match a different range', () => {
    const set = figureSet(extractFigures('showed 5–9pp error increases'));
    const [other] = extractFigures('10–30 percentage points');
    expect(other && hasFigure(set, other)).toBe(false);
  });
});
