// A claim whose main verb a word of frequency or "fails to" denies ("hardly contributes", "rarely
// moves", "fails to account for") against a passage clause on the same thing that states an amount
// and denies nothing is the opposite claim; a denial of another thing, or a passage that denies
// too, is not.
import { describe, expect, it } from 'vitest';
import { kbFrom, md, page } from './helpers.ts';

/** The verdict of each citation on an inquiring line that cites `note` once per sentence. */
function verdicts(note: { title: string; claim: string }, sentences: readonly string[]): string[] {
  const kb = kbFrom({
    'notes/n.md': md({ kind: 'note', title: note.title, claim: note.claim }),
    'inquiring-lines/q.md': md({ kind: 'inquiry', title: 'What does the note say?' }, `\n${sentences.map((s) => `${s} [[${note.title}]].`).join('\n\n')}\n`),
  });
  return (page(kb, 'What does the note say?').support ?? []).map((s) => s.verdict);
}

describe('a main verb denied by a word of frequency', () => {
  const flooding = {
    title: 'What drove the rise in river flooding?',
    claim: 'Across 40 towns, a little over half of the rise in river flooding came from heavier spring rainfall, the rest from paved surfaces.',
  };

  it('is the opposite of a passage that states an amount of what the verb takes', () => {
    expect(verdicts(flooding, ['Heavier spring rainfall hardly contributes to the rise in river flooding across the towns'])).toEqual(['contradicted']);
  });

  it('is not the opposite when what the verb takes is another thing', () => {
    expect(verdicts(flooding, ['Heavier spring rainfall hardly changes how people vote in the towns'])).not.toContain('contradicted');
  });

  it('reads "fails to" as a denial of the verb it takes', () => {
    expect(verdicts(flooding, ['Heavier spring rainfall fails to account for the rise in river flooding across the towns'])).toEqual(['contradicted']);
    expect(verdicts(flooding, ['Heavier spring rainfall fails to account for how people vote in the towns'])).not.toContain('contradicted');
  });

  it('agrees with a passage that denies it too', () => {
    const none = {
      title: 'What drove the rise in river flooding?',
      claim: 'Across 40 towns, heavier spring rainfall made no contribution to the rise in river flooding.',
    };
    expect(verdicts(none, ['Heavier spring rainfall hardly contributes to the rise in river flooding across the towns'])).toEqual(['supported']);
  });
});
