/**
 * A cited note's passages (claim sentences, description, body sentences): their terms for cheap
 * scoring against every sentence that cites the note, their figures and close preparation made
 * only when a comparison asks, and kept for the next one.
 */
import type { Figure } from '../../../schemas/knowledge-base.ts';
import type { Amount } from '../../parse/figure-values.ts';
import { amountsOfText, type Measured } from './figures.ts';
import { figuresOf, type PassageFrom, type Prepared } from './passage.ts';
import type { TextReader } from './text-reader.ts';
import type { Vocabulary } from './tokens.ts';
import type { Captured, TermWeights } from './weights.ts';

const NONE = new Int32Array(0);

/**
 * Which passages hold each term, in three flat arrays rather than a list per term (a collection
 * cites thousands of notes, each with hundreds of terms): the distinct terms in ascending order,
 * where each term's passages start in `passages` (one more entry than `keys`), and the passages.
 */
interface TermIndex {
  keys: Int32Array;
  starts: Int32Array;
  passages: Int32Array;
}

/** Passage indexes fit in the low bits of a pair (term, passage) packed into one number for sorting. */
const PASSAGE_BITS = 2 ** 20;

/** The index of each term's passages (`TermIndex`) from each passage's distinct terms. */
function termIndex(terms: readonly Int32Array[]): TermIndex {
  let size = 0;
  for (const list of terms) size += list.length;
  // (term, passage) pairs packed as one number, so a numeric sort orders them by term, then passage.
  const pairs = new Float64Array(size);
  let n = 0;
  terms.forEach((list, i) => {
    for (const t of list) pairs[n++] = t * PASSAGE_BITS + i;
  });
  pairs.sort();
  const keys: number[] = [];
  const starts: number[] = [];
  const passages = new Int32Array(size);
  for (let k = 0; k < size; k += 1) {
    const pair = pairs[k] as number;
    const term = Math.floor(pair / PASSAGE_BITS);
    if (keys[keys.length - 1] !== term) {
      keys.push(term);
      starts.push(k);
    }
    passages[k] = pair - term * PASSAGE_BITS;
  }
  starts.push(size);
  return { keys: Int32Array.from(keys), starts: Int32Array.from(starts), passages };
}

/** Where `value` stands in the ascending `sorted`, or -1. */
function indexOf(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const found = sorted[mid] as number;
    if (found === value) return mid;
    if (found < value) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
/** A description or claim that asks: it ends in a question mark, or opens by saying it explores, asks or poses a question ("Poses the question whether…"). */
const QUESTION =
  /\?\s*$|^\s*(?:explor(?:es|ing)|investigat(?:es|ing)|asks?|examin(?:es|ing)|considers?|(?:poses?|raises?)\s+(?:the|a)\s+question)\b|^\s*(?:do|does|did|can|could|is|are|was|were|why|how|what|when|which|should|will|would|whether)\b[^.]*\?/i;

export class NoteText {
  readonly texts: readonly string[];
  readonly from: readonly PassageFrom[];
  /** Each passage's distinct terms. */
  readonly terms: readonly Int32Array[];
  /** The derivation's reader, which reads each text once whichever note or sentence holds it. */
  private readonly reader: TextReader;
  /** Each passage's norm, by index, with the terms whose weight it read (`TermWeights.cached`). */
  private readonly norms = new Map<number, Captured<number>>();
  private index: TermIndex | undefined;
  // Each passage's readings by index: a comparison asks for them again and again, and an index costs less than finding a long text in the reader.
  private readonly figureCache: Array<Figure[] | undefined> = [];
  private readonly amountCache: Array<Amount[] | undefined> = [];
  private readonly measuredCache = new Map<number, Captured<Measured[]>>();
  private readonly prepared: Array<Prepared | undefined> = [];
  /** Whether the note's description asks and whether its claim does (a note has one of each), once tested. */
  private readonly asks: { description?: boolean; claim?: boolean } = {};
  /** The terms of the note's title: what it is about, though no passage. */
  private readonly titleTerms: ReadonlySet<number>;

  constructor(passages: ReadonlyArray<{ text: string; from: PassageFrom }>, vocabulary: Vocabulary, reader: TextReader, title = '') {
    this.texts = passages.map((p) => p.text);
    this.from = passages.map((p) => p.from);
    this.reader = reader;
    this.terms = this.texts.map((text) => vocabulary.terms(text));
    this.titleTerms = new Set(vocabulary.terms(title));
  }

  /** True when passage `i` is a description or claim that asks rather than states ("Explores whether…", "Poses the question whether…", "Do LLMs…?"): never a support passage. */
  isQuestion(i: number): boolean {
    const from = this.from[i];
    if (from !== 'description' && from !== 'claim') return false;
    this.asks[from] ??= QUESTION.test(this.texts[i] ?? '');
    return this.asks[from];
  }

  get length(): number {
    return this.texts.length;
  }

  /** The length of passage `i`'s vector of key-term weights (for the cosine). */
  norm(i: number, weights: TermWeights): number {
    return weights.cached(this.norms, i, () => {
      let sum = 0;
      for (const t of this.terms[i] ?? NONE) if (weights.isKey(t)) sum += weights.weight(t) ** 2;
      return Math.sqrt(sum);
    });
  }

  /** The passages that hold `term`, by index, in order (a view of the note's index: read it, never change it). */
  passagesWith(term: number): Int32Array {
    this.index ??= termIndex(this.terms);
    const { keys, starts, passages } = this.index;
    const at = indexOf(keys, term);
    return at < 0 ? NONE : passages.subarray(starts[at] as number, starts[at + 1] as number);
  }

  /** True when any passage of the note, or its title, holds the term. */
  holds(term: number): boolean {
    return this.passagesWith(term).length > 0 || this.titleTerms.has(term);
  }

  /** The figures passage `i` states. */
  figures(i: number): Figure[] {
    let found = this.figureCache[i];
    if (found === undefined) this.figureCache[i] = found = figuresOf(this.texts[i] ?? '');
    return found;
  }

  /** The amounts passage `i` states, in figures or as shares in words, read from its text alone. */
  amounts(i: number): Amount[] {
    let found = this.amountCache[i];
    if (found === undefined) this.amountCache[i] = found = amountsOfText(this.texts[i] ?? '', this.figures(i));
    return found;
  }

  /** The figures of passage `i`, each with what it measures, read closely (`weights`: the derivation's, the same for every call). */
  measured(i: number, weights: TermWeights): Measured[] {
    return weights.cached(this.measuredCache, i, () => this.reader.measured(this.texts[i] ?? '', weights));
  }

  /** Passage `i` prepared for a close comparison. */
  full(i: number): Prepared {
    let found = this.prepared[i];
    if (found === undefined) this.prepared[i] = found = this.reader.prepared(this.texts[i] ?? '');
    return found;
  }
}
