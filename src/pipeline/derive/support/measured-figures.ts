/**
 * Each figure of a text bound to what it measures: the words of its own stretch of the clause (up
 * to the next figure, split at the word that starts the next statement: "49% of responses abstained
 * | and 9% refused"; the noun phrase right after it goes with it: "90.3% *success* over 1,400
 * scrambles"), the clause before its parenthesis, colon or relative clause, the measure a list
 * states once, and its negation, direction and verb. `figures.ts` judges the sentence's against the
 * note's.
 */
import { type Amount, amountOf, sharesInWords } from '../../parse/figure-values.ts';
import { mayHoldAmountInWords } from '../../parse/number-words.ts';
import type { Figure } from '../../../schemas/knowledge-base.ts';
import { directionOf } from './lexicon.ts';
import type { Prepared } from './passage.ts';
import type { Token } from './tokens.ts';
import type { TermWeights } from './weights.ts';

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
  /** The key terms its own stretch writes (none inherited from the clause or list that says its measure). */
  own: Set<number>;
  /** True when its own stretch holds no verb, not even "is": an element of a list ("fatal head injury by 65%"). */
  verbless: boolean;
  /** True when a noun phrase right after it names what it counts ("26 million *participants*", "90.3% *success*"). */
  named: boolean;
  /** True for an end of a range with words between its ends ("ranged from around 1% on southern reefs to a median of 67%"). */
  span: boolean;
  /** The bare number a "from … to" sets before it ("from *150* to some 2,300"), when it ends one; the two ends name one range or change. */
  rangeFrom: string | undefined;
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

/** Hedges that may stand before an amount ("from *about* 250 Hz", "to *some* 2,300"): they say how exactly it is given, and join what "to" or "from" joins. */
export const HEDGES = new Set(['about', 'roughly', 'nearly', 'around', 'some', 'approximately', 'almost']);

/** Words after a direction word that say what it turns. */
const DIRECTION_REACH = 2;

/** What follows a confidence level ("95% CI", "95% confidence interval"). */
const CONFIDENCE_LEVEL = /^\s*(?:CI|C\.I\.|(?:confidence|credible)\s+intervals?)\b/i;

/** What opens a range two figures span, with words between them ("ranged from around 1% on southern reefs to a median of 67%"): a verb of range or "anywhere" and "from", or "between". */
const SPAN_OPEN = /(?:\b(?:rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying)|spann?(?:s|ed|ing)?|anywhere)\s+from|\bbetween)\s+(?:[a-z]+\s+)?$/i;

/** "from N to", a hedge allowed before either number: what sets the start of the range or change the figure after it ends. */
const RANGE_FROM = new RegExp(`\\bfrom\\s+(?:(?:${[...HEDGES].join('|')})\\s+)?(\\d[\\d,.]*)\\s+to\\s+(?:(?:${[...HEDGES].join('|')})\\s+)?$`, 'i');

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

/** "the" and "top", "bottom" or a superlative right before a percentage make it the name of a group ("the *top* 0.01%", "the *richest* 1%", "the *largest* 5% of landlords"): who is measured, not a measure. */
const GROUP_BEFORE = /\bthe\s+(?:top|bottom|upper|lower|(?!(?:least|latest|rest|interest)\b)[a-z]{2,}est)(?:-[a-z]+)?\s+$/i;

/** Words that open a relative clause. */
const RELATIVE = new Set(['which', 'that', 'who']);

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
  const all = [
    ...placed(p.text, p.figures).map(([f, at]) => ({ raw: f.raw, start: at, end: at + f.raw.length, amount: amountOf(f, p.text, at) })),
    ...(mayHoldAmountInWords(p.text) ? sharesInWords(p.text) : []).map((s) => ({ raw: s.raw, start: s.index, end: s.index + s.raw.length, amount: s.amount })),
  ]
    // "95% CI" is the confidence of an interval, not an amount of what the clause measures.
    .filter((f) => f.start >= 0 && !CONFIDENCE_LEVEL.test(p.text.slice(f.end, f.end + 16)))
    .sort((a, b) => a.start - b.start);
  // A percentage that names a group measures nothing of its own: it stays in the stretch of the figure whose group it is, and is judged by its amount alone.
  const isGroup = (f: (typeof all)[number]): boolean =>
    f.amount.kind === 'percent' && !f.amount.inWords && GROUP_BEFORE.test(p.text.slice(Math.max(0, f.start - 24), f.start));
  const groups = all.filter(isGroup).map((f) => ({ at: f.start, measured: groupFigure(f.raw, f.amount) }));
  const found = groups.length === 0 ? all : all.filter((f) => !isGroup(f));
  const measured = measuredOf(p, weights, found);
  if (groups.length === 0) return measured;
  return [...found.map((f, k) => ({ at: f.start, measured: measured[k] as Measured })), ...groups].sort((a, b) => a.at - b.at).map((g) => g.measured);
}

/** A figure that names a group: nothing said of what it measures, so only its amount is compared. */
function groupFigure(raw: string, amount: Amount): Measured {
  return {
    raw,
    inWords: false,
    amount,
    keys: new Set(),
    ownKeys: 0,
    own: new Set(),
    verbless: true,
    named: false,
    span: false,
    rangeFrom: undefined,
    negated: false,
    denied: new Set(),
    verb: -1,
    end: null,
    direction: 0,
    turned: new Set(),
  };
}

/** The figures `found` (in text order, each where it stands in `p.text`) each with what it measures. */
function measuredOf(p: Prepared, weights: TermWeights, found: ReadonlyArray<{ raw: string; start: number; end: number; amount: Amount }>): Measured[] {
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
    joined.push(a >= 0 && between.some((w) => JOINS.has(w)) && between.every((w) => JOINS.has(w) || HEDGES.has(w)));
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
    const own = new Set<number>();
    let noVerb = true;
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
        own.add(t.term);
      }
      if (t.pos === 'VERB') verbless = false;
      if (t.pos === 'VERB' || t.pos === 'AUX') noVerb = false;
      // A negated verb turns what the figure counts ("failed to *reject* in 62%"); "rather than at its *start*" does not.
      // "No" before what the verb takes denies it too ("showed *no* atrial fibrillation" for "had atrial fibrillation").
      if (p.negated[i] === 1 && p.contrasted[i] === 0 && (t.pos === 'VERB' || p.tokens[i - 1]?.word === 'no')) {
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
    // A stretch that names nothing and opens with its verb says its measure in the subject before it ("Overall index crimes, including those indoors, | fell by about 4%"), back to the figure before.
    if (keys.size === 0 && p.tokens[from[k] ?? -1]?.pos === 'VERB') {
      for (let i = k > 0 ? (to[k - 1] ?? -1) + 1 : 0; i < (from[k] ?? 0); i += 1) {
        const term = p.tokens[i]?.term ?? -1;
        if (term >= 0 && weights.isKey(term) && !AMOUNT_WORDS.has(p.tokens[i]?.word ?? '')) keys.add(term);
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
      own,
      verbless: noVerb,
      span: span[k] ?? false,
      rangeFrom: RANGE_FROM.exec(p.text.slice(Math.max(0, f.start - 40), f.start))?.[1],
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

/** The term of token `i` when it is a key verb, else -1. */
function verbTerm(p: Prepared, i: number, weights: TermWeights): number {
  const t = p.tokens[i];
  return t !== undefined && t.pos === 'VERB' && t.term >= 0 && weights.isKey(t.term) ? t.term : -1;
}

/** True for an amount given as a bound ("at least 5%", "more than 20 points", "under 1%"). */
export function isBound(amount: Amount): boolean {
  return amount.hedge === 'at-least' || amount.hedge === 'at-most';
}

/** Most key words of its own a stretch with no verb names and still stands for the measure of the list it ends ("70% their *second*"). */
const ELLIPSIS_KEYS = 1;
