// When a citation of a note on the same subject is called unsupported: the sentence's main verb and
// most of what follows it are none of the note's words, though the two share the words of the subject.
import { describe, expect, it } from 'vitest';
import { kbFrom, md, page } from './helpers.ts';

const notes = {
  'notes/tutor.md': md(
    {
      kind: 'note',
      title: 'Does a step-by-step tutor raise exam scores?',
      claim:
        'Students who practised with a step-by-step algebra tutor for six weeks scored higher on the final algebra exam than students who practised alone.',
    },
    'The district plans to offer the tutor to every school by 2027.',
  ),
  'notes/clubs.md': md({
    kind: 'note',
    title: 'Do after-school clubs raise reading?',
    claim: 'Pupils in after-school reading clubs read more books than pupils without a club over one school year.',
  }),
};

const sentences = [
  // The tutor, the students and algebra are the note's; enrolling in advanced courses is a claim it never makes.
  'Students of the step-by-step algebra tutor enrolled in advanced courses more often [[Does a step-by-step tutor raise exam scores?]].',
  // A paraphrase in the note's words.
  'Practising algebra with a step-by-step tutor raised final exam scores [[Does a step-by-step tutor raise exam scores?]].',
  // A denial in words of its own may be an opposite claim: the reader judges.
  'Students of the step-by-step algebra tutor never enrolled in advanced courses [[Does a step-by-step tutor raise exam scores?]].',
  // A denial in the clause a verb reports ("found that … offered no …"), and one said with "rarely".
  'A district survey found that the tutor offered no advantage for enrolment in advanced courses [[Does a step-by-step tutor raise exam scores?]].',
  'Students of the tutor rarely enrolled in advanced courses [[Does a step-by-step tutor raise exam scores?]].',
  // The note's "six", written in words after the verb: the note speaks to the point; "nine" it never writes.
  'Students of the tutor went on to enrol in six advanced courses [[Does a step-by-step tutor raise exam scores?]].',
  'Students of the tutor went on to enrol in nine advanced courses [[Does a step-by-step tutor raise exam scores?]].',
  // A subject the note never names, with a predicate it never states but for its students and exam.
  'Flashcard apps widen the vocabulary students retain after an exam [[Does a step-by-step tutor raise exam scores?]].',
  // A comparison the note states the same way, whichever side it puts first: the reader judges; without "than", a claim the note never makes.
  'Reading clubs build larger vocabularies than lessons do [[Do after-school clubs raise reading?]].',
  'Reading clubs build larger vocabularies over the summer [[Do after-school clubs raise reading?]].',
  // The note's year, said in words of its own: the note speaks to the point.
  'Every school should have the step-by-step algebra tutor within reach around 2027 [[Does a step-by-step tutor raise exam scores?]].',
  // The same sentence with a year the note never writes.
  'Every school should have the step-by-step algebra tutor within reach around 2031 [[Does a step-by-step tutor raise exam scores?]].',
];

describe('a citation of a note on the same subject whose point the note does not make', () => {
  const kb = kbFrom({ ...notes, 'inquiring-lines/p.md': md({ kind: 'inquiry', title: 'What does the tutor note support?' }, `\n${sentences.join('\n\n')}\n`) });
  const verdicts = (page(kb, 'What does the tutor note support?').support ?? []).map((s) => s.verdict);

  it('is unsupported when its main verb and most of its predicate are none of the note’s words, though it shares the subject', () => {
    expect(verdicts[0]).toBe('unsupported');
    expect(verdicts[1]).toBe('supported');
  });

  it('is unsupported when its subject is none of the note’s words and its predicate is the note’s in a word or two only', () => {
    expect(verdicts[7]).toBe('unsupported');
  });

  it('is left to the reader when its point compares two things the way a passage of the note compares', () => {
    expect(verdicts[8]).not.toBe('unsupported');
    expect(verdicts[9]).toBe('unsupported');
  });

  it('is left to the reader when a negation governs that verb', () => {
    expect(verdicts[2]).not.toBe('unsupported');
  });

  it('is left to the reader when a negation denies the clause its main verb reports, or "rarely" its verb', () => {
    expect(verdicts[3]).not.toBe('unsupported');
    expect(verdicts[4]).not.toBe('unsupported');
  });

  it('is left to the reader when the sentence writes a number the note writes too', () => {
    expect(verdicts[10]).not.toBe('unsupported');
    expect(verdicts[11]).toBe('unsupported');
  });

  it('is left to the reader when the point writes in words a number the note writes too', () => {
    expect(verdicts[5]).not.toBe('unsupported');
    expect(verdicts[6]).toBe('unsupported');
  });
});
