/**
 * Comparisons in a clause and the roles in them: "A scored higher than B", "A outperformed B",
 * "A drifted as much as B". Two clauses that compare the same two sides on the same thing agree
 * when they say the same side comes out ahead (or, with the sides swapped, the other way round);
 * "A beats B" against "B beats A", or "A holds up better" against "A drifts as much", disagree.
 */
import { HEDGES } from './measured-figures.ts';
import { takenKeys } from './denied-change.ts';
import type { Prepared } from './passage.ts';
import type { Token } from './tokens.ts';
import type { TermWeights } from './weights.ts';

/** A comparison: the content words of its two sides and of what is compared, and which way it goes. */
export interface Comparison {
  subject: Set<string>;
  object: Set<string>;
  /** What is compared ("on practical tasks", "more *creative*"). */
  dimension: Set<string>;
  /** 1: the subject comes out ahead; -1: behind; 0: level ("as much as"). */
  polarity: -1 | 0 | 1;
  /** The word that states the comparison ("less", "outperformed"), lower case. */
  word: string;
  /** True for a comparison a clause of contrast states without "than" (`impliedComparison`): it compares only on what it names. */
  implied?: true;
  /** What a comparison of likelihood measures ("more likely *to be employed*"): the verb it takes and the key terms that verb takes, by `sideKey`. */
  measure?: Set<string>;
  /** True for a comparison its clause denies through the verb ("did *not* predict its length any *better* than its frequency"): `polarity` is the way it denies. */
  denied?: true;
}

/** Verbs that state a comparison by themselves, by lemma, with the way they go. */
const COMPARING_VERBS: ReadonlyMap<string, -1 | 1> = new Map([
  ['outperform', 1],
  ['beat', 1],
  ['exceed', 1],
  ['surpass', 1],
  ['outscore', 1],
  ['outpace', 1],
  ['outstrip', 1],
  ['outdo', 1],
  ['trail', -1],
  ['underperform', -1],
  ['lag', -1],
]);
/** Verbs that state a comparison with the particle after them, by lemma ("*fall behind* the index", "*lag behind*"). */
const COMPARING_PARTICLES: ReadonlyMap<string, readonly [string, -1 | 1]> = new Map([
  ['fall', ['behind', -1]],
  ['pull', ['ahead', 1]],
]);

/** The way the comparing verb at token `i` goes (`COMPARING_VERBS`, or a verb and its particle), or `undefined` when it is none. */
function comparingVerb(p: Prepared, i: number): -1 | 1 | undefined {
  const lemma = (p.tokens[i] as Token).lemma;
  const way = COMPARING_VERBS.get(lemma);
  if (way !== undefined) return way;
  const particle = COMPARING_PARTICLES.get(lemma);
  return particle !== undefined && p.tokens[i + 1]?.word === particle[0] ? particle[1] : undefined;
}

/** Comparatives that compare how a verb is done when they follow it ("resisted persuasion *better*"). */
const ADVERBIAL = new Set(['better', 'worse', 'more', 'less']);

/** The verb right before token `c` or before the noun right before it (its object), at or after `first`, or -1. */
function verbBefore(p: Prepared, c: number, first: number): number {
  for (let k = c - 1; k >= first && k >= c - 2; k -= 1) {
    const pos = p.tokens[k]?.pos;
    if (pos === 'VERB') return k;
    if (pos !== 'NOUN') return -1;
  }
  return -1;
}

/** Comparatives of amount that stand before what they count ("lose *less* ice", "made *fewer* errors"). */
const AMOUNT_WORDS = new Set(['more', 'less', 'fewer']);
/** Comparative words that say "behind": the rest ("more", "higher", "better", any "-er") say "ahead". */
const BEHIND = new Set(['less', 'fewer', 'lower', 'worse', 'smaller', 'weaker', 'shorter', 'poorer', 'slower', 'rarer']);
/** Parts of speech that end the second side of a comparison between two settings ("than in spoken conversation *even among* humans"). */
const SETTING_ENDS = new Set(['ADP', 'ADV', 'SCONJ', 'CCONJ', 'PRON']);
/** Words that state two sides level by themselves, by lemma ("*similar* to", "*comparable* with"). */
const ALIKE = new Set(['similar', 'comparable', 'equal', 'identical', 'equivalent']);
/** Prepositions after a word of `ALIKE` that open its second side. */
const ALIKE_TO = new Set(['to', 'with']);
/** Prepositions after the second side that introduce what is compared ("than B on practical tasks"). */
const DIMENSION_PREPOSITIONS = new Set(['on', 'at', 'across']);
/** Words that end the second side: what follows is another statement ("than B *and* produced more"). */
const SIDE_ENDS = new Set(['and', 'but', 'while', 'whereas', 'which', 'who']);
/** Words before "as much as" that make it a ratio, not a level ("a quarter as many as", "twice as often as"). */
const RATIO = /^(?:\d|half|third|thirds|quarter|quarters|fifth|fifths|twice|thrice|times|fold)/;

/** True when token `i` of `p` starts an amount: a number ("one", "20%") or a fraction ("half", "a third"). */
function amountAt(p: Prepared, i: number): boolean {
  const t = p.tokens[i];
  if (t === undefined) return false;
  if (t.pos === 'NUM' || RATIO.test(t.word)) return true;
  return (t.word === 'a' || t.word === 'an') && RATIO.test(p.tokens[i + 1]?.word ?? '');
}

/**
 * What a word of a side is compared by: its term when it has one, so "logically sound" meets
 * "logical soundness" as the rest of the check does; else its lemma ("larger" → "large").
 */
export function sideKey(t: Token): string {
  return t.term >= 0 ? `#${t.term}` : t.lemma;
}

/**
 * The content words of tokens [from, to) of `p`, by `sideKey`: key terms, and the adjectives that tell
 * two sides apart even when they are no topic words ("*larger* models" against "*smaller* ones").
 */
function keysOf(p: Prepared, from: number, to: number, weights: TermWeights): Set<string> {
  const out = new Set<string>();
  for (let i = from; i < to; i += 1) {
    const t = p.tokens[i];
    // "*after* school" against "*during* the school day": a preposition of setting tells two sides apart that share their noun.
    if (t !== undefined && t.pos === 'ADP' && SETTING_PREPOSITIONS.has(t.word)) out.add(`@${t.word}`);
    if (t === undefined || (!t.content && t.pos !== 'NUM')) continue;
    // A comparative that opens the sentence is often tagged a name ("*Larger* models"): it still tells the sides apart.
    if ((t.term >= 0 && weights.isKey(t.term)) || t.pos === 'ADJ' || t.pos === 'NUM' || (t.pos === 'PROPN' && t.term < 0)) out.add(sideKey(t));
  }
  return out;
}

/** Prepositions that name a setting of time or place (`keysOf`). */
const SETTING_PREPOSITIONS = new Set(['after', 'before', 'during', 'inside', 'outside', 'with', 'without']);

/** True when token `i` is a comparative word: "more", "less", or an adjective or adverb in "-er" whose lemma is shorter. */
function isComparative(p: Prepared, i: number): boolean {
  const t = p.tokens[i];
  if (t === undefined || t.compound) return false;
  if (t.word === 'more' || t.word === 'less' || t.word === 'fewer' || t.word === 'better' || t.word === 'worse') return true;
  return (t.pos === 'ADJ' || t.pos === 'ADV') && t.word.endsWith('er') && t.lemma !== t.word;
}

/**
 * The comparisons clause `clause` of `p` may state: with "than", one for each comparative word
 * before it, nearest first ("did *better* on the task and produced *more* dialogue *than* peers"
 * compares on both), else the one its comparing verb or "as … as" states; empty when it states none.
 */
export function comparisonsIn(p: Prepared, clause: number, weights: TermWeights): Comparison[] {
  const out: Comparison[] = [];
  for (let pivot: number | undefined; ; ) {
    const found = comparisonIn(p, clause, weights, pivot);
    if (found === null) {
      const implied = out.length === 0 ? impliedComparison(p, clause, weights) : null;
      return implied === null ? out : [implied];
    }
    out.push(found.comparison);
    if (found.before === undefined) return out;
    pivot = found.before;
  }
}

/** Words that open a clause in contrast with the one before ("*while* human arguments were rated more creative"). */
const CONTRAST = new Set(['while', 'whereas', 'but']);

/**
 * The comparison a clause of contrast states with no "than", its other side the first side of the
 * comparison before it: "LLM-written arguments scored higher than human ones on soundness, *while
 * human arguments were rated more creative*" puts human arguments ahead of LLM-written ones on
 * creativity. `null` unless the clause opens with a word of contrast, names the other side of the
 * comparison before it and holds a comparative word.
 */
function impliedComparison(p: Prepared, clause: number, weights: TermWeights): Comparison | null {
  const start = p.clause.indexOf(clause);
  if (start <= 0 || !CONTRAST.has(p.tokens[start]?.word ?? '')) return null;
  const before = comparisonIn(p, clause - 1, weights)?.comparison;
  if (before === undefined || before.polarity === 0) return null;
  let end = start;
  while (end < p.tokens.length && p.clause[end] === clause) end += 1;
  let c = start + 1;
  while (c < end && !isComparative(p, c)) c += 1;
  if (c >= end) return null;
  const subject = keysOf(p, start + 1, c, weights);
  if (![...subject].some((k) => before.object.has(k))) return null;
  const polarity = (BEHIND.has(p.tokens[c]?.word ?? '') ? -1 : 1) * (p.negated[c] === 1 ? -1 : 1);
  return {
    subject,
    object: new Set(before.subject),
    dimension: keysOf(p, c, end, weights),
    polarity: polarity === 1 ? 1 : -1,
    word: p.tokens[c]?.word ?? '',
    implied: true,
  };
}

/**
 * The comparison stated in clause `clause` of `p`, or `null` when it states none; with "than", the
 * comparative word searched for is the nearest before `below` (default: before "than"), and
 * `before` is where to search for the next one.
 */
function comparisonIn(p: Prepared, clause: number, weights: TermWeights, below?: number): { comparison: Comparison; before?: number } | null {
  // A clause is a run of words: found from its first.
  const start = p.clause.indexOf(clause);
  if (start < 0) return null;
  const idx: number[] = [];
  for (let i = start; i < p.tokens.length && p.clause[i] === clause; i += 1) idx.push(i);
  const first = idx[0] as number;
  const end = (idx[idx.length - 1] as number) + 1;
  const than = idx.find((i) => p.tokens[i]?.word === 'than');
  // Each reading is sought only when the one before it found nothing: clauses are many.
  const verb = than === undefined ? idx.find((i) => comparingVerb(p, i) !== undefined) : undefined;
  // "as much as", "as many as", "as well as" after a verb: level.
  const level =
    than === undefined && verb === undefined
      ? idx.find((i) => p.tokens[i]?.word === 'as' && p.tokens[i + 2]?.word === 'as' && i > first && !RATIO.test(p.tokens[i - 1]?.word ?? ''))
      : undefined;
  // "effect sizes *similar to* the original protocols": level, its second side after the preposition.
  const alike =
    than === undefined && verb === undefined && level === undefined
      ? idx.find((i) => ALIKE.has(p.tokens[i]?.lemma ?? '') && ALIKE_TO.has(p.tokens[i + 1]?.word ?? '') && i > first)
      : undefined;
  let pivot: number;
  let subjectSide: Set<string> | undefined;
  let denied = false;
  let polarity: -1 | 0 | 1;
  let objectFrom: number;
  let dimension = new Set<string>();
  if (than !== undefined) {
    let c = (below ?? than) - 1;
    while (c >= first && !isComparative(p, c)) c -= 1;
    // A comparative that names a setting ("stronger *in older adults* than in younger ones") is no pivot when one stands before it.
    if (c > first && settingWord(p, c)) {
      let earlier = c - 1;
      while (earlier >= first && !isComparative(p, earlier)) earlier -= 1;
      if (earlier >= first) c = earlier;
    }
    if (c < first) return null;
    // "*fewer than one* fund in ten", "more than half", "no more than about 440": a bound on an amount, not two sides compared.
    if (c === than - 1 && amountAt(p, than + (HEDGES.has(p.tokens[than + 1]?.word ?? '') ? 2 : 1))) return null;
    pivot = c;
    polarity = BEHIND.has(p.tokens[c]?.word ?? '') ? -1 : 1;
    if (p.negated[c] === 1) polarity = polarity === 1 ? -1 : 1;
    else if (deniedByVerb(p, first, c)) denied = true;
    dimension = keysOf(p, c, than, weights);
    // "*resisted* persuasion *better* than": an adverb of comparison after a verb and its object compares on the verb ("more *resistant*").
    const verb = ADVERBIAL.has(p.tokens[c]?.word ?? '') && c === than - 1 ? verbBefore(p, c, first) : -1;
    if (verb >= 0) dimension.add(sideKey(p.tokens[verb] as Token));
    // "glaciers *lose* less ice than…": an amount right after its verb compares on the verb too ("*lose* more mass").
    const taking = p.tokens[c - 1];
    if (AMOUNT_WORDS.has(p.tokens[c]?.word ?? '') && taking?.pos === 'VERB' && c - 1 >= first) dimension.add(sideKey(taking));
    objectFrom = than + 1;
    const sides = prepositionalSides(p, first, c, than, weights);
    if (sides !== null) {
      objectFrom = than + 2;
      dimension = sides.dimension;
      subjectSide = sides.subject;
    }
  } else if (verb !== undefined) {
    pivot = verb;
    polarity = comparingVerb(p, verb) ?? 1;
    if (p.negated[verb] === 1) polarity = polarity === 1 ? -1 : 1;
    objectFrom = verb + 1;
  } else if (level !== undefined && level + 3 < end) {
    pivot = level;
    polarity = 0;
    dimension = keysOf(p, first, level, weights);
    objectFrom = level + 3;
  } else if (alike !== undefined && alike + 2 < end) {
    pivot = alike;
    polarity = 0;
    objectFrom = alike + 2;
  } else {
    return null;
  }
  let objectTo = end;
  for (let i = objectFrom; i < end; i += 1) {
    const word = p.tokens[i]?.word ?? '';
    // A setting's side is its prepositional phrase alone: "than in spoken conversation *even among humans*" ends before the next phrase.
    const ends = subjectSide !== undefined && SETTING_ENDS.has(p.tokens[i]?.pos ?? '');
    if (ends || DIMENSION_PREPOSITIONS.has(word) || SIDE_ENDS.has(word)) {
      objectTo = i;
      break;
    }
  }
  let dimensionTo = end;
  for (let i = objectTo + 1; i < end; i += 1) {
    // "on logical soundness *and* respectful tone" goes on naming what is compared; "and produced more" states something else.
    const listed = p.tokens[i]?.word === 'and' && p.tokens[i + 1]?.pos !== 'VERB' && p.tokens[i + 1]?.pos !== 'AUX';
    if (SIDE_ENDS.has(p.tokens[i]?.word ?? '') && !listed) {
      dimensionTo = i;
      break;
    }
  }
  if (!SIDE_ENDS.has(p.tokens[objectTo]?.word ?? '')) for (const k of keysOf(p, objectTo, dimensionTo, weights)) dimension.add(k);
  const subject = subjectSide ?? keysOf(p, first, pivot, weights);
  const object = keysOf(p, objectFrom, objectTo, weights);
  // "than human ones": the second side is the first side's kind ("counter-arguments"), so its nouns tell neither apart.
  // Only the head of the first side is its kind ("human *counter-arguments*… than model ones"), not a word before it ("*human*").
  if ([...Array(objectTo - objectFrom).keys()].some((d) => p.tokens[objectFrom + d]?.lemma === 'one')) {
    let head = pivot - 1;
    while (head >= first && p.tokens[head]?.pos !== 'NOUN' && p.tokens[head]?.pos !== 'PROPN') head -= 1;
    for (let i = head; i >= first; i -= 1) {
      const t = p.tokens[i] as Token;
      if (i < head && !(t.compound && p.tokens[i + 1]?.compound && p.text[t.end] === '-' && t.end + 1 === p.tokens[i + 1]?.start)) break;
      if (subject.has(sideKey(t))) object.add(sideKey(t));
    }
  }
  // Sides told apart only by the comparison ("larger models… than smaller ones"): "large" and "small" are the sides.
  // A word on both sides tells neither apart.
  for (const k of [...subject]) {
    if (object.has(k)) {
      subject.delete(k);
      object.delete(k);
    }
  }
  const next = than !== undefined && pivot > first ? { before: pivot } : {};
  if (subject.size === 0 && object.size === 0 && dimension.size === 0)
    return than !== undefined && pivot > first ? comparisonIn(p, clause, weights, pivot) : null;
  const comparison: Comparison = { subject, object, dimension, polarity, word: p.tokens[pivot]?.word ?? '' };
  if (denied) comparison.denied = true;
  const measure = measureOf(p, pivot + 1, weights);
  if (measure !== undefined) comparison.measure = measure;
  return { comparison, ...next };
}

/**
 * The sides of a comparison between two settings of one thing, each opened by the same preposition
 * ("protection was stronger *in men* than *in women*", "fell further *in Oakland* than *in Berkeley*"):
 * the phrase that preposition opens before "than" (up to the comparative word or "than") is the
 * first side, and the clause before "than" is what is compared.
 * `null` when no preposition follows "than" or none before it matches it.
 */
function prepositionalSides(
  p: Prepared,
  first: number,
  comparative: number,
  than: number,
  weights: TermWeights,
): { subject: Set<string>; dimension: Set<string> } | null {
  const preposition = p.tokens[than + 1];
  // "than *to* excise increases": "to" after "than" is a preposition whatever its tag, when the first side opens with it too (checked below).
  if (preposition === undefined || (preposition.pos !== 'ADP' && preposition.word !== 'to') || p.clause[than + 1] !== p.clause[than]) return null;
  let k = than - 1;
  while (k >= first && p.tokens[k]?.word !== preposition.word) k -= 1;
  if (k < first) return null;
  const to = k < comparative ? comparative : than;
  const subject = keysOf(p, k + 1, to, weights);
  if (subject.size === 0) return null;
  // What is compared is the thing said of both settings, and the settings themselves: two comparisons of "men" and "women" speak of one contrast.
  return { subject, dimension: keysOf(p, first, than, weights) };
}

/** True when comparative `c` stands before a noun right after a preposition, with at most a determiner between: it names a setting ("in *older* adults"), not a comparison. */
function settingWord(p: Prepared, c: number): boolean {
  const next = p.tokens[c + 1]?.pos;
  if (next !== 'NOUN' && next !== 'PROPN') return false;
  const before = p.tokens[c - 1];
  return before?.pos === 'ADP' || (before?.pos === 'DET' && p.tokens[c - 2]?.pos === 'ADP');
}

/** True when a verb a negation governs stands before comparative `c` in its clause, from `first`: the clause denies the comparison ("did *not* predict its length any better than"). */
function deniedByVerb(p: Prepared, first: number, c: number): boolean {
  for (let k = c - 1; k >= first; k -= 1) if (p.negated[k] === 1 && p.tokens[k]?.pos === 'VERB') return true;
  return false;
}

/** How many of `a`'s terms `b` holds. */
function common(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const k of a) if (b.has(k)) n += 1;
  return n;
}

/** Words of likelihood or readiness whose comparison measures the verb they take ("more *likely* to be employed", "less *likely* … to smoke"). */
const LIKELIHOOD = new Set(['likely', 'unlikely', 'apt', 'prone', 'willing', 'able']);

/** The verb a word of `LIKELIHOOD` at token `i` takes after "to" in its clause (past "than" and its side, and "be"), or -1. */
export function likelihoodOf(p: Prepared, i: number): number {
  if (!LIKELIHOOD.has(p.tokens[i]?.word ?? '')) return -1;
  for (let k = i + 1; k < p.tokens.length && p.clause[k] === p.clause[i]; k += 1) {
    if (p.tokens[k]?.word !== 'to') continue;
    let v = k + 1;
    while (p.tokens[v]?.pos === 'AUX' || p.tokens[v]?.pos === 'ADV') v += 1;
    return p.tokens[v]?.pos === 'VERB' ? v : -1;
  }
  return -1;
}

/** What a word of `LIKELIHOOD` at token `i` measures: the verb it takes and the key terms of what that verb takes ("to *attend village meetings*"), by `sideKey`; `undefined` for any other word. */
export function measureOf(p: Prepared, i: number, weights: TermWeights): Set<string> | undefined {
  const verb = likelihoodOf(p, i);
  if (verb < 0) return undefined;
  const out = new Set([p.tokens[verb]?.lemma ?? '']);
  for (const term of takenKeys(p, verb, weights)) out.add(`#${term}`);
  return out;
}

/** True when two measures (`measureOf`) are both known and share nothing: "more likely to be *employed*" and "less likely to *smoke*" compare two things. */
export function measuresDiffer(a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean {
  return a !== undefined && b !== undefined && common(a, b) === 0;
}

/** True when two comparisons compare the same thing: what they compare shares a word, or one of them names nothing (an implied one must name it); two comparisons of likelihood measure the same verb. */
export function sameDimension(a: Comparison, b: Comparison): boolean {
  if (measuresDiffer(a.measure, b.measure)) return false;
  if (a.implied === true || b.implied === true) return common(a.dimension, b.dimension) > 0;
  return common(a.dimension, b.dimension) > 0 || a.dimension.size === 0 || b.dimension.size === 0;
}

/**
 * True when two comparisons of the same thing disagree: their sides line up (or are swapped) by
 * the words they share, what they compare shares a word (or one side is level), and the way they
 * go, swapped sides turned, differs.
 */
export function comparisonsDisagree(a: Comparison, b: Comparison): boolean {
  const aligned = common(a.subject, b.subject) + common(a.object, b.object);
  const swapped = common(a.subject, b.object) + common(a.object, b.subject);
  if (aligned === swapped) return false;
  if (!sameDimension(a, b)) return false;
  const theirs = swapped > aligned ? -b.polarity : b.polarity;
  // A denied comparison disagrees only with the one it denies ("not any better than" against "better than"), not with the other way round, which it allows.
  if (a.denied === true || b.denied === true) return a.denied !== b.denied && a.polarity === theirs;
  return a.polarity !== theirs;
}
