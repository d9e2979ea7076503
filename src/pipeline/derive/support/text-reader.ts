/**
 * What one derivation reads of a text, once per text whichever note or sentence holds it (a
 * passage repeats across notes, a sentence across pages): its close preparation, its figures, the
 * amounts it states and its figures as measured.
 */
import type { Figure } from '../../../schemas/knowledge-base.ts';
import type { Amount } from '../../parse/figure-values.ts';
import { amountsOfText, type Measured, measuredFigures } from './figures.ts';
import { figuresOf, type Prepared, prepare } from './passage.ts';
import type { Vocabulary } from './tokens.ts';
import type { TermWeights } from './weights.ts';

/** Looks `text` up in `cache`, working it out with `make` the first time. */
function once<T>(cache: Map<string, T>, text: string, make: (text: string) => T): T {
  let found = cache.get(text);
  if (found === undefined) cache.set(text, (found = make(text)));
  return found;
}

export class TextReader {
  private readonly vocabulary: Vocabulary;
  private readonly preparedTexts = new Map<string, Prepared>();
  private readonly figureLists = new Map<string, Figure[]>();
  private readonly amountLists = new Map<string, Amount[]>();
  private readonly measuredLists = new Map<string, Measured[]>();

  constructor(vocabulary: Vocabulary) {
    this.vocabulary = vocabulary;
  }

  /** `text` prepared for a close comparison (`prepare`). */
  prepared(text: string): Prepared {
    return once(this.preparedTexts, text, (t) => prepare(t, this.vocabulary, this.figures(t)));
  }

  /** The figures `text` states (`figuresOf`). */
  figures(text: string): Figure[] {
    return once(this.figureLists, text, figuresOf);
  }

  /** The amounts `text` states, in figures or as shares in words, read from the text alone (`amountsOfText`). */
  amounts(text: string): Amount[] {
    return once(this.amountLists, text, (t) => amountsOfText(t, this.figures(t)));
  }

  /** The figures of `text`, each with what it measures, read closely (`measuredFigures`; `weights`: the derivation's, the same for every call). */
  measured(text: string, weights: TermWeights): Measured[] {
    return once(this.measuredLists, text, (t) => measuredFigures(this.prepared(t), weights));
  }
}
