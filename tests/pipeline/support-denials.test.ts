// A denial, a turned comparison or an opposite said in words of the sentence's own: a sentence that
// denies its verb is never shown as supported by a passage that denies nothing; a comparison of two
// settings has the settings as its sides; a comparison the verb's negation denies disagrees only
// with the one it denies; "more slowly" meets "faster", "remained motivated" meets "unmotivated";
// a gerund a contrast sets aside is a verb; a word opening a clause ends the phrase a verb takes;
// a change denied meets one stated of the noun phrase a verb carries through "of"; a particle of
// position states no change, and a negation in a relative clause is a remark on a noun; a
// difference denied in a list of measures meets a change the note states of one of them; "usually"
// meets "in only 18%" as its opposite; a rate that "slowed" meets one that "accelerated", a gap
// "narrowed" or "widened" one that was "cut".
import { describe, expect, it } from 'vitest';
import { kbFrom, md, page } from './helpers.ts';

/** The verdict of each citation on an inquiring line that cites `note` once per sentence. */
function verdicts(note: { title: string; claim: string; body?: string }, sentences: readonly string[]): string[] {
  const kb = kbFrom({
    'notes/n.md': md({ kind: 'note', title: note.title, claim: note.claim }, note.body ?? ''),
    'inquiring-lines/q.md': md({ kind: 'inquiry', title: 'What does the note say?' }, `\n${sentences.map((s) => `${s} [[${note.title}]].`).join('\n\n')}\n`),
  });
  return (page(kb, 'What does the note say?').support ?? []).map((s) => s.verdict);
}

describe('a sentence that denies its verb', () => {
  const garden = {
    title: 'What did the Garden Schools Trial test?',
    claim: 'In the Garden Schools Trial, 3,000 pupils in 80 primary schools were randomised by school to weekly gardening lessons or to the usual timetable.',
  };

  it('is never shown as supported by a passage that denies nothing', () => {
    expect(
      verdicts(garden, ['Randomising primary schools to weekly gardening lessons did not change the usual timetable in the Garden Schools Trial']),
    ).toEqual(['closest']);
  });

  it('still lets an affirming paraphrase be supported', () => {
    expect(verdicts(garden, ['In the Garden Schools Trial, pupils in 80 primary schools were randomised by school to weekly gardening lessons'])).toEqual([
      'supported',
    ]);
  });
});

describe('comparisons turned round', () => {
  it('reads "stronger in A than in B" with the settings as its sides', () => {
    const shingles = {
      title: 'Whom does the shingles vaccine protect most?',
      claim: 'Protection against shingles from the recombinant vaccine was stronger in younger adults than in older adults.',
    };
    expect(verdicts(shingles, ['Protection against shingles from the recombinant vaccine was stronger in older adults than in younger adults'])).toEqual([
      'contradicted',
    ]);
    expect(verdicts(shingles, ['Protection against shingles from the recombinant vaccine was greater in younger adults than in older adults'])).not.toContain(
      'contradicted',
    );
  });

  it('compares "lose less sediment" and "lose more material" on the verb their amounts follow', () => {
    const streams = {
      title: 'How fast do mountain streams lose sediment?',
      claim: 'Mountain streams currently lose more material than either the river delta or the coastal shelf taken separately.',
    };
    expect(verdicts(streams, ['Even at their recent pace, mountain streams still lose less sediment each year than the river delta alone'])).toEqual([
      'contradicted',
    ]);
    expect(verdicts(streams, ['Mountain streams lose more sediment each year than the river delta'])).toEqual(['supported']);
  });

  it('reads a comparison the verb denies as the denial of that comparison only', () => {
    const reading = {
      title: 'What predicts comprehension in ten-year-olds?',
      claim: 'In a survey of ten-year-olds, reading fluency predicted comprehension scores better than vocabulary size did.',
    };
    expect(verdicts(reading, ['In the survey of ten-year-olds, reading fluency did not predict comprehension scores any better than vocabulary size'])).toEqual(
      ['contradicted'],
    );
    expect(
      verdicts(reading, ['In the survey of ten-year-olds, vocabulary size did not predict comprehension scores any better than reading fluency']),
    ).not.toContain('contradicted');
  });
});

describe('opposites in words of their own', () => {
  it('meets "more slowly" with "faster"', () => {
    const seeds = {
      title: 'Does red light speed germination?',
      claim: 'Cress seeds kept under red light germinated faster than cress seeds kept under blue light.',
    };
    expect(verdicts(seeds, ['Cress seeds kept under red light germinated more slowly than those under blue light'])).toEqual(['contradicted']);
  });

  it('meets a participle with its opposite adjective', () => {
    const volunteers = {
      title: 'Do volunteers stay with the litter-picking programme?',
      claim: 'Volunteers in the litter-picking programme became unmotivated after the third week of collections.',
    };
    expect(verdicts(volunteers, ['Volunteers in the litter-picking programme remained motivated after the third week of collections'])).toEqual([
      'contradicted',
    ]);
  });

  it('reads a gerund a contrast sets aside as the verb it denies', () => {
    const timetable = {
      title: 'Did the shared timetable help the two campuses?',
      claim: 'The shared timetable widened the attainment gap between the two campuses rather than closing it.',
    };
    expect(verdicts(timetable, ['The shared timetable closed the attainment gap between the two campuses'])).toEqual(['contradicted']);
  });

  it('ends the phrase a verb of change takes at a word that opens a clause', () => {
    const lists = {
      title: 'Where in a list are facts best recalled?',
      claim: 'Recall accuracy fell by 12% when the key fact sat in the middle of a long shopping list rather than at its end.',
    };
    expect(verdicts(lists, ['Recall accuracy rose when the key fact sat in the middle of a long shopping list'])).toEqual(['contradicted']);
  });

  it('meets a change denied with one stated of the noun phrase its verb carries through "of"', () => {
    const vouchers = {
      title: 'What did the housing-voucher lottery change?',
      claim:
        'Two years after the housing-voucher lottery, the vouchers had no effect on earnings, but they raised school attendance, lowered the probability of an asthma admission among children by 6 points and cut eviction filings.',
    };
    expect(verdicts(vouchers, ['The housing vouchers raised school attendance but did not lower rates of asthma among the lottery children'])).toEqual([
      'contradicted',
    ]);
  });
});

describe('a rate said to change', () => {
  const snow = {
    title: 'Is the Alpine snowpack shrinking faster?',
    claim: 'Reconciling station records, the assessment found that the loss of Alpine snowpack accelerated between 1990 and 2020, driven by warmer winters.',
  };

  it('reads "slowed" with no object against "accelerated" as the opposite', () => {
    expect(verdicts(snow, ['The loss of Alpine snowpack slowed between 1990 and 2020 as winters stabilised'])).toEqual(['contradicted']);
  });

  it('reads "slowed" with an object as no change of a rate', () => {
    expect(verdicts(snow, ['Warmer winters slowed the recovery of the Alpine snowpack'])).not.toContain('contradicted');
  });
});

describe('a size said to change', () => {
  const fields = {
    title: 'Did mixed planting close the yield gap?',
    claim: 'Across 90 field trials, intercropping and cover crops, used on the organic farms only, cut the yield gap to about 9%.',
  };

  it('reads "never narrowed" against "cut" the same gap as the opposite', () => {
    expect(verdicts(fields, ['Intercropping and cover crops never narrowed the yield gap in the field trials'])).toEqual(['contradicted']);
  });

  it('reads "widened" against "cut" the same gap as the opposite', () => {
    expect(verdicts(fields, ['In the field trials the cover crops on the organic farms widened the yield gap'])).toEqual(['contradicted']);
  });
});

describe('a difference denied', () => {
  it('meets "hardly differed in" a list of measures with a change the note states of one of them', () => {
    const breakfasts = {
      title: 'What did free school breakfasts do?',
      claim:
        'In the two-year breakfast trial, children given free school breakfasts reported higher concentration, less hunger and more energy than the control group.',
    };
    expect(
      verdicts(breakfasts, [
        'In the two-year breakfast trial, children given free school breakfasts hardly differed from the control group in hunger, energy or concentration',
      ]),
    ).toEqual(['contradicted']);
  });
});

describe('most against only a small share', () => {
  const scripts = {
    title: 'Do call-centre scripts help callers?',
    claim: 'When 300 callers asked for a refund, agents following the new script resolved the complaint on the first call in only 18% of cases.',
  };

  it('reads "usually" against "in only 18%" of the same thing as the opposite', () => {
    expect(verdicts(scripts, ['Agents following the new script usually resolved a refund complaint on the first call'])).toEqual(['contradicted']);
  });

  it('reads "at most a fifth" as a bound that agrees', () => {
    expect(verdicts(scripts, ['Agents following the new script resolved at most a fifth of refund complaints on the first call'])).toEqual(['supported']);
  });
});

describe('words that turn no claim', () => {
  it('reads a particle of position as no change against a state held steady', () => {
    const bogs = {
      title: 'Do peat bogs still take up carbon?',
      claim: 'Across 120 intact peat bogs, the carbon sink held steady over three decades at about 0.5 tonnes of carbon per hectare a year.',
    };
    expect(
      verdicts(bogs, [
        'For three decades the intact peat bogs kept drawing down about half a tonne of carbon per hectare each year, with no decline in the sink',
      ]),
    ).not.toContain('contradicted');
  });

  it("reads a negation in the passage's relative clause as a remark on a noun", () => {
    const drainage = {
      title: 'Was the drainage estimate inflated?',
      claim: 'Critics argued that the drainage estimate was inflated by counting wetlands that should not be drained.',
    };
    expect(verdicts(drainage, ['The drainage estimate was inflated by counting wetlands as land to be drained'])).not.toContain('contradicted');
  });
});
