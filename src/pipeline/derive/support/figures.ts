/**
 * A citing sentence's figures against the figures of the notes it cites, each bound to what it
 * measures: the words of its own stretch of the clause (up to the next figure, split at the word
 * that starts the next statement: "49% of responses abstained | and 9% refused"), not a window of
 * words. A figure is stated (as `isStated` allows: hedges, ranges, complements), stated for
 * another measure or direction (`figure-mismatch`), or not stated at all (the page marks it).
 */
import { type Amount, amountOf, amountsAgree, complement, complementAgrees, isStated, sharesInWords } from '../../parse/figure-values.ts';
import { mayHoldAmountInWords } from '../../parse/number-words.ts';
import type { Figure } from '../../../schemas/knowledge-base.ts';
import { directionOf } from './lexicon.ts';
import type { NoteText } from './note-text.ts';
import type { Prepared } from './passage.ts';
import type { Token } from './tokens.ts';
import type { TermWeights } from './weights.ts';

/** How a figure of the sentence fails to match the passage that states the same number. */
export type FigureMismatchReason = 'measure' | 'direction';

/** A figure the sentence quotes that a passage states in number but not in what it measures or its direction. */
export interface FigureMismatch {
  figure: string;
  /** The note and passage index that state the number. */
  note: NoteText;
  passage: number;
  reason: FigureMismatchReason;
}

/** One figure of a text with what it measures. */
export interface Measured {
  raw: string;
  /** True for a share written in words ("a third"). */
  inWords: boolean;
  amount: Amount;
  /** Key terms of its stretch of the clause, with those of the clause that says what it measures when the stretch does not (`governingClause`, a list's head). */
  keys: Set<number>;
  /** How many key words its own stretch writes. */
  ownKeys: number;
  /** True when a noun phrase right after it names what it counts ("26 million *participants*", "90.3% *success*"). */
  named: boolean;
  /** True for an end of a range with words between its ends ("ranged from around 1% on southern reefs to a median of 67%"). */
  span: boolean;
  /** True when a negation stands in its stretch ("did not", "failed to"). */
  negated: boolean;
  /** The terms of the verbs negated in its stretch ("did not *exist*"): what the negation denies. */
  denied: Set<number>;
  /** The term of the verb that states it: the nearest key verb of its stretch, before it if there is one ("recaps *recover* about 39%"), else after; -1 for none. */
  verb: number;
  /** Where it stands in a change: its start ("*from* 13.3", "up *from* 12%"), its end ("*to* 13.3"), or neither. */
  end: 'start' | 'end' | null;
  /** The direction its stretch states (up 1, down -1, none 0). */
  direction: number;
  /** What that direction is said of: the key terms right after the direction word ("*less* accurate", "*more* errors"), or the whole stretch for a change "from A to B". */
  turned: Set<number>;
}

/** Punctuation that ends a clause before a figure. */
const CLAUSE_MARK = /[,;:(—]/;
/** Words between figures that start the next figure's statement. */
const STATEMENT_START = new Set(['and', 'but', 'while', 'whereas', 'as', 'against', 'although', 'though', 'which', 'when', 'compared', 'versus', 'vs', 'than']);
/** Words that join two figures into one (a range or a change: "from 21% to 85%"). */
const JOINS = new Set(['to', 'from', 'and', 'or', 'between']);
/** Words after a direction word that say what it turns. */
const DIRECTION_REACH = 2;
/** What follows a confidence level ("95% CI", "95% confidence interval"). */
const CONFIDENCE_LEVEL = /^\s*(?:CI|C\.I\.|(?:confidence|credible)\s+intervals?)\b/i;
/** What opens a range two figures span, with words between them ("ranged from around 1% on southern reefs to a median of 67%"): a verb of range and "from", or "between". */
const SPAN_OPEN = /(?:\b(?:rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying)|spann?(?:s|ed|ing)?)\s+from|\bbetween)\s+(?:[a-z]+\s+)?$/i;
/** Words that close a range between its two ends. */
const SPAN_CLOSE = /\b(?:to|and)\b/i;
/** Words that say how an amount is given ("*at least* 5%", "$404 *versus* $1,525", "*per* household"), not what it measures. */
const AMOUNT_WORDS = new Set([
  'per',
  'versus',
  'vs',
  'least',
  'most',
  'about',
  'around',
  'roughly',
  'nearly',
  'almost',
  'some',
  'approximately',
  'median',
  'mean',
  'average',
]);
/** Words that open a relative clause. */
const RELATIVE = new Set(['which', 'that', 'who']);
/** Fewest key words the sentence's figure needs before "measures something else" can be judged (the note's needs one). */
const MIN_CONTEXT_KEYS = 2;
/** Words two long stretches must share to speak of one measure: one shared word ("turn" in "multi-turn loss" and "several turns") is chance. */
const MIN_OVERLAP_LONG = 2;
/** A stretch that writes at least this many key words of its own is long. */
const LONG_STRETCH = 4;

/**
 * Each figure of `text` (as `extractFigures` lists them, in order) with where it stands, or -1:
 * searched for after the one before, and never inside a longer number ("9%" in "49% … 9%").
 */
function placed(text: string, figures: readonly Figure[]): Array<[Figure, number]> {
  let cursor = 0;
  return figures.map((f) => {
    let at = text.indexOf(f.raw, cursor);
    while (at > 0 && /[\p{L}\p{N}.,]/u.test(text[at - 1] ?? '')) at = text.indexOf(f.raw, at + 1);
    if (at >= 0) cursor = at + f.raw.length;
    return [f, at];
  });
}

/** True when a text may state an amount: it holds a digit or a word of a share ("a third"). */
export function mayStateAmount(text: string): boolean {
  return /\d/.test(text) || mayHoldAmountInWords(text);
}

/** The amounts a text states, in figures (`figures`, the text's) or as shares in words, as `measuredFigures` reads them, without reading the text closely. */
export function amountsOfText(text: string, figures: readonly Figure[]): Amount[] {
  const out: Amount[] = [];
  for (const [f, at] of placed(text, figures)) if (at >= 0) out.push(amountOf(f, text, at));
  if (mayHoldAmountInWords(text)) for (const share of sharesInWords(text)) out.push(share.amount);
  return out;
}

/** The figures of a prepared text, each with its stretch's key terms, negation and direction. */
export function measuredFigures(p: Prepared, weights: TermWeights): Measured[] {
  const found = [
    ...placed(p.text, p.figures).map(([f, at]) => ({ raw: f.raw, start: at, end: at + f.raw.length, amount: amountOf(f, p.text, at) })),
    ...(mayHoldAmountInWords(p.text) ? sharesInWords(p.text) : []).map((s) => ({ raw: s.raw, start: s.index, end: s.index + s.raw.length, amount: s.amount })),
  ]
    // "95% CI" is the confidence of an interval, not an amount of what the clause measures.
    .filter((f) => f.start >= 0 && !CONFIDENCE_LEVEL.test(p.text.slice(f.end, f.end + 16)))
    .sort((a, b) => a.start - b.start);
  if (found.length === 0) return [];
  // Each figure's first token after it and last token before it.
  const after = found.map((f) => p.tokens.findIndex((t) => t.start >= f.end));
  const before = found.map((f) => {
    let last = -1;
    p.tokens.forEach((t, i) => {
      if (t.end <= f.start) last = i;
    });
    return last;
  });
  const clauseOf = (i: number): number => p.clause[i] ?? -1;
  // Token ranges [from, to] of each figure's stretch.
  const from: number[] = [];
  const to: number[] = [];
  found.forEach((_, k) => {
    const own = before[k] ?? -1;
    const next = after[k] ?? -1;
    // The figure's clause: the one of the word before it, or after it when it opens its text or its
    // clause ("…at a security talk, *21.7%* of the names did not exist").
    // A figure alone in its parenthesis ("for 13 (62%); replication effect sizes…") does not open the clause after it.
    const closes = next >= 0 && p.text.slice(found[k]?.end ?? 0, (p.tokens[next] as Token).start).includes(')');
    const opens =
      own < 0 ||
      (next >= 0 && !closes && clauseOf(own) !== clauseOf(next) && CLAUSE_MARK.test(p.text.slice((p.tokens[own] as Token).end, found[k]?.start ?? 0)));
    const anchor = opens ? next : own;
    const clause = clauseOf(anchor);
    let start = anchor < 0 ? p.tokens.length : anchor;
    while (start > 0 && clauseOf(start - 1) === clause) start -= 1;
    let end = opens ? Math.max(own, next) : own;
    while (end + 1 < p.tokens.length && clauseOf(end + 1) === clause) end += 1;
    from.push(start);
    to.push(end);
  });
  // Between two figures, the words up to the one that starts a statement belong to the first, the
  // rest to the second; two figures joined by "to" or "and" alone are one range or change.
  const joined: boolean[] = [];
  for (let k = 0; k + 1 < found.length; k += 1) {
    const a = after[k] ?? -1;
    const b = before[k + 1] ?? -1;
    const between = a < 0 || b < a - 1 ? [] : p.tokens.slice(a, b + 1).map((t) => t.word);
    joined.push(a >= 0 && between.every((w) => JOINS.has(w)));
    if (a < 0 || joined[k]) continue;
    const cut = between.findIndex((w) => STATEMENT_START.has(w));
    // Figures in two clauses keep their clauses ("…for 24 weeks, | losing roughly 25%").
    if (cut < 0 && (from[k + 1] ?? 0) > (to[k] ?? -1)) continue;
    // With no such word, the noun phrase right after the first figure is what it counts ("90.3% *success* over 1,400 scrambles").
    const split = cut < 0 ? nounPhraseEnd(p.tokens, a, b) : a + cut;
    // A bound after a verb is its threshold, and the verb the first figure's too: "one participant in seven *failed to lose* at least 5%".
    const threshold = cut < 0 && isBound((found[k + 1] as (typeof found)[number]).amount);
    to[k] = Math.min(to[k] ?? split, threshold ? b : split - 1);
    from[k + 1] = Math.max(from[k + 1] ?? split, split);
  }
  for (let k = found.length - 2; k >= 0; k -= 1) if (joined[k]) to[k] = to[k + 1] ?? to[k] ?? -1;
  for (let k = 0; k + 1 < found.length; k += 1) if (joined[k]) from[k + 1] = from[k] ?? 0;
  // A change written "from A to B" goes the way B lies from A.
  const change = found.map(() => 0);
  for (let k = 0; k + 1 < found.length; k += 1) {
    const first = found[k] as (typeof found)[number];
    const second = found[k + 1] as (typeof found)[number];
    if (joined[k] && p.tokens[before[k] ?? -1]?.word === 'from' && p.tokens[after[k] ?? -1]?.word === 'to' && first.amount.kind === second.amount.kind) {
      change[k] = change[k + 1] = Math.sign(second.amount.high - first.amount.high);
    }
  }
  // The two ends of a range with words between them: each is an end of what the text spans, not a measure of its own.
  const span = found.map(() => false);
  for (let k = 0; k + 1 < found.length; k += 1) {
    const first = found[k] as (typeof found)[number];
    const second = found[k + 1] as (typeof found)[number];
    if (SPAN_OPEN.test(p.text.slice(Math.max(0, first.start - 40), first.start)) && SPAN_CLOSE.test(p.text.slice(first.end, second.start)))
      span[k] = span[k + 1] = true;
  }
  // The keys of the last stretch with a verb: a list of short stretches with none, each in its own
  // clause or joined by "and" ("…survive their first year, 70% their second, … 53% their fourth and
  // 51% their fifth"), measures what that one does; "by 8.6 points and in truthfulness by 6.1 points"
  // and ", and 18% of public sites with a keyboard trap" do not.
  let head: ReadonlySet<number> = new Set<number>();
  let listed = false;
  return found.map((f, k) => {
    const keys = new Set<number>();
    let verbless = true;
    const turned = new Set<number>();
    const denied = new Set<number>();
    let negated = false;
    let direction = 0;
    // What a relative clause, an elaboration after a colon or a parenthesis measures: what the clause before names.
    const previous = governingClause(p, from[k] ?? 0, to[k] ?? -1, f.start);
    let inheritedVerb = false;
    let ownKeys = 0;
    if (previous >= 0) {
      p.tokens.forEach((t, i) => {
        if (p.clause[i] !== previous) return;
        if (t.term >= 0 && weights.isKey(t.term)) keys.add(t.term);
        if (t.pos === 'VERB') inheritedVerb = true;
      });
    }
    for (let i = from[k] ?? 0; i <= (to[k] ?? -1); i += 1) {
      const t = p.tokens[i];
      if (t === undefined) continue;
      if (t.term >= 0 && weights.isKey(t.term) && !AMOUNT_WORDS.has(t.word)) {
        keys.add(t.term);
        ownKeys += 1;
      }
      if (t.pos === 'VERB') verbless = false;
      // A negated verb turns what the figure counts ("failed to *reject* in 62%"); "rather than at its *start*" does not.
      if (p.negated[i] === 1 && p.contrasted[i] === 0 && t.pos === 'VERB') {
        negated = true;
        if (t.term >= 0) denied.add(t.term);
      }
      const d = t.compound ? 0 : directionOf(t.word);
      if (d !== 0 && direction === 0) {
        direction = p.negated[i] === 1 ? -d : d;
        // What it turns: the key words right after it ("*less* accurate"), or before it ("accuracy *rose* by 18%").
        for (const side of [1, -1]) {
          for (let d = 1; d <= DIRECTION_REACH && turned.size === 0; d += 1) {
            const j = i + side * d;
            const term = p.clause[j] === p.clause[i] ? (p.tokens[j]?.term ?? -1) : -1;
            if (term >= 0 && weights.isKey(term)) turned.add(term);
          }
        }
      }
    }
    const opensClause = k > 0 && p.clause[from[k] ?? 0] !== p.clause[to[k - 1] ?? 0];
    const joinedToList = listed && p.tokens[from[k] ?? -1]?.word === 'and';
    if (!verbless || inheritedVerb) head = new Set(keys);
    else if (k > 0 && keys.size <= ELLIPSIS_KEYS && !(joined[k - 1] ?? false) && (opensClause || joinedToList)) for (const key of head) keys.add(key);
    listed = verbless && head.size > 0;
    const changed = change[k] ?? 0;
    const word = p.tokens[before[k] ?? -1]?.word;
    // "from" or "to" right before the figure, not part of a hedge ("close to", "up to") or a range ("15 to 20").
    const end = f.amount.hedge !== 'exact' || f.amount.low !== f.amount.high ? null : word === 'from' ? 'start' : word === 'to' ? 'end' : null;
    let verb = -1;
    for (let i = before[k] ?? -1; i >= (from[k] ?? 0) && verb < 0; i -= 1) verb = verbTerm(p, i, weights);
    for (let i = after[k] ?? -1; i >= 0 && i <= (to[k] ?? -1) && verb < 0; i += 1) verb = verbTerm(p, i, weights);
    return {
      verb,
      end,
      raw: f.raw,
      inWords: f.amount.inWords,
      amount: f.amount,
      keys,
      ownKeys,
      span: span[k] ?? false,
      named: (after[k] ?? -1) >= 0 && nounPhraseEnd(p.tokens, after[k] ?? 0, to[k] ?? -1) > (after[k] ?? 0),
      negated,
      denied,
      direction: changed || direction,
      turned: changed !== 0 ? keys : turned,
    };
  });
}

/** Parts of speech a noun phrase may open with before its nouns ("of *the* largest *share*"). */
const NOUN_PHRASE_LEAD = new Set(['DET', 'ADJ', 'NUM', 'PRON']);

/**
 * Where the noun phrase that starts at token `from` ends (the index after its last noun), within
 * `[from, to]`: "success" in "90.3% *success* over 1,400", "of semaglutide participants" in "86.4%
 * *of semaglutide participants* lost at least 5%"; `from` when no noun opens the words.
 */
function nounPhraseEnd(tokens: readonly Token[], from: number, to: number): number {
  let i = from;
  if (tokens[i]?.word === 'of') i += 1;
  while (i <= to && NOUN_PHRASE_LEAD.has(tokens[i]?.pos ?? '')) i += 1;
  const nouns = i;
  while (i <= to && (tokens[i]?.pos === 'NOUN' || tokens[i]?.pos === 'PROPN')) i += 1;
  return i > nouns ? i : from;
}

/**
 * The clause whose words say what a figure's stretch (tokens `first` to `end`, the figure at `at` in the
 * text) measures, when the stretch does not say it alone, or -1: the clause before a relative clause
 * ("…agreement with expert raters, *which* stayed near 64%"), before a colon when the stretch has no
 * verb ("Mortality fell off steeply to the south: about 6% in the central section") or before the parenthesis the figure
 * stands in ("2.9 billion breeding birds (95% CI 2.7–3.1 billion)", "for 13 (62%)").
 */
function governingClause(p: Prepared, first: number, end: number, at: number): number {
  const before = first - 1;
  const opening = p.tokens[first];
  if (before < 0 || opening === undefined) return -1;
  const gap = p.text.slice((p.tokens[before] as Token).end, opening.start);
  if (RELATIVE.has(opening.word)) return p.clause[before] ?? -1;
  // After a colon, only a stretch with no verb of its own ("the rate fell from 27% to 3%" says what it measures).
  if (gap.includes(':')) return p.tokens.slice(first, end + 1).some((t) => t.pos === 'VERB') ? -1 : (p.clause[before] ?? -1);
  const open = p.text.lastIndexOf('(', at);
  if (open < 0 || p.text.lastIndexOf(')', at) > open) return -1;
  let last = -1;
  for (let i = 0; i < p.tokens.length && (p.tokens[i] as Token).end <= open; i += 1) last = i;
  return last < 0 ? -1 : (p.clause[last] ?? -1);
}

/** Share of a figure's words outside what it shares with the note's figure that the note must state elsewhere: the note speaks of the sentence's measure, with another figure or none. */
const HELD_ELSEWHERE = 0.5;

/** The share of `figure`'s key words not in `m`'s stretch that the note states in some passage or its title. */
function heldElsewhere(figure: Measured, m: Measured, note: NoteText): number {
  let outside = 0;
  let held = 0;
  for (const k of figure.keys) {
    if (m.keys.has(k)) continue;
    outside += 1;
    if (note.holds(k)) held += 1;
  }
  return outside === 0 ? 0 : held / outside;
}

/** The term of token `i` when it is a key verb, else -1. */
function verbTerm(p: Prepared, i: number, weights: TermWeights): number {
  const t = p.tokens[i];
  return t !== undefined && t.pos === 'VERB' && t.term >= 0 && weights.isKey(t.term) ? t.term : -1;
}

/** How many key words of `a`'s stretch `b`'s holds. */
function sharedKeys(a: Measured, b: Measured): number {
  let n = 0;
  for (const k of a.keys) if (b.keys.has(k)) n += 1;
  return n;
}

/**
 * True when a figure of another amount in the passages is stated with the figure's verb and at
 * least `least` of its key words (as many as the note's figure of its amount holds): "the north
 * *lost* a median 67% of its coral cover" is not bound to "southern reefs *lost* 51%" rather than to
 * "a median loss of 67% of coral cover".
 */
function otherVerb(figure: Measured, passages: ReadonlyArray<{ note: NoteText; index: number }>, weights: TermWeights, least: number): boolean {
  return passages.some(
    ({ note, index }) =>
      note.amounts(index).length > 0 &&
      note.measured(index, weights).some((m) => m.verb === figure.verb && !amountsAgree(figure.amount, m.amount) && sharedKeys(figure, m) >= least),
  );
}

/** True for an amount given as a bound ("at least 5%", "more than 20 points", "under 1%"). */
function isBound(amount: Amount): boolean {
  return amount.hedge === 'at-least' || amount.hedge === 'at-most';
}

/** True when what one figure's negation denies is stated for the other ("21.7% did not *exist*" against "78% *exist*"); "the remaining 21.7% are phantoms" states no such word. */
function deniedOnBoth(a: Measured, b: Measured): boolean {
  const [negated, other] = a.negated ? [a, b] : [b, a];
  return [...negated.denied].some((k) => other.keys.has(k));
}

/** Most key words of its own a stretch with no verb names and still stands for the measure of the list it ends ("70% their *second*"). */
const ELLIPSIS_KEYS = 1;
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
function boundToAnother(figure: Measured, m: Measured, others: readonly Measured[]): boolean {
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

/** True when two amounts can say the same: shares with shares (percentages, points), a multiplier with a multiplier, a count with a count. */
function comparable(a: Amount, b: Amount): boolean {
  const share = (x: Amount): boolean => x.kind === 'percent' || x.kind === 'points';
  return share(a) ? share(b) : a.kind === b.kind;
}

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
  const shared = [...figure.keys].filter((k) => m.keys.has(k)).length;
  return shared >= Math.min(SAME_MEASURE, figure.keys.size) && shared > 0;
}

/**
 * True when the sentence's `figure` and another of its figures are the note's two figures of their
 * amounts (in one passage) with their measures exchanged: each shares more key words with the other's
 * note figure than with its own ("the households that traded most … earning 17.9% … against the
 * market's 11.4%" for "the fifth that traded most earned … 11.4% while the market returned 17.9%").
 */
function exchanged(figure: Measured, mine: readonly Measured[], theirs: ReadonlyArray<{ m: Measured; note: NoteText; index: number }>): boolean {
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
              sharedKeys(figure, b.m) > sharedKeys(figure, a.m) &&
              sharedKeys(other, a.m) > sharedKeys(other, b.m),
          ),
      ),
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
  if (mine.length === 0) return judgement;
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
    const sharedWith = (m: Measured): number => sharedKeys(figure, m);
    // The most words of the figure's stretch a figure of another amount shares (the note states that measure with another number), read only when asked.
    const otherMeasure = (): number =>
      Math.max(
        0,
        ...passages.flatMap(({ note, index }) =>
          note.amounts(index).length === 0 ? [] : note.measured(index, weights).flatMap((m) => (amountsAgree(figure.amount, m.amount) ? [] : [sharedWith(m)])),
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
        else if (figure.span) matched = true;
        else if (
          !overlap &&
          enough &&
          figure.negated === m.negated &&
          [...figure.keys].some((k) => note.holds(k)) &&
          (shared === 0 || heldElsewhere(figure, m, note) >= HELD_ELSEWHERE || otherMeasure() > shared)
        )
          mismatch ??= { figure: figure.raw, note, passage: index, reason: 'measure' };
        // Another figure of the note measures what the sentence's figure measures.
        else if ((figure.keys.size >= MIN_CONTEXT_KEYS || figure.named) && figure.negated === m.negated && boundToAnother(figure, m, otherFigures()))
          mismatch ??= { figure: figure.raw, note, passage: index, reason: 'measure' };
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
      else judgement.mismatch ??= mismatch;
    }
  }
  return judgement;
}

/** Words before the amount of a change. */
const CHANGE_AMOUNT = new Set(['to', 'from', 'by']);
/** Hedges between a word of change and its amount ("from *about* 250 Hz"). */
const HEDGES = new Set(['about', 'roughly', 'nearly', 'around', 'some', 'approximately', 'almost']);
/** A year, which dates a claim rather than measuring it. */
const YEAR = /^(?:19|20)\d\d$/;

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
