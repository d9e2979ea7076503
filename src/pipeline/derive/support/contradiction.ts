/**
 * Whether a citing sentence and a passage of the note it cites say opposite things: the same word
 * negated on one side only, a change denied against one stated, WordNet opposites said of the
 * same thing, or a comparison turned round. Explicit signals only: a false accusation costs more
 * than a missed one. Pure and offline.
 */
import { stoppedAgainstContinued } from './continuation.ts';
import { deniedAgainstStated } from './denied-claim.ts';
import { deniedChange, FREQUENCY, MIN_SHARED_FOR_CONTRADICTION, rateAt, sizeWayOf, verbAt } from './denied-change.ts';
import { directionOf, isPosition } from './lexicon.ts';
import { mostAgainstFew } from './most-against-few.ts';
import type { NoteText } from './note-text.ts';
import { isNounBeforeDeterminer, type Prepared, sharedKeys } from './passage.ts';
import { attachedKeys, attachment, negatedAt, relativeAt, takesNothing, traitAt } from './phrase.ts';
import { crossedPairings } from './pairings.ts';
import { type Comparison, comparisonsDisagree, comparisonsIn, measureOf, measuresDiffer, sameDimension, sideKey } from './roles.ts';
import { namesAThing, type Token } from './tokens.ts';
import { saysOpposite, type WordOpposites } from './word-opposites.ts';
import type { TermWeights } from './weights.ts';

/** An explicit opposite: the term both texts share, and what turns it (a negation on one side only, opposite words, or a comparison turned round). */
export interface Contradiction {
  term: string;
  reason: 'negation' | 'direction';
}

/** Words either side of a negated word's counterpart within which a word of decrease agrees with the negation. */
const LESSENED = 3;
/** Words that make "as many as" a ratio. */
const RATIO_WORDS = new Set(['half', 'third', 'thirds', 'quarter', 'quarters', 'fifth', 'twice', 'thrice', 'times']);
/** Key terms two sentences must share for a negation across their clauses to count. */
const MIN_SHARED_SENTENCE = 3;
/** The stated polarity of token `i`: its direction (up 1, down -1, none 0), turned when the direction word is negated. */
function polarity(p: Prepared, i: number): number {
  const d = p.direction[i] ?? 0;
  return p.directionNegated[i] === 1 ? -d : d;
}

/** Words of a smaller amount that agree with a negation ("rarely voiced" and "voiced far *fewer*", "none recovered more than 20%" and "recovered *only* 15–20%", "rarely exercised" and "exercise *low*-frequency paths"). */
const FEWER = new Set(['fewer', 'less', 'lower', 'smaller', 'little', 'only', 'few', 'low', 'rare', 'infrequent', 'infrequently']);

/** True when "only" and a number open token `i`'s clause before it ("*only 12%* of the affected species show signs of recovery"): a small share agrees with a negation ("nine in ten show no sign"). */
function smallShareBefore(p: Prepared, i: number): boolean {
  for (let k = i - 1; k > 0 && p.clause[k] === p.clause[i]; k -= 1) if (p.tokens[k]?.pos === 'NUM' && p.tokens[k - 1]?.word === 'only') return true;
  return false;
}

/** True when a word of a smaller amount stands within `LESSENED` words of token `i` in its clause ("voiced *far fewer* perspectives"). */
export function lessenedAt(p: Prepared, i: number): boolean {
  if (polarity(p, i) < 0 || smallShareBefore(p, i)) return true;
  for (let k = Math.max(0, i - LESSENED); k <= i + LESSENED && k < p.tokens.length; k += 1) {
    const t = p.tokens[k];
    if (t !== undefined && k !== i && p.clause[k] === p.clause[i] && FEWER.has(t.word) && p.negated[k] === 0) return true;
  }
  return false;
}

/** A word's part of speech as the negation test compares it: a negated verb is not a negated noun ("did not *repair*" against "reference *repair*"). */
function role(pos: string): string {
  if (pos === 'VERB' || pos === 'AUX') return 'verb';
  if (pos === 'NOUN' || pos === 'PROPN') return 'noun';
  return pos === 'ADJ' || pos === 'ADV' ? 'modifier' : pos;
}

/**
 * The role of token `i`: its part of speech as `role` reads it, except that a word tagged as a noun
 * right before a determiner is a verb ("equation *drives* all three masses"): a noun takes none after it.
 */
function roleAt(p: Prepared, i: number): string {
  const own = role(p.tokens[i]?.pos ?? '');
  if (own === 'verb') return own;
  // A word after an auxiliary and its negation is a verb whatever its tag ("did not *superconduct*"), and so is a word in "-ing" a contrast sets aside ("widened the gap rather than *closing* it").
  if (isNounBeforeDeterminer(p, i) || verbAt(p, i) || (p.contrasted[i] === 1 && p.tokens[i]?.word.endsWith('ing') === true)) return 'verb';
  return own;
}

/** Parts of speech that name what a clause speaks of: its subject and its object are noun phrases. */
const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);

/** The key terms of the noun phrases of token `i`'s clause on one side of it (`side` -1 before, 1 after). */
function nominalKeys(p: Prepared, from: number, to: number, weights: TermWeights): Set<number> {
  const out = new Set<number>();
  for (let k = from; k < to; k += 1) {
    const t = p.tokens[k];
    if (t !== undefined && NOMINAL.has(t.pos) && t.term >= 0 && weights.isKey(t.term)) out.add(t.term);
  }
  return out;
}

/**
 * The key terms of the noun phrases of token `i`'s clause before it: what the clause says it of. A
 * verb coordinated with one before it ("committed to an early guess *and never recovered*") says it of
 * that verb's subject, not of its object.
 */
function subjectKeys(p: Prepared, i: number, weights: TermWeights): Set<number> {
  let start = i;
  while (start > 0 && p.clause[start - 1] === p.clause[i]) start -= 1;
  let end = i;
  for (let k = i - 1; k >= start; k -= 1) {
    const t = p.tokens[k] as Token;
    if (t.pos === 'NOUN' || t.pos === 'PROPN') break;
    if (t.pos === 'CCONJ') {
      let verb = k - 1;
      while (verb >= start && p.tokens[verb]?.pos !== 'VERB') verb -= 1;
      if (verb >= start) end = verb;
      break;
    }
  }
  const out = nominalKeys(p, start, end, weights);
  // "…training rewards prediction, *not relational labour*": a contrast says its subject in the clause before.
  if (out.size === 0 && start > 0 && p.negationInClause[i] === 1) {
    const before = p.clause[start - 1];
    let k = start - 1;
    while (k > 0 && p.clause[k - 1] === before) k -= 1;
    return nominalKeys(p, k, start, weights);
  }
  return out;
}

/** True when a pronoun stands before token `i` in its clause ("*it* raised… and asked"): its subject is named elsewhere. */
function pronounSubject(p: Prepared, i: number): boolean {
  for (let k = i - 1; k >= 0 && p.clause[k] === p.clause[i]; k -= 1) if (p.tokens[k]?.pos === 'PRON') return true;
  return false;
}

/** True when token `i` is a verb in the passive ("can no longer *be induced*"): its subject is what the active verb takes as object. */
function passiveAt(p: Prepared, i: number): boolean {
  if (p.tokens[i]?.pos !== 'VERB') return false;
  for (let k = i - 1; k >= 0 && k >= i - 3 && p.clause[k] === p.clause[i]; k -= 1) {
    const t = p.tokens[k] as Token;
    if (t.pos === 'AUX' && t.lemma === 'be') return true;
    if (t.pos !== 'ADV' && t.pos !== 'PART' && t.pos !== 'DET') return false;
  }
  return false;
}

/** The key terms of the noun phrases of token `i`'s clause after it: what the verb takes. */
function objectKeys(p: Prepared, i: number, weights: TermWeights): Set<number> {
  let end = i + 1;
  while (end < p.tokens.length && p.clause[end] === p.clause[i]) end += 1;
  return nominalKeys(p, i + 1, end, weights);
}

/** True when the two sets share a term. */
function meet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  for (const k of a) if (b.has(k)) return true;
  return false;
}

/**
 * False when both clauses name what they speak of before the word and the two share nothing ("a
 * chatbot *reinforces*" against "notebooks do not *reinforce*"); a verb in the passive speaks of what
 * the other's active verb takes ("bit flips can no longer *be induced*" against "GPUHammer *induces* bit flips").
 */
function sameSubject(a: Prepared, i: number, b: Prepared, j: number, weights: TermWeights): boolean {
  const mine = subjectKeys(a, i, weights);
  const theirs = subjectKeys(b, j, weights);
  // A subject the passage leaves unnamed ("*it* raised task success… and asked") is not the sentence's when the passage names that one in another clause ("Compared with *a single-turn baseline*, it…").
  if (theirs.size === 0 && mine.size > 0 && pronounSubject(b, j))
    return ![...mine].every((k) => b.tokens.some((t, m) => t.term === k && b.clause[m] !== b.clause[j]));
  if (mine.size === 0 || theirs.size === 0 || meet(mine, theirs)) return true;
  // A verb that takes no object speaks of what the other's takes ("semaglutide did not *improve* waist circumference" against "waist circumference *improved*").
  if ((takesNothing(b, j) && meet(objectKeys(a, i, weights), theirs)) || (takesNothing(a, i) && meet(objectKeys(b, j, weights), mine))) return true;
  const passive = passiveAt(a, i);
  if (passive !== passiveAt(b, j)) return passive ? meet(mine, objectKeys(b, j, weights)) : meet(theirs, objectKeys(a, i, weights));
  return false;
}

/** True when token `j`'s clause in `p` holds `term`. */
function clauseHolds(p: Prepared, j: number, term: number): boolean {
  const clause = p.clause[j];
  for (let k = j; k >= 0 && p.clause[k] === clause; k -= 1) if (p.tokens[k]?.term === term) return true;
  for (let k = j + 1; k < p.tokens.length && p.clause[k] === clause; k += 1) if (p.tokens[k]?.term === term) return true;
  return false;
}

/** How many key terms the clauses holding token `i` of `a` and token `j` of `b` share (`clauseKeys` of both, counted without building either: pairs are many, clauses short). */
function clausesShare(a: Prepared, i: number, b: Prepared, j: number, weights: TermWeights): number {
  const clause = a.clause[i];
  let start = i;
  while (start > 0 && a.clause[start - 1] === clause) start -= 1;
  let n = 0;
  for (let k = start; k < a.tokens.length && a.clause[k] === clause; k += 1) {
    const term = a.tokens[k]?.term ?? -1;
    if (term < 0 || !weights.isKey(term)) continue;
    // Each term once: skip one the clause already held before this word.
    let earlier = false;
    for (let m = start; m < k && !earlier; m += 1) earlier = a.tokens[m]?.term === term;
    if (!earlier && clauseHolds(b, j, term)) n += 1;
  }
  return n;
}

/**
 * True when token `j` of the passage neither agrees with token `i` of the sentence nor turns it: a
 * mention with no direction and no negation against a change ("(incidence rate ratio 0.37)"), or the
 * word in another role against a negation ("*replication* effect sizes" says nothing of whether
 * experiments "rarely *replicate*").
 */
function neutral(sentence: Prepared, i: number, passage: Prepared, j: number): boolean {
  if (passage.negationInClause[j] !== 0 || polarity(passage, j) !== 0) return false;
  if (polarity(sentence, i) !== 0 && !negatedAt(sentence, i)) return true;
  return negatedAt(sentence, i) && roleAt(sentence, i) !== roleAt(passage, j);
}

/** The same word negated on one side only, or stated in opposite directions, wherever the passage says it of the same thing. */
function negationOrDirection(sentence: Prepared, passage: Prepared, shared: readonly number[], weights: TermWeights): Contradiction | null {
  for (const term of shared) {
    const i = sentence.terms.get(term);
    if (i === undefined) continue;
    // Every place the passage states the term in a clause about the same thing must say the opposite.
    let found: Contradiction['reason'] | null = null;
    let agrees = false;
    for (let j = 0; j < passage.tokens.length && !agrees; j += 1) {
      if (passage.tokens[j]?.term !== term) continue;
      // The clauses speak of the same thing, or the whole sentences share much ("never recovered, | even when the user supplied the detail").
      if (shared.length < MIN_SHARED_SENTENCE && clausesShare(sentence, i, passage, j, weights) < MIN_SHARED_FOR_CONTRADICTION) continue;
      const opposite = oppositeAt(sentence, i, passage, j, weights);
      if (opposite !== null) found ??= opposite;
      else if (!neutral(sentence, i, passage, j)) agrees = true;
    }
    if (!agrees && found !== null) return { term: sentence.tokens[i]?.word ?? '', reason: found };
  }
  return null;
}

/** True when token `i` is part of a ratio ("a quarter *as many* as", "twice as *long*"), which says how much, not which way. */
function ratioAt(p: Prepared, i: number): boolean {
  for (let k = Math.max(0, i - 3); k < i; k += 1) if (RATIO_WORDS.has(p.tokens[k]?.word ?? '') && p.tokens[k + 1]?.word === 'as') return true;
  return false;
}

/** Opposite words on the same thing ("longer" against "shorter", "well" against "poorly"), neither negated, the passage not saying both. */
function oppositeWords(sentence: Prepared, passage: Prepared, shared: number, weights: TermWeights, opposites: WordOpposites): Contradiction | null {
  // The way each word of the passage states a change (0 for none, or negated), read when a verb of change asks.
  let ways: number[] | undefined;
  for (let i = 0; i < sentence.tokens.length; i += 1) {
    const a = sentence.tokens[i];
    if (a === undefined || a.compound || sentence.negationInClause[i] === 1) continue;
    // "put their names *down*" against "signed *up*": words of position are read as directions (`directionOf`), not as opposites.
    const opposite = isPosition(a.word) ? null : opposites.at(i);
    // A word of change is the opposite of any word of the other way ("is *shrinking*" against "was *larger*").
    // A word of direction is never a term, so a verb with a term is no word of change.
    const way = a.pos === 'VERB' && a.term < 0 ? directionOf(a.word) : rateAt(sentence, i) || sizeWayOf(a);
    if ((opposite === null && way === 0) || ratioAt(sentence, i)) continue;
    if (way !== 0)
      ways ??= passage.tokens.map((b, j) => (b.compound || passage.negationInClause[j] === 1 ? 0 : directionOf(b.word) || rateAt(passage, j) || sizeWayOf(b)));
    // "*more often* rehired" says how often, not how much: it is no opposite of "*fewer* firms hired".
    if (FREQUENCY.has(sentence.tokens[i + 1]?.word ?? '')) continue;
    for (let j = 0; j < passage.tokens.length; j += 1) {
      const turned = way !== 0 && (ways?.[j] ?? 0) === -way;
      if (!turned && (opposite === null || !saysOpposite(passage, j, opposite))) continue;
      // Opposite nouns name two things ("among *men*" against "girls and *women*"), not two claims about one.
      if (!turned && namesAThing(a.pos) && namesAThing(passage.tokens[j]?.pos ?? '')) continue;
      // Opposite words before a name are part of two names ("the *southern* High Plains" against "the *northern* High Plains"): two places, not two claims.
      if (!turned && sentence.tokens[i + 1]?.pos === 'PROPN' && passage.tokens[j + 1]?.pos === 'PROPN') continue;
      // A quality said of whom a study took ("people *with* … *high* blood pressure") describes a group, not a claim about it.
      if (!turned && (traitAt(passage, j) || traitAt(sentence, i))) continue;
      // A word in a relative clause on one side only says which things are spoken of ("specimens *that pass* the mark"), not what the other side's word says of them ("can still *fail*").
      if (relativeAt(sentence, i) !== relativeAt(passage, j)) continue;
      // The clauses speak of the same thing, or the whole texts share much ("Preference optimization, whatever its costs, *narrows* the gap").
      if (shared < MIN_SHARED_SENTENCE && clausesShare(sentence, i, passage, j, weights) < MIN_SHARED_FOR_CONTRADICTION) continue;
      const mine = attachment(sentence, i, weights);
      const near = attachment(passage, j, weights);
      // Both said of the same thing, the same way: "*more* reasoning training" is no opposite of "followed constraints *less* often".
      // Two verbs turn their object or, without one, their subject: "*increased* defects" and "defects *decreased*" speak of one thing.
      const verbs = a.pos === 'VERB' && passage.tokens[j]?.pos === 'VERB';
      if ((!verbs && mine.forward !== near.forward) || ![...mine.keys].some((k) => near.keys.has(k))) continue;
      // The passage saying the sentence's own words too ("…but contributed significantly *less dialogue* overall") agrees.
      const follower = sentence.tokens[i + 1]?.word;
      if (passage.tokens.some((t, k) => t.word === a.word && passage.tokens[k + 1]?.word === follower)) continue;
      // A pair of opposite nouns the passage states both of ("an immediate *answer* over a clarifying *question*") names two things, not two claims.
      if (a.pos === 'NOUN' && passage.tokens.some((t, k) => t.lemma === a.lemma && t.pos === 'NOUN' && passage.negationInClause[k] === 0)) continue;
      // A change the passage also states the sentence's way, of the same thing ("reasoning *improved*" beside "reasoning accuracy *rose*"), agrees.
      if (turned && passage.tokens.some((_, k) => ways?.[k] === way && [...mine.keys].some((key) => attachedKeys(passage, k, weights).has(key)))) continue;
      return { term: a.word, reason: 'direction' };
    }
  }
  return null;
}

/** Two subjects and two predicates the passage pairs the other way round ("lump sums … food security, while monthly payments … durables"), named by the sentence's first subject word. */
function crossed(sentence: Prepared, passage: Prepared, weights: TermWeights): Contradiction | null {
  if (!crossedPairings(sentence, passage, weights)) return null;
  const first = sentence.tokens.find((t) => t.term >= 0 && weights.isKey(t.term));
  return { term: first?.word ?? '', reason: 'direction' };
}

/** True when the clause of token `k` of `p` holds a word of `keys` (`sideKey`), or `keys` names nothing. */
function clauseNames(p: Prepared, k: number, keys: ReadonlySet<string>): boolean {
  if (keys.size === 0) return true;
  return p.tokens.some((t, m) => p.clause[m] === p.clause[k] && keys.has(sideKey(t)));
}

/** A comparison of the sentence that a comparison of the passage turns round ("A beats B" against "B beats A"). */
function turnedComparison(sentence: Prepared, passage: Prepared, weights: TermWeights): Contradiction | null {
  // The passage's comparisons by clause, read once whichever clause of the sentence asks.
  let theirsByClause: Array<[number, Comparison[]]> | undefined;
  for (const c of new Set(sentence.clause)) {
    const [mine] = comparisonsIn(sentence, c, weights);
    if (mine === undefined) continue;
    theirsByClause ??= [...new Set(passage.clause)].map((d) => [d, comparisonsIn(passage, d, weights)]);
    for (const [d, all] of theirsByClause) {
      // The passage's comparison on the same thing: "did *better* on the task and produced *more* dialogue than peers" compares on both.
      const theirs = all.find((t) => sameDimension(mine, t));
      if (theirs === undefined || !comparisonsDisagree(mine, theirs)) continue;
      // The passage saying it too, in another clause ("…more knowledge-based dialogue than peers, but *less* dialogue overall").
      // Only a clause that names what the sentence compares counts: "human arguments were rated *more* creative" says nothing of logical soundness.
      if (mine.word !== '' && passage.tokens.some((t, k) => t.word === mine.word && passage.clause[k] !== d && clauseNames(passage, k, mine.dimension)))
        continue;
      const word = sentence.tokens.find((t, k) => sentence.clause[k] === c && (mine.subject.has(sideKey(t)) || mine.object.has(sideKey(t))));
      return { term: word?.word ?? '', reason: 'direction' };
    }
  }
  return null;
}

/**
 * An explicit opposite between the sentence and the passage, or `null`. Only where both speak of
 * the same thing (the clauses share key terms) and the signal is explicit: the same word, in the
 * same role, negated on one side and free of any negation on the other ("recover" against "never
 * recovered"; a negated verb is not a negated object); opposite directions on a shared term;
 * opposite words from WordNet on the same thing ("longer" against "shorter"), neither negated; or a
 * comparison whose sides or direction are turned round ("A beats B" against "B beats A").
 */
export function contradictionOf(
  sentence: Prepared,
  passage: Prepared,
  shared: readonly number[],
  weights: TermWeights,
  opposites: WordOpposites,
): Contradiction | null {
  // A comparison names its two sides, which is evidence enough that both speak of the same thing.
  if (shared.length < MIN_SHARED_FOR_CONTRADICTION) return shared.length > 0 ? turnedComparison(sentence, passage, weights) : null;
  return (
    negationOrDirection(sentence, passage, shared, weights) ??
    deniedChange(sentence, passage, weights, shared.length) ??
    oppositeWords(sentence, passage, shared.length, weights, opposites) ??
    turnedComparison(sentence, passage, weights) ??
    crossed(sentence, passage, weights) ??
    stoppedAgainstContinued(sentence, passage, weights) ??
    mostAgainstFew(sentence, passage, weights) ??
    deniedAgainstStated(sentence, passage, weights)
  );
}

/** A contradiction the sentence's figures explain: a share stated as its complement turns the words too ("38% rejected" for "failed to reject in 62%"). */
export function explainedByFigures(contradiction: Contradiction | null, complemented: boolean): boolean {
  return contradiction !== null && complemented && contradiction.reason === 'negation';
}

/**
 * The noun a direction word turns when token `i` only names its kind: "higher *job* satisfaction"
 * turns the satisfaction, "fewer *jobs*" the jobs. The lemma of the last noun of the run of nouns
 * `i` starts, or `i`'s own when none follows it.
 */
function headOf(p: Prepared, i: number): string {
  let k = i;
  while (namesAThing(p.tokens[k]?.pos ?? '') && namesAThing(p.tokens[k + 1]?.pos ?? '') && p.clause[k + 1] === p.clause[i] && !p.tokens[k + 1]?.compound)
    k += 1;
  return p.tokens[k]?.lemma ?? '';
}

/** True when words of likelihood at token `i` of `a` and `j` of `b` measure two things (`measuresDiffer`): "more likely to be *employed*" against "less likely … to *smoke*". */
function likelihoodsDiffer(a: Prepared, i: number, b: Prepared, j: number, weights: TermWeights): boolean {
  return measuresDiffer(measureOf(a, i, weights), measureOf(b, j, weights));
}

/** True when token `i` stands after "than" in its clause: the side a comparison sets below the other. */
function afterThan(p: Prepared, i: number): boolean {
  for (let k = i - 1; k >= 0 && p.clause[k] === p.clause[i]; k -= 1) if (p.tokens[k]?.word === 'than' && p.tokens[k - 1]?.word !== 'rather') return true;
  return false;
}

/** How token `i` of the sentence and token `j` of the passage (the same term) say opposite things, or `null` when they do not. */
function oppositeAt(sentence: Prepared, i: number, passage: Prepared, j: number, weights: TermWeights): Contradiction['reason'] | null {
  // A contrast ("teachers rather than *volunteers*") agrees with the other side of a comparison ("larger effects than those using *volunteers*"); a negation in a relative clause is a remark, not the claim.
  const negI = negatedAt(sentence, i) && !(sentence.contrasted[i] === 1 && afterThan(passage, j)) && !relativeAt(sentence, i);
  const negJ = negatedAt(passage, j) && !(passage.contrasted[j] === 1 && afterThan(sentence, i)) && !relativeAt(passage, j);
  const sameRole = roleAt(sentence, i) === roleAt(passage, j);
  // "rarely voiced" and "voiced far fewer" agree: the side without a negation says the same with a word of decrease.
  const lessened = (negI && lessenedAt(passage, j)) || (negJ && lessenedAt(sentence, i));
  if (sameRole && !lessened && sameSubject(sentence, i, passage, j, weights)) {
    if ((negI && !negJ && passage.negationInClause[j] === 0) || (negJ && !negI && sentence.negationInClause[i] === 0)) return 'negation';
  }
  const a = polarity(sentence, i);
  const b = polarity(passage, j);
  if (a !== 0 && b !== 0 && a !== b && headOf(sentence, i) === headOf(passage, j) && !likelihoodsDiffer(sentence, i, passage, j, weights))
    return sentence.directionNegated[i] === passage.directionNegated[j] ? 'direction' : 'negation';
  return null;
}

/** Prepositions that open a phrase saying when a claim holds ("*after* the state's minimum-wage increase"). */
const SCENE = new Set(['after', 'before', 'following', 'since', 'until']);

/** True when token `i` stands in a phrase of `SCENE` with no verb between: it sets the scene of the claim, not a second claim. */
function sceneAt(p: Prepared, i: number): boolean {
  for (let k = i - 1; k >= 0 && p.clause[k] === p.clause[i]; k -= 1) {
    const t = p.tokens[k] as Token;
    if (t.pos === 'VERB' || t.pos === 'AUX') return false;
    if (SCENE.has(t.word) && t.pos === 'ADP') return true;
  }
  return false;
}

/**
 * True when `p` itself states both ways, neither in a ratio: a word of increase and one of decrease
 * ("raised effort on balance, but … drew much *less* effort"), a negated word of one way counting as the
 * other, or a word beside its WordNet opposite ("*worse* rather than *better*", "too *well* … too *poorly*").
 */
export function statesBothWays(p: Prepared, opposites: WordOpposites): boolean {
  // The other side of a comparison ("larger models … than *smaller* ones") names what is compared, not a second claim.
  const compared = new Uint8Array(p.tokens.length);
  let comparedClause = -1;
  p.tokens.forEach((t, i) => {
    if (t.word === 'than' && p.tokens[i - 1]?.word !== 'rather') comparedClause = p.clause[i] ?? -1;
    else if (p.clause[i] === comparedClause) compared[i] = 1;
  });
  const counts = (i: number): boolean => {
    const t = p.tokens[i] as Token;
    return !t.compound && compared[i] === 0 && !ratioAt(p, i) && !isPosition(t.word) && !sceneAt(p, i);
  };
  let up = false;
  let down = false;
  for (let i = 0; i < p.tokens.length; i += 1) {
    const t = p.tokens[i] as Token;
    if (!counts(i)) continue;
    const d = directionOf(t.word);
    if (d !== 0) {
      const way = p.negated[i] === 1 ? -d : d;
      up ||= way > 0;
      down ||= way < 0;
      if (up && down) return true;
    }
    // Opposite qualities ("worse … better", "well … poorly"); opposite nouns name two things ("question–answer pairs").
    if ((t.pos !== 'ADJ' && t.pos !== 'ADV') || p.negationInClause[i] === 1) continue;
    const opposite = opposites.at(i);
    if (opposite === null) continue;
    for (let k = i + 1; k < p.tokens.length; k += 1) if (counts(k) && saysOpposite(p, k, opposite)) return true;
  }
  return false;
}

/** Key terms another passage must share with the sentence before an opposite there counts. */
const MIN_SHARED_ELSEWHERE = 3;
/** Most other passages searched for an opposite. */
const MAX_ELSEWHERE = 3;

/**
 * An explicit opposite in another passage of the note that speaks of the same thing (sharing
 * `MIN_SHARED_ELSEWHERE` key terms): the best passage can be the note's opening claim while its next
 * sentence says the opposite ("They contributed significantly *less* dialogue overall").
 */
export function contradictionElsewhere(text: Prepared, note: NoteText, best: number, weights: TermWeights, opposites: WordOpposites): Contradiction | null {
  // Key terms each passage shares with the text, counted through the note's term → passages index.
  const common = new Int32Array(note.length);
  for (const t of text.terms.keys()) {
    if (!weights.isKey(t)) continue;
    for (const i of note.passagesWith(t)) common[i] = (common[i] ?? 0) + 1;
  }
  let searched = 0;
  for (let i = 0; i < note.length && searched < MAX_ELSEWHERE; i += 1) {
    if (i === best || note.isQuestion(i)) continue;
    if ((common[i] ?? 0) < MIN_SHARED_ELSEWHERE) continue;
    searched += 1;
    const passage = note.full(i);
    const found = contradictionOf(text, passage, sharedKeys(text, passage, weights), weights, opposites);
    if (found !== null) return found;
  }
  return null;
}
