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
  /** Per slot: where its word's characters start in `chars`, their count (0: an empty slot) and its value. */
  private starts = new Int32Array(1024);
  private lengths = new Int32Array(1024);
  private values = new Int32Array(1024);
  private count = 0;
  /** The characters of every word kept, one after another: compared without a string of each. */
  private chars = new Uint16Array(1 << 16);
  private used = 0;
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
    const mask = this.lengths.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const found = this.lengths[slot] as number;
      if (found === 0) {
        const value = valueOf(text.slice(start, end));
        this.keep(slot, text, start, length, value);
        if (this.count * 2 > this.lengths.length) this.grow();
        return value;
      }
      if (found === length && this.sameChars(this.starts[slot] as number, text, start, length)) return this.values[slot] as number;
    }
  }

  /** Keeps the word `text[start, start + length)` and its value in `slot`. */
  private keep(slot: number, text: string, start: number, length: number, value: number): void {
    if (this.used + length > this.chars.length) {
      const chars = new Uint16Array(Math.max(this.chars.length * 2, this.used + length));
      chars.set(this.chars);
      this.chars = chars;
    }
    for (let k = 0; k < length; k += 1) this.chars[this.used + k] = text.charCodeAt(start + k);
    this.starts[slot] = this.used;
    this.lengths[slot] = length;
    this.values[slot] = value;
    this.used += length;
    this.count += 1;
  }

  /** True when the kept characters from `at` are `text`'s from `start`, for `length` characters. */
  private sameChars(at: number, text: string, start: number, length: number): boolean {
    const chars = this.chars;
    for (let k = 0; k < length; k += 1) if (chars[at + k] !== text.charCodeAt(start + k)) return false;
    return true;
  }

  /** Doubles the table, placing each word again by the hash of its characters. */
  private grow(): void {
    const { starts, lengths, values } = this;
    const size = lengths.length * 2;
    this.starts = new Int32Array(size);
    this.lengths = new Int32Array(size);
    this.values = new Int32Array(size);
    const mask = size - 1;
    for (let k = 0; k < lengths.length; k += 1) {
      const length = lengths[k] as number;
      if (length === 0) continue;
      const at = starts[k] as number;
      let hash = 0x811c9dc5;
      for (let c = 0; c < length; c += 1) hash = Math.imul(hash ^ (this.chars[at + c] as number), 0x01000193);
      let slot = (hash >>> 0) & mask;
      while (this.lengths[slot] !== 0) slot = (slot + 1) & mask;
      this.starts[slot] = at;
      this.lengths[slot] = length;
      this.values[slot] = values[k] as number;
    }
  }
}
