import { describe, expect, it } from 'vitest';
import { CitationSupportSchema } from '../../src/schemas/citation-support.ts';
import { citationSupportJson, citationSupportOf, sentencesCiting } from '../../src/views/citation-support.ts';
import { kbFrom, md, page } from '../pipeline/helpers.ts';

const kb = kbFrom({
  'notes/warmth.md': md({
    kind: 'note',
    title: 'Does warmth training make models less reliable?',
    claim: 'Five models trained for warmth showed 5–9pp error increases on medical reasoning.',
  }),
  'notes/stub.md': md({ kind: 'note', title: 'Is this note written yet?', stub: true }),
  'papers/p.md': md({ kind: 'paper', title: 'A paper on warmth' }),
  'inquiring-lines/a.md': md(
    { kind: 'inquiry', title: 'Why do tuned models fail?' },
    '\n## See [[Does warmth training make models less reliable?]]\n\nWarmth-tuned models made more errors on medical reasoning [[Does warmth training make models less reliable?]] ([[A paper on warmth]]).\n\nSearch engines rank pages by the links that point to them [[Does warmth training make models less reliable?]]. Anything [[Is this note written yet?]].\n',
  ),
});
const line = page(kb, 'Why do tuned models fail?');

describe('citation passages for previews', () => {
  it('gives the k-th link to a note the k-th entry, null where a link carries no passage (a heading)', () => {
    const support = citationSupportOf(line);
    const entries = support?.['does-warmth-training-make-models-less-reliable'];
    expect(entries?.map((e) => e?.verdict ?? null)).toEqual([null, 'supported', 'unsupported']);
    expect(entries?.[1]?.passage).toBe('Five models trained for warmth showed 5–9pp error increases on medical reasoning.');
    // Pages that are not notes, and notes with no text, need no entry.
    expect(Object.keys(support ?? {})).toEqual(['does-warmth-training-make-models-less-reliable']);
  });

  it('writes JSON that cannot close its script element and that the preview script accepts', () => {
    const hostile = kbFrom({
      'notes/n.md': md({ kind: 'note', title: 'Does the tag close?', claim: 'A claim about </script><script>alert(1)</script> closing tags.' }),
      'inquiring-lines/b.md': md(
        { kind: 'inquiry', title: 'Can a claim close a script?' },
        '\nThe claim about closing tags and </script> [[Does the tag close?]].\n',
      ),
    });
    const json = citationSupportJson(page(hostile, 'Can a claim close a script?')) ?? '';
    expect(json).not.toContain('<');
    expect(CitationSupportSchema.safeParse(JSON.parse(json)).success).toBe(true);
  });

  it('lists the sentences a source supports, marking the ones the build flagged', () => {
    expect(sentencesCiting(line, 'does-warmth-training-make-models-less-reliable')).toEqual([
      { text: 'Warmth-tuned models made more errors on medical reasoning.', flagged: false },
      { text: 'Search engines rank pages by the links that point to them.', flagged: true },
    ]);
    expect(sentencesCiting(line, 'is-this-note-written-yet')).toEqual([]);
  });
});
