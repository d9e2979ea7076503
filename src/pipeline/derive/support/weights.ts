/**
 * Term weights for support passages: the similarity stage's inverse document frequency (`idf` in
 * `similarity-index.ts`) over the notes that are cited, each note one document, so a term most
 * cited notes use ("model" in a collection about language models) weighs little and is not a key term.
 */
import { idf } from '../similarity-index.ts';

/** How terms weigh, by term id. */
export interface TermWeights {
  /** The term's weight (inverse document frequency; a term no cited note holds, or -1, weighs as the rarest). */
  weight(term: number): number;
  /** True when sharing the term says something about what two texts are about. */
  isKey(term: number): boolean;
  /**
   * Runs `compute`, and returns what it returns with the terms whose weight it read (none unless
   * the weights log their reads: `termWeights(…, true)`). A cache of something worked out from the
   * weights keeps the reads beside it, and `replay`s them each time it answers from the cache.
   */
  capture<T>(compute: () => T): Captured<T>;
  /** Counts `reads` (from `capture`) as read again by whatever is being captured now. */
  replay(reads: ReadonlySet<number>): void;
  /**
   * What `cache` holds for `key`, made by `make` the first time (its reads captured beside it) and
   * its reads replayed each time after: the one way a derivation keeps what it worked out from the weights.
   */
  cached<K, V>(cache: Map<K, Captured<V>>, key: K, make: () => V): V;
}

/** What `TermWeights.capture` returns: the value and the terms whose weight was read to make it. */
export interface Captured<T> {
  value: T;
  reads: ReadonlySet<number>;
}

const NO_READS: ReadonlySet<number> = new Set();

/** A term held by more than this share of the cited notes is too common to show that a passage supports a sentence. */
const KEY_SHARE = 0.5;
/** Below this many notes, shares say nothing: every term counts. */
const MIN_NOTES = 8;

/**
 * Weights from the terms of each cited note's passages (one list of passages per note). With `logged`,
 * every weight read is noted for `capture` (what a memo of a derivation checks a later one against).
 */
export function termWeights(notes: ReadonlyArray<readonly Int32Array[]>, logged = false): TermWeights {
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
  const countOf = (term: number): number => (term >= 0 && term < size ? (df[term] ?? 0) : 0);
  if (!logged) {
    return {
      weight: (term) => idf(n, countOf(term)),
      isKey: (term) => countOf(term) <= limit,
      capture: (compute) => ({ value: compute(), reads: NO_READS }),
      replay: () => undefined,
      cached(cache, key, make) {
        let found = cache.get(key);
        if (found === undefined) cache.set(key, (found = { value: make(), reads: NO_READS }));
        return found.value;
      },
    };
  }
  // The reads of each capture under way, innermost last; a capture's reads count for those around it too.
  const open: Array<Set<number>> = [];
  const read = (term: number): number => {
    open.at(-1)?.add(term);
    return countOf(term);
  };
  return {
    weight: (term) => idf(n, read(term)),
    isKey: (term) => read(term) <= limit,
    capture(compute) {
      const reads = new Set<number>();
      open.push(reads);
      try {
        return { value: compute(), reads };
      } finally {
        open.pop();
        const outer = open.at(-1);
        if (outer !== undefined) for (const t of reads) outer.add(t);
      }
    },
    replay(reads) {
      const current = open.at(-1);
      if (current !== undefined) for (const t of reads) current.add(t);
    },
    cached(cache, key, make) {
      const found = cache.get(key);
      if (found !== undefined) {
        this.replay(found.reads);
        return found.value;
      }
      const made = this.capture(make);
      cache.set(key, made);
      return made.value;
    },
  };
}
