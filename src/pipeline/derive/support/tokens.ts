/**
 * Text → word tokens for comparing a citing sentence with a passage: each word with its place in
 * the text (for highlighting) and its stem, which is the similarity stage's term (stop words
 * dropped, plurals folded: `keep` in `similarity-text.ts`) with common English suffixes cut
 * further, so "correcting", "correction" and "correct" meet. `null` for a dropped word.
 */
import { keep } from '../similarity-text.ts';

/** One word of a text. */
export interface Token {
  /** The word, lower case. */
  word: string;
  /** Its stem, or `null` for a stop word (kept in the sequence, so negators before a word are seen). */
  stem: string | null;
  /** Where it stands in the text (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
}

// Longest first within each ending; the first that leaves at least four letters is cut.
const SUFFIXES = [
  'izations', 'ization', 'ational', 'ability', 'ibility', 'fulness', 'iveness', 'ousness', 'ically', 'ations', 'ation',
  'itions', 'ition', 'ements', 'ement', 'ments', 'ment', 'nesses', 'ness', 'ities', 'ity', 'ingly', 'ings', 'ing',
  'edly', 'ied', 'ed', 'ions', 'ion', 'ives', 'ive', 'ers', 'er', 'ful', 'ous', 'ally', 'ly', 'able', 'ible', 'als',
  'al', 'ic', 'y',
];

/** A word's stem: its suffix cut (see `SUFFIXES`), then a final `e` ("agree" and "agreement" both give `agre`). */
export function stem(word: string): string {
  let out = word;
  for (const suffix of SUFFIXES) {
    if (out.length - suffix.length >= 4 && out.endsWith(suffix)) {
      out = out.slice(0, -suffix.length);
      break;
    }
  }
  if (out.length > 4 && out.endsWith('e')) out = out.slice(0, -1);
  return out;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const stems = new Map<string, string | null>();

/** The words of `text` in order, each with its stem (cached across calls: a collection repeats its words). */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    let s = stems.get(word);
    if (s === undefined) {
      const kept = keep(word.replace(/['’].*$/, ''));
      s = kept === null ? null : stem(kept);
      if (stems.size > 200_000) stems.clear();
      stems.set(word, s);
    }
    out.push({ word, stem: s, start: match.index, end: match.index + match[0].length });
  }
  return out;
}
