/**
 * A text prepared for a close comparison: its tokens, clause boundaries, what negates or turns
 * each word, its terms and figures. Citing sentences are prepared this way, and of a note's
 * passages only those a comparison looks at closely (the best one, those stating a figure).
 */
import type { Figure } from '../../../schemas/knowledge-base.ts';
import { extractFigures } from '../../parse/figures.ts';
import { directionOf, GENERIC_WORDS, negationCue, takesGerund } from './lexicon.ts';
import type { Token, Vocabulary } from './tokens.ts';
import type { TermWeights } from './weights.ts';

/** Where a passage of a note comes from. */
export type PassageFrom = 'claim' | 'description' | 'body';

/** A text ready to compare closely. */
export interface Prepared {
  text: string;
  tokens: Token[];
  /** Per token, its clause (a run between `, ; : . ! ? ( ) —`): negation and direction stay within one. */
  clause: Int32Array;
  /** Per token: 1 when it is the word a negation governs: the first verb, noun, adjective, number or direction word after a cue in its clause ("did not remove the effect" negates "remove", not "effect"). */
  negated: Uint8Array;
  /** Per token: 1 when any negation cue stands before it in its clause (a looser test, for the side said not to be negated). */
  negationInClause: Uint8Array;
  /** Per token: 1 when the negation that governs it is a contrast ("rather than at its *start*"), which sets an alternative aside instead of denying the clause. */
  contrasted: Uint8Array;
  /** Per token: the direction of the nearest direction word within three words of it in its clause. */
  direction: Int8Array;
  /** Per token: 1 when that direction word is itself negated ("does not reduce"). */
  directionNegated: Uint8Array;
  /** Its terms, each with its first token. */
  terms: Map<number, number>;
  figures: Figure[];
}

const CLAUSE_BREAK = /[,;:.!?()—]|\s[-–]\s/g;
/** Words that start a new clause: what follows states something else ("did better *but* said less"). */
const CLAUSE_WORDS = new Set(['but', 'while', 'whereas', 'although', 'though', 'yet', 'whether', 'regardless', 'unless']);
/** Most words a direction word stands before the word it turns ("*fewer* sick days"). */
const SCOPE = 2;
/** Parts of speech that may stand between a direction word and its word ("more *of the* errors"). */
const BETWEEN_DIRECTION = new Set(['DET', 'ADJ', 'ADV', 'NUM', 'ADP']);

/**
 * The direction word that turns token `i`, or -1: one at most `SCOPE` words before it with only
 * determiners, modifiers or numbers between ("*more* errors", "*cut* calibration error"), or the
 * word right after it when nothing but a preposition or number follows ("errors *rose* by 5%"):
 * "rewards *cut* calibration error" turns the error, not the rewards.
 */
function directionAt(tokens: readonly Token[], clause: Int32Array, directions: readonly number[], i: number): number {
  for (let d = 1; d <= SCOPE && i - d >= 0 && clause[i - d] === clause[i]; d += 1) {
    if ((directions[i - d] ?? 0) !== 0) return i - d;
    if (!BETWEEN_DIRECTION.has((tokens[i - d] as Token).pos)) break;
  }
  const next = i + 1;
  if (next < tokens.length && clause[next] === clause[i] && (directions[next] ?? 0) !== 0) {
    const after = tokens[next + 1];
    if (after === undefined || clause[next + 1] !== clause[i] || after.pos === 'ADP' || after.pos === 'NUM' || after.pos === 'PART') return next;
  }
  return -1;
}

/** The figures of a text; texts without a digit are not searched. */
export function figuresOf(text: string): Figure[] {
  return /\d/.test(text) ? extractFigures(text) : [];
}

/** Parts of speech a negation passes over on its way to the word it governs ("did not *really* help", "no *longer* asks"). */
const PASSED_OVER = new Set(['AUX', 'PART', 'DET', 'ADP', 'PRON', 'ADV', 'CCONJ', 'SCONJ', 'PUNCT', 'SYM']);

/** What stands between a noun's first adjective and the noun ("no *statistically* significant *,* lasting reduction"). */
const NOUN_PHRASE_MODIFIERS = new Set(['ADJ', 'ADV', 'PUNCT']);

/** What stands between a light verb and the noun it takes ("did not find *any* reduction", "did not use *the* gradients"). */
const LIGHT_OBJECT_SKIPS = new Set(['DET', 'ADV', 'PART']);

/** Negation cues that quantify a noun phrase ("none of the models", "neither of them"). */
const QUANTIFIER_CUES = new Set(['none', 'neither']);

/** Cues that say how often rather than deny: "rarely", "seldom". */
const FREQUENCY_CUES = new Set(['rarely', 'seldom', 'hardly', 'barely', 'scarcely', 'infrequently']);
/** Words that open a relative clause, which says what its noun is ("seeds *whose* paths are rarely exercised"). */
const RELATIVE_WORDS = new Set(['whose', 'that', 'which', 'who', 'where']);

/**
 * True when the cue at `i` says how often inside a description of a noun rather than denying the
 * clause: in a relative clause ("seeds whose paths are *rarely* exercised") or before a participle
 * that stands before its noun ("on *rarely* visited paths"). Such a phrase names a kind of thing
 * ("low-frequency paths"); "LLM therapists *hardly ever* offer advice" still denies.
 */
function describesNoun(tokens: readonly Token[], clause: Int32Array, i: number): boolean {
  if (!FREQUENCY_CUES.has((tokens[i] as Token).lemma)) return false;
  const next = tokens[i + 1];
  const after = tokens[i + 2];
  if (next !== undefined && next.pos === 'VERB' && after !== undefined && clause[i + 2] === clause[i] && (after.pos === 'NOUN' || after.lemma === 'one'))
    return true;
  for (let k = i - 1; k >= 0 && clause[k] === clause[i]; k -= 1) if (RELATIVE_WORDS.has((tokens[k] as Token).word)) return true;
  return false;
}

/** Particles of a phrasal verb: "up" and "down" after its object ("put their names *down*") say no direction. */
const PARTICLES = new Set(['up', 'down']);

/** True when token `i` is a particle standing after the object of its verb ("put their names *down*", "took it *up*"). */
function particleAt(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1]?.pos;
  return PARTICLES.has((tokens[i] as Token).word) && (before === 'NOUN' || before === 'PRON' || before === 'PROPN');
}

/** Which tokens a negation governs, and which stand after any cue in their clause (see `Prepared`). */
function negationOf(tokens: readonly Token[], clause: Int32Array): { negated: Uint8Array; negationInClause: Uint8Array; contrasted: Uint8Array } {
  const n = tokens.length;
  const negated = new Uint8Array(n);
  const negationInClause = new Uint8Array(n);
  const contrasted = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const width = negationCue(tokens[i] as Token, tokens[i + 1], tokens[i + 2]);
    if (width === 0) continue;
    const inClause = (j: number): boolean => j < n && clause[j] === clause[i];
    if (describesNoun(tokens, clause, i)) continue;
    for (let j = i + width; inClause(j); j += 1) negationInClause[j] = 1;
    let head = i + width;
    // "*None of* the mitigations recovered": a quantifier's negation falls on the verb its noun phrase is the subject of.
    if (QUANTIFIER_CUES.has((tokens[i] as Token).word) && tokens[head]?.word === 'of') {
      while (inClause(head) && (tokens[head] as Token).pos !== 'VERB') head += 1;
    }
    while (inClause(head) && PASSED_OVER.has((tokens[head] as Token).pos) && directionOf((tokens[head] as Token).word) === 0) head += 1;
    // "stopped models *asking*": a verb cue with an object negates the verb after it.
    if (head === i + width && (tokens[i] as Token).pos === 'VERB' && inClause(head + 1) && takesGerund(tokens[head] as Token, tokens[head + 1])) head += 1;
    if (inClause(head)) {
      negated[head] = 1;
      if (width === 2) contrasted[head] = 1;
      // "*no* significant *reduction*": a determiner's negation reaches a noun of change its adjectives describe, which then runs the other way.
      if ((tokens[i] as Token).pos === 'DET' && (tokens[head] as Token).pos === 'ADJ') {
        let noun = head + 1;
        while (inClause(noun) && NOUN_PHRASE_MODIFIERS.has((tokens[noun] as Token).pos)) noun += 1;
        const taken = tokens[noun];
        if (inClause(noun) && taken !== undefined && taken.pos === 'NOUN' && directionOf(taken.word) !== 0) {
          negated[noun] = 1;
          if (width === 2) contrasted[noun] = 1;
        }
      }
      // A light verb says nothing by itself, so its negation falls on what it takes: "did not *use* gradients", "did not *find* any reduction".
      const verb = tokens[head] as Token;
      if (verb.pos === 'VERB' && verb.term < 0 && GENERIC_WORDS.has(verb.lemma)) {
        let object = head + 1;
        while (inClause(object) && LIGHT_OBJECT_SKIPS.has((tokens[object] as Token).pos)) object += 1;
        const taken = tokens[object];
        if (inClause(object) && taken !== undefined && (taken.pos === 'NOUN' || taken.pos === 'PROPN')) {
          negated[object] = 1;
          if (width === 2) contrasted[object] = 1;
        }
      }
    }
  }
  return { negated, negationInClause, contrasted };
}

/** Prepares `text` for a close comparison, its terms numbered by `vocabulary`. */
export function prepare(text: string, vocabulary: Vocabulary): Prepared {
  return prepareTokens(text, vocabulary.tokenize(text));
}

/**
 * Prepares `part`, a stretch of a text already prepared (a clause of its sentence), from that
 * text's words instead of reading it again; reads it anew when it is not found there as written.
 */
export function prepareWithin(whole: Prepared, part: string, vocabulary: Vocabulary): Prepared {
  const at = whole.text.indexOf(part);
  if (at < 0) return prepare(part, vocabulary);
  const end = at + part.length;
  const tokens = whole.tokens.filter((t) => t.start >= at && t.end <= end).map((t) => ({ ...t, start: t.start - at, end: t.end - at }));
  return prepareTokens(part, tokens);
}

/**
 * Prepares the stretches `spans` (`[start, end)` offsets into `whole`'s text, in order) as one text,
 * each after the last with a space between, from `whole`'s words instead of reading them again (a
 * sentence without the clauses that set the scene for its main clause).
 */
export function prepareSpans(whole: Prepared, spans: ReadonlyArray<readonly [number, number]>): Prepared {
  let text = '';
  const tokens: Token[] = [];
  for (const [start, end] of spans) {
    if (text !== '') text += ' ';
    const shift = text.length - start;
    text += whole.text.slice(start, end);
    for (const t of whole.tokens) if (t.start >= start && t.end <= end) tokens.push({ ...t, start: t.start + shift, end: t.end + shift });
  }
  return prepareTokens(text, tokens);
}

/** Prepares `first`, a space and `second` as one text from the two texts' words, without reading either again (a citing sentence read with the sentence before it). */
export function prepareJoined(first: Prepared, second: Prepared): Prepared {
  const shift = first.text.length + 1;
  const tokens = [...first.tokens, ...second.tokens.map((t) => ({ ...t, start: t.start + shift, end: t.end + shift }))];
  return prepareTokens(`${first.text} ${second.text}`, tokens);
}

/** Prepares `text` from its words. */
function prepareTokens(text: string, tokens: Token[]): Prepared {
  const n = tokens.length;
  const clause = new Int32Array(n);
  // A break holds no letter or digit, so each lies between two tokens: a token after one starts a clause.
  const breaks = Array.from(text.matchAll(CLAUSE_BREAK), (m) => m.index);
  let current = 0;
  let next = 0;
  for (let i = 1; i < n; i += 1) {
    const start = (tokens[i] as Token).start;
    let broken = false;
    while (next < breaks.length && (breaks[next] as number) < start) {
      broken ||= (breaks[next] as number) >= (tokens[i - 1] as Token).end;
      next += 1;
    }
    if (broken || CLAUSE_WORDS.has((tokens[i] as Token).word)) current += 1;
    clause[i] = current;
  }
  const { negated, negationInClause, contrasted } = negationOf(tokens, clause);
  const directions = tokens.map((t, i) => (t.compound || particleAt(tokens, i) ? 0 : directionOf(t.word)));
  const direction = new Int8Array(n);
  const directionNegated = new Uint8Array(n);
  const terms = new Map<number, number>();
  for (let i = 0; i < n; i += 1) {
    const at = directionAt(tokens, clause, directions, i);
    if (at >= 0) {
      direction[i] = directions[at] ?? 0;
      directionNegated[i] = negated[at] ?? 0;
    }
    const term = (tokens[i] as Token).term;
    if (term >= 0 && !terms.has(term)) terms.set(term, i);
  }
  return { text, tokens, clause, negated, negationInClause, contrasted, direction, directionNegated, terms, figures: figuresOf(text) };
}

/**
 * True when token `i` is a verb, or a word the model tags as a noun between a noun and a
 * determiner, which is the verb it reads as ("the training signal *rewards* the wrong behaviour",
 * "the equation *drives* all three masses"): a noun takes no determiner after it.
 */
export function isVerbAt(p: Prepared, i: number): boolean {
  if (p.tokens[i]?.pos === 'VERB') return true;
  const before = p.tokens[i - 1]?.pos;
  return isNounBeforeDeterminer(p, i) && (before === 'NOUN' || before === 'PROPN') && p.clause[i - 1] === p.clause[i];
}

/** True when token `i` is tagged a noun and a determiner of its clause follows it: a verb the tagger misread ("the campaign *cuts* the rate"). */
export function isNounBeforeDeterminer(p: Prepared, i: number): boolean {
  return p.tokens[i]?.pos === 'NOUN' && p.tokens[i + 1]?.pos === 'DET' && p.clause[i + 1] === p.clause[i];
}

/** The key terms two prepared texts share, in the first text's order. */
export function sharedKeys(a: Prepared, b: Prepared, weights: TermWeights): number[] {
  const out: number[] = [];
  for (const t of a.terms.keys()) if (b.terms.has(t) && weights.isKey(t)) out.push(t);
  return out;
}
