/**
 * Text → hashed term features for the similarity stage: lower-cased word unigrams and
 * bigrams, English stop words dropped, a light plural fold, each hashed into a fixed number
 * of dimensions so memory stays bounded whatever the vocabulary.
 */
import { fnv1a } from '../../core/hash.ts';

/** Bits of the hashed feature space (2^21 dimensions: collisions are rare and harmless to ranking). */
export const FEATURE_BITS = 21;
const FEATURE_MASK = (1 << FEATURE_BITS) - 1;

// Words that carry no topic. Kept short on purpose: IDF already discounts common words;
// this list only stops them from forming meaningless bigrams ("of the").
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have having he ' +
    'her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not ' +
    'now of off on once only or other our ours ourselves out over own same she should so some such than that the ' +
    'their theirs them themselves then there these they this those through to too under until up very was we were ' +
    'what when where which while who whom why will with would you your yours yourself yourselves rather than whether ' +
    'may might must shall one two within without across upon via yet still even much many every'
  ).split(' '),
);

/** The feature id of a word pair, mixed from the two words' hashes (no string is built). */
function pairFeature(first: number, second: number): number {
  let h = Math.imul(first ^ 0x9e3779b1, 0x85ebca77) ^ second;
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae3d);
  return ((h ^ (h >>> 13)) >>> 0) & FEATURE_MASK;
}

/** Folds simple English plurals so "models" and "model" share a feature. */
export function fold(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const WORD = /[\p{L}\p{N}]+/gu;
const HAS_LETTER = /\p{L}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** ASCII letters and digits by char code; other codes ask `WORD_CHAR`. */
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, c) => Number((c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90)));

function isWordChar(code: number): boolean {
  return code < 128 ? ASCII_WORD[code] === 1 : WORD_CHAR.test(String.fromCharCode(code));
}

/** A word → its folded form, or `null` when it is dropped (stop word, one letter, no letter). */
export function keep(word: string): string | null {
  return word.length < 2 || STOP_WORDS.has(word) || !HAS_LETTER.test(word) ? null : fold(word);
}

/** Text → its content words in order, `null` marking a dropped word (so no bigram spans it). */
export function words(text: string): (string | null)[] {
  return Array.from(text.toLowerCase().matchAll(WORD), (match) => keep(match[0]));
}

/**
 * Counts hashed unigram and bigram features into a map (feature → weighted term frequency).
 * Remembers each distinct word's hash, so a corpus's repeated words are folded and hashed once.
 */
export class FeatureCounter {
  /** Word → its full 32-bit hash, or -1 when the word is dropped. */
  private readonly known = new Map<string, number>();

  /** Adds the features of `text`, each counted `weight` times, to `counts`; returns nothing. */
  add(counts: Map<number, number>, text: string, weight: number): void {
    let previous = -1;
    const lower = text.toLowerCase();
    // A scan by char code rather than a Unicode regex: twice as fast on long bodies, with the
    // same words except letters outside the Basic Multilingual Plane (rare), read as separators.
    for (let end = 0; end < lower.length; ) {
      while (end < lower.length && !isWordChar(lower.charCodeAt(end))) end += 1;
      const start = end;
      while (end < lower.length && isWordChar(lower.charCodeAt(end))) end += 1;
      if (end === start) break;
      const word = lower.slice(start, end);
      let h = this.known.get(word);
      if (h === undefined) {
        const kept = keep(word);
        h = kept === null ? -1 : fnv1a(kept);
        // A cap keeps a huge vocabulary from holding memory; forgetting only costs rehashing.
        if (this.known.size > 500_000) this.known.clear();
        this.known.set(word, h);
      }
      if (h >= 0) {
        const unigram = h & FEATURE_MASK;
        counts.set(unigram, (counts.get(unigram) ?? 0) + weight);
        if (previous >= 0) {
          const bigram = pairFeature(previous, h);
          counts.set(bigram, (counts.get(bigram) ?? 0) + weight);
        }
      }
      previous = h;
    }
  }
}
