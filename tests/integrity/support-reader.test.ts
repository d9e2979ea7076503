// Precision and recall of the citation flags on citations written the way researchers cite
// (tests/fixtures/support/reader-*.json): paraphrases, hedged and rounded figures, figures of
// another measure, complements, notes on the same subject that do not make the claim, reversed
// comparisons, opposites without a negation and negated verbs. `reader-held-out.json` was written
// with the rest and not run until the rules were set; its scores are reported on their own.
// `independent-dev.json` was written by a reader who never saw the rules; its floors are what the
// rules reach on it. `independent-held-out.json`, by the same reader, was kept from development
// and first run once the rules were set; the rules were later changed with its cases read, as a
// development file, and its floors are what they reach now. `independent-held-out-2.json`, 93
// cases written by a second reader who never saw the rules, after they were set, was run once as it
// came (docs/findings.md reports that run apart) and is read as a development file since.
// `independent-held-out-3.json`, 157 cases by a third reader who never saw the rules, was run once
// after the rules of the next round were set, and is read as a development file since.
// `independent-held-out-4.json`, 130 cases by a fourth reader who never saw the rules, was run once
// after the rules of the round after were set, and is read as a development file since.
// `independent-held-out-5.json`, 113 cases by a fifth reader who never saw the rules, was run once
// after "Supported by" was kept from a possible opposite; its floors are that run's figures.
// `independent-held-out-6.json` (110 cases) and `independent-held-back-6.json` (88, on notes of
// their own), by a sixth reader who never saw the rules, were run once after the next round's
// rules were set; their floors are that run's figures (docs/findings.md gives the run).
import { describe, expect, it } from 'vitest';
import { type Flag, FLAGS, type Judged, judgeLabelledSet, readLabelledSet, type Score, scores } from './support-labelled.ts';

const development = judgeLabelledSet(readLabelledSet('reader-cases.json'));
const independent = judgeLabelledSet(readLabelledSet('independent-dev.json'));
const independentHeldOut = judgeLabelledSet(readLabelledSet('independent-held-out.json'));
const secondHeldOut = judgeLabelledSet(readLabelledSet('independent-held-out-2.json'));
const thirdHeldOut = judgeLabelledSet(readLabelledSet('independent-held-out-3.json'));
const fourthHeldOut = judgeLabelledSet(readLabelledSet('independent-held-out-4.json'));
const fifthHeldOut = judgeLabelledSet(readLabelledSet('independent-held-out-5.json'));
const sixthHeldOut = judgeLabelledSet(readLabelledSet('independent-held-out-6.json'));
const sixthHeldBack = judgeLabelledSet(readLabelledSet('independent-held-back-6.json'));
const seventhHeldOut = judgeLabelledSet(readLabelledSet('independent-held-out-7.json'));
const seventhHeldBack = judgeLabelledSet(readLabelledSet('independent-held-back-7.json'));
const heldOut = judgeLabelledSet(readLabelledSet('reader-held-out.json'));
const whole = [...development, ...heldOut];

/** The score of `flag` among `scored`. */
function of(scored: readonly Score[], flag: string): Score {
  const found = scored.find((s) => s.flag === flag);
  if (found === undefined) throw new Error(`no score for ${flag}`);
  return found;
}

/** Prints `flag`'s score on a held-out set with each case it gets wrong, and expects it to hold the set's floors (a flag without a floor must be perfect). */
function expectHeldOutFloor(name: string, judged: readonly Judged[], flag: Flag, floors: Record<string, { precision: number; recall: number }>): void {
  const score = of(scores(judged), flag);
  console.info(
    `${name} ${flag}: ${score.precision.toFixed(2)} / ${score.recall.toFixed(2)} (${score.truePositives} found, ${score.falsePositives} false, ${score.falseNegatives} missed)`,
  );
  for (const j of judged) {
    if ((j.shown === flag) !== (j.label === flag)) console.info(`  ${j.label} shown ${j.shown} [${j.origin}]: ${j.sentence}`);
  }
  expect(score.precision).toBeGreaterThanOrEqual(floors[flag]?.precision ?? 1);
  expect(score.recall).toBeGreaterThanOrEqual(floors[flag]?.recall ?? 1);
}

/** Cases labelled `unsupported` that cite a note on the same subject, with the flag shown for each. */
function sameSubject(judged: readonly Judged[]): Judged[] {
  return judged.filter((j) => j.label === 'unsupported' && j.origin === 'reader:same-subject');
}

describe('citations written the way researchers cite', () => {
  it('holds at least 150 cases, 50 of them held out, covering every kind the check must read', () => {
    expect(whole.length).toBeGreaterThanOrEqual(150);
    expect(heldOut).toHaveLength(50);
    const kinds = new Set(whole.map((j) => j.origin));
    for (const kind of ['paraphrase', 'hedge', 'other-measure', 'complement', 'same-subject', 'reversed', 'antonym', 'verb-negation']) {
      expect(kinds).toContain(`reader:${kind}`);
    }
  });

  it.each(FLAGS)('flags %s with precision of at least 0.9 on the whole set, and reports the held-out cases apart', (flag) => {
    const all = of(scores(whole), flag);
    const held = of(scores(heldOut), flag);
    console.info(
      `${flag}: whole ${all.precision.toFixed(2)} / ${all.recall.toFixed(2)} (${all.truePositives} found, ${all.falsePositives} false, ${all.falseNegatives} missed); held out ${held.precision.toFixed(2)} / ${held.recall.toFixed(2)} (${held.truePositives}, ${held.falsePositives}, ${held.falseNegatives})`,
    );
    expect(all.precision).toBeGreaterThanOrEqual(0.9);
    // The held-out cases are reported as measured (docs/findings.md); a floor keeps them from collapsing.
    expect(held.precision).toBeGreaterThanOrEqual(0.8);
  });

  it('finds figures stated for another measure or not stated at all, and opposite claims', () => {
    // Floors at what the rules reach, so a change that finds fewer fails.
    expect(of(scores(whole), 'figure-mismatch').recall).toBeGreaterThanOrEqual(0.85);
    expect(of(scores(whole), 'contradicted').recall).toBeGreaterThanOrEqual(0.77);
  });

  it('flags some citations of a note on the same subject that does not make the claim', () => {
    const cases = sameSubject(whole);
    const found = cases.filter((j) => j.shown === 'unsupported').length;
    console.info(`same-subject unsupported: ${found} of ${cases.length}`);
    expect(found / cases.length).toBeGreaterThanOrEqual(0.67);
  });

  it('shows as supported no more of the opposite claims than the rules leave', () => {
    // A passage the sentence may say the opposite of is shown as the closest one (`doubt.ts`): these remain, each read in docs/findings.md.
    expect(endorsedOpposites(whole)).toBeLessThanOrEqual(5);
    expect(endorsedOpposites(independent)).toBeLessThanOrEqual(3);
    expect(endorsedOpposites(independentHeldOut)).toBeLessThanOrEqual(3);
  });

  it('never shows "Supported by" for a note that only asks the question', () => {
    expect(whole.filter((j) => j.origin === 'reader:question').map((j) => j.verdict)).not.toContain('supported');
  });
});

/** The floors each flag holds on the independent cases: precision, recall, at what the rules reach. */
const INDEPENDENT_FLOORS: Record<string, { precision: number; recall: number }> = {
  unsupported: { precision: 0.9, recall: 0.85 },
  'figure-mismatch': { precision: 1, recall: 0.68 },
  contradicted: { precision: 1, recall: 0.64 },
};

describe('citations written by a reader who never saw the rules', () => {
  it('holds cases of every kind the check must read', () => {
    expect(independent.length).toBeGreaterThanOrEqual(100);
    const kinds = new Set(independent.map((j) => j.origin));
    for (const kind of ['paraphrase', 'hedge', 'range', 'other-measure', 'complement', 'same-subject', 'reversed', 'antonym', 'verb-negation', 'question']) {
      expect(kinds).toContain(`reader:${kind}`);
    }
  });

  it.each(FLAGS)('flags %s at least as well as the rules reach on them', (flag) => {
    const score = of(scores(independent), flag);
    console.info(
      `independent ${flag}: ${score.precision.toFixed(2)} / ${score.recall.toFixed(2)} (${score.truePositives} found, ${score.falsePositives} false, ${score.falseNegatives} missed)`,
    );
    expect(score.precision).toBeGreaterThanOrEqual(INDEPENDENT_FLOORS[flag]?.precision ?? 1);
    expect(score.recall).toBeGreaterThanOrEqual(INDEPENDENT_FLOORS[flag]?.recall ?? 1);
  });

  it('flags citations of a note on the same subject that does not make the claim, and endorses no note that only asks', () => {
    const cases = sameSubject(independent);
    const found = cases.filter((j) => j.shown === 'unsupported').length;
    console.info(`independent same-subject unsupported: ${found} of ${cases.length}`);
    // Precision comes first: a sentence sharing three key terms with the passage is left to the reader unless its main verb is none of the note's words.
    expect(found).toBeGreaterThanOrEqual(5);
    expect(independent.filter((j) => j.origin === 'reader:question').map((j) => j.verdict)).not.toContain('supported');
  });
});

/**
 * What the rules reach on the independent held-out cases (docs/findings.md gives their first run
 * apart): floors, so a change that does worse on them fails.
 */
const HELD_OUT_FLOORS: Record<string, { precision: number; recall: number }> = {
  unsupported: { precision: 1, recall: 0.85 },
  'figure-mismatch': { precision: 1, recall: 0.75 },
  contradicted: { precision: 1, recall: 0.75 },
};

describe('citations the same reader wrote and kept apart until the rules were set', () => {
  it.each(FLAGS)('reports %s on the 50 held-out cases, each case it gets wrong listed', (flag) => {
    expect(independentHeldOut).toHaveLength(50);
    expectHeldOutFloor('independent held-out', independentHeldOut, flag, HELD_OUT_FLOORS);
  });
});

/**
 * The second reader's cases, run once as they came and since read as development cases: floors at
 * what the rules reach on them now, so a change that does worse fails (the targets are 0.9
 * precision, 0.6 recall; see docs/findings.md for what they still miss and each false flag left).
 */
const SECOND_HELD_OUT_FLOORS: Record<string, { precision: number; recall: number }> = {
  unsupported: { precision: 1, recall: 0.69 },
  'figure-mismatch': { precision: 1, recall: 0.33 },
  contradicted: { precision: 1, recall: 0.4 },
};

/**
 * The third reader's cases (replication studies, bird and insect counts, coral bleaching, forest
 * carbon, vaccines, weight-loss trials, fund managers, cash transfers, robot hands…), run once when
 * the rules were set, and read as a development file since: floors at what the rules reach on them
 * now (docs/findings.md gives what they still miss).
 */
const THIRD_HELD_OUT_FLOORS: Record<string, { precision: number; recall: number }> = {
  // "the lead widened by about a point a year" is read as the note's "one percentile point" (a hedged "a" is one of its unit): no false flag left.
  unsupported: { precision: 1, recall: 0.68 },
  'figure-mismatch': { precision: 1, recall: 0.63 },
  // One false flag, against the African sink's "held steady … to 2015" (docs/findings.md).
  contradicted: { precision: 0.95, recall: 0.61 },
};

/**
 * The fourth reader's cases (Arctic warming, glaciers, tutoring, Medicaid, chytrid, soda taxes,
 * graphene, robot policies…), run once when the rules were set and read as a development file since:
 * floors at that run's figures, and for contradictions at what the rules reach on them now, still
 * under the targets (docs/findings.md lists every case it gets wrong and why).
 */
const FOURTH_HELD_OUT_FLOORS: Record<string, { precision: number; recall: number }> = {
  unsupported: { precision: 1, recall: 0.72 },
  // Two false figure flags fewer: a range whose two ends are the note's figures for different crops ("anywhere from about 5% to 34% less") is read as a range, and "after 17 to 19 hours" as a range, not a change ending at 19.
  'figure-mismatch': { precision: 0.85, recall: 0.77 },
  // No false flag since a contrast that agrees with a comparison's other side, a negation in a relative clause, a phrasal particle, a small share ("only 12%") and another measure's change no longer make one.
  contradicted: { precision: 1, recall: 0.45 },
};

/**
 * The fifth reader's cases (retrieval practice, salt substitutes, the disposition effect, basic
 * income, the Hubble tension, meniscus surgery, robot policies…), run once when the rules were set
 * and read as a development file since: floors at that run's figures, and for contradictions at
 * what the rules reach on them now, still under the targets (docs/findings.md lists what it gets wrong).
 */
const FIFTH_HELD_OUT_FLOORS: Record<string, { precision: number; recall: number }> = {
  // "once-in-a-millennium" is read as the note's "1-in-1,000-year" (derive/support/amounts-in-words.ts), so the clause after ", and" is no point of its own.
  unsupported: { precision: 1, recall: 0.64 },
  // Ratios, relative changes, hedged ranges across two arms, proportions' complements and one arm's rest said with the opposite verb are read as a reader reads them (parse/figure-ratios.ts, derive/support/figures.ts).
  'figure-mismatch': { precision: 0.9, recall: 0.64 },
  contradicted: { precision: 0.92, recall: 0.42 },
};

/**
 * The sixth reader's sets: floors at what the rules reach since their false flags were read
 * (docs/findings.md gives the one run made once the rules were set, and what changed after).
 */
const SIXTH_HELD_OUT_FLOORS: Record<string, { precision: number; recall: number }> = {
  unsupported: { precision: 1, recall: 0.6 },
  'figure-mismatch': { precision: 0.85, recall: 0.76 },
  contradicted: { precision: 1, recall: 0.45 },
};
const SIXTH_HELD_BACK_FLOORS: Record<string, { precision: number; recall: number }> = {
  unsupported: { precision: 0.77, recall: 0.53 },
  'figure-mismatch': { precision: 1, recall: 0.35 },
  contradicted: { precision: 1, recall: 0.33 },
};

/**
 * The seventh reader's development half (111 cases on 24 notes; the other half is kept apart until
 * the rules are set): floors at what the rules reached on it the first time it was run, and for
 * `unsupported` at what they reach since its four false flags were read, figures at what they reach
 * since its false figure flags were read, contradictions at what the contradiction rules set since
 * reach (docs/findings.md).
 */
const SEVENTH_HELD_OUT_FLOORS: Record<string, { precision: number; recall: number }> = {
  unsupported: { precision: 1, recall: 0.66 },
  // The two false figure flags left mark a figure the note does not state in a citation the reader calls unsupported.
  'figure-mismatch': { precision: 0.86, recall: 0.75 },
  contradicted: { precision: 1, recall: 0.34 },
};

/** The seventh reader's held-back half, kept apart until the round's rules were set: floors at that one run's figures (docs/findings.md). */
const SEVENTH_HELD_BACK_FLOORS: Record<string, { precision: number; recall: number }> = {
  unsupported: { precision: 0.75, recall: 0.27 },
  'figure-mismatch': { precision: 0.63, recall: 0.66 },
  contradicted: { precision: 0.75, recall: 0.22 },
};

/** The readers' sets run as they came, each with its floors. */
const LATER_READERS = [
  { name: 'second held-out', judged: secondHeldOut, cases: 93, floors: SECOND_HELD_OUT_FLOORS, sameSubjectFound: 4, endorsedOpposites: 6 },
  { name: 'third held-out', judged: thirdHeldOut, cases: 157, floors: THIRD_HELD_OUT_FLOORS, sameSubjectFound: 6, endorsedOpposites: 7 },
  { name: 'fourth held-out', judged: fourthHeldOut, cases: 130, floors: FOURTH_HELD_OUT_FLOORS, sameSubjectFound: 5, endorsedOpposites: 6 },
  { name: 'fifth held-out', judged: fifthHeldOut, cases: 113, floors: FIFTH_HELD_OUT_FLOORS, sameSubjectFound: 5, endorsedOpposites: 8 },
  { name: 'sixth held-out', judged: sixthHeldOut, cases: 110, floors: SIXTH_HELD_OUT_FLOORS, sameSubjectFound: 7, endorsedOpposites: 6 },
  { name: 'sixth held-back', judged: sixthHeldBack, cases: 88, floors: SIXTH_HELD_BACK_FLOORS, sameSubjectFound: 6, endorsedOpposites: 5 },
  { name: 'seventh held-out', judged: seventhHeldOut, cases: 111, floors: SEVENTH_HELD_OUT_FLOORS, sameSubjectFound: 5, endorsedOpposites: 5 },
  { name: 'seventh held-back', judged: seventhHeldBack, cases: 111, floors: SEVENTH_HELD_BACK_FLOORS, sameSubjectFound: 4, endorsedOpposites: 9 },
];

/** Cases labelled `contradicted` that the reader is shown as supported: a false endorsement, the worst outcome. */
function endorsedOpposites(judged: readonly Judged[]): number {
  return judged.filter((j) => j.label === 'contradicted' && j.shown === 'supported').length;
}

describe('citations later readers wrote after the rules were set, run as they came', () => {
  describe.each(LATER_READERS)('$name', ({ name, judged, cases, floors, sameSubjectFound, endorsedOpposites: ceiling }) => {
    it('shows as supported no more of the opposite claims than the rules leave', () => {
      const endorsed = endorsedOpposites(judged);
      console.info(`${name} contradicted shown supported: ${endorsed}`);
      expect(endorsed).toBeLessThanOrEqual(ceiling);
    });

    it.each(FLAGS)(`reports %s on the ${cases} cases, each case it gets wrong listed`, (flag) => {
      expect(judged).toHaveLength(cases);
      expectHeldOutFloor(name, judged, flag, floors);
    });

    it('flags citations of a note on the same subject that does not make the claim, as many as the rules reach', () => {
      const found = sameSubject(judged).filter((j) => j.shown === 'unsupported').length;
      console.info(`${name} same-subject unsupported: ${found} of ${sameSubject(judged).length}`);
      expect(found).toBeGreaterThanOrEqual(sameSubjectFound);
    });
  });
});
