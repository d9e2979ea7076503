import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import type { Finding } from '../../src/schemas/finding.ts';
import { fixture, kbFrom, md } from './helpers.ts';

let findings: Finding[];
beforeAll(async () => {
  findings = (await buildKnowledgeBase({ contentDir: fixture('integrity') })).findings;
});
const of = (code: string, file?: string) => findings.filter((f) => f.code === code && (file === undefined || f.file === file));

describe('figure-not-in-source', () => {
  it('flags a figure the cited notes do not state, naming figure, sentence, notes and their figures', () => {
    const flagged = of('figure-not-in-source').filter((f) => f.data?.['figure'] === '10–30 percentage points');
    expect(flagged).toHaveLength(1);
    const [f] = flagged;
    expect(f).toMatchObject({
      severity: 'warning',
      file: 'inquiring-lines/warmth.md',
      line: 13,
      slug: 'why-do-rlhf-trained-models-struggle-with-emotional-attunement',
    });
    expect(f?.message).toMatch(/"10–30 percentage points" is not stated/);
    expect(f?.message).toMatch(/"Does warmth training make language models less reliable\?" states 5–9pp, 19\.4%/);
    expect(f?.data).toMatchObject({
      value: '10-30pp',
      sentence: expect.stringMatching(/^Five models fine-tuned for warmth got 10–30 percentage points/),
      cited: [
        { slug: 'does-warmth-training-make-language-models-less-reliable', figures: ['5–9pp', '19.4%'] },
        { slug: 'does-empathy-training-make-ai-systems-less-reliable', figures: [] },
      ],
    });
  });

  it('uses the paragraph’s citations for a sentence that cites nothing', () => {
    const values = of('figure-not-in-source').map((f) => f.data?.['value']);
    // "by 19.4% overall" cites nothing but its paragraph cites the warmth note, which states 19.4%.
    expect(values).not.toContain('19.4%');
    // "3× larger" cites nothing and no note of its paragraph states it.
    expect(values).toContain('3x');
  });

  it('does not flag a figure stated in another form, in the body only, or as a count with +', () => {
    const values = of('figure-not-in-source').map((f) => f.data?.['value']);
    expect(values).not.toContain('5-9pp');
    expect(values).not.toContain('77.5%');
    expect(values).not.toContain('200000');
    expect(values).not.toContain('39%');
    expect(values).toEqual(['10-30pp', '3x']);
  });

  it('does not read years or model versions as figures', () => {
    expect(of('figure-not-in-source').some((f) => /2023|GPT|Llama/.test(String(f.data?.['figure'])))).toBe(false);
  });
});

describe('sources-mismatch', () => {
  it('is an error when the written list differs from the body’s citations, showing both lists', () => {
    const [f] = of('sources-mismatch');
    expect(of('sources-mismatch')).toHaveLength(1);
    expect(f).toMatchObject({ severity: 'error', file: 'inquiring-lines/order.md', line: 4 });
    expect(f?.message).toMatch(/listed but never cited: "Does empathy training make AI systems less reliable\?"/);
    expect(f?.message).toMatch(/Cited, in first-citation order: "Does preference optimization harm conversational understanding\?", "Does warmth training/);
  });

  it('is an error for the same notes in another order, and silent for a matching list', () => {
    const notes = { 'a.md': md({ kind: 'note', title: 'A' }), 'b.md': md({ kind: 'note', title: 'B' }) };
    const wrong = kbFrom({ ...notes, 'q.md': md({ kind: 'inquiry', title: 'Q', sources: ['B', 'A'] }, '[[A]] then [[B]].') });
    expect(wrong.findings.filter((f) => f.code === 'sources-mismatch').map((f) => f.message)).toEqual([expect.stringMatching(/same notes, different order/)]);
    const right = kbFrom({ ...notes, 'q.md': md({ kind: 'inquiry', title: 'Q', sources: ['a', 'B'] }, '[[A]] then [[B]] and [[A]].') });
    expect(right.findings.filter((f) => f.code === 'sources-mismatch')).toEqual([]);
  });
});

describe('stub-source, uncited-paragraph, orphan-note', () => {
  it('warns about a stub source at its first citation', () => {
    expect(of('stub-source', 'inquiring-lines/warmth.md')).toMatchObject([
      { severity: 'warning', line: 13, data: { source: 'does-empathy-training-make-ai-systems-less-reliable' } },
    ]);
    expect(of('stub-source', 'inquiring-lines/order.md')).toEqual([]);
  });

  it('notes each paragraph that cites nothing, and only those', () => {
    expect(of('uncited-paragraph').map((f) => [f.severity, f.file, f.line])).toEqual([['info', 'inquiring-lines/warmth.md', 17]]);
  });

  it('notes a note no page links to, and only that one', () => {
    expect(of('orphan-note').map((f) => [f.severity, f.file])).toEqual([['info', 'notes/orphan.md']]);
  });
});
