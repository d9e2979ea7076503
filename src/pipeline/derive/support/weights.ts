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
  // Term ids are dense (a vocabulary numbers them from 0), so counts are kept by id; a later term (a citing sentence's own) is held by no note.
  let size = 0;
  for (const passages of notes) for (const terms of passages) for (const t of terms) if (t >= size) size = t + 1;
  const df = new Int32Array(size);
  // The note that last counted each term: a note counts a term once, however many passages hold it.
  const counted = new Int32Array(size).fill(-1);
  notes.forEach((passages, note) => {
    for (const terms of passages) {
      for (const t of terms) {
        if (counted[t] === note) continue;
        counted[t] = note;
        df[t] = (df[t] ?? 0) + 1;
      }
    }
  });
  const n = notes.length;
  const limit = n < MIN_NOTES ? Number.POSITIVE_INFINITY : KEY_SHARE * n;
  const countOf = (term: number): number => (term < size ? (df[term] ?? 0) : 0);
  return {
    weight: (term) => idf(n, countOf(term)),
    isKey: (term) => countOf(term) <= limit,
  };
}
