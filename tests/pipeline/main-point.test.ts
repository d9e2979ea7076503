// A citing sentence's main clause without the clauses that set the scene for it
// (tests/fixtures/support/main-clause/cases.json), and the citations it decides: a note that
// holds the scene but not the point does not support the sentence.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../src/pipeline/derive/support/language.ts';
import { mainPart } from '../../src/pipeline/derive/support/main-point.ts';
import { prepare } from '../../src/pipeline/derive/support/passage.ts';
import { Vocabulary } from '../../src/pipeline/derive/support/tokens.ts';
import type { Support } from '../../src/schemas/knowledge-base.ts';
import { kbFrom, md, page } from './helpers.ts';

interface MainClauseCase {
  sentence: string;
  main: string | null;
}

const fixture = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/support/main-clause/cases.json', import.meta.url)), 'utf8')) as {
  cases: MainClauseCase[];
};

describe('the main clause of a citing sentence', () => {
  const vocabulary = new Vocabulary(loadLanguage());
  it.each(fixture.cases)('reads "$sentence" as its main clause', ({ sentence, main }) => {
    expect(mainPart(prepare(sentence, vocabulary))?.text ?? null).toBe(main);
  });
});

const NOTE = 'Does coffee late in the day cost sleep?';
const note = md({
  kind: 'note',
  title: NOTE,
  claim:
    'In a randomised trial of 400 adults, coffee after 4 pm cut sleep by about 40 minutes a night, 9% of the total. The loss was largest in people over 60. Daytime alertness did not change.',
});

/** The verdict of the one citation of each sentence, each written as the only line of its own page. */
function verdicts(sentences: readonly string[]): Array<Support['verdict'] | undefined> {
  const files: Record<string, string> = { 'notes/coffee.md': note };
  sentences.forEach((s, i) => {
    files[`inquiring-lines/line-${i}.md`] = md({ kind: 'inquiry', title: `Line ${i}?` }, `\n${s} [[${NOTE}]].\n`);
  });
  const kb = kbFrom(files);
  return sentences.map((_, i) => page(kb, `Line ${i}?`).support?.[0]?.verdict);
}

describe('a citation whose scene the note holds and whose point it does not', () => {
  it('is flagged when the main clause after a restated opening, the cause it gives or the clause it adds to a restated figure makes a point the note never states', () => {
    expect(
      verdicts([
        'Although coffee after 4 pm cut sleep by about 40 minutes a night, the lost sleep doubled the risk of car accidents on the drive to work',
        'The roughly 40-minute loss of sleep persisted for months after participants gave up caffeinated drinks entirely',
        'Coffee after 4 pm cut sleep because caffeine blocks the adenosine receptors that build sleep pressure',
        'Late coffee took about 9% off total sleep, and the lost sleep doubled the risk of car accidents on the drive to work',
      ]),
    ).toEqual(['unsupported', 'unsupported', 'unsupported', 'unsupported']);
  });

  it('is not flagged when the main clause restates the note, whatever the opening clause says', () => {
    expect(
      verdicts([
        'Although it was a single trial, coffee after 4 pm cut sleep by about 40 minutes a night',
        'By the end of the trial, the loss of sleep was largest among people over 60',
        'Late coffee took about 9% off total sleep, and the loss was largest among people over 60',
      ]),
    ).not.toContain('unsupported');
  });

  it('leaves a share said in words to the reader when the passage states a percentage', () => {
    expect(
      verdicts(['Late coffee robbed the volunteers of deep sleep on most nights', 'Late coffee robbed the volunteers of deep sleep on weekday nights']),
    ).toEqual(['closest', 'unsupported']);
  });

  it('leaves a change of the subject the note measures to the reader, whichever way it is said', () => {
    expect(verdicts(['As coffee drinking rose in the trial, daytime alertness declined, partly offsetting the benefit of the caffeine'])).not.toContain(
      'unsupported',
    );
  });
});

describe('a citation whose cause the note gives a cause of its own for', () => {
  const title = 'Why does late coffee cost sleep?';
  const files = {
    'notes/cause.md': md({
      kind: 'note',
      title,
      claim:
        'In a randomised trial, coffee after 4 pm cut sleep by about 40 minutes a night, because caffeine kept adenosine receptors blocked into the evening.',
    }),
  };
  const verdictOf = (sentence: string): Support['verdict'] | undefined => {
    const kb = kbFrom({ ...files, 'inquiring-lines/line.md': md({ kind: 'inquiry', title: 'Line?' }, `\n${sentence} [[${title}]].\n`) });
    return page(kb, 'Line?').support?.[0]?.verdict;
  };

  it('is left to the reader, beside the closest passage, when the cause shares a key term with the note’s cause, whichever way it says', () => {
    expect(verdictOf('Coffee after 4 pm cut sleep because caffeine lingers in the blood for many hours')).toBe('closest');
  });

  it('is flagged when the cause shares nothing with the note’s cause', () => {
    expect(verdictOf('Coffee after 4 pm cut sleep because the trial volunteers drank it with sugary pastries')).toBe('unsupported');
  });

  it('reads a cause given by "mainly by" or "above all by" as a cause', () => {
    expect(verdictOf('Coffee after 4 pm cut sleep mainly by raising the heart rate of the volunteers at night')).toBe('unsupported');
    expect(verdictOf('Coffee after 4 pm cut sleep above all by raising blood pressure')).toBe('unsupported');
    expect(verdictOf('Coffee after 4 pm cut sleep mainly by keeping adenosine receptors blocked')).not.toBe('unsupported');
  });
});

describe('the passage shown beside a citation', () => {
  it('is the one that carries the main clause, not the one the opening clause restates', () => {
    const title = 'What happened to the weight lost on the diet?';
    const sentences = [
      'Although participants lost about 15% of their body weight on the diet, most of that loss returned within a year of stopping',
      'Because the diet cut intake by about 500 kcal a day, participants lost weight quickly',
    ];
    const kb = kbFrom({
      'notes/diet.md': md({
        kind: 'note',
        title,
        claim:
          'Participants on the diet lost about 15% of their body weight over 68 weeks. Within a year of stopping the drug, most of the weight had returned. The diet cut intake by about 500 kcal a day. Participants lost weight quickly in the first weeks.',
      }),
      ...Object.fromEntries(sentences.map((s, i) => [`inquiring-lines/line-${i}.md`, md({ kind: 'inquiry', title: `Line ${i}?` }, `\n${s} [[${title}]].\n`)])),
    });
    expect(sentences.map((_, i) => page(kb, `Line ${i}?`).support?.[0]?.passage?.text)).toEqual([
      'Within a year of stopping the drug, most of the weight had returned.',
      'Participants lost weight quickly in the first weeks.',
    ]);
  });

  it('is the one that writes the decimal the sentence quotes outside a figure ("something like 1.4 to 1")', () => {
    const title = 'Do cats outnumber dogs in towns?';
    const kb = kbFrom({
      'notes/pets.md': md({
        kind: 'note',
        title,
        claim:
          'A census of pets in 40 European towns counted 9 million cats and 6.5 million dogs, a ratio of roughly 1.4 to 1, well below the threefold excess often assumed. In flats, cats are far more common than dogs.',
      }),
      'inquiring-lines/line.md': md(
        { kind: 'inquiry', title: 'Line?' },
        `\nCats are only slightly more common than dogs, something like 1.4 to 1 [[${title}]].\n`,
      ),
    });
    expect(page(kb, 'Line?').support?.[0]?.passage?.text).toMatch(/^A census of pets/);
  });

  it("is the one that says what the sentence's subject does in its verb, rather than one that shares more of its other words", () => {
    const title = 'Does the training signal reward the wrong behaviour?';
    const kb = kbFrom({
      'notes/signal.md': md({
        kind: 'note',
        title,
        claim:
          'Preference training rewards long and confident replies, creating a misalignment with what careful users want. Such wrong behaviour is a risk for anyone working in this domain.',
      }),
      'inquiring-lines/line.md': md({ kind: 'inquiry', title: 'Line?' }, `\nThe training signal rewards the wrong behaviour in this domain [[${title}]].\n`),
    });
    expect(page(kb, 'Line?').support?.[0]?.passage?.text).toBe(
      'Preference training rewards long and confident replies, creating a misalignment with what careful users want.',
    );
  });
});

describe('a citation that writes in words a length of time the note writes in figures', () => {
  const title = 'Does sewage give early warning of hospital admissions?';
  const files = {
    'notes/sewage.md': md({
      kind: 'note',
      title,
      claim: 'Virus concentrations in the sewage of one city led its hospital admissions by about 14 days over the first winter of sampling.',
    }),
  };
  const verdictOf = (sentence: string): Support['verdict'] | undefined => {
    const kb = kbFrom({ ...files, 'inquiring-lines/line.md': md({ kind: 'inquiry', title: 'Line?' }, `\n${sentence} [[${title}]].\n`) });
    return page(kb, 'Line?').support?.[0]?.verdict;
  };

  it('is not flagged: "a fortnight" is the note\'s 14 days', () => {
    expect(verdictOf('Sewage sampling handed the city roughly a fortnight of warning ahead of each surge in patients')).not.toBe('unsupported');
  });

  it("is flagged when the length is not the note's", () => {
    expect(verdictOf('Sewage sampling handed the city roughly a year of warning ahead of each surge in patients')).toBe('unsupported');
  });

  it('reads a return period in words ("once-in-a-millennium") as the note\'s in figures ("a 1-in-1,000-year")', () => {
    const flood = 'How rare was the 2019 flood?';
    const kb = kbFrom({
      'notes/flood.md': md({
        kind: 'note',
        title: flood,
        claim: 'The 2019 river flood was twice as likely as in a cooler climate, and roughly a 1-in-1,000-year event even today.',
      }),
      'inquiring-lines/a.md': md(
        { kind: 'inquiry', title: 'A?' },
        `\nThe 2019 flood was twice as likely as in a cooler climate, and still counts as a once-in-a-millennium disaster [[${flood}]].\n`,
      ),
      'inquiring-lines/b.md': md(
        { kind: 'inquiry', title: 'B?' },
        `\nThe 2019 flood was twice as likely as in a cooler climate, and still counts as a once-in-a-decade disaster [[${flood}]].\n`,
      ),
    });
    expect(page(kb, 'A?').support?.[0]?.verdict).not.toBe('unsupported');
    expect(page(kb, 'B?').support?.[0]?.verdict).toBe('unsupported');
  });
});

describe('a citation of a note that speaks to its subject in words of its own', () => {
  const verdictsFor = (title: string, claim: string, sentences: readonly string[]): Array<Support['verdict'] | undefined> => {
    const files: Record<string, string> = { 'notes/note.md': md({ kind: 'note', title, claim }) };
    sentences.forEach((s, i) => {
      files[`inquiring-lines/line-${i}.md`] = md({ kind: 'inquiry', title: `Line ${i}?` }, `\n${s} [[${title}]].\n`);
    });
    const kb = kbFrom(files);
    return sentences.map((_, i) => page(kb, `Line ${i}?`).support?.[0]?.verdict);
  };

  it('is left to the reader when the note says the subject may cause what the sentence says it causes', () => {
    expect(
      verdictsFor(
        'Does night-shift work harm the gut?',
        'In a cohort of 2,000 nurses, those on rotating night shifts had more markers of gut inflammation than day workers. The authors suggest such circadian disruption could contribute to the higher rates of bowel disease among shift workers.',
        ['Circadian disruption explains why so many night workers develop stomach ulcers', 'Circadian disruption impairs recall on word-list tests'],
      ),
    ).toEqual(['closest', 'unsupported']);
  });

  it('is left to the reader when the note says how the same subject fared, whichever way', () => {
    expect(
      verdictsFor(
        'Did the toddler reading programme last?',
        'In a trial of 300 toddlers, a reading programme raised vocabulary scores by age five. The early vocabulary gains faded within two years of school entry.',
        ["The programme's vocabulary gains persisted well into secondary school", "The programme's arithmetic gains persisted well into secondary school"],
      ),
    ).toEqual(['closest', 'unsupported']);
  });
});

describe('a citation whose point the note never states, beside a word the note says the other way', () => {
  const title = 'What did the preschool programme do for its pupils by 40?';
  const files = {
    'notes/preschool.md': md({
      kind: 'note',
      title,
      claim: 'By age 40, programme participants were more likely than the control group to be employed, 76% against 62%.',
    }),
  };
  const verdictOf = (sentence: string): Support['verdict'] | undefined => {
    const kb = kbFrom({ ...files, 'inquiring-lines/line.md': md({ kind: 'inquiry', title: 'Line?' }, `\n${sentence} [[${title}]].\n`) });
    return page(kb, 'Line?').support?.[0]?.verdict;
  };

  it('is flagged as unsupported: the note never speaks to the point, whatever the age it is said at', () => {
    expect(verdictOf('Programme participants were less likely to smoke or drink heavily at forty')).toBe('unsupported');
  });

  it('is still contradicted when the point is the note’s, turned round', () => {
    expect(verdictOf('Programme participants were less likely to be employed at forty')).toBe('contradicted');
  });
});

describe('a citation that writes one of a unit as a hedged "a"', () => {
  const title = 'Do small classes keep their lead?';
  const verdictOf = (sentence: string): Support['verdict'] | undefined => {
    const kb = kbFrom({
      'notes/classes.md': md({
        kind: 'note',
        title,
        claim:
          'In a trial of 6,000 pupils, small classes raised scores by about 4 percentile points in the first year, and the advantage grew by roughly one percentile point in each further year.',
      }),
      'inquiring-lines/line.md': md({ kind: 'inquiry', title: 'Line?' }, `\n${sentence} [[${title}]].\n`),
    });
    return page(kb, 'Line?').support?.[0]?.verdict;
  };

  it('reads "about a point" as the note\'s "one percentile point"', () => {
    expect(
      verdictOf('Pupils in small classes gained about 4 percentile points in their first year, and the lead widened by about a point a year thereafter'),
    ).toBe('supported');
  });

  it('still flags a unit the note never gives one of', () => {
    expect(
      verdictOf('Pupils in small classes gained about 4 percentile points in their first year, and the lead widened by about a grade a year thereafter'),
    ).toBe('unsupported');
  });
});
