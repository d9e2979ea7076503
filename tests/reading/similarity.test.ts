import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SimilarityIndex, type WeightedText } from '../../src/pipeline/derive/similarity-index.ts';
import { FeatureCounter, words } from '../../src/pipeline/derive/similarity-text.ts';

interface FixtureDoc {
  title: string;
  text: string;
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/reading/similarity-corpus.json', import.meta.url), 'utf8')) as FixtureDoc[];
const fieldsOf = (doc: FixtureDoc): WeightedText[] => [
  { text: doc.title, weight: 3 },
  { text: doc.text, weight: 1 },
];
const all = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** A deterministic corpus of `n` documents over `topics` topics, each topic with its own words. */
function syntheticCorpus(n: number, topics: number): WeightedText[][] {
  let state = 12345;
  const random = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const word = (topic: number, i: number): string => `t${topic}w${i}x`;
  return Array.from({ length: n }, (_, d) => {
    const topic = d % topics;
    const body = Array.from({ length: 60 }, () =>
      random() < 0.7 ? word(topic, Math.floor(random() * 40)) : word(Math.floor(random() * topics), Math.floor(random() * 40)),
    ).join(' ');
    return [
      { text: `${word(topic, d % 7)} ${word(topic, 50 + (d % 5))}`, weight: 3 },
      { text: body, weight: 1 },
    ];
  });
}

describe('similarity text features', () => {
  it('drops stop words and folds plurals, so no bigram spans a stop word', () => {
    expect(words('The models of language')).toEqual([null, 'model', null, 'language']);
    const counts = new Map<number, number>();
    new FeatureCounter().add(counts, 'models of language', 1);
    expect(counts.size).toBe(2); // "model", "language"; no bigram across "of"
  });
});

describe('SimilarityIndex', () => {
  it('ranks a document with identical text first, with cosine 1', () => {
    const docs = [...fixture.map(fieldsOf), fieldsOf(fixture[0] as FixtureDoc)];
    const index = SimilarityIndex.build(docs);
    const [first] = index.nearest(0, index.targetSet(all(docs.length)), 3);
    expect(first?.doc).toBe(docs.length - 1);
    expect(first?.score).toBeCloseTo(1, 6);
  });

  it('ranks the document on the same topic above documents on other topics', () => {
    const index = SimilarityIndex.build(fixture.map(fieldsOf));
    const targets = index.targetSet(all(fixture.length));
    expect(index.nearest(0, targets, 1)[0]?.doc).toBe(1);
    expect(index.nearest(6, targets, 2).map((n) => n.doc)).toContain(1);
    expect(index.nearest(4, targets, 8).every((n) => n.doc !== 4)).toBe(true);
  });

  it('leaves out the documents a query excludes, and only those', () => {
    const index = SimilarityIndex.build(fixture.map(fieldsOf));
    const targets = index.targetSet(all(fixture.length));
    const found = index.nearest(0, targets, 3, [1]).map((n) => n.doc);
    expect(found).not.toContain(1);
    expect(found).not.toContain(0);
    expect(index.nearest(0, targets, 1)[0]?.doc).toBe(1); // the exclusion did not outlive its query
  });

  it('finds neighbours without comparing all pairs, and agrees with the exact top result', () => {
    const n = 3000;
    const docs = syntheticCorpus(n, 60);
    const index = SimilarityIndex.build(docs, { candidates: 30, championSize: 40, queryTerms: 16 });
    const targets = index.targetSet(all(n));
    const results = all(n).map((doc) => index.nearest(doc, targets, 5));
    const { comparisons, accumulations } = index.stats;
    expect(comparisons).toBeLessThanOrEqual(n * 30);
    expect(comparisons).toBeLessThan((n * (n - 1)) / 2 / 40); // all pairs would be ~4.5 million
    // Each query walks at most `maxFeatures` (200) champion lists of at most 40 entries.
    expect(accumulations).toBeLessThanOrEqual(n * 200 * 40);
    // Exact top-1 by brute force on a sample: the shortlist must find it nearly always.
    let agree = 0;
    const sample = all(100).map((i) => i * 29);
    for (const doc of sample) {
      let best = -1;
      let bestScore = -1;
      for (let other = 0; other < n; other += 1) {
        if (other === doc) continue;
        const score = index.cosine(doc, other);
        if (score > bestScore) [best, bestScore] = [other, score];
      }
      if (results[doc]?.[0]?.score === bestScore || results[doc]?.[0]?.doc === best) agree += 1;
    }
    expect(agree).toBeGreaterThanOrEqual(95);
  }, 30_000);

  it('is deterministic', () => {
    const docs = syntheticCorpus(500, 20);
    const run = (): string => {
      const index = SimilarityIndex.build(docs);
      const targets = index.targetSet(all(500));
      return JSON.stringify(all(500).map((d) => index.nearest(d, targets, 4)));
    };
    expect(run()).toBe(run());
  });
});
