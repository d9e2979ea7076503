/**
 * Which figure of a cited note a citing sentence's figure is bound to, beside the note's figure of
 * its amount: another figure that holds its words, an element of the same list that names its
 * narrower measure, the arms of one comparison restated or exchanged. `figures.ts` judges with them.
 */
import { type Amount, amountsAgree } from '../../parse/figure-values.ts';
import type { Measured } from './measured-figures.ts';
import type { NoteText } from './note-text.ts';
import type { TermWeights } from './weights.ts';

/** Share of a figure's words outside what it shares with the note's figure that the note must state elsewhere: the note speaks of the sentence's measure, with another figure or none. */
export const HELD_ELSEWHERE = 0.5;

/** The share of `figure`'s key words not in `m`'s stretch that the note states in some passage or its title. */
export function heldElsewhere(figure: Measured, m: Measured, note: NoteText): number {
  let outside = 0;
  let held = 0;
  for (const k of figure.keys) {
    if (m.keys.has(k)) continue;
    outside += 1;
    if (note.holds(k)) held += 1;
  }
  return outside === 0 ? 0 : held / outside;
}

/** How many key words of `a`'s stretch `b`'s holds. */
export function sharedKeys(a: Measured, b: Measured): number {
  let n = 0;
  for (const k of a.keys) if (b.keys.has(k)) n += 1;
  return n;
}

/**
 * True when a figure of another amount in the passages is stated with the figure's verb and at
 * least `least` of its key words (as many as the note's figure of its amount holds), a figure of a
 * kind that can say the same (a percentage holds no multiplier's measure): "the north
 * *lost* a median 67% of its coral cover" is not bound to "southern reefs *lost* 51%" rather than to
 * "a median loss of 67% of coral cover".
 */
export function otherVerb(figure: Measured, passages: ReadonlyArray<{ note: NoteText; index: number }>, weights: TermWeights, least: number): boolean {
  return passages.some(
    ({ note, index }) =>
      note.amounts(index).length > 0 &&
      note
        .measured(index, weights)
        .some((m) => m.verb === figure.verb && comparable(figure.amount, m.amount) && !amountsAgree(figure.amount, m.amount) && sharedKeys(figure, m) >= least),
  );
}

/** True when what one figure's negation denies is stated for the other ("21.7% did not *exist*" against "78% *exist*"); "the remaining 21.7% are phantoms" states no such word. */
export function deniedOnBoth(a: Measured, b: Measured): boolean {
  const [negated, other] = a.negated ? [a, b] : [b, a];
  return [...negated.denied].some((k) => other.keys.has(k));
}

/** Share of the sentence figure's words the other figure must hold: it speaks of what the figure measures, not of the rest of the sentence. */
const ACCOUNTED = 0.5;

/**
 * True when another figure of the note (`others`), of the same kind and another amount, is bound to
 * the measure of the sentence's `figure` rather than `m`, the note's figure of its amount: the
 * other's stretch holds a word of the sentence figure's that `m`'s lacks, `m`'s holds none of its
 * words that the other's lacks, and the other's holds at least `ACCOUNTED` of them ("refused 49%"
 * beside "49% abstained, 9% refused"; "43% of codebases … critical vulnerability" beside "43% of
 * code changes needing debugging, … 92% of codebases had a critical vulnerability").
 */
export function boundToAnother(figure: Measured, m: Measured, others: readonly Measured[]): boolean {
  const inSentence = (k: number): boolean => figure.keys.has(k);
  return others.some((o) => {
    if (o.amount.kind !== figure.amount.kind || amountsAgree(figure.amount, o.amount) || o.negated !== figure.negated) return false;
    let shared = 0;
    let own = 0;
    for (const k of o.keys) {
      if (!inSentence(k)) continue;
      shared += 1;
      if (!m.keys.has(k)) own += 1;
    }
    const sameOnly = [...m.keys].some((k) => inSentence(k) && !o.keys.has(k));
    return own > 0 && !sameOnly && shared >= ACCOUNTED * figure.keys.size;
  });
}

/** Most key words of its own an element of a list of figures writes ("*fatal head injury* by 65%", "and 44% at *residences*"). */
const LIST_ELEMENT = 3;

/**
 * The figures of `m`'s list in its passage (`passage`, the passage's figures in order): the run of
 * figures of its kind next to it with no verb, not even "is" ("head injury by 48%, serious head
 * injury by 60%, … and fatal head injury by 65%"; "56% of deaths occur at low-rise buildings and
 * 44% at residences"); a figure of another kind or with a verb ends the list.
 */
function listOf(m: Measured, passage: readonly Measured[]): Measured[] {
  const at = passage.indexOf(m);
  const out: Measured[] = [];
  for (let k = at + 1; k < passage.length; k += 1) {
    const o = passage[k] as Measured;
    if (!o.verbless || !comparable(o.amount, m.amount)) break;
    out.push(o);
  }
  for (let k = at; k > 0 && (passage[k] as Measured).verbless; k -= 1) {
    const o = passage[k - 1] as Measured;
    if (!comparable(o.amount, m.amount)) break;
    out.push(o);
  }
  return out;
}

/**
 * True when another element of `m`'s list (`listOf`), of another amount and a few words of its own,
 * names in its own words a measure the sentence's `figure` names in full, with a word `m`'s stretch
 * lacks: the sentence quotes `m`'s number for that narrower measure ("cut the odds of a *fatal* head
 * injury by about 48%" beside "head injury by 48%, … *fatal* head injury by 65%"; "*Residences*
 * account for 56%" beside "56% of deaths occur at low-rise buildings and 44% at *residences*").
 */
export function namedByAnother(figure: Measured, m: Measured, passage: readonly Measured[]): boolean {
  return listOf(m, passage).some(
    (o) =>
      o.own.size > 0 &&
      o.own.size <= LIST_ELEMENT &&
      o.negated === figure.negated &&
      !amountsAgree(figure.amount, o.amount) &&
      [...o.own].every((k) => figure.keys.has(k)) &&
      [...o.own].some((k) => !m.keys.has(k)),
  );
}

/** How many more of the sentence figure's words another figure of the note must share than the note's figure of its amount. */
const BETTER_BOUND = 3;

/**
 * True when another figure of the note (`others`), of a kind that can say the same and another
 * amount, shares `BETTER_BOUND` more of the sentence's `figure`'s words than `m` does: the sentence
 * gives `m`'s number to the measure the note gives that figure ("reminding … of their civic duty
 * raised turnout by 4.9 points" beside "reminded people of civic duty raised turnout by 1.8 points
 * … Showing only the household's own voting record raised it by 4.9 points").
 */
export function betterBound(figure: Measured, m: Measured, others: readonly Measured[], sentence: readonly Measured[]): boolean {
  const held = sharedKeys(figure, m);
  return others.some(
    (o) =>
      o !== m &&
      o.negated === figure.negated &&
      comparable(o.amount, figure.amount) &&
      !amountsAgree(figure.amount, o.amount) &&
      // A figure the sentence quotes too, for a measure of its own ("against a reduction of roughly 60%" for 63%), is accounted for.
      !sentence.some((f) => amountsAgree(f.amount, o.amount)) &&
      sharedKeys(figure, o) >= held + BETTER_BOUND,
  );
}

/** True when two amounts can say the same: shares with shares (percentages, points), a multiplier with a multiplier, a count with a count. */
export function comparable(a: Amount, b: Amount): boolean {
  const share = (x: Amount): boolean => x.kind === 'percent' || x.kind === 'points';
  return share(a) ? share(b) : a.kind === b.kind;
}

/**
 * True when the sentence's `figure` and another of its figures are the note's two figures of their
 * amounts (in one passage) with their measures exchanged: each shares more key words with the other's
 * note figure than with its own ("the households that traded most … earning 17.9% … against the
 * market's 11.4%" for "the fifth that traded most earned … 11.4% while the market returned 17.9%"),
 * and neither figure's amount is allowed by the other's note figure too.
 */
export function exchanged(figure: Measured, mine: readonly Measured[], theirs: ReadonlyArray<{ m: Measured; note: NoteText; index: number }>): boolean {
  return theirs.some(
    (a) =>
      amountsAgree(figure.amount, a.m.amount) &&
      mine.some(
        (other) =>
          other !== figure &&
          !amountsAgree(other.amount, figure.amount) &&
          theirs.some(
            (b) =>
              b.note === a.note &&
              b.index === a.index &&
              amountsAgree(other.amount, b.m.amount) &&
              // A figure whose amount the other's note figure also allows ("no more than 440" beside 0.26 and 0.13–0.44 billion) may be that figure: no exchange.
              !amountsAgree(figure.amount, b.m.amount) &&
              !amountsAgree(other.amount, a.m.amount) &&
              sharedKeys(figure, b.m) > sharedKeys(figure, a.m) &&
              sharedKeys(other, a.m) > sharedKeys(other, b.m),
          ),
      ),
  );
}

/**
 * True when `figure` and another figure of the sentence before it agree in amount with two figures of
 * one passage in the same order, the two of a kind that can say the same, the other bound to its own (it shares more key words with it): the
 * note's comparison restated, `figure` its second arm, sharing no key word with the note's ("about a quarter of the taxes owed … go
 * unpaid, against some 3% across all households" for "evade about 25% of their personal taxes,
 * against an average evasion rate of about 3%"), whatever the arm inherits from the first.
 */
export function secondArm(figure: Measured, mine: readonly Measured[], theirs: ReadonlyArray<{ m: Measured; note: NoteText; index: number }>): boolean {
  const at = mine.indexOf(figure);
  return mine.slice(0, at).some(
    (other) =>
      other.keys.size > 0 &&
      comparable(other.amount, figure.amount) &&
      !amountsAgree(other.amount, figure.amount) &&
      theirs.some(
        (b, bi) =>
          amountsAgree(other.amount, b.m.amount) &&
          !amountsAgree(figure.amount, b.m.amount) &&
          theirs.some(
            (a, ai) =>
              ai > bi &&
              a.note === b.note &&
              a.index === b.index &&
              amountsAgree(figure.amount, a.m.amount) &&
              // An arm that names what the note's figure measures states its own measure ("while grazed plots *gained* 7%" for "fenced plots gained 7%"): it is read as written.
              sharedKeys(figure, a.m) === 0 &&
              !amountsAgree(other.amount, a.m.amount) &&
              sharedKeys(other, b.m) > sharedKeys(other, a.m),
          ),
      ),
  );
}
