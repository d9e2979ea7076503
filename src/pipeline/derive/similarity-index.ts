/**
 * A TF-IDF vector space with top-k nearest-neighbour search that never compares all pairs.
 *
 * Each document becomes a sparse vector (hashed unigrams + bigrams, weight (1 + ln tf) · idf,
 * pruned to its strongest features, L2-normalised), so cosine similarity is a dot product.
 * Candidates come from an inverted index that keeps, for each term, only the documents where
 * that term weighs most (a "champion list"); a query walks the champion lists of its own
 * strongest terms, and only the best-scoring candidates get an exact cosine. Work per
 * document is bounded by the options, so the whole stage grows linearly with the corpus.
 */
import { FEATURE_BITS, addFeatures } from './similarity-text.ts';

/** One weighted text field of a document (title counts more than body). */
export interface WeightedText {
  text: string;
  weight: number;
}

/** How much work each document may cost; the defaults suit 100 to 100,000 documents. */
export interface IndexOptions {
  /** Strongest features kept per document vector. Default: 200. */
  maxFeatures: number;
  /** Strongest terms of a query whose champion lists are walked (more while under `candidates` found). Default: 24. */
  queryTerms: number;
  /** Documents kept per term in the inverted index. Default: 48. */
  championSize: number;
  /** Candidates per query that get an exact cosine. Default: 40. */
  candidates: number;
}

export const DEFAULT_INDEX_OPTIONS: IndexOptions = { maxFeatures: 200, queryTerms: 24, championSize: 48, candidates: 40 };

/** Work counters, so tests and the benchmark can show that no step compares all pairs. */
export interface IndexStats {
  documents: number;
  /** Postings kept in all inverted indexes built so far. */
  postings: number;
  /** Partial-score additions while walking champion lists. */
  accumulations: number;
  /** Exact cosine computations between two documents. */
  comparisons: number;
}

/** A neighbour found by a query: document index and cosine similarity in [0, 1]. */
export interface Neighbour {
  doc: number;
  score: number;
}

interface Vector {
  /** Feature ids, strongest first (ties by id, for determinism). */
  features: Int32Array;
  weights: Float64Array;
}

/** An inverted index over a subset of the documents (e.g. only papers), champion lists only. */
export interface TargetSet {
  readonly postings: ReadonlyMap<number, { docs: Int32Array; weights: Float64Array }>;
}

/** Builds document vectors and answers top-k cosine queries against target sets. */
export class SimilarityIndex {
  readonly stats: IndexStats;
  private readonly vectors: Vector[];
  private readonly df: Uint32Array;
  private readonly options: IndexOptions;
  private readonly scratch: Float64Array;
  private readonly accumulator: Float64Array;

  private constructor(vectors: Vector[], df: Uint32Array, options: IndexOptions) {
    this.vectors = vectors;
    this.df = df;
    this.options = options;
    this.scratch = new Float64Array(1 << FEATURE_BITS);
    this.accumulator = new Float64Array(vectors.length);
    this.stats = { documents: vectors.length, postings: 0, accumulations: 0, comparisons: 0 };
  }

  /** Documents (each a list of weighted fields) → an index of their TF-IDF vectors. */
  static build(documents: readonly (readonly WeightedText[])[], options: Partial<IndexOptions> = {}): SimilarityIndex {
    const opts = { ...DEFAULT_INDEX_OPTIONS, ...options };
    const df = new Uint32Array(1 << FEATURE_BITS);
    const counts = new Map<number, number>();
    // Raw term frequencies as typed arrays: one reused Map per document keeps memory flat.
    const raw = documents.map((fields) => {
      counts.clear();
      for (const field of fields) addFeatures(counts, field.text, field.weight);
      const features = new Int32Array(counts.size);
      const tf = new Float32Array(counts.size);
      let i = 0;
      for (const [feature, count] of counts) {
        features[i] = feature;
        tf[i] = count;
        df[feature] = (df[feature] ?? 0) + 1;
        i += 1;
      }
      return { features, tf };
    });
    const n = documents.length;
    const vectors = raw.map(({ features, tf }) => weigh(features, tf, df, n, opts.maxFeatures));
    return new SimilarityIndex(vectors, df, opts);
  }

  /** Document indexes → an inverted index over just those documents, for queries that want one kind. */
  targetSet(members: readonly number[]): TargetSet {
    const byTerm = new Map<number, number[]>();
    for (const doc of members) {
      const vector = this.vectors[doc];
      if (vector === undefined) continue;
      for (let i = 0; i < vector.features.length; i += 1) {
        const feature = vector.features[i] ?? 0;
        if ((this.df[feature] ?? 0) < 2) continue; // a term no other document has finds nothing
        let list = byTerm.get(feature);
        if (list === undefined) byTerm.set(feature, (list = []));
        list.push(doc, i);
      }
    }
    const postings = new Map<number, { docs: Int32Array; weights: Float64Array }>();
    for (const [feature, list] of byTerm) {
      const entries: Neighbour[] = [];
      for (let j = 0; j < list.length; j += 2) {
        const doc = list[j] ?? 0;
        entries.push({ doc, score: this.vectors[doc]?.weights[list[j + 1] ?? 0] ?? 0 });
      }
      entries.sort(byScoreThenDoc);
      const kept = entries.slice(0, this.options.championSize);
      postings.set(feature, {
        docs: Int32Array.from(kept, (e) => e.doc),
        weights: Float64Array.from(kept, (e) => e.score),
      });
      this.stats.postings += kept.length;
    }
    return { postings };
  }

  /** Cosine similarity of two documents by index, in [0, 1]. */
  cosine(a: number, b: number): number {
    const va = this.vectors[a];
    const vb = this.vectors[b];
    if (va === undefined || vb === undefined) return 0;
    this.scatter(va);
    const score = this.dotWithScratch(vb);
    this.clear(va);
    return score;
  }

  /**
   * The `k` documents of `targets` most similar to document `query`, best first (ties by
   * index), leaving out the query itself and any document `exclude` rejects.
   */
  nearest(query: number, targets: TargetSet, k: number, exclude: (doc: number) => boolean = () => false): Neighbour[] {
    const vector = this.vectors[query];
    if (vector === undefined || k <= 0) return [];
    const touched: number[] = [];
    let terms = 0;
    // The strongest terms first; past `queryTerms`, walk on only while too few candidates turned up
    // (short texts such as stubs share few strong terms). Bounded by `maxFeatures` terms either way.
    for (let i = 0; i < vector.features.length && (terms < this.options.queryTerms || touched.length < this.options.candidates); i += 1) {
      const list = targets.postings.get(vector.features[i] ?? 0);
      if (list === undefined) continue;
      terms += 1;
      const weight = vector.weights[i] ?? 0;
      for (let j = 0; j < list.docs.length; j += 1) {
        const doc = list.docs[j] ?? 0;
        if (doc === query) continue;
        if (this.accumulator[doc] === 0) touched.push(doc);
        this.accumulator[doc] = (this.accumulator[doc] ?? 0) + weight * (list.weights[j] ?? 0);
      }
      this.stats.accumulations += list.docs.length;
    }
    const partial: Neighbour[] = [];
    for (const doc of touched) {
      if (!exclude(doc)) partial.push({ doc, score: this.accumulator[doc] ?? 0 });
      this.accumulator[doc] = 0;
    }
    partial.sort(byScoreThenDoc);
    const shortlist = partial.slice(0, Math.max(this.options.candidates, k));
    this.scatter(vector);
    const exact = shortlist.map(({ doc }) => {
      const other = this.vectors[doc];
      return { doc, score: other === undefined ? 0 : this.dotWithScratch(other) };
    });
    this.clear(vector);
    this.stats.comparisons += exact.length;
    return exact.sort(byScoreThenDoc).slice(0, k);
  }

  private scatter(vector: Vector): void {
    for (let i = 0; i < vector.features.length; i += 1) this.scratch[vector.features[i] ?? 0] = vector.weights[i] ?? 0;
  }

  private clear(vector: Vector): void {
    for (let i = 0; i < vector.features.length; i += 1) this.scratch[vector.features[i] ?? 0] = 0;
  }

  private dotWithScratch(vector: Vector): number {
    let sum = 0;
    for (let i = 0; i < vector.features.length; i += 1) sum += (vector.weights[i] ?? 0) * (this.scratch[vector.features[i] ?? 0] ?? 0);
    // Rounding noise can push an identical pair a hair past 1.
    return Math.min(1, sum);
  }
}

/** Raw term frequencies → the pruned, L2-normalised TF-IDF vector, strongest feature first. */
function weigh(features: Int32Array, tf: Float32Array, df: Uint32Array, n: number, maxFeatures: number): Vector {
  const order = Array.from(features.keys());
  const weight = new Float64Array(features.length);
  for (const i of order) {
    const idf = Math.log((n + 1) / ((df[features[i] ?? 0] ?? 0) + 1)) + 1;
    weight[i] = (1 + Math.log(tf[i] ?? 1)) * idf;
  }
  order.sort((a, b) => (weight[b] ?? 0) - (weight[a] ?? 0) || (features[a] ?? 0) - (features[b] ?? 0));
  const kept = order.slice(0, maxFeatures);
  let norm = 0;
  for (const i of kept) norm += (weight[i] ?? 0) ** 2;
  norm = Math.sqrt(norm) || 1;
  return {
    features: Int32Array.from(kept, (i) => features[i] ?? 0),
    weights: Float64Array.from(kept, (i) => (weight[i] ?? 0) / norm),
  };
}

function byScoreThenDoc(a: Neighbour, b: Neighbour): number {
  return b.score - a.score || a.doc - b.doc;
}
