/**
 * Figures as amounts a reader compares: a number or range, the hedge written before it ("about",
 * "nearly", "more than", "up to", "as much as") and the tolerance that hedge allows, and the shares
 * written in words ("a third", "three in five", "half"). One definition for the two checks that
 * ask whether a note states a sentence's figure: `figure-not-in-source` and the support check.
 */
import type { Figure } from '../../schemas/knowledge-base.ts';
import { extractFigures } from './figures.ts';
import { decimalsAsAmounts, relativeChange, statedAsRatio, type Way } from './figure-ratios.ts';
import { amountsInWords } from './number-words.ts';

/**
 * How a figure is hedged: `about` (a little either side), `nearly` ("nearly", "almost": the truth a
 * little below it), `at-least` ("more than", "over"), `at-most` ("fewer than", "under"), `up-to`
 * ("up to", "as much as": the top of the truth), `down-to` ("as little as", "as few as": the bottom of
 * the truth).
 */
export type Hedge = 'exact' | 'about' | 'nearly' | 'at-least' | 'at-most' | 'up-to' | 'down-to';

/** A figure as an amount: its kind, its low and high value (equal for a single number) and its hedge. */
export interface Amount {
  kind: Figure['kind'];
  low: number;
  high: number;
  hedge: Hedge;
  /** True for a share written in words ("a third"), which is itself a rounding. */
  inWords: boolean;
  /** For a percentage that is a relative change ("14% fewer", "cut by 14%"), the way it runs: it may be the ratio of two of the note's figures (figure-ratios.ts). */
  relative?: Way;
  /** True for the first end of a range whose other end is not read as a figure ("from about *365 million* to just under a billion"): it is compared with the low end of a note's range. */
  opensRange?: boolean;
}

/** Relative tolerance of a hedged number ("about 1,200" for 1,187), and of a share in words ("a third" for 30–36%). */
const HEDGED = 0.1;
const IN_WORDS = 0.12;
/** How far past a bound the note's value may lie: "more than 20 points" for 22 or 35, not "more than 2 million" for 26 million. */
const BOUND_REACH = 2;
/** An unhedged figure matches a value that rounds to it ("18%" for 17.9%). */
const ROUNDING = 0.5;

/** A rounding word after a bound ("no more than *about* 440 million"): the bound still says which way the truth lies. */
const BOUND_ROUNDING = String.raw`(?:\s+(?:about|around|roughly|approximately|some))?`;

/** Hedges by the words before a figure; a bound is read before a plain rounding, so "no more than about" is a bound (an upper one: "more than" after "no" or "not" is no lower bound). */
const HEDGES: ReadonlyArray<readonly [RegExp, Hedge]> = [
  [
    new RegExp(
      String.raw`(?<!\b(?:no|not)\s+)\b(?:more than|over|above|at least|upwards of|just over|in excess of|well over|no fewer than|no less than)${BOUND_ROUNDING}(?:\s+an?)?\s*$`,
      'i',
    ),
    'at-least',
  ],
  [new RegExp(String.raw`\b(?:fewer than|less than|under|below|at most|no more than|not more than)${BOUND_ROUNDING}(?:\s+an?)?\s*$`, 'i'), 'at-most'],
  [new RegExp(String.raw`\b(?:up to|as much as|as many as|as high as|as large as)${BOUND_ROUNDING}(?:\s+an?)?\s*$`, 'i'), 'up-to'],
  [new RegExp(String.raw`\b(?:as little as|as few as|as low as|as small as|down to)${BOUND_ROUNDING}(?:\s+an?)?\s*$`, 'i'), 'down-to'],
  [/\b(?:about|around|approximately|roughly|some|circa|~|an estimated|on the order of)(?:\s+an?)?\s*$/i, 'about'],
  [/\b(?:nearly|almost|close to|just under|not quite)(?:\s+an?)?\s*$/i, 'nearly'],
];

/** The hedge written right before `index` in `text` (a figure's place), a currency sign between them left out ("roughly $17,000"). */
export function hedgeBefore(text: string, index: number): Hedge {
  const before = text.slice(Math.max(0, index - 24), index).replace(/[$€£¥]\s*$/, '');
  for (const [pattern, hedge] of HEDGES) if (pattern.test(before)) return hedge;
  return 'exact';
}

/** A bare number or percentage and "to" (or "between" it "and") right before a figure: the low end of a range written out ("15 to 20 percent", "between 10 and 30 points", "between 27% and 30%", "between roughly 30% and 60%"). */
const RANGE_START =
  /(?:^|[^\d.,])(?:(\w+)\s+)?(?:(?<=between\s+)(?:about|around|roughly|approximately|some)\s+)?(\d[\d,]*(?:\.\d+)?)(?:\s?(?:%|per ?cent))?\s+(to|and)\s+$/i;
/** Words before "from" that make "from A to B" a range ("ranged from 4 to 7 points"); after any other it is a change ("rose from 15 to 20 percent"). */
const RANGE_VERB = /\b(?:rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying)|spann?(?:s|ed|ing)?|anywhere|somewhere)\s+from\s+$/i;
/** "between" (and a word such as "somewhere" before it), right before the low end of a range. */
const BETWEEN = /\bbetween\s+$/i;
/** A hedge word inside a range, before one of its ends ("between about two thirds and 97%"). */
const END_HEDGE = String.raw`(?:(?:about|around|roughly|nearly|almost|some|approximately)\s+)?`;
/** The high end of a range right after its low end: "and 30%", "to 30 per cent". */
const RANGE_END = new RegExp(String.raw`^\s+(?:to|and)\s+${END_HEDGE}(\d[\d,]*(?:\.\d+)?)\s?(?:%|per ?cent\b)`, 'i');
/** A share in words and "and" right before a figure, after "between" ("between about two thirds and 97%"). */
const WORDS_START = new RegExp(String.raw`\bbetween\s+${END_HEDGE}$`, 'i');

/** The low end of a range written out before a figure that stands at `index` in `text`, and where the range starts, or `null`. */
function rangeStart(text: string, index: number, kind: Figure['kind']): { low: number; at: number } | null {
  const before = text.slice(Math.max(0, index - 40), index);
  const m = RANGE_START.exec(before);
  if (m === null || m[2] === undefined) {
    // A share in words as the low end of a range of percentages.
    if (kind !== 'percent' || !/\s+and\s+$/i.test(before)) return null;
    const words = amountsInWords(before).filter(
      (w) => w.kind === 'percent' && /^\s+and\s+$/i.test(before.slice(w.index + w.raw.length)) && WORDS_START.test(before.slice(0, w.index)),
    );
    const low = words[words.length - 1];
    return low === undefined ? null : { low: low.value, at: index - before.length + low.index };
  }
  const lead = m[1]?.toLowerCase();
  if (
    m[3]?.toLowerCase() === 'and'
      ? lead !== 'between'
      : lead === 'from' && !RANGE_VERB.test(before.slice(0, before.length - m[0].length + m[0].indexOf(m[1] as string) + 'from '.length))
  )
    return null;
  const at = index - before.length + m.index + m[0].indexOf(lead === 'between' || lead === 'from' ? (m[1] as string) : m[2]);
  return { low: Number(m[2].replaceAll(',', '')), at };
}

/** The high end of a range of percentages whose low end is the figure at `index` ("between *27%* and 30%", "ranged from *4%* to 7%"), or `null`. */
function rangeEnd(text: string, index: number, raw: string): number | null {
  const m = RANGE_END.exec(text.slice(index + raw.length, index + raw.length + 40));
  if (m?.[1] === undefined) return null;
  const lead = text.slice(Math.max(0, index - 40), index).replace(/\b(?:about|around|roughly|approximately|some)\s+$/i, '');
  return BETWEEN.test(lead) || RANGE_VERB.test(lead) ? Number(m[1].replaceAll(',', '')) : null;
}

/** "from" or "between" (a hedge after it) right before a figure, and "to" or "and" right after it: the figure opens a range. */
const OPENS_BEFORE = new RegExp(String.raw`\b(?:from|between)\s+${END_HEDGE}$`, 'i');
const OPENS_AFTER = /^\s+(?:to|and)\s/i;

/** The number a figure is written with, times the scale word after it ("3.1 billion": 1e9), as its value reads. */
function scaleOf(figure: Figure, first: number): number {
  const written = Number(/\d[\d,]*(?:\.\d+)?/.exec(figure.raw)?.[0].replaceAll(',', '') ?? Number.NaN);
  return figure.kind === 'count' && written > 0 && first !== written ? first / written : 1;
}

/** A figure's amount, read with the hedge before it in `text` (where it stands at `index`, or is searched for). */
export function amountOf(figure: Figure, text = '', index = text.indexOf(figure.raw)): Amount {
  const numbers = figure.value
    .replace(/[%x+]|pp$|sd$/g, '')
    .split('-')
    .map(Number);
  let low = numbers[0] ?? 0;
  let high = numbers[1] ?? low;
  let start = index;
  const range = index >= 0 && numbers.length === 1 ? rangeStart(text, index, figure.kind) : null;
  // The low end of "between 2.7 and 3.1 billion" is 2.7 billion.
  const lowEnd = range === null ? null : range.low * scaleOf(figure, low);
  if (range !== null && lowEnd !== null && lowEnd < low) {
    low = lowEnd;
    start = range.at;
  } else if (index >= 0 && numbers.length === 1 && figure.kind === 'percent') {
    const end = rangeEnd(text, index, figure.raw);
    if (end !== null && end > low) high = end;
  }
  const hedge = start >= 0 ? hedgeBefore(text, start) : 'exact';
  const relative = figure.kind === 'percent' && index >= 0 ? relativeChange(text, index, figure.raw) : undefined;
  const opensRange =
    index >= 0 &&
    low === high &&
    numbers.length === 1 &&
    OPENS_BEFORE.test(text.slice(Math.max(0, index - 24), index)) &&
    OPENS_AFTER.test(text.slice(index + figure.raw.length, index + figure.raw.length + 6));
  return {
    kind: figure.kind,
    low,
    high,
    hedge: hedge === 'exact' && start !== index && innerHedge(text, start, index) ? 'about' : hedge,
    inWords: false,
    ...(relative === undefined ? {} : { relative }),
    ...(opensRange ? { opensRange } : {}),
  };
}

/** True when a hedge word stands inside a range, between its start and its high end ("between *roughly* 30% and 60%"). */
function innerHedge(text: string, start: number, index: number): boolean {
  return /\b(?:about|around|roughly|approximately|some)\b/i.test(text.slice(start, index));
}

/** Amounts written in words ("a third", "six in ten", "two-fold", "a quarter of a trillion"), each with the hedge before it: a rounding itself. */
export function sharesInWords(text: string): Array<{ raw: string; amount: Amount; index: number }> {
  return amountsInWords(text).map((w) => {
    // A share in words can be a relative change as a figure can ("cut events by nearly a quarter" beside "hazard ratio 0.77").
    const relative = w.kind === 'percent' ? relativeChange(text, w.index, w.raw) : undefined;
    return {
      raw: w.raw,
      index: w.index,
      amount: {
        kind: w.kind,
        low: w.span?.low ?? w.value,
        high: w.span?.high ?? w.value,
        hedge: hedgeBefore(text, w.index),
        inWords: true,
        ...(relative === undefined ? {} : { relative }),
      },
    };
  });
}

/** True when `x` is within the relative tolerance `tolerance` of `y`. */
function near(x: number, y: number, tolerance: number): boolean {
  return Math.abs(x - y) <= Math.max(tolerance * Math.abs(y), 1e-9);
}

/** True when `written` is `value` or its rounding to a whole number ("18%" for 17.9%). */
function roundsTo(value: number, written: number): boolean {
  return value === written || (Number.isInteger(written) && !Number.isInteger(value) && Math.abs(value - written) <= ROUNDING);
}

/** Figures of one kind compare; a share in words compares with a percentage or with points. */
function sameKind(a: Amount, b: Amount): boolean {
  const share = (x: Amount): boolean => x.kind === 'percent' || x.kind === 'points';
  return a.kind === b.kind || (a.inWords && a.kind === 'percent' && share(b)) || (b.inWords && b.kind === 'percent' && share(a));
}

/**
 * True when a sentence's amount says what a note's amount says, as a careful reader allows: an
 * unhedged figure equal to it (or to its rounding), a range equal to the note's, a hedged figure
 * within its hedge's tolerance ("nearly 18" for 17.9, "about 1,200" for 1,187), a bound the note's
 * value keeps ("more than 20" for 22), "up to"/"as much as" the top of the note's range.
 */
export function amountsAgree(sentence: Amount, note: Amount): boolean {
  if (!sameKind(sentence, note)) return false;
  const tolerance = sentence.inWords || note.inWords ? IN_WORDS : HEDGED;
  const { low, high } = sentence;
  // The first end of a range the sentence writes against the first end of the note's.
  if (sentence.opensRange === true && note.low !== note.high && (sentence.hedge === 'exact' || sentence.hedge === 'about'))
    return sentence.hedge === 'about' ? near(low, note.low, tolerance) : roundsTo(note.low, low);
  if (low !== high || note.low !== note.high) {
    // A range against a range: the same ends (rounded as written).
    if (sentence.hedge === 'exact' || sentence.hedge === 'about')
      return near(low, note.low, sentence.hedge === 'about' ? tolerance : 0.02) && near(high, note.high, sentence.hedge === 'about' ? tolerance : 0.02);
  }
  const value = high;
  switch (sentence.hedge) {
    case 'exact':
      if (sentence.inWords || note.inWords || note.hedge !== 'exact') return near(value, note.high, tolerance) && near(low, note.low, tolerance);
      return roundsTo(note.high, value) && roundsTo(note.low, low);
    case 'about':
      return near(value, note.high, tolerance) || (note.low !== note.high && value >= note.low && value <= note.high);
    case 'nearly':
      return note.high <= value && note.high >= value * (1 - tolerance);
    case 'at-least':
      return (note.high >= value && note.high <= value * BOUND_REACH) || near(value, note.high, tolerance);
    case 'at-most':
      return (note.high <= value && note.high * BOUND_REACH >= value) || near(value, note.high, tolerance);
    case 'up-to':
      return near(value, note.high, tolerance);
    case 'down-to':
      return near(low, note.low, tolerance);
  }
}

/** The complement of a share: "a quarter did not" states what "75% did" states. */
export function complement(amount: Amount): Amount | null {
  if (amount.kind !== 'percent' || amount.low > 100 || amount.high > 100) return null;
  const hedge: Hedge =
    amount.hedge === 'at-least'
      ? 'at-most'
      : amount.hedge === 'at-most' || amount.hedge === 'up-to'
        ? 'at-least'
        : amount.hedge === 'down-to'
          ? 'up-to'
          : amount.hedge === 'nearly'
            ? 'about'
            : amount.hedge;
  return { ...amount, low: 100 - amount.high, high: 100 - amount.low, hedge };
}

/**
 * True when the complement of a sentence's share says what a note's amount says, within the
 * tolerance of both sides: "a quarter did not" for "75% did", but not "about 10%" for 99.9% (its
 * complement, 90%, is near 99.9 only as 10 is not near 0.1).
 */
export function complementAgrees(amount: Amount, note: Amount): boolean {
  const rest = complement(amount);
  if (rest === null || !amountsAgree(rest, note)) return false;
  const noteRest = complement(note);
  return noteRest === null || amountsAgree(amount, { ...noteRest, hedge: note.hedge });
}

/** The amounts a text states: its figures and its shares in words, each with the hedge written before it. */
export function amountsIn(text: string, figures: readonly Figure[] = extractFigures(text)): Amount[] {
  const out = figures.map((f) => amountOf(f, text));
  for (const share of sharesInWords(text)) out.push(share.amount);
  out.push(...decimalsAsAmounts(text));
  return out;
}

/**
 * True when a note that states `stated` states the sentence's `amount` as a careful reader allows
 * (`amountsAgree`), as a range whose ends it states, as the difference in points of two of its percentages, as its complement ("a quarter did not" for "75% did"), or as the rest of two
 * of its shares ("42% invented an answer" beside "49% abstained and 9% refused").
 */
export function isStated(amount: Amount, stated: readonly Amount[]): boolean {
  if (stated.some((s) => amountsAgree(amount, s))) return true;
  // A relative change or a multiplier that is the ratio of two of the note's figures, or of one it gives as a ratio.
  if ((amount.relative !== undefined || amount.kind === 'multiplier') && statedAsRatio(amount, stated)) return true;
  // A range whose ends are two of the note's figures ("between about two thirds and 97%" beside 65.34% and 97.44%): it spans what the note states.
  if (amount.low !== amount.high && (amount.hedge === 'exact' || amount.hedge === 'about')) {
    const isEnd = (value: number): boolean => stated.some((s) => s.low === s.high && amountsAgree({ ...amount, low: value, high: value }, s));
    if (isEnd(amount.low) && isEnd(amount.high)) return true;
  }
  // A change in points written beside the two percentages it is the difference of ("fell from 71% to 49%": 22 points);
  // a range of changes, each end such a difference ("from about 14 to 20 points" beside "16% versus 33%" and "11% versus 31%").
  if (amount.kind === 'points') {
    const percents = stated.filter((s) => s.kind === 'percent' && s.low === s.high && !s.inWords);
    const isDifference = (end: number): boolean =>
      percents.some((a) =>
        percents.some(
          (b) =>
            a.high > b.high && amountsAgree({ ...amount, low: end, high: end }, { ...amount, low: a.high - b.high, high: a.high - b.high, hedge: 'exact' }),
        ),
      );
    if (isDifference(amount.high) && (amount.low === amount.high || isDifference(amount.low))) return true;
  }
  const rest = complement(amount);
  if (rest === null) return false;
  if (stated.some((s) => complementAgrees(amount, s))) return true;
  // The rest of two shares read without the hedge's tolerance ("some 42%" beside 49% and 9%): with it some pair of a note's many shares sums near almost anything.
  const exactRest = complement({ ...amount, hedge: 'exact', inWords: false });
  if (exactRest === null) return false;
  const shares = stated.filter((s) => s.kind === 'percent' && s.low === s.high);
  for (let i = 0; i < shares.length; i += 1) {
    for (let j = i + 1; j < shares.length; j += 1) {
      const sum = (shares[i] as Amount).high + (shares[j] as Amount).high;
      if (sum < 100 && amountsAgree(exactRest, { kind: 'percent', low: sum, high: sum, hedge: 'exact', inWords: false })) return true;
    }
  }
  return false;
}

/** The text of a note whose figures a sentence's figures are checked against: its claim and its body. */
export function statedText(claim: string, body: string): string {
  return `${claim}\n\n${body}`;
}
