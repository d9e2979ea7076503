/**
 * Amounts a citing sentence writes in words that a note writes too, in words or figures of its
 * own: a number word ("as high as *seven* times" for "up to seven times"), one of a unit as a
 * hedged "a" ("*about a point* a year" for "one percentile point"), and a length of time ("a
 * *week's* head start" for "about *7 days*"). Number words are no key terms, so the terms a
 * sentence shares with a passage never count them: these say when the note speaks to the amount.
 */
import { cardinalValue } from '../../parse/number-words.ts';
import type { NoteText } from './note-text.ts';
import type { Prepared } from './passage.ts';

/** Minutes in one of each unit of time (a month as 30 days, a year as 365). */
const MINUTES: Readonly<Record<string, number>> = {
  minute: 1,
  hour: 60,
  day: 60 * 24,
  week: 60 * 24 * 7,
  fortnight: 60 * 24 * 14,
  month: 60 * 24 * 30,
  year: 60 * 24 * 365,
  decade: 60 * 24 * 3650,
  century: 60 * 24 * 36500,
  millennium: 60 * 24 * 365000,
};

/** How far a length in words may stand from the note's and still be it: "a week" is 6 to 8 days, "a month" 4 weeks. */
const TOLERANCE = 0.15;

/** A length in words: "a week", "an hour", "one month", "half an hour", "half a day", "once-in-a-*millennium*". */
const IN_WORDS = /\b(half\s+an?|an?|one)[\s-]+(minute|hour|day|week|fortnight|month|year|decade|century|millennium)(?![\w-])/gi;
/** A length in figures, or a range of them: "7 days", "1 to 4 days", "25–35 minutes", "a 1-in-*1,000-year*". */
const IN_FIGURES =
  /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*(?:to|–|-)\s*(\d+(?:\.\d+)?))?[\s-]*(minute|hour|day|week|fortnight|month|year|decade|century|millennium)s?\b/gi;

/** The lengths, in minutes, that `text` writes in words. */
function lengthsInWords(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(IN_WORDS)) {
    const unit = MINUTES[(m[2] as string).toLowerCase()] as number;
    out.push((m[1] as string).toLowerCase().startsWith('half') ? unit / 2 : unit);
  }
  return out;
}

/** The lengths, in minutes, that `text` writes in figures, each as its lowest and highest. */
function lengthsInFigures(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of text.matchAll(IN_FIGURES)) {
    const unit = MINUTES[(m[3] as string).toLowerCase()] as number;
    const low = Number((m[1] as string).replaceAll(',', '')) * unit;
    out.push([low, m[2] === undefined ? low : Number(m[2]) * unit]);
  }
  return out;
}

/**
 * True when the point of `text` (from offset `from`) writes in words a length of time that a
 * passage of `note` writes in figures, within `TOLERANCE` ("roughly *a week's* head start" for "led
 * reported case counts by about *7 days*"): the note speaks to the point in a unit of its own.
 */
export function writesPeriodOf(text: Prepared, from: number, note: NoteText): boolean {
  const lengths = lengthsInWords(text.text.slice(from));
  if (lengths.length === 0) return false;
  const stated = note.texts.flatMap(lengthsInFigures);
  return lengths.some((length) => stated.some(([low, high]) => length >= low * (1 - TOLERANCE) && length <= high * (1 + TOLERANCE)));
}

/** Words after which a number names an age or a time ("at forty", "by age five", "until ten"). */
const WHEN = new Set(['at', 'age', 'until', 'till', 'aged']);

/**
 * True when the point of `text` (from offset `from`) writes in words a number above one that the
 * note writes too, in words or in digits ("as high as *seven* times the global mean" for "up to
 * seven times faster"): the note speaks to the point. A number that names an age or a time
 * ("at *forty*") says when, not how much. Number words are no key terms, so the shared
 * terms never count them; a part of a hyphenated word ("a *two*-year trial") names, and a
 * capitalised one ("the Big *Five*") is a name.
 */
export function writesNumberWordOf(text: Prepared, from: number, note: NoteText): boolean {
  for (const [i, t] of text.tokens.entries()) {
    if (t.start < from || t.compound || t.pos !== 'NUM' || text.text[t.start] !== t.word[0]) continue;
    // "at *forty*", "by age *five*": an age or a time, when the point holds, not an amount of it.
    if (WHEN.has(text.tokens[i - 1]?.word ?? '')) continue;
    const value = cardinalValue(t.word);
    if (value === undefined || value < 2) continue;
    const written = new RegExp(`(?<![\\w.,])(?:${t.word}|${value})(?![\\w]|[.,]\\d)`, 'i');
    if (note.texts.some((passage) => written.test(passage))) return true;
  }
  return false;
}

/** A hedged "a" before a unit, which makes it one of the unit: "by *about a point* a year", "*roughly a metre*". */
const HEDGED_ONE = /\b(?:about|around|roughly|nearly|almost|some|approximately)\s+an?\s+([a-z]+)/gi;

/**
 * True when the point of `text` (from offset `from`) writes one of a unit as a hedged "a" ("the
 * lead widened by *about a point* a year") and the note writes one of the same unit, in a word or a
 * digit, with at most one word between ("grows by roughly *one percentile point* in each further
 * year"): the note speaks to the amount.
 */
export function writesOneOf(text: Prepared, from: number, note: NoteText): boolean {
  for (const m of text.text.slice(from).matchAll(HEDGED_ONE)) {
    const unit = (m[1] as string).toLowerCase();
    const one = new RegExp(`\\b(?:one|1)\\s+(?:[a-z-]+\\s+)?${unit}s?\\b`, 'i');
    if (note.texts.some((passage) => one.test(passage))) return true;
  }
  return false;
}
