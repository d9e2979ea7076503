// Precision and recall of the three citation flags on the labelled set (tests/fixtures/support/):
// real citations of the seed collection, seed sentences paired with notes on other subjects, and
// written cases of figure and direction mismatches and of opposite statements. Precision comes
// first: a false flag on a good citation costs a reader's trust more than a missed one.
import { describe, expect, it } from 'vitest';
import { FLAGS, judgeLabelledSet, readLabelledSet, scores } from './support-labelled.ts';

const set = readLabelledSet();
const judged = judgeLabelledSet(set);
const all = scores(judged);
const heldOut = scores(judged.filter((j) => j.split === 'held-out'));

describe('the labelled set of citations', () => {
  it('holds real seed citations and cases of every flag, in both splits', () => {
    expect(set.cases.filter((c) => c.origin.startsWith('seed:') && c.label === 'supported').length).toBeGreaterThanOrEqual(20);
    for (const flag of FLAGS) {
      expect(set.cases.filter((c) => c.label === flag && c.split === 'development').length).toBeGreaterThanOrEqual(10);
      expect(set.cases.filter((c) => c.label === flag && c.split === 'held-out').length).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(FLAGS)('flags %s with precision of at least 0.9, and finds most of them', (flag) => {
    const score = all.find((s) => s.flag === flag);
    console.info(
      `${flag}: precision ${score?.precision.toFixed(2)}, recall ${score?.recall.toFixed(2)} (${score?.truePositives} found, ${score?.falsePositives} false, ${score?.falseNegatives} missed); held out: precision ${heldOut.find((s) => s.flag === flag)?.precision.toFixed(2)}, recall ${heldOut.find((s) => s.flag === flag)?.recall.toFixed(2)}`,
    );
    expect(score?.precision).toBeGreaterThanOrEqual(0.9);
    expect(heldOut.find((s) => s.flag === flag)?.precision).toBeGreaterThanOrEqual(0.9);
    // A floor, so a check that flags almost nothing cannot pass on precision alone.
    expect(score?.recall).toBeGreaterThanOrEqual(0.6);
  });

  it('raises no flag on any real citation of the seed collection', () => {
    const flagged = judged.filter((j) => j.origin.startsWith('seed:') && j.label === 'supported' && (FLAGS as readonly string[]).includes(j.shown));
    expect(flagged.map((j) => `${j.shown}: ${j.sentence}`)).toEqual([]);
  });
});
