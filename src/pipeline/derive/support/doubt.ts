/**
 * Whether a passage may be shown as supporting a citing sentence at all: never beside a sentence
 * that may say the opposite. Looser than `contradiction.ts`, which must be sure before it accuses:
 * here a negation on one side only, a pair of opposite words, one way of change against the other,
 * or a comparison turned round is reason enough to show the passage as the closest one and let the
 * reader judge. Pure and offline.
 */
import { lessenedAt } from './contradiction.ts';
import { mainVerbAt } from './compare.ts';
import { directionOf, isNegationCue, isPosition } from './lexicon.ts';
import { type Prepared, sharedKeys } from './passage.ts';
import { clauseKeys, negatedAt, relativeAt, verbless } from './phrase.ts';
import { comparisonsDisagree, comparisonsIn } from './roles.ts';
import { namesAThing, type Token } from './tokens.ts';
import type { TermWeights } from './weights.ts';
import { saysOpposite, type WordOpposites } from './word-opposites.ts';

/** Why a passage is not shown as support: the sentence may deny it, turn it with an opposite word or a change the other way, or swap a comparison's sides. */
export type Doubt = 'polarity' | 'opposite' | 'direction' | 'comparison';

/** The key terms of each clause of `p`, by clause. */
function clauseTerms(p: Prepared, weights: TermWeights): Array<Set<number>> {
  const out: Array<Set<number>> = [];
  p.tokens.forEach((t, k) => {
    const c = p.clause[k] ?? 0;
    const set = (out[c] ??= new Set());
    if (t.term >= 0 && weights.isKey(t.term)) set.add(t.term);
  });
  return out;
}

/** The clauses of a sentence and a passage by their key terms (`clauseTerms`), worked out when first asked. */
class Topics {
  private readonly sentence: Prepared;
  private readonly passage: Prepared;
  private readonly weights: TermWeights;
  private mine: Array<Set<number>> | undefined;
  private theirs: Array<Set<number>> | undefined;

  constructor(sentence: Prepared, passage: Prepared, weights: TermWeights) {
    this.sentence = sentence;
    this.passage = passage;
    this.weights = weights;
  }

  /** True when the clause of token `i` of the sentence and that of token `j` of the passage share a key term: both speak of the same thing. */
  meet(i: number, j: number): boolean {
    this.mine ??= clauseTerms(this.sentence, this.weights);
    this.theirs ??= clauseTerms(this.passage, this.weights);
    const mine = this.mine[this.sentence.clause[i] ?? 0];
    const theirs = this.theirs[this.passage.clause[j] ?? 0];
    if (mine === undefined || theirs === undefined) return false;
    for (const term of theirs) if (mine.has(term)) return true;
    return false;
  }
}

/** Ways a text states a term: outside any negation, as the word a negation governs ("did not *lower*"), or beside a word of a smaller amount, which agrees with a negation ("*far fewer* perspectives" and "rarely voiced"). */
const FREE = 1;
const NEGATED = 2;
const LESSENED = 4;

/** How `p` states `term` (`FREE`, `NEGATED`, `LESSENED`, or'ed); a contrast ("rather than") sets an alternative aside and counts as none. */
function statedAs(p: Prepared, term: number): number {
  let out = 0;
  p.tokens.forEach((t, k) => {
    if (t.term !== term || p.contrasted[k] === 1) return;
    if (negatedAt(p, k)) out |= NEGATED;
    else if (lessenedAt(p, k)) out |= LESSENED;
    else if (p.negationInClause[k] === 0) out |= FREE;
  });
  return out;
}

/** True when a key term both texts share is denied on one side only: every mention on one side negated, every one on the other free. */
function denied(sentence: Prepared, passage: Prepared, shared: readonly number[]): boolean {
  for (const term of shared) {
    const mine = statedAs(sentence, term);
    const theirs = statedAs(passage, term);
    if ((mine === NEGATED && theirs === FREE) || (mine === FREE && theirs === NEGATED)) return true;
  }
  return false;
}

/** True when `p` denies nothing: no negation cue stands in any of its clauses. */
function affirms(p: Prepared): boolean {
  return !p.negationInClause.includes(1) && !p.tokens.some((t) => !t.compound && isNegationCue(t.lemma));
}

/** True when the sentence denies its main verb ("did *not* lower", "*rarely* transfers", "is *no longer* driving") and the passage denies nothing. */
function deniedPoint(sentence: Prepared, passage: Prepared): boolean {
  const verb = mainVerbAt(sentence);
  if (verb < 0 || sentence.contrasted[verb] === 1) return false;
  return (negatedAt(sentence, verb) || sentence.negationInClause[verb] === 1) && affirms(passage);
}

/** Words that state an absence, a shortfall or a smaller amount without a negation cue ("*absent* from the labels", "benchmarks *miss* it", "relying *only* on", "voiced far *fewer*"): a passage holding one may carry a denial. */
const ABSENCE = new Set([
  'absent',
  'absence',
  'miss',
  'lack',
  'without',
  'only',
  'little',
  'few',
  'fewer',
  'less',
  'rare',
  'infrequent',
  'unable',
  'neither',
  'nor',
]);

/** True when `passage` denies or lessens anything: a word a negation governs (a contrast, "rather than", sets an alternative aside and denies nothing), a negation cue or a word of `ABSENCE`. */
function deniesAnything(passage: Prepared): boolean {
  return passage.tokens.some(
    (t, j) => (passage.negated[j] === 1 && passage.contrasted[j] === 0) || (!t.compound && (isNegationCue(t.lemma) || ABSENCE.has(t.lemma))),
  );
}

/** Words that name a number or a part of a whole: a denial said of a part ("*one in five* failed to respond", "*about half* did not survive") states the complement of a share. */
const SHARE_WORDS = new Set([
  'half',
  'third',
  'quarter',
  'fifth',
  'tenth',
  'most',
  'many',
  'some',
  'few',
  'majority',
  'minority',
  'share',
  'fraction',
  'proportion',
]);

/** True when a number or a word of a share stands before token `i` in its clause or in the clauses of no verb before it ("nearly *half* of the findings, thirteen in all, failed"). */
function shareBefore(p: Prepared, i: number): boolean {
  let c = p.clause[i] ?? -1;
  while (c > 0 && verbless(p, c - 1)) c -= 1;
  for (let k = i - 1; k >= 0 && (p.clause[k] ?? -1) >= c; k -= 1) {
    const t = p.tokens[k] as Token;
    if (t.pos === 'NUM' || SHARE_WORDS.has(t.lemma)) return true;
  }
  return false;
}

/**
 * True when the sentence denies a verb of its claim ("did *not* reduce the rate of stroke", "*failed* to
 * show", "*rarely* improved") and the passage denies and lessens nothing: a passage that only affirms
 * cannot carry a denial. A verb in a relative clause describes a noun, a contrast ("rather than")
 * sets an alternative aside, and a denial said of a share states its complement: none is counted.
 */
function deniedVerb(sentence: Prepared, passage: Prepared, weights: TermWeights): boolean {
  for (let i = 0; i < sentence.tokens.length; i += 1) {
    if (!negatedAt(sentence, i) || sentence.contrasted[i] === 1 || sentence.tokens[i]?.pos !== 'VERB' || relativeAt(sentence, i) || shareBefore(sentence, i))
      continue;
    return !deniesAnything(passage) || !deniesWhatIsDenied(sentence, i, passage, weights);
  }
  return false;
}

/**
 * True when a denial or a word of absence in `passage` is said of what verb `i` of `sentence`
 * denies: the passage denies the verb itself, or the clause of its denying word shares a key term
 * with the verb's clause (`clauseKeys`: "the boost to *risk taking* did not reappear" and "no
 * significant effect on testosterone, cortisol or financial *risk taking*"); "little or no
 * labelled data" beside "did not lower the model's accuracy" denies another thing.
 */
function deniesWhatIsDenied(sentence: Prepared, i: number, passage: Prepared, weights: TermWeights): boolean {
  const lemma = sentence.tokens[i]?.lemma;
  const denied = clauseKeys(sentence, i, weights);
  return passage.tokens.some((t, j) => {
    const denying = (passage.negated[j] === 1 && passage.contrasted[j] === 0) || (!t.compound && (isNegationCue(t.lemma) || ABSENCE.has(t.lemma)));
    if (!denying) return false;
    if (passage.tokens.some((u, k) => passage.clause[k] === passage.clause[j] && u.lemma === lemma)) return true;
    for (const term of clauseKeys(passage, j, weights)) if (denied.has(term)) return true;
    return false;
  });
}

/** The way of change token `i` of `p` states: its direction, turned when it is negated (0 for none, or for a word of position). */
function wayAt(p: Prepared, i: number): number {
  const t = p.tokens[i];
  if (t === undefined || t.compound || isPosition(t.word)) return 0;
  const d = directionOf(t.word);
  return p.negated[i] === 1 ? -d : d;
}

/** True when words of change of the sentence meet only words of the other way in the passage, in clauses on the same thing. */
function otherWay(sentence: Prepared, passage: Prepared, topics: Topics): boolean {
  let against = false;
  for (let i = 0; i < sentence.tokens.length; i += 1) {
    const way = wayAt(sentence, i);
    if (way === 0) continue;
    for (let j = 0; j < passage.tokens.length; j += 1) {
      const theirs = wayAt(passage, j);
      if (theirs === 0 || !topics.meet(i, j)) continue;
      if (theirs === way) return false;
      against = true;
    }
  }
  return against;
}

/** Points of the compass: tagged as nouns ("further *west*"), they name a direction, not a thing. */
const COMPASS = new Set(['north', 'south', 'east', 'west']);

/** True when `t` is a point of the compass tagged as a common noun (a name, "*West* Africa", stays a name). */
function pointOfCompass(t: Token): boolean {
  return t.pos === 'NOUN' && COMPASS.has(t.lemma);
}

/** True when a word of `sentence` has a WordNet opposite in `passage` on the same thing, neither negated, and neither text says the other's word too. */
function opposite(sentence: Prepared, passage: Prepared, topics: Topics, opposites: WordOpposites): boolean {
  for (let i = 0; i < sentence.tokens.length; i += 1) {
    const a = sentence.tokens[i];
    if (a === undefined || a.compound || sentence.negationInClause[i] === 1) continue;
    const found = opposites.at(i);
    if (found === null) continue;
    if (passage.tokens.some((t) => t.lemma === a.lemma)) continue;
    for (let j = 0; j < passage.tokens.length; j += 1) {
      const b = passage.tokens[j];
      if (b === undefined || !saysOpposite(passage, j, found)) continue;
      if ((namesAThing(a.pos) && !pointOfCompass(a)) || (namesAThing(b.pos) && !pointOfCompass(b))) continue;
      if (sentence.tokens.some((t) => t.lemma === b.lemma)) continue;
      if (topics.meet(i, j)) return true;
    }
  }
  return false;
}

/** True when a comparison of `sentence` and one of `passage` on the same thing come out the other way round. */
function turned(sentence: Prepared, passage: Prepared, weights: TermWeights): boolean {
  const mine = [...new Set(sentence.clause)].flatMap((c) => comparisonsIn(sentence, c, weights));
  if (mine.length === 0) return false;
  const theirs = [...new Set(passage.clause)].flatMap((d) => comparisonsIn(passage, d, weights));
  return mine.some((m) => theirs.some((t) => comparisonsDisagree(m, t)));
}

/**
 * Why `passage` may not support `sentence`, or `null`: one denies and the other does not; they hold
 * a pair of WordNet opposites (`opposites`: the sentence's); one states a change only one way and the
 * other only the other way; or a comparison of each disagrees (`comparisonsDisagree`).
 */
export function doubtOf(sentence: Prepared, passage: Prepared, weights: TermWeights, opposites: WordOpposites): Doubt | null {
  const topics = new Topics(sentence, passage, weights);
  // A sentence that gives a figure may state its complement ("three in ten do not survive" for "70% survive"): `figures.ts` judges that.
  if (
    sentence.figures.length === 0 &&
    (denied(sentence, passage, sharedKeys(sentence, passage, weights)) || deniedPoint(sentence, passage) || deniedVerb(sentence, passage, weights))
  )
    return 'polarity';
  if (opposite(sentence, passage, topics, opposites)) return 'opposite';
  if (otherWay(sentence, passage, topics)) return 'direction';
  return turned(sentence, passage, weights) ? 'comparison' : null;
}
