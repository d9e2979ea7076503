/**
 * What a word in a clause is said of: the phrase a direction word or an opposite turns
 * (`attachment`), whether a verb takes an object, the key terms of a clause read with the
 * items of a list its commas split off, whether a word stands in a relative clause, and whether a
 * quality describes whom a study took ("people with high blood pressure"). Pure and offline.
 */
import type { Prepared } from './passage.ts';
import type { Token } from './tokens.ts';
import type { TermWeights } from './weights.ts';

/** Words either side of an opposite word ("*more* dialogue") that say what it is said of. */
const ATTACHED = 2;

/** Parts of speech that open a phrase of circumstance ("*Across* 412 plots", "*Although* …"), not an item of a list. */
const OPENS_CIRCUMSTANCE = new Set(['ADP', 'SCONJ', 'ADV']);

/** True when clause `c` of `p` is an item of a list of noun phrases: it holds no verb and opens with no preposition ("waist circumference, *blood pressure*, …"). */
export function verbless(p: Prepared, c: number): boolean {
  let seen = false;
  for (let k = 0; k < p.tokens.length; k += 1) {
    if (p.clause[k] !== c) continue;
    const pos = p.tokens[k]?.pos ?? '';
    if (!seen && OPENS_CIRCUMSTANCE.has(pos)) return false;
    seen = true;
    if (pos === 'VERB' || pos === 'AUX') return false;
  }
  return seen;
}

/**
 * The key terms of the clause that holds token `i`, with the clauses of no verb either side of it:
 * a list of noun phrases split at its commas is one clause ("did not improve waist circumference,
 * blood pressure or physical functioning").
 */
export function clauseKeys(p: Prepared, i: number, weights: TermWeights): Set<number> {
  const own = p.clause[i] ?? -1;
  let from = own;
  while (from > 0 && verbless(p, from - 1)) from -= 1;
  let to = own;
  while (verbless(p, to + 1)) to += 1;
  const out = new Set<number>();
  p.tokens.forEach((t, j) => {
    const c = p.clause[j] ?? -1;
    if (c >= from && c <= to && t.term >= 0 && weights.isKey(t.term)) out.add(t.term);
  });
  return out;
}

/** How many key terms of `a`'s clause at `i` `b`'s clause at `j` holds (`clauseKeys`). */
export function sharedClauseKeys(a: Prepared, i: number, b: Prepared, j: number, weights: TermWeights): number {
  const theirs = clauseKeys(b, j, weights);
  let n = 0;
  for (const k of clauseKeys(a, i, weights)) if (theirs.has(k)) n += 1;
  return n;
}

/** Parts of speech that end a verb's clause or open a phrase it does not take as object. */
const NO_OBJECT = new Set(['ADP', 'SCONJ', 'CCONJ', 'PUNCT']);

/** True when verb `i` of `p` takes no object: nothing but adverbs stands after it before a preposition, a conjunction or the clause's end ("waist circumference *improved* more with…"). */
export function takesNothing(p: Prepared, i: number): boolean {
  if (p.tokens[i]?.pos !== 'VERB' || p.tokens[i]?.compound) return false;
  let k = i + 1;
  while (p.clause[k] === p.clause[i] && (p.tokens[k]?.pos === 'ADV' || AMOUNTS.has(p.tokens[k]?.word ?? ''))) k += 1;
  return p.clause[k] !== p.clause[i] || NO_OBJECT.has(p.tokens[k]?.pos ?? '');
}

/** Words that open a clause of their own inside a sentence ("compliance fell *as* accuracy rose"). */
const BOUNDARY = new Set(['as', 'when', 'while', 'whereas', 'because', 'since', 'after', 'before', 'if', 'until']);

/** True when token `k` of `p` ends the phrase a word before it stands in: a preposition, a conjunction, a particle, or a word that opens a clause of its own. */
function endsPhrase(p: Prepared, k: number): boolean {
  const t = p.tokens[k];
  return t === undefined || PHRASE_END.has(t.pos) || BOUNDARY.has(t.word);
}

/** Nouns of measure, which name what they measure after them ("the *rate* at which it made deceptive claims", "the *share* of deceptive claims"). */
const MEASURES = new Set(['rate', 'share', 'proportion', 'number', 'level', 'amount', 'frequency', 'incidence', 'odds', 'risk', 'percentage', 'fraction']);

/** Words of amount that say what they measure after "of" ("*more* of its effort"). */
const AMOUNTS = new Set(['more', 'less', 'fewer', 'most', 'least']);

/** Prepositions after a noun of change that name what changes. */
const OF_WHAT = new Set(['in', 'of']);

/** Parts of speech that end the noun phrase a word stands before. */
const PHRASE_END = new Set(['ADP', 'CCONJ', 'SCONJ', 'PART', 'PUNCT']);

/**
 * What a word such as "more", "shorter" or "raised" turns, and which way it looks: forward, the key
 * terms of the phrase right after it when it is a verb or stands before a noun or adjective ("*more*
 * dialogue", "*raised* its agreement", "*shorter* answers"); else backward, those of its clause
 * before it, from the last word that opens a clause of its own ("errors grew *least*", "*as*
 * accuracy *rose*", "followed constraints *more* closely").
 */
export function attachment(p: Prepared, i: number, weights: TermWeights): { keys: Set<number>; forward: boolean } {
  const keys = new Set<number>();
  const add = (k: number): void => {
    const term = p.tokens[k]?.term ?? -1;
    if (term >= 0 && weights.isKey(term)) keys.add(term);
  };
  const next = p.tokens[i + 1]?.pos;
  // A verb followed by an adjective and a preposition takes no object: "employment *rose relative to* Pennsylvania" says it of employment.
  const adverbial = p.tokens[i]?.pos === 'VERB' && next === 'ADJ' && p.tokens[i + 2]?.pos === 'ADP';
  if (!adverbial && (p.tokens[i]?.pos === 'VERB' || next === 'NOUN' || next === 'PROPN' || next === 'ADJ' || next === 'VERB')) {
    // A word that opens a clause of its own ends the phrase whatever its tag ("accuracy increased *when* relevant passages sat…").
    let k = i + 1;
    let measure = 0;
    for (; k <= i + ATTACHED + 1 && k < p.tokens.length && p.clause[k] === p.clause[i] && !endsPhrase(p, k); k += 1) {
      add(k);
      if (p.tokens[k]?.pos === 'NOUN') measure = measure === 0 && MEASURES.has(p.tokens[k]?.lemma ?? '') ? 1 : -1;
    }
    // "lowered *the rate* at which it made deceptive claims": a noun of measure, alone, names what it measures after it.
    if (measure === 1) for (; k < p.tokens.length && p.clause[k] === p.clause[i] && !BOUNDARY.has(p.tokens[k]?.word ?? ''); k += 1) add(k);
    if (keys.size > 0) return { keys, forward: true };
  }
  // A noun of change says what it changes after "in" or "of" ("stable *gains* in empathy", "a *reduction* of errors"), an amount after "of" ("*more* of its effort").
  if ((p.tokens[i]?.pos === 'NOUN' && OF_WHAT.has(p.tokens[i + 1]?.word ?? '')) || (AMOUNTS.has(p.tokens[i]?.word ?? '') && p.tokens[i + 1]?.word === 'of')) {
    for (let k = i + 2; k <= i + ATTACHED + 2 && k < p.tokens.length && p.clause[k] === p.clause[i] && !PHRASE_END.has(p.tokens[k]?.pos ?? ''); k += 1) add(k);
    if (keys.size > 0) return { keys, forward: true };
  }
  let start = i - 1;
  while (start > 0 && p.clause[start - 1] === p.clause[i] && !BOUNDARY.has(p.tokens[start]?.word ?? '')) start -= 1;
  for (let k = start; k < i; k += 1) add(k);
  return { keys, forward: false };
}

/** The key terms `attachment` finds for token `i`. */
export function attachedKeys(p: Prepared, i: number, weights: TermWeights): Set<number> {
  return attachment(p, i, weights).keys;
}

/** Verbs, by lemma, that pass a negation on to the verb they take ("rarely *managed* to climb", "did not *try* to answer"). */
const CATENATIVE = new Set(['manage', 'try', 'tend', 'seem', 'appear', 'attempt', 'bother', 'get', 'come', 'begin', 'start', 'continue', 'need']);

/** True when token `i` of `p` is what a negation governs: negated itself, or the verb after a negated verb of `CATENATIVE` and "to" ("rarely managed to *climb*"). */
export function negatedAt(p: Prepared, i: number): boolean {
  if (p.negated[i] === 1) return true;
  if (p.tokens[i]?.pos === 'VERB' && p.tokens[i - 1]?.word === 'to' && p.negated[i - 2] === 1 && CATENATIVE.has(p.tokens[i - 2]?.lemma ?? '')) return true;
  return evidenceDenied(p, i) || noFurther(p, i) || frequencyAfterRelative(p, i);
}

/** Words of a further amount: after "no" they deny the noun they count ("no *further* introductions" is none). */
const FURTHER = new Set(['further', 'more', 'additional', 'extra']);

/** True when noun `i` of `p` stands right after "no" and a word of `FURTHER` ("no further *introductions*"); a quality after "no" denies only itself ("no *genuine* advantage"). */
function noFurther(p: Prepared, i: number): boolean {
  const pos = p.tokens[i]?.pos;
  if (pos !== 'NOUN' && pos !== 'PROPN') return false;
  return FURTHER.has(p.tokens[i - 1]?.word ?? '') && p.tokens[i - 2]?.word === 'no' && p.clause[i - 2] === p.clause[i];
}

/** Nouns of evidence: denied, they deny what they are evidence of ("*no evidence* of further spillovers", "*no sign* of recovery"). */
const EVIDENCE = new Set(['evidence', 'sign', 'indication', 'trace', 'proof', 'hint', 'suggestion']);

/** Words that may stand between "of" and the noun it takes ("no evidence of *further* spillovers"). */
const BEFORE_NOUN = new Set(['DET', 'ADJ', 'NUM']);

/** True when noun `i` of `p` is what a denied noun of evidence is of ("no evidence of further *spillovers*"). */
function evidenceDenied(p: Prepared, i: number): boolean {
  const pos = p.tokens[i]?.pos;
  if (pos !== 'NOUN' && pos !== 'PROPN') return false;
  let k = i - 1;
  while (k >= 0 && p.clause[k] === p.clause[i] && BEFORE_NOUN.has(p.tokens[k]?.pos ?? '')) k -= 1;
  const of = p.tokens[k]?.word;
  return (of === 'of' || of === 'for') && p.negated[k - 1] === 1 && EVIDENCE.has(p.tokens[k - 1]?.lemma ?? '') && p.clause[k - 1] === p.clause[i];
}

/** Cues that say how often: before a verb, they deny it ("*rarely* fail"). */
const FREQUENCY_CUES = new Set(['rarely', 'seldom', 'hardly', 'barely', 'scarcely']);

/** Parts of speech of a relative clause's verb ("that *survive*", "who *complete*", "which girls *receive*", tagged either way). */
const RELATIVE_VERB = new Set(['VERB', 'ADJ']);

/**
 * True when verb `i` of `p` stands right after a cue of `FREQUENCY_CUES` in a clause that "that"
 * opens after a verb ("found that the gains *seldom faded*": what is reported), or after a relative
 * clause that has its own verb and object ("specimens that survive *ten million cycles* rarely
 * fail", "the age at which girls receive *the vaccine* hardly matters"): the cue denies the main
 * verb, not a description of the noun ("seeds whose paths are rarely exercised" still describes).
 */
function frequencyAfterRelative(p: Prepared, i: number): boolean {
  if (p.tokens[i]?.pos !== 'VERB' || !FREQUENCY_CUES.has(p.tokens[i - 1]?.word ?? '')) return false;
  let noun = false;
  let object = false;
  for (let k = i - 2; k > 0 && p.clause[k] === p.clause[i]; k -= 1) {
    const t = p.tokens[k] as Token;
    if (t.word === 'that' && p.tokens[k - 1]?.pos === 'VERB') return true;
    if (RELATIVE_WORDS.has(t.word) || t.word === 'that') {
      const before = p.tokens[k - 1]?.pos;
      return object && (before === 'NOUN' || before === 'PROPN' || before === 'ADP');
    }
    if (t.pos === 'NOUN' || t.pos === 'PROPN') noun = true;
    else if (noun && RELATIVE_VERB.has(t.pos)) object = true;
  }
  return false;
}

/** Words that open a relative clause, a remark on what the main clause said ("…, *which* is why reviewers advise agencies not to run them", "…relative to Pennsylvania, *where* the wage did not change"). */
const RELATIVE_WORDS = new Set(['which', 'who', 'whom', 'whose', 'where']);

/** Parts of speech between a relative clause's subject and its verb ("instructions it *had never* seen"). */
const BEFORE_VERB = new Set(['AUX', 'ADV', 'PART']);

/**
 * True when token `i` stands in a relative clause of `p`: one its clause opens with a relative word
 * ("…, *which* is why…"), or one without it, a pronoun subject right after a noun ("instructions *it*
 * had never seen"). A negation there is a remark on a noun, not the claim.
 */
export function relativeAt(p: Prepared, i: number): boolean {
  let start = i;
  while (start > 0 && p.clause[start - 1] === p.clause[i]) start -= 1;
  if (start > 0 && RELATIVE_WORDS.has(p.tokens[start]?.word ?? '')) return true;
  let k = i - 1;
  while (k > start && BEFORE_VERB.has(p.tokens[k]?.pos ?? '')) k -= 1;
  const before = p.tokens[k - 1]?.pos;
  if (before !== 'NOUN' && before !== 'PROPN') return false;
  // "specimens *that pass* the mark": "that" between a noun and its verb opens a relative clause; "the finding that textbooks…" holds a subject of its own.
  return (k > start && p.tokens[k]?.pos === 'PRON') || (k >= start && k < i && p.tokens[k]?.word === 'that' && p.tokens[i]?.pos === 'VERB');
}

/** Most words after a word of change within which "only" restricts it ("scores rose *only* for the strongest"). */
const RESTRICTED = 2;

/** True when "only" stands within `RESTRICTED` words after token `j` in its clause: the change is said of a part ("rose *only* for the strongest"), which agrees with a denial said of most. */
export function restrictedAt(p: Prepared, j: number): boolean {
  for (let k = j + 1; k <= j + RESTRICTED && p.clause[k] === p.clause[j]; k += 1) if (p.tokens[k]?.word === 'only') return true;
  return false;
}

/** Most words back from an adjective to the "with" that opens the phrase it stands in. */
const TRAIT_REACH = 6;

/** True when adjective `j` of `p` stands in a phrase opened by "with" or "without", no verb between ("people *with* a history of stroke or *high* blood pressure"): a trait of whom or what is spoken of. */
export function traitAt(p: Prepared, j: number): boolean {
  if (p.tokens[j]?.pos !== 'ADJ') return false;
  for (let k = j - 1; k >= 0 && k >= j - TRAIT_REACH && p.clause[k] === p.clause[j]; k -= 1) {
    const t = p.tokens[k] as Token;
    if (t.pos === 'VERB' || t.pos === 'AUX') return false;
    if (t.word === 'with' || t.word === 'without') return true;
  }
  return false;
}
