/**
 * Opposite words, as the contradiction test looks them up: a word's forms (its lemma, a
 * comparative's base) and their WordNet opposites (`Language.opposites`), for each word of a
 * sentence once however many passages it is compared with.
 */
import type { Language } from './language.ts';
import type { Prepared } from './passage.ts';
import type { Token } from './tokens.ts';

/** Most letters of a word in "-ly" read as an adverb made from an adjective ("slowly" → "slow"): shorter ones ("fly", "only") are not. */
const MIN_ADVERB = 5;

/**
 * The forms a word's opposites are looked up by: its lemma, a comparative's or superlative's base
 * ("longer" → "long", "larger" → "large", "biggest" → "big"), the adjective an adverb in "-ly"
 * is made from ("slowly" → "slow", "gently" → "gentle", "steadily" → "steady"), and a participle as written.
 */
function formsOf(t: Token): string[] {
  const out = [t.lemma];
  const w = t.word;
  // A participle read as a verb is looked up as the adjective it may be too ("remain *committed*" against "uncommitted").
  if (t.pos === 'VERB' && w !== t.lemma && (w.endsWith('ed') || w.endsWith('ing'))) out.push(w);
  if (isAdverbOfAdjective(w)) {
    // "slowly" → "slow"; "steadily" → "steady"; "gently" → "gentle".
    if (w.endsWith('ily')) out.push(`${w.slice(0, -3)}y`);
    else out.push(w.slice(0, -2), `${w.slice(0, -1)}e`);
  }
  const cut = w.endsWith('est') ? 3 : w.endsWith('er') ? 2 : 0;
  if (cut > 0 && w.length - cut >= 3) {
    let stem = w.slice(0, -cut);
    if (stem.length > 3 && stem[stem.length - 1] === stem[stem.length - 2]) stem = stem.slice(0, -1);
    out.push(stem, `${stem}e`);
  }
  return out;
}

/** The opposites of any form of `t` (`formsOf`), or `null` when it has none (most words). */
function oppositesOf(t: Token, language: Language): Set<string> | null {
  let out: Set<string> | null = null;
  for (const form of formsOf(t)) {
    const found = language.opposites(form);
    if (found.size === 0) continue;
    out ??= new Set();
    for (const o of found) out.add(o);
  }
  return out;
}

/** The opposites of each word of a text (`oppositesOf`), looked up when first asked and kept: a sentence is compared with several passages. */
export class WordOpposites {
  private readonly text: Prepared;
  private readonly language: Language;
  private readonly found: Array<Set<string> | null | undefined> = [];

  constructor(text: Prepared, language: Language) {
    this.text = text;
    this.language = language;
  }

  /** The opposites of word `i`, or `null`. */
  at(i: number): Set<string> | null {
    let found = this.found[i];
    if (found === undefined) {
      const t = this.text.tokens[i];
      this.found[i] = found = t === undefined ? null : oppositesOf(t, this.language);
    }
    return found;
  }
}

/** True when token `j` of `p`, outside any negation and no part of a hyphenated word, has a form in `opposite`. */
export function saysOpposite(p: Prepared, j: number, opposite: ReadonlySet<string>): boolean {
  const b = p.tokens[j];
  if (b === undefined || b.compound || p.negationInClause[j] === 1) return false;
  if (opposite.has(b.lemma)) return true;
  // Only a comparative, a superlative or an adverb in "-ly" has forms beyond its lemma: most words are asked of once.
  return (b.word.endsWith('er') || b.word.endsWith('est') || isAdverbOfAdjective(b.word)) && formsOf(b).some((form) => opposite.has(form));
}

/** True when `word` may be an adverb made from an adjective: it ends in "-ly" and is long enough. */
function isAdverbOfAdjective(word: string): boolean {
  return word.length >= MIN_ADVERB && word.endsWith('ly');
}
