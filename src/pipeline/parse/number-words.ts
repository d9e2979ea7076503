/**
 * Amounts written in words, as a reader takes them: shares ("a third", "three quarters", "half",
 * "six in ten", "ninety-nine corals in a hundred", "1 in 4", "thirty-five per cent"), multipliers
 * ("two-fold", "threefold", "five times as likely", "twice as many", "an order of magnitude") and fractions of a large number ("a quarter of a trillion tonnes" = 250 billion).
 * A fraction of a unit ("two thirds of a tonne") is a quantity of that unit, not a share, and is
 * left alone. wink-nlp marks such spans as CARDINAL or ORDINAL entities but gives no value for
 * them, so the values are read here.
 */

/** What an amount in words counts: a share of a whole (`percent`), a multiplier or a count. */
export type WordsKind = 'percent' | 'multiplier' | 'count';

/** One amount written in words: where it stands, as written, its kind and value. */
export interface WordsAmount {
  raw: string;
  index: number;
  kind: WordsKind;
  value: number;
  /** The span a loose amount stands for ("an order of magnitude": 5 to 20 times), when it is no single value. */
  span?: { low: number; high: number };
}

const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const DENOMINATORS: Record<string, number> = { half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fifth: 5, fifths: 5, tenth: 10, tenths: 10 };
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };

/** A whole number under a hundred in words: "seven", "fifteen", "ninety-nine", "forty two". */
const CARDINAL =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)';

/** The value of a whole number written by `CARDINAL`, or `undefined`. */
export function cardinalValue(words: string): number | undefined {
  const [first, second] = words.toLowerCase().split(/[- ]/);
  if (first === undefined) return undefined;
  const tens = TENS[first];
  if (tens !== undefined) return tens + (second === undefined ? 0 : (UNITS[second] ?? 0));
  return UNITS[first] ?? TEENS[first];
}

/** The value of a whole written by `WHOLE` ("seven", "a hundred", "two hundred"), or `undefined`. */
function wholeValue(words: string): number | undefined {
  const scaled = /^(\S+)\s+(hundred|thousand)$/i.exec(words);
  if (scaled === null) return cardinalValue(words);
  const count = scaled[1]?.toLowerCase() === 'a' ? 1 : cardinalValue(scaled[1] ?? '');
  return count === undefined ? undefined : count * (scaled[2]?.toLowerCase() === 'hundred' ? 100 : 1000);
}

/**
 * "a third", "two-thirds", "three quarters", "half" (a share, unless "half of the time"), each
 * optionally followed by "(of) a(n) <scale>" (a count: "a quarter of a trillion", "half a million") or
 * "(of) a(n) <unit>" (a quantity of a unit: "half an hour", "a third of a tonne", left out).
 */
const FRACTION = new RegExp(
  String.raw`\b(?:(a|an|one|two|three|four|${CARDINAL})[ -](half|halves|thirds?|quarters?|fifths?|tenths?)|(half))\b(?! of the time\b)(?:\s+(?:of\s+)?an?\s+([a-z]+))?`,
  'gi',
);
/** The whole of a count in words: a whole number under a hundred, or hundreds or thousands of one ("a hundred", "two hundred", "five thousand"). */
const WHOLE = String.raw`(?:(?:a|${CARDINAL})\s+(?:hundred|thousand)|${CARDINAL})`;
/** "six in ten", "one participant in seven", "one large-cap core fund in ten", "one in two hundred": a count of a whole, with up to three words between. */
const IN_EVERY = new RegExp(String.raw`\b(${CARDINAL}|one)(?:\s+(?!(?:in|and|or|${CARDINAL})\b)[a-z][a-z-]*){0,3}\s+in\s+(${WHOLE})\b`, 'gi');
/** The whole of a count in words, which `IN_EVERY` needs: "in ten", "in a hundred", "in two hundred". */
const EVERY_WORD = new RegExp(String.raw`\bin ${WHOLE}\b`, 'i');
/** "1 in 4", "3 in 10": a share written with digits. */
const IN_EVERY_DIGITS = /\b(\d{1,3}) in (\d{1,4})\b(?![.,]\d)/g;
/** A comparative after "times": a multiplier, not a repetition ("five times rarer"; "three times over" and "three times per day" are not). */
export const TIMES_COMPARED = String.raw`(?=\s+(?:as|more|less|higher|lower|larger|smaller|greater|fewer|faster|slower|longer|shorter|(?!(?:per|after|over|under|other|ever|never|her|whether|either|neither|together|later|earlier)\b)[a-z]{3,}er)\b)`;
/** "five times as likely", "three times more", "twice as many", "one and a half times as high": a multiplier in words, only in a comparison ("asked three times" is a repetition). */
const TIMES = new RegExp(String.raw`\b(?:(${CARDINAL})(\s+and\s+a\s+half)?\s+times|(twice))${TIMES_COMPARED}`, 'gi');
/** "by a factor of three": a multiplier in words. */
const FACTOR = new RegExp(String.raw`\bfactor\s+of\s+(?:(?:about|around|roughly|some|nearly|almost)\s+)?(${CARDINAL})\b`, 'gi');
/** "an order of magnitude more", "two orders of magnitude": a multiplier of ten to the count. */
const MAGNITUDE = /\b(an?|one|two|three|four|five|six)\s+orders?\s+of\s+magnitude\b/gi;
/** How far from a power of ten an order of magnitude reaches, as a factor either way. */
const MAGNITUDE_REACH = 2;
/** "half again as much": a multiplier of one and a half; the "half" in it is no share. */
const HALF_AGAIN = /\bhalf\s+again\s+as\b/gi;
/** "thirty-five per cent", "fifteen percent", "four and a half per cent". */
const PERCENT = new RegExp(String.raw`\b(${CARDINAL})(\s+and\s+a\s+half)?\s+per\s?cent\b`, 'gi');
/** "<number> and a": the whole before the half of a mixed number ("four *and a* half hours"), whose half is no share. */
const MIXED_WHOLE = new RegExp(String.raw`\b(?:${CARDINAL}|\d+)\s+and\s+$`, 'i');
/** "two-fold", "threefold". */
const FOLD = new RegExp(String.raw`\b(${CARDINAL})-?fold\b`, 'gi');

/** The amounts written in words in `text`, in text order. */
export function amountsInWords(text: string): WordsAmount[] {
  const out: WordsAmount[] = [];
  const lower = text.toLowerCase();
  // Each pattern runs only where a word it needs stands: most texts hold none.
  for (const m of /half|halves|third|quarter|fifth|tenth/.test(lower) ? text.matchAll(FRACTION) : []) {
    const [raw, count, denominator, half, of] = m;
    // The half of a multiplier ("half again as much", "one and a half times") is read with it below.
    const after = text.slice(m.index + raw.length);
    if (/half$/i.test(raw) && /^\s+again\s+as\b/i.test(after)) continue;
    // The half of a mixed number ("one and a half times", "four and a half per cent", "two and a half hours") is part of that number.
    if (/^an?\s+half$/i.test(raw) && MIXED_WHOLE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    const share = half !== undefined ? 0.5 : ((count === undefined ? undefined : /^an?$/i.test(count) ? 1 : cardinalValue(count)) ?? 0);
    const value = denominator === undefined ? share : share / (DENOMINATORS[denominator.toLowerCase()] ?? 1);
    if (value <= 0 || value > 1) continue;
    const scale = of === undefined ? undefined : SCALES[of.toLowerCase()];
    if (of !== undefined && scale === undefined) {
      // "of a tonne", "of a point": a quantity of a unit. "of a whole" or "of an hour" read the same way: not a share of what the sentence counts.
      continue;
    }
    if (scale !== undefined) out.push({ raw, index: m.index, kind: 'count', value: value * scale });
    else out.push({ raw: raw.replace(/\s+of\s+.*$/i, ''), index: m.index, kind: 'percent', value: 100 * value });
  }
  for (const m of EVERY_WORD.test(lower) ? text.matchAll(IN_EVERY) : []) {
    const [raw, top, bottom] = m;
    const whole = wholeValue(bottom ?? '');
    const part = cardinalValue(top ?? '');
    if (whole === undefined || part === undefined || part > whole) continue;
    out.push({ raw, index: m.index, kind: 'percent', value: (100 * part) / whole });
  }
  for (const m of /\d in \d/.test(lower) ? text.matchAll(IN_EVERY_DIGITS) : []) {
    const part = Number(m[1]);
    const whole = Number(m[2]);
    // "in 2019" is a year, not a whole.
    if (part > 0 && part < whole && whole <= 1000) out.push({ raw: m[0], index: m.index, kind: 'percent', value: (100 * part) / whole });
  }
  for (const m of /times|twice/.test(lower) ? text.matchAll(TIMES) : []) {
    const whole = m[3] === undefined ? cardinalValue(m[1] ?? '') : 2;
    const value = whole === undefined ? undefined : whole + (m[2] === undefined ? 0 : 0.5);
    if (value !== undefined && value > 1) out.push({ raw: m[0], index: m.index, kind: 'multiplier', value });
  }
  for (const m of lower.includes('again') ? text.matchAll(HALF_AGAIN) : []) out.push({ raw: m[0], index: m.index, kind: 'multiplier', value: 1.5 });
  for (const m of lower.includes('factor') ? text.matchAll(FACTOR) : []) {
    const value = cardinalValue(m[1] ?? '');
    if (value !== undefined && value > 1) out.push({ raw: m[0], index: m.index, kind: 'multiplier', value });
  }
  for (const m of lower.includes('magnitude') ? text.matchAll(MAGNITUDE) : []) {
    const count = /^(?:an?|one)$/i.test(m[1] ?? '') ? 1 : (cardinalValue(m[1] ?? '') ?? 1);
    const value = 10 ** count;
    // An order of magnitude is a rounding on a scale of tens: "about 12 times" is one, "three times" is not.
    out.push({ raw: m[0], index: m.index, kind: 'multiplier', value, span: { low: value / MAGNITUDE_REACH, high: value * MAGNITUDE_REACH } });
  }
  for (const m of /per ?cent/.test(lower) ? text.matchAll(PERCENT) : []) {
    const value = cardinalValue(m[1] ?? '');
    if (value !== undefined) out.push({ raw: m[0], index: m.index, kind: 'percent', value: value + (m[2] === undefined ? 0 : 0.5) });
  }
  for (const m of lower.includes('fold') ? text.matchAll(FOLD) : []) {
    const value = cardinalValue(m[1] ?? '');
    if (value !== undefined) out.push({ raw: m[0], index: m.index, kind: 'multiplier', value });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** A quick test for an amount in words, before `amountsInWords` reads a text closely. */
const IN_WORDS =
  /\b(?:half|halves|thirds?|quarters?|fifths?|tenths?|per ?cent)\b|[a-z]-?fold\b|\b(?:times|twice) (?:as|more|less|higher|lower|larger|smaller|greater|fewer|faster|slower|longer|shorter|[a-z]{3,}er)\b|\bin (?:a hundred|one hundred|a thousand|one thousand|two|three|four|five|six|seven|eight|nine|ten)\b|\d in \d|orders? of magnitude|factor of/i;

/** True when `text` may hold an amount in words. */
export function mayHoldAmountInWords(text: string): boolean {
  return IN_WORDS.test(text);
}
