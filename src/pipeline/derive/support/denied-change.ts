/**
 * A change denied against one stated: "did not change flu vaccination rates" against "raised flu
 * vaccination rates", "species richness has hardly changed" against "richness declined", "left
 * accuracy intact" against "more errors", "never narrowed the gap" against "cut the gap"; and the
 * ways verbs of rate and of size state a change ("the loss *slowed*", "*widened* the gap"). Pure and offline.
 */
import type { Contradiction } from './contradiction.ts';
import { directionOf, isPosition } from './lexicon.ts';
import type { Prepared } from './passage.ts';
import { attachedKeys, clauseKeys, negatedAt, relativeAt, restrictedAt, takesNothing, verbless } from './phrase.ts';
import type { Token } from './tokens.ts';
import type { TermWeights } from './weights.ts';

/** Key terms a pair must share before an opposite on one of them reads as a contradiction of the same claim. */
export const MIN_SHARED_FOR_CONTRADICTION = 2;

/** Key terms two whole texts must share for a change denied in one and stated in the other to need only one shared word in their clauses. */
const MIN_SHARED_TEXTS = 4;

/** Verbs that change a size one way, by lemma, that name no direction word ("never *narrowed* the gap" denies what "*cut* the gap" states). */
const SIZE_VERBS: ReadonlyMap<string, -1 | 1> = new Map([
  ['narrow', -1],
  ['close', -1],
  ['halve', -1],
  ['widen', 1],
  ['expand', 1],
  ['broaden', 1],
]);

/** The way a verb of `SIZE_VERBS` changes a size, or 0 for any other word. */
export function sizeWayOf(t: Token): number {
  return t.pos === 'VERB' ? (SIZE_VERBS.get(t.lemma) ?? 0) : 0;
}

/** Verbs that say a rate changed, by lemma, with the way it went, when they take no object ("ice loss has *slowed*", "the loss *accelerated*"): "slowed reaction times" says another thing. */
const RATE_VERBS: ReadonlyMap<string, -1 | 1> = new Map([
  ['slow', -1],
  ['decelerate', -1],
  ['ease', -1],
  ['accelerate', 1],
  ['quicken', 1],
]);

/** The way token `i` of `p` says a rate went (`RATE_VERBS`), or 0. */
export function rateAt(p: Prepared, i: number): number {
  const t = p.tokens[i];
  if (t === undefined || t.pos !== 'VERB') return 0;
  const way = RATE_VERBS.get(t.lemma);
  return way !== undefined && takesNothing(p, i) ? way : 0;
}

/** Verbs of change by lemma: "did not *change* X" denies any move of X (other direction verbs deny their own direction). */
const CHANGE_VERBS = new Set(['change', 'affect', 'alter', 'shift', 'move', 'influence', 'impact', 'differ']);
/** Light verbs that state a change with a noun of change after them ("did not *make* a *difference* to", "*had* no *effect* on"). */
const LIGHT_CHANGE_VERBS = new Set(['make', 'have']);
/** Nouns of change a light verb takes. */
const CHANGE_NOUNS = new Set(['difference', 'effect', 'impact', 'dent']);

/** True when token `i` of `p` is a verb of change: one of `CHANGE_VERBS`, or a light verb with a noun of change at most two words after it ("rarely *make* a *difference*"). */
function changeVerbAt(p: Prepared, i: number): boolean {
  const t = p.tokens[i];
  if (t === undefined) return false;
  if (CHANGE_VERBS.has(t.lemma)) return true;
  if (!LIGHT_CHANGE_VERBS.has(t.lemma)) return false;
  for (let k = i + 1; k <= i + 3 && p.clause[k] === p.clause[i]; k += 1) if (CHANGE_NOUNS.has(p.tokens[k]?.lemma ?? '')) return true;
  return false;
}

/** True when token `i` of `p` is a noun of change a light verb takes, at most two words after it ("*had* no *effect* on"). */
function lightChangeNounAt(p: Prepared, i: number): boolean {
  if (!CHANGE_NOUNS.has(p.tokens[i]?.lemma ?? '')) return false;
  for (let k = i - 1; k >= i - 3 && k >= 0 && p.clause[k] === p.clause[i]; k -= 1)
    if (LIGHT_CHANGE_VERBS.has(p.tokens[k]?.lemma ?? '') && p.tokens[k]?.pos !== 'NOUN') return true;
  return false;
}

/** Verbs of change that say what differs after a preposition ("hardly *differed* from the control group *in* well-being"): the rest of the clause is what they deny. */
const COMPARED_AFTER = new Set(['differ']);

/** Words after "more" or "less" that make it a frequency or a likelihood. */
export const FREQUENCY = new Set(['often', 'frequently', 'likely', 'commonly', 'readily']);

/** Words that make a denied change a denied significant change ("did not *significantly* reduce", "no *significant* effect"). */
const SIGNIFICANCE = new Set([
  'significantly',
  'statistically',
  'meaningfully',
  'reliably',
  'detectably',
  'appreciably',
  'significant',
  'meaningful',
  'detectable',
  'appreciable',
]);

/** Words that state no change by themselves ("left accuracy *intact*", "stayed *level*"). */
const NO_CHANGE = new Set(['unchanged', 'unaffected', 'intact', 'level', 'steady', 'stable', 'flat']);

/** Words that name a part of a whole ("a *quarter* of the species", "*most* funds", "74*%*"). */
const PARTS = new Set(['quarter', 'third', 'half', 'fifth', 'tenth', 'majority', 'minority', 'most', '%', 'percent', 'share', 'fraction', 'proportion']);

/** True when a word naming a part of a whole stands before token `i` in its clause or the clauses of no verb before it: the clause speaks of a part. */
function partAt(p: Prepared, i: number): boolean {
  let c = p.clause[i] ?? -1;
  while (c > 0 && verbless(p, c - 1)) c -= 1;
  for (let k = i - 1; k >= 0 && (p.clause[k] ?? -1) >= c; k -= 1) if (PARTS.has(p.tokens[k]?.lemma ?? '')) return true;
  return false;
}

/**
 * True when the change stated at token `j` of `b` is one of `object`: what it turns is part of
 * it, or, against a denial of any change ("did not *affect* accuracy on medical reasoning"), its
 * clause names `MIN_SHARED_FOR_CONTRADICTION` of its words ("raised error rates on *medical reasoning*").
 */
function changeOf(b: Prepared, j: number, object: ReadonlySet<number>, anyChange: boolean, weights: TermWeights): boolean {
  if ([...attachedKeys(b, j, weights)].some((k) => object.has(k))) return true;
  if (b.tokens[j]?.pos === 'VERB' && [...takenKeys(b, j, weights)].some((k) => object.has(k))) return true;
  // A verb of change that takes nothing says it of its subject, a list split at commas included ("waist circumference, blood pressure … *improved*").
  if (!anyChange && !takesNothing(b, j)) return false;
  let named = 0;
  for (const k of clauseKeys(b, j, weights)) if (object.has(k)) named += 1;
  return named >= MIN_SHARED_FOR_CONTRADICTION;
}

/** Prepositions that carry a verb's object on ("lowered *the probability of* screening positive *for* depression"). */
const OBJECT_OF = new Set(['of', 'for', 'in']);

/** The key terms of the noun phrase verb `j` of `b` takes, carried on through "of", "for" and "in", to the next other word that opens a phrase or a clause. */
export function takenKeys(b: Prepared, j: number, weights: TermWeights): Set<number> {
  const out = new Set<number>();
  for (let k = j + 1; k < b.tokens.length && b.clause[k] === b.clause[j]; k += 1) {
    const t = b.tokens[k] as Prepared['tokens'][number];
    if ((t.pos === 'ADP' && !OBJECT_OF.has(t.word)) || t.pos === 'CCONJ' || t.pos === 'SCONJ' || t.pos === 'VERB') break;
    if (t.term >= 0 && weights.isKey(t.term)) out.add(t.term);
  }
  return out;
}

/** Auxiliaries after which, with "not", a verb stands whatever its tag ("did not *lower* the incidence"). */
const AUXILIARIES = new Set(['do', 'will', 'can', 'could', 'would', 'should', 'may', 'might', 'must']);

/** True when token `i` of `p` is a verb: tagged so, or right after an auxiliary and its negation ("did not *lower*"). */
export function verbAt(p: Prepared, i: number): boolean {
  if (p.tokens[i]?.pos === 'VERB') return true;
  const not = p.tokens[i - 1];
  return (not?.pos === 'PART' || not?.word === 'never') && AUXILIARIES.has(p.tokens[i - 2]?.lemma ?? '');
}

/**
 * What the change denied at token `i` of `a` is of: the key terms of the phrase its verb takes ("did
 * not raise *final exam scores*"), or, when it takes none before a preposition, of its subject
 * ("species richness has hardly *changed* in the 923 assemblages"); the whole clause for a word of
 * no change (`still`).
 */
function deniedOf(a: Prepared, i: number, still: boolean, weights: TermWeights): Set<number> {
  const object = new Set<number>();
  // A list of noun phrases split at its commas goes on the clause of a verb of difference ("differed in concentration, hunger or energy").
  let last = a.clause[i] ?? -1;
  if (COMPARED_AFTER.has(a.tokens[i]?.lemma ?? '')) while (verbless(a, last + 1)) last += 1;
  const inClause = (k: number): boolean => a.clause[k] === a.clause[i] || (k > i && (a.clause[k] ?? -1) <= last);
  const add = (k: number): void => {
    const term = a.tokens[k]?.term ?? -1;
    if (inClause(k) && term >= 0 && weights.isKey(term)) object.add(term);
  };
  if (still) {
    for (let k = 0; k < a.tokens.length; k += 1) add(k);
    return object;
  }
  let k = i + 1;
  while (k < a.tokens.length && inClause(k) && (a.tokens[k]?.pos !== 'ADP' || COMPARED_AFTER.has(a.tokens[i]?.lemma ?? ''))) add(k++);
  if (object.size > 0 || !inClause(k)) {
    for (; k < a.tokens.length; k += 1) add(k);
    return object;
  }
  for (k = i - 1; k >= 0 && inClause(k); k -= 1) add(k);
  return object;
}

/**
 * A negated change against a stated one: "did not change flu vaccination rates" against "raised
 * flu vaccination rates", "did not raise exam scores" against "scored 12 points higher on the exam";
 * "did not hurt productivity" against "more productive" agrees. The clauses share key terms.
 */
export function deniedChange(sentence: Prepared, passage: Prepared, weights: TermWeights, shared = 0): Contradiction | null {
  // Texts that share much speak of one thing: the clauses of a denied change need share only the word it is of.
  const needed = shared >= MIN_SHARED_TEXTS ? 1 : MIN_SHARED_FOR_CONTRADICTION;
  for (const [a, b] of [
    [sentence, passage],
    [passage, sentence],
  ] as const) {
    for (let i = 0; i < a.tokens.length; i += 1) {
      const t = a.tokens[i];
      // Only a negated word or a word of no change denies a change: most words are neither.
      if (t === undefined || (a.negationInClause[i] === 0 && !NO_CHANGE.has(t.lemma))) continue;
      // A word of no change said of something ("stayed *level*", "left accuracy *intact*"), not naming it ("*stable* empathy gains").
      const nextPos = a.tokens[i + 1]?.pos;
      const still =
        NO_CHANGE.has(t.lemma) &&
        t.pos !== 'NOUN' &&
        t.pos !== 'PROPN' &&
        a.negationInClause[i] === 0 &&
        nextPos !== 'NOUN' &&
        nextPos !== 'PROPN' &&
        nextPos !== 'ADJ';
      const changeNoun = lightChangeNounAt(a, i);
      if (!still && (!negatedAt(a, i) || !(verbAt(a, i) || changeNoun))) continue;
      // A change denied in a relative clause is a remark on a noun ("relative to Pennsylvania, *where* the wage did not change"), not the claim.
      if (relativeAt(a, i)) continue;
      // A denial of a significant change ("did not *significantly* reduce") agrees with a change the other text itself says it cannot tell from chance ("9% fewer cases, a difference the trial *could not* distinguish from chance").
      if (SIGNIFICANCE.has(a.tokens[i - 1]?.word ?? '') && b.negationInClause.some((n) => n === 1)) continue;
      const anyChange = changeNoun || changeVerbAt(a, i);
      const denied = still || anyChange ? 0 : directionOf(t.word) || sizeWayOf(t);
      if (denied === 0 && !still && !anyChange) continue;
      const mine = clauseKeys(a, i, weights);
      // "had no effect *on* the odds of injury": a noun of change denies what its preposition takes.
      const object = deniedOf(a, changeNoun && a.tokens[i + 1]?.pos === 'ADP' ? i + 1 : i, still, weights);
      for (let j = 0; j < b.tokens.length; j += 1) {
        // A word of position ("drawing *down* two thirds of a tonne", "*above* 100 billion") states no change.
        const stated = b.tokens[j]?.compound || isPosition(b.tokens[j]?.word ?? '') ? 0 : directionOf(b.tokens[j]?.word ?? '');
        if (stated === 0 || b.negationInClause[j] === 1 || (denied !== 0 && stated !== denied)) continue;
        // "more often", "more likely": how often something happens, not a change in it.
        if (FREQUENCY.has(b.tokens[j + 1]?.word ?? '')) continue;
        // A change said of a part only ("scores rose *only* for the strongest") agrees with one denied of most ("did not move for most pupils").
        if (restrictedAt(b, j)) continue;
        // A change stated in the predicate ("scored 12 points *higher*"), not a word naming the subject ("a *larger* model did not…").
        const verb = b.tokens.findIndex((x, k) => b.clause[k] === b.clause[j] && x.pos === 'VERB');
        if (verb < 0 || verb > j || (!still && !changeOf(b, j, object, anyChange, weights))) continue;
        // Two parts of a whole ("only a *quarter* of grassland species are holding steady" against "three *quarters* … are declining") are no one claim turned.
        if (partAt(a, i) && partAt(b, j)) continue;
        let common = 0;
        for (const k of clauseKeys(b, j, weights)) if (mine.has(k)) common += 1;
        if (common >= (still ? MIN_SHARED_FOR_CONTRADICTION : needed)) return { term: t.word, reason: 'negation' };
      }
    }
  }
  return null;
}
