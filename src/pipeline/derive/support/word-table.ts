/**
 * The words of a text found in a table by their characters, without cutting each out as a string:
 * a collection's passages hold millions of words but only thousands of distinct ones, so a word
 * seen before costs a hash of its characters and one comparison. What `terms` in `tokens.ts` splits
 * its texts with.
 */

/** A letter or digit (any script) or an apostrophe: what a word is made of (`[\p{L}\p{N}'’]`). */
const WORD_CHAR = /^[\p{L}\p{N}'’]$/u;
/** Code units below this are classified by `isAsciiWordChar`; above, by `WORD_CHAR`, once each. */
const ASCII_END = 128;
const APOSTROPHE = 39;
const RIGHT_QUOTE = 0x2019;

function isAsciiWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === APOSTROPHE;
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** A table of words to a number each, open addressing over the words' character hashes. */
export class WordTable {
  private words: Array<string | undefined> = new Array<string | undefined>(1024);
  private values = new Int32Array(1024);
  private count = 0;
  /** Per non-ASCII code unit of the basic plane: 0 not yet asked, 1 a word character, 2 not. */
  private readonly kinds = new Uint8Array(0x10000);

  /**
   * Calls `visit` with the value of each word of `text` (runs of `[\p{L}\p{N}'’]`, as
   * `text.split(/[^\p{L}\p{N}'’]+/u)` cuts them), in order; `valueOf` gives a word's value the first
   * time it is met, and the table keeps it.
   */
  eachWord(text: string, valueOf: (word: string) => number, visit: (value: number) => void): void {
    const n = text.length;
    let i = 0;
    while (i < n) {
      const width = this.wordCharAt(text, i);
      if (width === 0) {
        // A lone surrogate or a character of no word is one code unit; a pair is two.
        i += isHighSurrogate(text.charCodeAt(i)) && isLowSurrogate(text.charCodeAt(i + 1)) ? 2 : 1;
        continue;
      }
      const start = i;
      let hash = 0x811c9dc5;
      let w = width;
      while (w > 0) {
        for (let k = 0; k < w; k += 1) hash = Math.imul(hash ^ text.charCodeAt(i + k), 0x01000193);
        i += w;
        w = i < n ? this.wordCharAt(text, i) : 0;
      }
      visit(this.lookup(text, start, i, hash >>> 0, valueOf));
    }
  }

  /** How many code units the word character at `i` spans (1, or 2 for a surrogate pair), or 0 when it is none. */
  private wordCharAt(text: string, i: number): number {
    const c = text.charCodeAt(i);
    if (c < ASCII_END) return isAsciiWordChar(c) ? 1 : 0;
    if (c === RIGHT_QUOTE) return 1;
    if (isHighSurrogate(c)) {
      const low = text.charCodeAt(i + 1);
      return isLowSurrogate(low) && WORD_CHAR.test(text.slice(i, i + 2)) ? 2 : 0;
    }
    let kind = this.kinds[c] as number;
    if (kind === 0) this.kinds[c] = kind = !isLowSurrogate(c) && WORD_CHAR.test(String.fromCharCode(c)) ? 1 : 2;
    return kind === 1 ? 1 : 0;
  }

  /** The value of the word `text[start, end)`, whose hash is `hash`. */
  private lookup(text: string, start: number, end: number, hash: number, valueOf: (word: string) => number): number {
    const mask = this.words.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const word = this.words[slot];
      if (word === undefined) {
        const found = text.slice(start, end);
        const value = valueOf(found);
        this.words[slot] = found;
        this.values[slot] = value;
        this.count += 1;
        if (this.count * 2 > this.words.length) this.grow();
        return value;
      }
      if (word.length === length && sameChars(word, text, start)) return this.values[slot] as number;
    }
  }

  /** Doubles the table, placing each word again by its hash. */
  private grow(): void {
    const words = this.words;
    const values = this.values;
    this.words = new Array<string | undefined>(words.length * 2);
    this.values = new Int32Array(words.length * 2);
    const mask = this.words.length - 1;
    words.forEach((word, k) => {
      if (word === undefined) return;
      let hash = 0x811c9dc5;
      for (let c = 0; c < word.length; c += 1) hash = Math.imul(hash ^ word.charCodeAt(c), 0x01000193);
      let slot = (hash >>> 0) & mask;
      while (this.words[slot] !== undefined) slot = (slot + 1) & mask;
      this.words[slot] = word;
      this.values[slot] = values[k] as number;
    });
  }
}

/** True when `word` is written in `text` from `start` on. */
function sameChars(word: string, text: string, start: number): boolean {
  for (let k = 0; k < word.length; k += 1) if (word.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}
