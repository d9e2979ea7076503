// Parts of a claim that are not the claim: a comparison of likelihood measures the verb it takes
// ("more likely to be employed" and "less likely to smoke" compare two things); a word in a
// relative clause on one side only says which things are spoken of ("seedlings that pass the
// frost" against "can still fail"); a change said of a part only ("rose only for the strongest")
// agrees with a change denied of most; "than to" opens the second of two settings; "no evidence of"
// and "no further" deny what follows; a word of frequency after a complete relative clause denies the
// main verb, and so does one in what "found that" reports; a denial in the passage carries the
// sentence's denial only when said of the same thing; "make a difference" and "have an effect" are
// verbs of change; a preposition of setting ("after school", "during the school day") tells two
// sides of a comparison apart; "eastern" is the opposite of "further west"; a noun of measure
// names what it measures after it.
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

describe('a comparison of two settings opened by "to"', () => {
  const fares = {
    title: 'Which fare rises do commuters notice?',
    claim: 'Commuters responded more strongly to fare rises announced on posters than to fare rises hidden in the season ticket price.',
  };

  it('reads "than to" as the second setting, so the settings swapped are the opposite claim', () => {
    expect(
      verdicts(fares, ['Commuters responded more strongly to fare rises hidden in the season ticket price than to fare rises announced on posters']),
    ).toEqual(['contradicted']);
  });

  it('still supports the settings in their order', () => {
    expect(verdicts(fares, ['Commuters responded more strongly to fare rises announced on posters than to rises hidden in the season ticket price'])).toEqual([
      'supported',
    ]);
  });
});

describe('a denial of evidence', () => {
  const measles = {
    title: 'How did the valley measles outbreak start?',
    claim:
      'Tracing 40 measles cases in the valley, the health board concluded that the outbreak began with a single traveller, with no evidence of further introductions.',
  };

  it('denies what it is evidence of: a sentence stating it is never shown as supported', () => {
    expect(verdicts(measles, ['Tracing measles cases in the valley showed repeated introductions, each starting its own outbreak'])).not.toContain('supported');
  });

  it('agrees with "no further" said of the same thing', () => {
    expect(verdicts(measles, ['The valley measles outbreak began with a single traveller, with no further introductions'])).toEqual(['supported']);
  });
});

describe('a word of frequency after a relative clause', () => {
  const relapse = {
    title: 'Do patients who finish the course relapse?',
    claim: 'Patients who complete the full course of the drug can still relapse within five years, mostly from resistant strains.',
  };

  it('denies the main verb once the relative clause has its verb and object', () => {
    expect(verdicts(relapse, ['Patients who complete the full course of the drug rarely relapse within five years'])).toEqual(['contradicted']);
  });

  it('describes the noun inside the relative clause', () => {
    expect(verdicts(relapse, ['Patients who are rarely treated with the drug relapse within five years'])).not.toContain('contradicted');
  });
});

describe('a word of frequency in what is reported or after a relative clause with its object', () => {
  it('denies the reported verb ("found that the gains seldom faded")', () => {
    const tutoring = {
      title: 'Did the tutoring gains last?',
      claim: 'Tracking 900 pupils, the study found that the reading gains of the tutored pupils faded within two years.',
    };
    expect(verdicts(tutoring, ['Tracking 900 pupils, the study found that the reading gains of the tutored pupils seldom faded within two years'])).toEqual([
      'contradicted',
    ]);
    expect(
      verdicts(tutoring, ['Tracking 900 pupils, the study found that the reading gains of pupils who were seldom tutored faded within two years']),
    ).toEqual(['supported']);
  });

  it('denies the main verb after "at which … the maize"', () => {
    const sowing = { title: 'Does sowing season matter?', claim: 'The season in which farmers sow the maize strongly shapes the final yield of the crop.' };
    expect(verdicts(sowing, ['The season in which farmers sow the maize hardly shapes the final yield of the crop'])).toEqual(['contradicted']);
  });
});

describe('a sentence that denies its verb beside a passage that denies something', () => {
  it('is not shown as supported when the passage denies another thing', () => {
    const reminders = {
      title: 'Do text reminders raise vaccination?',
      claim: 'Text reminders boosted vaccination uptake among older adults, although no data on side effects were collected.',
    };
    expect(verdicts(reminders, ['Text reminders did not persuade older adults to take up vaccination'])).toEqual(['closest']);
  });

  it('is supported when the passage denies the same thing', () => {
    const reminders = {
      title: 'Do text reminders raise vaccination?',
      claim: 'Text reminders boosted vaccination uptake among younger adults but produced no rise in vaccination among older adults.',
    };
    expect(verdicts(reminders, ['Text reminders did not persuade older adults to take up vaccination'])).toEqual(['supported']);
  });
});

describe('a change denied with a light verb and a noun of change', () => {
  const lanes = {
    title: 'Do cycle lanes prevent injuries?',
    claim: 'Pooling 30 studies, cycle lanes were associated with reduced odds of serious cycling injury by 40% and of minor injury by 10%.',
  };

  it('reads "rarely make a difference to" and "had no effect on" as a change denied', () => {
    expect(
      verdicts(lanes, ['Cycle lanes rarely make a difference to serious cycling injury', 'Cycle lanes had no effect on the odds of serious cycling injury']),
    ).toEqual(['contradicted', 'contradicted']);
  });

  it('leaves the change stated, and a denial of another thing, alone', () => {
    expect(
      verdicts(lanes, ['Cycle lanes made a difference to serious cycling injury', 'Cycle lanes had no effect on how often cyclists ride at night']),
    ).not.toContain('contradicted');
  });
});

describe('a comparison of two settings told apart by their prepositions', () => {
  const clubs = {
    title: 'When do reading programmes work best?',
    claim: 'Reading programmes held during the school day had larger effects than after-school ones.',
  };

  it('reads "after school" against "during the school day" as the sides swapped', () => {
    expect(verdicts(clubs, ['Reading clubs offered after school tend to produce larger gains than clubs scheduled during the school day'])).toEqual([
      'contradicted',
    ]);
  });

  it('does not call the sides in their order the opposite', () => {
    expect(verdicts(clubs, ['Reading clubs scheduled during the school day tend to produce larger gains than clubs offered after school'])).not.toContain(
      'contradicted',
    );
  });
});

describe('points of the compass', () => {
  const park = {
    title: 'Where did the park cool streets?',
    claim: 'The cooling effect of the new park was larger in streets further west within the district.',
  };

  it('keep "eastern" from being shown as supported by "further west"', () => {
    expect(verdicts(park, ['The cooling effect of the new park was strongest in the eastern streets of the district'])).toEqual(['closest']);
  });

  it('let "western" be supported by "further west"', () => {
    expect(verdicts(park, ['The cooling effect of the new park was strongest in the western streets of the district'])).toEqual(['supported']);
  });
});

describe('a noun of measure', () => {
  const letters = {
    title: 'Did reminder letters cut overdue loans?',
    claim: 'After the reminder letters, the share of overdue library loans rose from 12% to 30% across the county.',
  };

  it('names what it measures after it, so "lowered the rate at which loans became overdue" turns "the share of overdue loans rose"', () => {
    expect(verdicts(letters, ['The reminder letters lowered the rate at which library loans became overdue across the county'])).toEqual(['contradicted']);
  });

  it('leaves the same way, and a rate of another thing, alone', () => {
    expect(
      verdicts(letters, [
        'The reminder letters raised the rate at which library loans became overdue across the county',
        'The reminder letters lowered the rate of staff turnover across the county',
      ]),
    ).not.toContain('contradicted');
  });
});
