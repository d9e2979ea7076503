/**
 * Term weights for support passages: the similarity stage's inverse document frequency (`idf` in
 * `similarity-index.ts`) over the notes that are cited, each note one document, so a term most
 * cited notes use ("model" in a collection about language models) weighs little and is not a key term.
 */
import { idf } from '../similarity-index.ts';
import type { Prepared, TermWeights } from './passage.ts';

/** A term held by more than this share of the cited notes is too common to show that a passage supports a sentence. */
const KEY_SHARE = 0.5;
/** Below this many notes, shares say nothing: every term counts. */
const MIN_NOTES = 8;

/** Weights from the passages of each cited note (one array per note). */
export function termWeights(notes: ReadonlyArray<readonly Prepared[]>): TermWeights {
  const df = new Map<string, number>();
  for (const passages of notes) {
    const seen = new Set<string>();
    for (const p of passages) for (const s of p.terms.keys()) seen.add(s);
    for (const s of seen) df.set(s, (df.get(s) ?? 0) + 1);
  }
  const n = notes.length;
  const limit = n < MIN_NOTES ? Number.POSITIVE_INFINITY : KEY_SHARE * n;
  return {
    weight: (stem) => idf(n, df.get(stem) ?? 0),
    isKey: (stem) => (df.get(stem) ?? 0) <= limit,
  };
}
