// When a citing sentence says the opposite of its note, and when words of the other way only
// restate it: bounds on an amount, opposite nouns, "more often", two parts of a whole; a change
// denied against one stated (its subject when it takes no object, a list split at commas, a verb
// the tagger misreads after "did not"); roles turned (crosswise pairings, "similar to", a comparison
// after a verb, one a clause of contrast implies); what a negation governs ("managed to climb",
// "fall behind"); mentions that neither agree nor turn; and "no longer" against "still".
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

describe('words of the other way that turn no claim', () => {
  const bakeries = {
    title: 'Do chain bakeries outlast independent ones?',
    claim: 'Over ten years, 91% of independent bakeries underperformed the big chains on sales.',
  };
  const clinic = {
    title: 'Did the walk-in clinic cut waiting times?',
    claim: 'After the clinic opened, fewer patients waited over four hours at the hospital, and waiting times fell for women with children.',
  };

  it('reads "fewer than one in ten" as a bound on an amount, not as two sides compared', () => {
    expect(verdicts(bakeries, ['Fewer than one independent bakery in ten kept pace over the ten years'])).not.toContain('contradicted');
  });

  it('reads opposite nouns as two groups', () => {
    expect(verdicts(clinic, ['After the clinic opened, waiting times also fell for men at the hospital'])).not.toContain('contradicted');
  });

  it('reads "more often" as how often, not how many', () => {
    const rota = {
      title: 'Did the new rota change hiring on the wards?',
      claim:
        'Under the new rota, fewer wards hired, and those hired were paid more. Overtime fell sharply, partly because wards under the new rota hired more experienced nurses who finished rounds in less time.',
    };
    expect(verdicts(rota, ['Nurses hired under the new rota reported higher morale and were more often rehired by the same ward'])).not.toContain(
      'contradicted',
    );
  });

  it('reads "no significant reduction" as the note\'s "did not significantly reduce", whatever another passage says of a part', () => {
    const vitamin = {
      title: 'Did vitamin D prevent cancer in older women?',
      claim:
        'The trial randomised 12,400 older women to vitamin D or placebo. Over 6.2 years, vitamin D did not significantly reduce invasive colon cancer (hazard ratio 0.94), lung cancer or cardiovascular disease.',
      body: 'Women with the lowest baseline vitamin D levels showed a larger, suggestive reduction in colon cancer.',
    };
    expect(
      verdicts(vitamin, [
        'Six years of daily vitamin D in some 12,000 older women produced no significant reduction in colon cancer, lung cancer or heart disease',
      ]),
    ).toEqual(['supported']);
  });

  it('reads a change the sentence says it cannot tell from chance as agreeing with "did not significantly reduce"', () => {
    const vitamin = {
      title: 'Did vitamin D prevent colon cancer in older women?',
      claim:
        'The trial randomised 12,400 older women to vitamin D or placebo. Over 6.2 years, vitamin D did not significantly reduce invasive colon cancer (hazard ratio 0.94), lung cancer or cardiovascular disease.',
    };
    expect(
      verdicts(vitamin, [
        'The hazard ratio for colon cancer of 0.94 meant that women taking vitamin D had about 6% fewer cases, a difference the trial could not tell from chance',
      ]),
    ).not.toContain('contradicted');
  });

  it('reads opposite words before a name as two places, not two claims', () => {
    const rivers = {
      title: 'How much of the Great Basin will still be farmed?',
      claim:
        'Hughes and colleagues found that the Great Basin holds a fifth of the groundwater in the region. In the southern Great Basin, they projected that if current trends continue about 25% of the area would be unable to support irrigation within 20 years.',
      body: 'Losses are concentrated where irrigation draws on water that recharges slowly; in the northern Great Basin, recharge is higher and water levels have been comparatively stable.',
    };
    expect(
      verdicts(rivers, [
        'Even on the bleakest trends, close to three quarters of the southern Great Basin would still be able to support irrigated farming two decades from now',
      ]),
    ).not.toContain('contradicted');
  });

  const wages = {
    title: "Did Oregon's 2016 minimum-wage rise cost restaurant jobs?",
    claim:
      'Lopez and Hart surveyed 380 restaurants in Oregon and western Idaho before and after Oregon raised its minimum wage from $9.25 to $9.75 an hour in July 2016. They found no sign that the rise reduced employment; full-time-equivalent employment in Oregon rose relative to Idaho, where the wage did not change.',
    body: 'Menu prices in Oregon rose slightly faster, by roughly the amount needed to cover the higher wage bill.',
  };

  it('reads a change denied in a relative clause as a remark on a noun, not the claim', () => {
    expect(
      verdicts(wages, [
        'When Oregon raised its minimum wage to $9.75 in 2016, restaurant employment there did not shrink; if anything it grew relative to neighbouring Idaho, where the wage stayed at $9.25',
      ]),
    ).not.toContain('contradicted');
  });

  it('reads a change in a phrase that says when as the scene, and a verb before "relative to" as saying it of its subject', () => {
    expect(
      verdicts(wages, [
        "In Lopez and Hart's data, Oregon's restaurants cut full-time-equivalent staff relative to their Idaho counterparts after the state's minimum-wage increase",
      ]),
    ).toEqual(['contradicted']);
  });

  it('still reads a change said the other way of the same thing as the opposite', () => {
    expect(verdicts(clinic, ['After the clinic opened, more patients waited over four hours at the hospital'])).toEqual(['contradicted']);
  });
});

describe('a change denied against one the note states', () => {
  const survey = {
    title: 'What happened to the meadow beetles?',
    claim:
      'Across 412 meadow plots from 60 surveys, beetle abundance and beetle diversity declined together. After mowing stopped, the trap counts, the body sizes and the egg loads of the beetles rose more in the wild strips. Two thirds of the meadow plots (66%) are losing beetles.',
  };

  it('reads a denied change with no object as said of its subject ("diversity has hardly changed")', () => {
    expect(verdicts(survey, ['Although beetle abundance has fallen, beetle diversity has hardly changed in the 412 plots surveyed'])).toEqual(['contradicted']);
  });

  it('reads a word after "did not" as the verb it is, and a list split at commas as one object', () => {
    const [lowered, listed] = verdicts(
      {
        title: 'Did the meadow scheme work?',
        claim:
          'In the scheme meadows, mowing later was associated with a 40% lower loss of beetles (loss ratio 0.6). Beyond beetle numbers, the trap counts, the body sizes, the wing lengths and the egg loads improved more with late mowing.',
      },
      [
        'In the scheme meadows, mowing later did not lower the loss of beetles, even in the wettest years',
        'Beyond beetle numbers, late mowing did not improve the body sizes, the trap counts or the egg loads of the beetles',
      ],
    );
    expect(lowered).toBe('contradicted');
    expect(listed).toBe('contradicted');
  });

  it('reads two parts of a whole as two statements, not one turned', () => {
    const parts = {
      title: survey.title,
      claim:
        'Across 412 meadow plots from 60 surveys, beetle abundance and beetle diversity declined together. Two thirds of the meadow plots (66%) are declining in beetles, and the wet plots together lost most of theirs.',
    };
    expect(verdicts(parts, ['Only about a third of the meadow plots are holding steady in beetles or gaining them'])).not.toContain('contradicted');
  });
});

describe('roles turned round', () => {
  it('reads two subjects paired with two predicates crosswise as the opposite claim, and the same pairing as support', () => {
    const note = {
      title: 'Which tutoring format helps which pupils?',
      claim:
        'In the trial, weekly group sessions were more likely to raise reading scores, while daily one-to-one sessions went more often to pupils with attendance problems.',
    };
    const [crossed, same] = verdicts(note, [
      'Daily one-to-one sessions did more for reading scores, while weekly group sessions were more often given to pupils with attendance problems',
      'Weekly group sessions did more for reading scores, while daily one-to-one sessions were more often given to pupils with attendance problems',
    ]);
    expect(crossed).toBe('contradicted');
    expect(same).not.toBe('contradicted');
  });

  it('reads "similar to" as two sides level, against one side ahead', () => {
    const note = {
      title: 'Did the revised assay change the readings?',
      claim: 'Run in six laboratories, the revised assay protocols produced readings similar to the original assay protocols, a difference of 0.3%.',
    };
    expect(verdicts(note, ['Under the revised assay protocols the readings came out markedly higher than under the original assay protocols'])).toEqual([
      'contradicted',
    ]);
  });
});

describe('what a negation governs', () => {
  it('passes a negation on through "managed to" to the verb it takes', () => {
    const note = {
      title: 'Can the drone climb steep slopes?',
      claim: 'With a weighted tail and a learned gait, the drone climbed slopes of 30 to 45 degrees with a 90% success rate in field trials.',
    };
    expect(verdicts(note, ['Even with a weighted tail, the drone rarely managed to climb the steeper slopes'])).toEqual(['contradicted']);
  });

  it('reads "fall behind" as a comparison, so a negated one turns "underperformed"', () => {
    const note = {
      title: 'Do pension funds beat the index?',
      claim: 'Most balanced pension funds lag their benchmarks: over ten years, 91% of balanced pension funds had underperformed the FTSE 100.',
    };
    expect(verdicts(note, ['Over ten years, balanced pension funds rarely fall behind the FTSE 100'])).toEqual(['contradicted']);
  });
});

describe('comparisons read on what they compare', () => {
  it('reads a comparative after a verb and its object as comparing on the verb, and a sentence-initial comparative as a side', () => {
    const note = {
      title: 'Do bigger levees hold back floods?',
      claim: 'In the flood survey, levees were overtopped after heavy rain in 30% of events. Larger levees were not more resistant than smaller ones.',
    };
    expect(verdicts(note, ['Larger levees resisted floods better than smaller ones'])).toEqual(['contradicted']);
  });

  it('does not take the same comparative word in a clause on another measure as the passage saying it too', () => {
    const note = {
      title: 'Who writes clearer lab reports?',
      claim:
        'Student-written lab reports scored higher than tutor ones on clear structure and accurate units, while tutor reports were rated more concise and more readable.',
    };
    expect(verdicts(note, ['Tutor lab reports were judged more clearly structured than student ones'])).toEqual(['contradicted']);
  });
});

describe('a comparison a clause of contrast implies', () => {
  const note = {
    title: 'Who writes better grant summaries?',
    claim:
      'Staff-written grant summaries scored higher than applicant ones on budget accuracy and clear aims, while applicant summaries were rated more persuasive and more vivid.',
  };

  it('reads "while B were rated more persuasive" as putting B ahead of the first side', () => {
    expect(verdicts(note, ['Staff-written grant summaries were rated more persuasive than applicant ones'])).toEqual(['contradicted']);
  });

  it('compares an implied comparison only on what it names', () => {
    expect(verdicts(note, ['On budget accuracy and aims, staff grant summaries beat applicant ones'])).not.toContain('contradicted');
  });
});

describe('a mention with no direction', () => {
  it('neither agrees with a change nor turns it, so the passage’s other way of the same thing still counts', () => {
    const note = {
      title: 'Do more filter layers block the air?',
      claim:
        'If each filter layer independently lets 99% of air through, a stack of 10 layers lets air through with a probability of only about 90%, and one of 50 layers with a probability below 60%.',
    };
    expect(verdicts(note, ['Stacking more filter layers that each let 99% of air through raises the probability that the stack lets air through'])).toEqual([
      'contradicted',
    ]);
  });

  it('takes the word in another role as no agreement with a negation ("replication yield gains" against "rarely replicate")', () => {
    const note = {
      title: 'Do cover crop trials replicate?',
      claim:
        'Replicating 30 field trials of cover crops published in two agronomy journals, the team found a yield gain in the original direction for 19 (63%); replication yield gains averaged about half of the original ones.',
    };
    expect(
      verdicts(note, ['Field trials of cover crops published in agronomy journals rarely replicate, even when the original authors check the design']),
    ).toEqual(['contradicted']);
  });
});

describe('a state said to have stopped against one said to go on', () => {
  const note = {
    title: 'Did the cash grants last?',
    claim: 'In a three-year follow-up, grantees still owned more livestock, but differences in schooling had faded.',
  };

  it('reads "no longer" against "still" on the same thing as the opposite', () => {
    expect(verdicts(note, ['Three years on, the extra livestock bought with the grants no longer distinguished grantees from other households'])).toEqual([
      'contradicted',
    ]);
  });

  it('reads "still" in agreement with the note as support', () => {
    expect(verdicts(note, ['Three years on, grantees still owned more livestock than other households'])).not.toContain('contradicted');
  });
});
