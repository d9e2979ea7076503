/**
 * Text → word tokens for comparing a citing sentence with a passage. A word's term is the stem of
 * its lemma (`Language.term`: "recovered" and "recover" meet, "answers" and "answer"), for the words the
 * similarity stage keeps (stop words dropped: `keep` in `similarity-text.ts`); words that carry no
 * topic (negation cues, direction words, generic research words) are not terms. Terms are numbered
 * by a `Vocabulary`, one per derivation, so comparing is integer work.
 */
import { keep } from '../similarity-text.ts';
import type { Language } from './language.ts';
import { directionOf, GENERIC_WORDS, isNegationCue } from './lexicon.ts';
import { WordTable } from './word-table.ts';

/** One word of a text. */
export interface Token {
  /** The word, lower case. */
  word: string;
  /** Its lemma in context and part of speech, as the language model reads them. */
  lemma: string;
  pos: string;
  /** The model's negation flag (see `Word.inNegation`). */
  inNegation: boolean;
  /** True for a part of a hyphenated word: never a direction or a negation cue. */
  compound: boolean;
  /** Its term id in the vocabulary, or -1 when it is not a term. */
  term: number;
  /** `false` for a stop word: a negator reaches past stop words only. */
  content: boolean;
  /** Where it stands in the text (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
}

/** A word holds a letter or a digit. */
const WORDLIKE = /[\p{L}\p{N}]/u;

/** What a word is for comparison: its term id (-1 for none) and whether it is a content word. */
interface WordInfo {
  term: number;
  content: boolean;
}

/** Numbers the terms of the texts compared in one derivation; remembers each word it has seen. */
export class Vocabulary {
  readonly language: Language;
  private readonly words = new Map<string, WordInfo>();
  private readonly ids = new Map<string, number>();
  /** Each term's compared form, by id. */
  private readonly keys: string[] = [];
  /** Scratch set of `terms`, reused: a collection has hundreds of thousands of passages. */
  private readonly seen = new Set<number>();
  /** Each word's term id, found by its characters: `terms` splits its texts with it. */
  private readonly table = new WordTable();
  /** The terms of each text read so far: passages repeat across notes (a shared definition, a quoted sentence). */
  private readonly termsByText = new Map<string, Int32Array>();

  constructor(language: Language) {
    this.language = language;
  }

  /** How many terms are numbered so far. */
  get size(): number {
    return this.ids.size;
  }

  /** The term id of a compared form (`Language.term`), numbering it when new. */
  idOf(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
      this.keys.push(key);
    }
    return id;
  }

  /** The compared form of term `id` (what `idOf` numbered). */
  keyOf(id: number): string | undefined {
    return this.keys[id];
  }

  /** The id of a compared form numbered so far, or -1 (a term of no text read in this derivation): it is not numbered. */
  knownId(key: string): number {
    return this.ids.get(key) ?? -1;
  }

  /** A lower-case word → its term and whether it is a content word (not a stop word). */
  info(word: string): WordInfo {
    let info = this.words.get(word);
    if (info === undefined) {
      const bare = word.replace(/^['’]+/, '').replace(/['’].*$/, '');
      const key = keep(bare) === null ? null : this.language.term(bare);
      const lemma = key === null ? null : this.language.lemma(bare);
      const topical =
        key !== null && lemma !== null && !GENERIC_WORDS.has(lemma) && !GENERIC_WORDS.has(word) && directionOf(word) === 0 && !isNegationCue(lemma);
      info = { term: topical ? this.idOf(key) : -1, content: key !== null };
      this.words.set(word, info);
    }
    return info;
  }

  /** The words of `text` in order, punctuation left out. */
  tokenize(text: string): Token[] {
    const out: Token[] = [];
    for (const w of this.language.read(text)) {
      if (w.pos === 'PUNCT' || !WORDLIKE.test(w.word)) continue;
      const { term, content } = this.info(w.word);
      out.push({ word: w.word, lemma: w.lemma, pos: w.pos, inNegation: w.inNegation, compound: w.compound, term, content, start: w.start, end: w.end });
    }
    return out;
  }

  /** The distinct terms of `text`, in order of first appearance: what scoring a passage needs, without tokens. The same array for the same text: read it, never change it. */
  terms(text: string): Int32Array {
    let found = this.termsByText.get(text);
    if (found === undefined) this.termsByText.set(text, (found = this.termsOf(text)));
    return found;
  }

  private termsOf(text: string): Int32Array {
    this.seen.clear();
    this.table.eachWord(text.toLowerCase(), this.termOfWord, this.addTerm);
    return Int32Array.from(this.seen);
  }

  /** A word's term id, or -1 (`info`): what `table` keeps for each word. */
  private readonly termOfWord = (word: string): number => this.info(word).term;

  private readonly addTerm = (term: number): void => {
    if (term >= 0) this.seen.add(term);
  };
}

/** Parts of speech that name a thing: two opposite ones ("men" against "women", "gains" against "losses") name two things, not two claims. */
const NAMES = new Set(['NOUN', 'PROPN']);

/** Whether a part-of-speech tag names a thing (`NAMES`). */
export function namesAThing(pos: string): boolean {
  return NAMES.has(pos);
}
