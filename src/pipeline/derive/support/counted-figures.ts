/**
 * Small counts and measures written as a bare number before what they count ("280 traffic
 * *deaths*", "99 *patients*", "16 *dB*", "2 °*C*"), which `extractFigures` leaves alone: each bound
 * to its unit or its head noun, so that a sentence giving a count the note gives with another
 * number ("about 28 additional deaths each year") is read as a figure misquoted. Pure and offline.
 */
import { amountsAgree, type Amount, hedgeBefore } from '../../parse/figure-values.ts';
import { cardinalValue } from '../../parse/number-words.ts';
import type { NoteText } from './note-text.ts';
import type { Prepared } from './passage.ts';
import type { Token } from './tokens.ts';

/** One bare number and what it counts: the lemma of its unit or head noun. */
interface Counted {
  raw: string;
  /** Where its number starts in the text. */
  at: number;
  amount: Amount;
  counts: string;
}

/** A number written with digits, not a time of day or a version: "280", "0.5", "1,200". */
const DIGITS = /^\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/;
/** A four-digit year, which dates a claim rather than counting. */
const YEAR = /^(?:19|20)\d\d$/;
/** Most words a run of modifiers and nouns after a number may hold before its head ("28 *additional* deaths", "99 *Ebola virus* genomes"). */
const RUN = 3;
/** The longest word read as a unit right after a number ("dB", "°C", "kg", "Hz", "ppm"): a symbol, not a noun a phrase is about. */
const UNIT_LENGTH = 3;
/** Words after a number that make it part of a larger figure or a share ("38 *trillion*", "5 *per cent*", "1 *in* 4"). */
const NOT_A_COUNT = new Set(['thousand', 'million', 'billion', 'trillion', 'per', 'percent', 'in', 'to', 'and', 'or', 'of', 'times', 'fold', 'x']);

/** The value of token `t` when it writes a number: digits in the sentence, digits or a number word in the note. */
function valueOf(t: Token, words: boolean): number | undefined {
  if (DIGITS.test(t.word)) return YEAR.test(t.word) ? undefined : Number(t.word.replaceAll(',', ''));
  return words ? cardinalValue(t.word) : undefined;
}

/**
 * The bare counts of `p`: a number not after another number, followed by a unit (a short noun or
 * symbol right after it: "16 dB", "2 °C") or a run of modifiers and names whose last common noun is
 * what it counts ("280 traffic deaths"). `words`: the counts of a note, number words among them
 * ("two weeks") and the low end of a range counting what its high end does ("two to three years");
 * else those of a sentence, whose range ends ("60 to 90 days") bound a span and count nothing alone.
 */
export function countsOf(p: Prepared, words: boolean): Counted[] {
  const out: Counted[] = [];
  p.tokens.forEach((t, i) => {
    if (t.pos !== 'NUM' || p.tokens[i - 1]?.pos === 'NUM') return;
    // The high end of a range ("between about 58 and 66 solar masses", "60 to 90 days") bounds what the text spans: no count of its own.
    if (!words && /^(?:to|and|or)$/.test(p.tokens[i - 1]?.word ?? '') && p.tokens[i - 2]?.pos === 'NUM') return;
    const value = valueOf(t, words);
    const next = p.tokens[i + 1];
    if (value === undefined || next === undefined || NOT_A_COUNT.has(next.word) || p.clause[i + 1] !== p.clause[i]) return;
    // Only spaces (and a degree sign) between the number and what follows: "16 dB", "2 °C", not "16%" or "16-year".
    if (!/^\s*°?\s*$/.test(p.text.slice(t.end, next.start))) return;
    let counts: string | undefined;
    let head = next;
    if ((next.pos === 'NOUN' || next.pos === 'PROPN') && next.word.length <= UNIT_LENGTH && !next.compound) counts = next.lemma;
    else {
      for (let k = i + 1; k <= i + RUN && p.clause[k] === p.clause[i]; k += 1) {
        const w = p.tokens[k];
        // A part of a hyphenated word ("25 *head*-to-head races") is no noun of its own.
        if (w === undefined || w.compound || (w.pos !== 'ADJ' && w.pos !== 'NOUN' && w.pos !== 'PROPN')) break;
        if (w.pos === 'NOUN') {
          counts = w.lemma;
          head = w;
        }
      }
    }
    if (counts === undefined) return;
    // A unit that ends the sentence is read with its full stop ("2 °C."): the stop is no part of it.
    counts = counts.replace(/\.$/, '');
    const raw = p.text.slice(t.start, head.end).replace(/\.$/, '');
    const amount: Amount = { kind: 'count', low: value, high: value, hedge: hedgeBefore(p.text, t.start), inWords: false };
    out.push({ raw, at: t.start, amount, counts });
    // The low end of a range counts what its high end counts ("two to three *years*"), and stands for the range.
    const low = p.tokens[i - 2];
    const lowValue = low === undefined ? undefined : valueOf(low, words);
    if (words && lowValue !== undefined && /^(?:to|and|or)$/.test(p.tokens[i - 1]?.word ?? '')) {
      out.push({
        raw: `${p.text.slice((low as Token).start, t.start)}${raw}`,
        at: (low as Token).start,
        amount: { ...amount, low: Math.min(lowValue, value), high: Math.max(lowValue, value) },
        counts,
      });
    }
  });
  return out;
}

/** A number written with digits anywhere in a text ("267 ± 16", "17–19", "0.66 (0.53–0.79)"). */
const ANY_NUMBER = /(?<![\p{L}\p{N}.,])\d[\d,]*(?:\.\d+)?/gu;

/** Every number `p` writes, with digits or in words, and where it starts. */
function numbersOf(p: Prepared): Array<{ value: number; at: number }> {
  const out: Array<{ value: number; at: number }> = [];
  for (const m of p.text.matchAll(ANY_NUMBER)) out.push({ value: Number(m[0].replaceAll(',', '')), at: m.index });
  for (const t of p.tokens) {
    const value = t.pos === 'NUM' ? cardinalValue(t.word) : undefined;
    if (value !== undefined) out.push({ value, at: t.start });
  }
  return out;
}

/** A number word a passage may write a count with ("two to three years"). */
const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/i;

/**
 * The note's passage that counts what one of the sentence's bare counts counts, with another
 * number, where the note writes the sentence's number nowhere but for another count (a number it
 * writes bound to nothing the reader can tell, "267 ± 16 gigatonnes", may be the sentence's), or
 * `undefined`. A passage is read closely only when its text writes the counted word, or a number
 * that may be the sentence's.
 */
export function countMisquoted(sentence: Prepared, note: NoteText): { figure: string; passage: number } | undefined {
  const mine = countsOf(sentence, false);
  if (mine.length === 0) return undefined;
  const lower = note.texts.map((text) => text.toLowerCase());
  // Each passage's counts, read when asked.
  const theirs: Array<Counted[] | undefined> = [];
  const countsAt = (i: number): Counted[] => (theirs[i] ??= countsOf(note.full(i), true));
  for (const c of mine) {
    const naming = lower.flatMap((text, i) => (text.includes(c.counts) && countsAt(i).some((n) => n.counts === c.counts) ? [i] : []));
    const first = naming[0];
    if (first === undefined) continue;
    // A number within a range the note gives for the same thing ("11.2 days" beside "1.51 to 12.35 days") is no other number.
    const within = (n: Counted): boolean =>
      n.counts === c.counts && n.amount.low < n.amount.high && c.amount.low >= n.amount.low && c.amount.high <= n.amount.high;
    if (naming.some((i) => countsAt(i).some(within))) continue;
    const agrees = (value: number): boolean => amountsAgree(c.amount, { kind: 'count', low: value, high: value, hedge: 'exact', inWords: false });
    const mayWrite = (text: string): boolean => NUMBER_WORD.test(text) || [...text.matchAll(ANY_NUMBER)].some((m) => agrees(Number(m[0].replaceAll(',', ''))));
    // The sentence's number written in the note, unless there it counts something else ("99 Ebola virus *genomes* from 78 patients").
    const written = note.texts.some(
      (text, i) =>
        mayWrite(text) && numbersOf(note.full(i)).some((n) => agrees(n.value) && !countsAt(i).some((other) => other.at === n.at && other.counts !== c.counts)),
    );
    if (!written) return { figure: c.raw, passage: first };
  }
  return undefined;
}
