/**
 * What one derivation reads closely of a text, once per text whichever note or sentence holds it
 * (a passage repeats across notes, a sentence across pages): its close preparation and its figures
 * as measured. A text's figures and amounts are not kept here: finding a long text among a hundred
 * thousand costs more than reading them again (a note keeps its own by passage).
 */
import { type Measured, measuredFigures } from './figures.ts';
import { type Prepared, prepare } from './passage.ts';
import type { Vocabulary } from './tokens.ts';
import type { Captured, TermWeights } from './weights.ts';

/** Looks `text` up in `cache`, working it out with `make` the first time. */
function once<T>(cache: Map<string, T>, text: string, make: (text: string) => T): T {
  let found = cache.get(text);
  if (found === undefined) cache.set(text, (found = make(text)));
  return found;
}

export class TextReader {
  private readonly vocabulary: Vocabulary;
  private readonly preparedTexts = new Map<string, Prepared>();
  /** Each text's figures as measured, with the terms whose weight measuring them read (`TermWeights.cached`). */
  private readonly measuredLists = new Map<string, Captured<Measured[]>>();

  constructor(vocabulary: Vocabulary) {
    this.vocabulary = vocabulary;
  }

  /** `text` prepared for a close comparison (`prepare`). */
  prepared(text: string): Prepared {
    return once(this.preparedTexts, text, (t) => prepare(t, this.vocabulary));
  }

  /** The figures of `text`, each with what it measures, read closely (`measuredFigures`; `weights`: the derivation's, the same for every call). */
  measured(text: string, weights: TermWeights): Measured[] {
    return weights.cached(this.measuredLists, text, () => measuredFigures(this.prepared(text), weights));
  }
}
