/**
 * Term weights for support passages: the similarity stage's inverse document frequency (`idf` in
 * `similarity-index.ts`) over the notes that are cited, each note one document, so a term most
 * cited notes use ("model" in a collection about language models) weighs little and is not a key term.
 */
import { idf } from '../similarity-index.ts';

/** How terms weigh, by term id. */
export interface TermWeights {
  /** The term's weight (inverse document frequency; a term no cited note holds weighs as the rarest). */
  weight(term: number): number;
  /** True when sharing the term says something about what two texts are about. */
  isKey(term: number): boolean;
}

/** A term held by more than this share of the cited notes is too common to show that a passage supports a sentence. */
const KEY_SHARE = 0.5;
/** Below this many notes, shares say nothing: every term counts. */
const MIN_NOTES = 8;

/** Weights from the terms of each cited note's passages (one list of passages per note). */
export function termWeights(notes: ReadonlyArray<readonly Int32Array[]>): TermWeights {
  const df = new Map<number, number>();
  const seen = new Set<number>();
  for (const passages of notes) {
    seen.clear();
    for (const terms of passages) for (const t of terms) seen.add(t);
    for (const t of seen) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = notes.length;
  const limit = n < MIN_NOTES ? Number.POSITIVE_INFINITY : KEY_SHARE * n;
  return {
    weight: (term) => idf(n, df.get(term) ?? 0),
    isKey: (term) => (df.get(term) ?? 0) <= limit,
  };
}
