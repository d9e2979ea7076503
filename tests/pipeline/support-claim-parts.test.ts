// Parts of a claim that are not the claim: a comparison of likelihood measures the verb it takes
// ("more likely to be employed" and "less likely to smoke" compare two things); a word in a
// relative clause on one side only says which things are spoken of ("seedlings that pass the
// frost" against "can still fail"); a change said of a part only ("rose only for the strongest")
// agrees with a change denied of most.
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

describe('a comparison of likelihood', () => {
  const apprentices = {
    title: 'What did the apprenticeship lottery change?',
    claim: 'Apprentices chosen by the lottery were more likely to be employed at age thirty than applicants who lost it.',
  };

  it('is no opposite of one that measures another verb', () => {
    expect(verdicts(apprentices, ['Apprentices chosen by the lottery were less likely than those who lost it to smoke at age thirty'])).not.toContain(
      'contradicted',
    );
  });

  it('still turns the same measure round', () => {
    expect(verdicts(apprentices, ['Apprentices chosen by the lottery were less likely to be employed at age thirty than applicants who lost it'])).toEqual([
      'contradicted',
    ]);
  });
});

describe('a word in a relative clause', () => {
  it('names which things are spoken of, not what is said of them', () => {
    const seedlings = {
      title: 'Do seedlings that survive frost last?',
      claim: 'Oak seedlings that survive the first frost can still fail within a month, mostly from root rot rather than from cold.',
    };
    expect(verdicts(seedlings, ['Oak seedlings that pass the first frost can still die within a month, mostly from root rot'])).not.toContain('contradicted');
  });
});

describe('a change said of a part only', () => {
  const laptops = {
    title: 'Did free laptops raise reading scores?',
    claim: 'Giving free laptops to rural schools did not raise average reading scores; reading scores rose only for pupils who already read well.',
  };

  it('agrees with a change denied of most', () => {
    expect(verdicts(laptops, ['Even if reading scores did not move for most pupils, free laptops raised attendance in the rural schools'])).not.toContain(
      'contradicted',
    );
  });

  it('leaves a change stated of all against the denial', () => {
    expect(verdicts(laptops, ['Giving free laptops to rural schools raised average reading scores'])).toEqual(['contradicted']);
  });
});
