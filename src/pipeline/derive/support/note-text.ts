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
import type { TermWeights } from './weights.ts';

const NONE: readonly number[] = [];
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
  private norms: Float64Array | undefined;
  private index: Map<number, number[]> | undefined;
  // Each passage's readings by index: a comparison asks for them again and again, and an index costs less than finding a long text in the reader.
  private readonly figureCache: Array<Figure[] | undefined> = [];
  private readonly amountCache: Array<Amount[] | undefined> = [];
  private readonly measuredCache: Array<Measured[] | undefined> = [];
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
    if (this.norms === undefined) {
      this.norms = Float64Array.from(this.terms, (terms) => {
        let sum = 0;
        for (const t of terms) if (weights.isKey(t)) sum += weights.weight(t) ** 2;
        return Math.sqrt(sum);
      });
    }
    return this.norms[i] ?? 0;
  }

  /** The passages that hold `term`, by index, in order. */
  passagesWith(term: number): readonly number[] {
    if (this.index === undefined) {
      this.index = new Map();
      this.terms.forEach((terms, i) => {
        for (const t of terms) {
          const list = this.index?.get(t);
          if (list === undefined) this.index?.set(t, [i]);
          else list.push(i);
        }
      });
    }
    return this.index.get(term) ?? NONE;
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
    let found = this.measuredCache[i];
    if (found === undefined) this.measuredCache[i] = found = this.reader.measured(this.texts[i] ?? '', weights);
    return found;
  }

  /** Passage `i` prepared for a close comparison. */
  full(i: number): Prepared {
    let found = this.prepared[i];
    if (found === undefined) this.prepared[i] = found = this.reader.prepared(this.texts[i] ?? '');
    return found;
  }
}
