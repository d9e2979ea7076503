import { describe, expect, it } from 'vitest';
import { distinctLabel, leadingWords, meaningOf } from '../../src/client/graph/short-label.ts';

describe('short labels of graph nodes', () => {
  it('drops the question frame and a generic subject, keeps the words of meaning', () => {
    const cases: [string, string][] = [
      ['Does preference optimization harm conversational understanding?', 'Preference optimization harm conversational understanding'],
      ['Why do language models avoid correcting false user claims?', 'Avoid correcting false user claims'],
      ['How do chatbots enable distributed delusion differently than passive tools?', 'Enable distributed delusion differently than passive tools'],
      ['Grounding Gaps in Language Model Generations', 'Grounding Gaps in Language Model Generations'],
      ['Why?', 'Why'],
    ];
    for (const [title, meaning] of cases) expect(meaningOf(title)).toBe(meaning);
  });

  it('cuts at a word, with an ellipsis', () => {
    expect(leadingWords('Preference optimization harm conversational understanding', 24)).toBe('Preference optimization…');
    expect(leadingWords('Short', 24)).toBe('Short');
  });

  it('never gives two titles the same label: the second skips the words they share', () => {
    const shown = new Map<string, string>();
    const a = 'Does preference optimization harm conversational understanding?';
    const b = 'Does preference optimization reduce grounding acts?';
    const first = distinctLabel(a, 20, shown);
    shown.set(first, a);
    const second = distinctLabel(b, 20, shown);
    expect(first).toBe('Preference…');
    expect(second).toBe('…reduce grounding…');
    expect(second).not.toBe(first);
    // The same title may keep its label.
    expect(distinctLabel(a, 20, shown)).toBe(first);
  });
});
