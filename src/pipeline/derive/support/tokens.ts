/**
 * Text → word tokens for comparing a citing sentence with a passage. A word's term is the
 * similarity stage's (stop words dropped, plurals folded: `keep` in `similarity-text.ts`) with
 * common English suffixes cut further, so "correcting", "correction" and "correct" meet; words
 * that carry no topic (negators, direction words, generic research words) are not terms. Terms
 * are numbered by a `Vocabulary`, one per derivation, so comparing is integer work.
 */
import { keep } from '../similarity-text.ts';
import { directionOf, GENERIC_STEMS, isNegator } from './lexicon.ts';

/** One word of a text. */
export interface Token {
  /** The word, lower case. */
  word: string;
  /** Its term id in the vocabulary, or -1 when it is not a term. */
  term: number;
  /** `false` for a stop word: a negator reaches past stop words only. */
  content: boolean;
  /** Where it stands in the text (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
}

// Longest first within each ending; the first that leaves at least four letters is cut.
const SUFFIXES = [
  'izations',
  'ization',
  'ational',
  'ability',
  'ibility',
  'fulness',
  'iveness',
  'ousness',
  'ically',
  'ations',
  'ation',
  'itions',
  'ition',
  'ements',
  'ement',
  'ments',
  'ment',
  'nesses',
  'ness',
  'ities',
  'ity',
  'ingly',
  'ings',
  'ing',
  'edly',
  'ied',
  'ed',
  'ions',
  'ion',
  'ives',
  'ive',
  'ers',
  'er',
  'ful',
  'ous',
  'ally',
  'ly',
  'able',
  'ible',
  'als',
  'al',
  'ic',
  'y',
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
/** What separates words for `terms`: anything but letters, digits and apostrophes (a stray apostrophe stays on a word, and `info` cuts it). */
const NON_WORD = /[^\p{L}\p{N}'’]+/u;

/** What a word is for comparison: its term id (-1 for none) and whether it is a content word. */
interface WordInfo {
  term: number;
  content: boolean;
}

/** Numbers the terms of the texts compared in one derivation; remembers each word it has seen. */
export class Vocabulary {
  private readonly words = new Map<string, WordInfo>();
  private readonly ids = new Map<string, number>();
  /** Scratch set of `terms`, reused: a collection has hundreds of thousands of passages. */
  private readonly seen = new Set<number>();

  /** How many terms are numbered so far. */
  get size(): number {
    return this.ids.size;
  }

  /** The term id of a stem, numbering it when new. */
  idOf(stemmed: string): number {
    let id = this.ids.get(stemmed);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(stemmed, id);
    }
    return id;
  }

  /** A lower-case word → its term and whether it is a content word (not a stop word). */
  info(word: string): WordInfo {
    let info = this.words.get(word);
    if (info === undefined) {
      const kept = keep(word.replace(/^['’]+/, '').replace(/['’].*$/, ''));
      const s = kept === null ? null : stem(kept);
      const topical = s !== null && !GENERIC_STEMS.has(s) && !GENERIC_STEMS.has(word) && directionOf(word) === 0 && !isNegator(word, undefined);
      info = { term: topical ? this.idOf(s) : -1, content: s !== null };
      this.words.set(word, info);
    }
    return info;
  }

  /** The words of `text` in order. */
  tokenize(text: string): Token[] {
    const out: Token[] = [];
    // Lower-cased once, where that keeps every offset (it does unless a letter such as İ grows).
    const lower = text.toLowerCase();
    const source = lower.length === text.length ? lower : text;
    for (const match of source.matchAll(WORD)) {
      const word = source === lower ? match[0] : match[0].toLowerCase();
      const { term, content } = this.info(word);
      out.push({ word, term, content, start: match.index, end: match.index + match[0].length });
    }
    return out;
  }

  /** The distinct terms of `text`, in order of first appearance: what scoring a passage needs, without tokens. */
  terms(text: string): Int32Array {
    const seen = this.seen;
    seen.clear();
    for (const word of text.toLowerCase().split(NON_WORD)) {
      if (word === '') continue;
      const term = this.info(word).term;
      if (term >= 0) seen.add(term);
    }
    return Int32Array.from(seen);
  }
}
