/**
 * Lengths of time written in words ("a *week's* head start", "*half an hour* more sleep") read as
 * a length in minutes, to be found among the lengths a note writes in figures of another unit
 * ("led case counts by about *7 days*", "*25 to 35 minutes* longer"): the note speaks to the same
 * length, in its own unit.
 */
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
