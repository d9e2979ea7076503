/**
 * A citing sentence's figures against the figures of the notes it cites, each bound to what it
 * measures (`measured-figures.ts`), not a window of words. A figure is stated (as `isStated`
 * allows: hedges, ranges, complements), stated for another measure or direction
 * (`figure-mismatch`), stated with another figure of the sentence for each other's measure (the
 * claim turned round), or not stated at all (the page marks it).
 */
import { type Amount, amountsAgree, complement, complementAgrees, isStated } from '../../parse/figure-values.ts';
import { HEDGES, isBound, type Measured, measuredFigures } from './measured-figures.ts';
import { countMisquoted } from './counted-figures.ts';
import {
  betterBound,
  boundToAnother,
  comparable,
  deniedOnBoth,
  exchanged,
  HELD_ELSEWHERE,
  heldElsewhere,
  namedByAnother,
  otherVerb,
  secondArm,
  sharedKeys,
} from './figure-bindings.ts';
import type { NoteText } from './note-text.ts';
import type { Prepared } from './passage.ts';
import type { Token } from './tokens.ts';
import type { TermWeights } from './weights.ts';

export { amountsOfText, type Measured, mayStateAmount, measuredFigures } from './measured-figures.ts';

/** How a figure of the sentence fails to match the note: the number stated for another measure or direction, or (`count`) another number given for what a bare count counts. */
export type FigureMismatchReason = 'measure' | 'direction' | 'count';

/** A figure the sentence quotes that a passage states in number but not in what it measures or its direction. */
export interface FigureMismatch {
  figure: string;
  /** The note and passage index that state the number. */
  note: NoteText;
  passage: number;
  reason: FigureMismatchReason;
}

/** Fewest key words the sentence's figure needs before "measures something else" can be judged (the note's needs one). */
const MIN_CONTEXT_KEYS = 2;
/** Words two long stretches must share to speak of one measure: one shared word ("turn" in "multi-turn loss" and "several turns") is chance. */
const MIN_OVERLAP_LONG = 2;
/** A stretch that writes at least this many key words of its own is long. */
const LONG_STRETCH = 4;

/** How far a share in words may lie outside a note's range and still round it ("about one-fifth" for 15–20%). */
const WORDS_REACH = 0.12;

/** True when an amount in words lies within a note's amount of its kind, or a rounding's reach of its ends. */
function withinReach(words: Amount, note: Amount): boolean {
  if (!comparable(words, note)) return false;
  return words.high >= note.low * (1 - WORDS_REACH) && words.low <= note.high * (1 + WORDS_REACH);
}

/** Key words an amount in words and a figure of the note must share to measure the same thing. */
const SAME_MEASURE = 2;

/** True when a note's figure `m`, an amount of a comparable kind, measures what `figure` does: their stretches share `SAME_MEASURE` key words, or all of the figure's. */
function measuresSame(figure: Measured, m: Measured): boolean {
  if (!comparable(figure.amount, m.amount)) return false;
  // A multiplier is rarer than a share: the note's multiplier in a passage on the figure's subject is its counterpart.
  if (figure.amount.kind === 'multiplier') return true;
  const shared = [...figure.keys].filter((k) => m.keys.has(k)).length;
  return shared >= Math.min(SAME_MEASURE, figure.keys.size) && shared > 0;
}

/**
 * True when `figure`, a hedged share, is the complement of a note figure whose stretch shares a key
 * word with its own, or that stands in the passage of the figure it was found to mismatch (two arms
 * of one comparison, "61% against 40%": "forgotten some 60%" is the second arm's rest, not the first's).
 */
function complementOfSame(figure: Measured, mismatch: FigureMismatch, theirs: ReadonlyArray<{ m: Measured; note: NoteText; index: number }>): boolean {
  return (
    figure.amount.hedge !== 'exact' &&
    theirs.some(
      ({ m, note, index }) =>
        (sharedKeys(figure, m) > 0 || (note === mismatch.note && index === mismatch.passage)) && complementAgrees(figure.amount, m.amount),
    )
  );
}

/** What the sentence's figures are to the notes it cites. */
export interface FigureJudgement {
  /** Figures no cited note states, as written: the page marks them as not in the source. */
  notStated: string[];
  /** The first figure stated only for another measure or direction, if any. */
  mismatch: FigureMismatch | undefined;
  /** True when a figure matched as the complement of the note's ("38% rejected" for "failed to reject in 62%"). */
  complemented: boolean;
  /** Figures a cited note states, in amount or as its complement (what `figure-not-in-source` accepts), as written. */
  stated: string[];
  /** A bare count the note gives for the same thing with another number, when no figure is amiss (`counted-figures.ts`): a flag only where the citation is otherwise read as the note's claim. */
  miscounted?: FigureMismatch;
  /** The first figure that, with another of the sentence's, has the measure the note gives the other (the claim turned round), and the note; absent when none. */
  exchanged?: { figure: string; note: NoteText };
}

/**
 * Judges the sentence's figures against `passages` (every passage of every note the sentence
 * cites; `stated`: the amounts of their claims and bodies, as `figure-not-in-source` reads them,
 * asked for only when the sentence quotes a figure).
 * A figure is matched by a passage figure that agrees in amount, or in complement with the
 * negation turned ("a quarter did not" / "75% did"), with what it measures shared (or too little
 * said either side to tell). It is a mismatch when every passage figure agreeing in amount counts
 * something else (their stretches share no key word, while the sentence's words for it are in the
 * note), runs the other way, or is negated on one side only; and not stated when nothing agrees.
 */
export function judgeFigures(
  sentence: Prepared,
  passages: ReadonlyArray<{ note: NoteText; index: number }>,
  statedAmounts: () => readonly Amount[],
  weights: TermWeights,
): FigureJudgement {
  const judgement: FigureJudgement = { notStated: [], mismatch: undefined, complemented: false, stated: [] };
  const mine = measuredFigures(sentence, weights);
  if (mine.length > 0) judgeMeasured(judgement, mine, passages, statedAmounts, weights);
  // A bare count of what the note counts with another number ("around 280 traffic deaths" for "about 28 additional deaths"), when nothing else is amiss.
  if (judgement.mismatch === undefined && judgement.exchanged === undefined && judgement.notStated.length === 0) {
    for (const note of new Set(passages.map((p) => p.note))) {
      const misquoted = countMisquoted(sentence, note);
      if (misquoted !== undefined) {
        judgement.miscounted = { figure: misquoted.figure, note, passage: misquoted.passage, reason: 'count' };
        break;
      }
    }
  }
  return judgement;
}

/** Judges the sentence's figures (`mine`, as `measuredFigures` reads them) into `judgement`, as `judgeFigures` tells. */
function judgeMeasured(
  judgement: FigureJudgement,
  mine: readonly Measured[],
  passages: ReadonlyArray<{ note: NoteText; index: number }>,
  statedAmounts: () => readonly Amount[],
  weights: TermWeights,
): void {
  const stated = statedAmounts();
  // Only passages stating an amount that agrees with one of the sentence's, or with its complement, are read closely: no other is compared below.
  const wanted = mine.flatMap((f) => {
    const rest = complement(f.amount);
    return rest === null ? [f.amount] : [f.amount, rest];
  });
  // The passages that state an amount, listed once when asked.
  let withAmounts: Array<{ note: NoteText; index: number }> | undefined;
  const stating = (): Array<{ note: NoteText; index: number }> => (withAmounts ??= passages.filter(({ note, index }) => note.amounts(index).length > 0));
  const theirs = passages.flatMap(({ note, index }) =>
    note.amounts(index).some((a) => wanted.some((w) => amountsAgree(w, a))) ? note.measured(index, weights).map((m) => ({ m, note, index })) : [],
  );
  for (const figure of mine) {
    // The figures `figure-not-in-source` marks (a share in words is no figure there): the same test on the same text.
    if (!figure.inWords && !isStated(figure.amount, stated)) {
      judgement.notStated.push(figure.raw);
      continue;
    }
    // A share in words no note states ("half of the variance"), where a figure of the note measures the same thing with another amount ("38% of the variance").
    if (figure.inWords && !stated.some((a) => withinReach(figure.amount, a)) && !isStated(figure.amount, stated)) {
      const other = stating().find(
        ({ note, index }) => (note.terms[index] ?? []).some((t) => figure.keys.has(t)) && note.measured(index, weights).some((m) => measuresSame(figure, m)),
      );
      if (other !== undefined) judgement.mismatch ??= { figure: figure.raw, note: other.note, passage: other.index, reason: 'measure' };
      continue;
    }
    judgement.stated.push(figure.raw);
    let matched = false;
    let mismatch: FigureMismatch | undefined;
    // True when the note states the figure's narrower measure with another number (`namedByAnother`): no complement explains that.
    let narrower = false;
    const sharedWith = (m: Measured): number => sharedKeys(figure, m);
    // The most words of the figure's stretch a figure of another amount shares (the note states that measure with another number), read only when asked.
    const otherMeasure = (): number =>
      Math.max(
        0,
        ...passages.flatMap(({ note, index }) =>
          note.amounts(index).length === 0
            ? []
            : note
                .measured(index, weights)
                .flatMap((m) => (amountsAgree(figure.amount, m.amount) || !comparable(figure.amount, m.amount) ? [] : [sharedWith(m)])),
        ),
      );
    // The figures of the cited notes' passages that share a key word with the figure's stretch (no other can hold its measure), read only when asked.
    let others: Measured[] | undefined;
    const otherFigures = (): Measured[] =>
      (others ??= stating().flatMap(({ note, index }) => ((note.terms[index] ?? []).some((t) => figure.keys.has(t)) ? note.measured(index, weights) : [])));
    for (const { m, note, index } of theirs) {
      const shared = sharedWith(m);
      const long = figure.ownKeys >= LONG_STRETCH && m.ownKeys >= LONG_STRETCH;
      const overlap = shared >= (long ? MIN_OVERLAP_LONG : 1);
      // The note's figure must say in its own words what it measures ("(N = 3,531)" does not).
      const enough = figure.keys.size >= MIN_CONTEXT_KEYS && m.ownKeys >= 1;
      if (amountsAgree(figure.amount, m.amount)) {
        const sameTurned = figure.turned.size === 0 && m.turned.size === 0 ? overlap : [...figure.turned].some((k) => m.turned.has(k));
        // The start of a change quoted as its end, or the other way round ("raised the score *to* 13.3" for "*from* 13.3 to 79.2").
        if ((overlap || !enough) && figure.end !== null && m.end !== null && figure.end !== m.end) {
          mismatch ??= { figure: figure.raw, note, passage: index, reason: 'measure' };
        }
        // A count is a size or a threshold ("models above 100 billion parameters"), not a change with a direction.
        else if (overlap && sameTurned && figure.amount.kind !== 'count' && figure.direction !== 0 && m.direction !== 0 && figure.direction !== m.direction) {
          mismatch ??= { figure: figure.raw, note, passage: index, reason: 'direction' };
        }
        // A bound negated with its verb ("failed to lose *at least 5%*") is a threshold not reached: the figure itself stands.
        else if (overlap && figure.negated !== m.negated && !isBound(figure.amount) && deniedOnBoth(figure, m)) {
          // "About half did not survive" beside "48% abandoned": the complement agrees too.
          if (complementAgrees(figure.amount, m.amount)) {
            matched = true;
            judgement.complemented = true;
          } else mismatch ??= { figure: figure.raw, note, passage: index, reason: 'measure' };
        }
        // A share in words is a rounding a writer binds loosely ("only about six in ten replicated" for "a significant effect … for 13 (62%)"): a figure of its amount matches it, unless a negation or a direction turns it.
        // (A note that writes the same share in words, "cut overconfident answers by half", is read as closely as a figure.)
        else if (figure.inWords && !m.inWords) matched = true;
        // An end of a range the sentence spans is matched by a figure of its amount: the range summarises what the note states.
        // So is the end of a "from … to" that starts where the note's does ("anywhere from 150 to some 2,300" for "from 150 to 2,300").
        else if (figure.span || (figure.rangeFrom !== undefined && figure.rangeFrom === m.rangeFrom)) matched = true;
        else if (
          !overlap &&
          enough &&
          figure.negated === m.negated &&
          [...figure.keys].some((k) => note.holds(k)) &&
          // The same share in words on both sides, with no figure of the note measuring the sentence's measure, is that share said in other words ("a third of those assigned to medicine alone" for "a third of the medical-therapy group").
          ((shared === 0 && !(figure.inWords && m.inWords)) || heldElsewhere(figure, m, note) >= HELD_ELSEWHERE || otherMeasure() > shared)
        )
          mismatch ??= { figure: figure.raw, note, passage: index, reason: 'measure' };
        // Another figure of the note measures what the sentence's figure measures.
        else if ((figure.keys.size >= MIN_CONTEXT_KEYS || figure.named) && figure.negated === m.negated && boundToAnother(figure, m, otherFigures()))
          mismatch ??= { figure: figure.raw, note, passage: index, reason: 'measure' };
        // Another figure of the note is stated for the narrower measure the sentence names.
        else if (namedByAnother(figure, m, note.measured(index, weights))) {
          mismatch ??= { figure: figure.raw, note, passage: index, reason: 'measure' };
          narrower = true;
        }
        // Another figure of the note holds clearly more of the figure's words.
        else if (betterBound(figure, m, otherFigures(), mine)) mismatch ??= { figure: figure.raw, note, passage: index, reason: 'measure' };
        // The note states the figure with another verb, and the sentence's verb with another figure ("recaps *recover* about 39%" for "*lost* 39% … *recovered* only 15–20%").
        else if (figure.verb >= 0 && m.verb >= 0 && figure.verb !== m.verb && otherVerb(figure, passages, weights, shared))
          mismatch ??= { figure: figure.raw, note, passage: index, reason: 'measure' };
        else matched = true;
      } else if (complementAgrees(figure.amount, m.amount) && (overlap || !enough) && figure.negated !== m.negated) {
        matched = true;
        judgement.complemented = true;
      }
    }
    // A figure stated as a difference, a complement or the rest of two shares, with no single figure to compare, stands.
    // Two figures each given the other's measure ("freshwater insects declining by 9% while terrestrial insects increased by 11%" against the reverse) reverse the claim: the opposite claim, not a misquoted figure.
    if (!matched && mismatch !== undefined) {
      if (mismatch.reason === 'measure' && exchanged(figure, mine, theirs)) judgement.exchanged ??= { figure: figure.raw, note: mismatch.note };
      // A hedged share whose complement the note states of the same thing may say it with the opposite verb ("had forgotten some 60%" beside "recalled 40%"): the reader judges.
      else if (mismatch.reason === 'measure' && !narrower && complementOfSame(figure, mismatch, theirs)) continue;
      // The second arm of the note's own comparison, in the note's order, is matched.
      else if (mismatch.reason === 'measure' && secondArm(figure, mine, theirs)) continue;
      else judgement.mismatch ??= mismatch;
    }
  }
}

/** Words before the amount of a change. */
const CHANGE_AMOUNT = new Set(['to', 'from', 'by']);
/** A year, which dates a claim rather than measuring it. */
const YEAR = /^(?:19|20)\d\d$/;

/** True when the "to" at `at` joins two numbers with no "from" before them: the high end of a range ("17 to 19 hours"), not of a change ("fell from about 120 to 40"). */
function isRangeEnd(tokens: readonly Token[], at: number): boolean {
  const low = tokens[at - 1];
  if (tokens[at]?.word !== 'to' || low === undefined || low.pos !== 'NUM' || !/\d/.test(low.word)) return false;
  // "fell from about 120 to 40": a hedge may stand between "from" and the start.
  let lead = at - 2;
  while (lead > 0 && HEDGES.has(tokens[lead]?.word ?? '')) lead -= 1;
  return tokens[lead]?.word !== 'from';
}

/**
 * The numbers the sentence writes as the amount of a change (a figure, or a bare number such as
 * "0.41" that `extractFigures` leaves alone, after "to", "from" or "by") that a passage of the note
 * writes too, each with that passage's index, distinct numbers in sentence order. A change said the
 * other way beside one such number misquotes a figure ("raised the correlation *to 0.41*" against "the
 * correlation fell *from 0.41* to 0.18"); beside two, it turns the whole change ("swept downward *from
 * 250 to 35*" against "sweeping upward from 35 to 250"), which is the opposite claim.
 */
export function sharedNumbers(sentence: Prepared, note: NoteText): Array<{ figure: string; passage: number }> {
  const out: Array<{ figure: string; passage: number }> = [];
  for (let i = 1; i < sentence.tokens.length; i += 1) {
    const t = sentence.tokens[i] as Token;
    // The amount of a change: "to 0.41", "from 12", "by 5"; "models *above* 100 billion parameters" is a size.
    let before = i - 1;
    while (before > 0 && HEDGES.has(sentence.tokens[before]?.word ?? '')) before -= 1;
    if (t.pos !== 'NUM' || !/\d/.test(t.word) || YEAR.test(t.word) || !CHANGE_AMOUNT.has(sentence.tokens[before]?.word ?? '')) continue;
    // "After 17 to 19 hours" is a range, not the end of a change; "rose from 15 to 20" is one.
    if (isRangeEnd(sentence.tokens, before)) continue;
    if (out.some((n) => n.figure === t.word)) continue;
    const written = new RegExp(`(?<![\\d.,])${t.word.replace(/[.]/g, '\\.')}(?![\\d]|[.,]\\d)`);
    const passage = note.texts.findIndex((text) => written.test(text));
    if (passage >= 0) out.push({ figure: t.word, passage });
  }
  return out;
}

/**
 * True when a number the sentence writes with digits (a year, a count, a bare figure: "between *2030*
 * … and *2035*") is written in a passage of the note too: the note speaks to the sentence's point,
 * whatever other words the sentence says it in.
 */
export function writesNumberOf(sentence: Prepared, note: NoteText): boolean {
  for (const t of sentence.tokens) {
    if (t.pos !== 'NUM' || !/^\d[\d.,]*$/.test(t.word)) continue;
    const written = new RegExp(`(?<![\\d.,])${t.word.replace(/[.]/g, '\\.')}(?![\\d]|[.,]\\d)`);
    if (note.texts.some((text) => written.test(text))) return true;
  }
  return false;
}
