/**
 * A claim whose main verb the sentence denies ("tutoring *rarely moves* achievement", "giving up at
 * forty *hardly adds* any years") against a passage clause on the same thing that states an amount
 * or a change and denies nothing ("found consistently substantial gains, … 0.37 standard
 * deviations", "stopping at 40 gained about 9 years"). Pure and offline.
 */
import { mainVerbAt } from './compare.ts';
import type { Contradiction } from './contradiction.ts';
import { directionOf, isNegationCue } from './lexicon.ts';
import type { Prepared } from './passage.ts';
import { clauseKeys, negatedAt, relativeAt } from './phrase.ts';
import type { TermWeights } from './weights.ts';

/** Key terms the sentence's clause and the passage's clause must share to speak of one claim. */
const MIN_SHARED = 3;

/** Cues that deny a verb by saying how seldom it holds: the denial of a claim said in the writer's own words. */
const SELDOM = new Set(['rarely', 'seldom', 'hardly', 'barely', 'scarcely']);

/** Prepositions that carry a verb's complement on ("contributes *to* the rise *in* flooding"). */
const CARRIED = new Set(['of', 'for', 'in', 'to']);

/** The key terms of what verb `v` of `p` takes: the words after it, through `CARRIED` prepositions, to the next other preposition, conjunction, verb or the clause's end ("hardly contributes *to the rise in river flooding* across the towns"). */
function complementKeys(p: Prepared, v: number, weights: TermWeights): Set<number> {
  const out = new Set<number>();
  for (let k = v + 1; k < p.tokens.length && p.clause[k] === p.clause[v]; k += 1) {
    const t = p.tokens[k] as Prepared['tokens'][number];
    if ((t.pos === 'ADP' && !CARRIED.has(t.word)) || t.pos === 'SCONJ' || t.pos === 'CCONJ' || t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON') break;
    if (t.term >= 0 && weights.isKey(t.term)) out.add(t.term);
  }
  return out;
}

/** True when clause `c` of `p` denies nothing: no negation cue, no word a negation governs. */
function affirmsClause(p: Prepared, c: number): boolean {
  return !p.tokens.some((t, k) => p.clause[k] === c && (p.negationInClause[k] === 1 || (!t.compound && isNegationCue(t.lemma))));
}

/** True when clause `c` of `p` states an amount or a change: a number, or a word of direction ("gains", "rose"). */
function statesAmount(p: Prepared, c: number): boolean {
  return p.tokens.some((t, k) => p.clause[k] === c && !t.compound && (t.pos === 'NUM' || directionOf(t.word) !== 0));
}

/** The main verb of `p` when a word of `SELDOM` denies it ("*rarely moves*"), or the verb "fails to" takes ("*fails to account* for"); -1 for none. */
function deniedVerbOf(p: Prepared): number {
  // Most sentences hold neither: finding their main verb is left undone.
  if (!p.tokens.some((t) => SELDOM.has(t.word) || t.lemma === 'fail')) return -1;
  const verb = mainVerbAt(p);
  if (verb < 0) return -1;
  if (SELDOM.has(p.tokens[verb - 1]?.word ?? '') && negatedAt(p, verb)) return verb;
  const taken = verb + 2;
  return p.tokens[verb]?.lemma === 'fail' && p.tokens[verb + 1]?.word === 'to' && p.tokens[taken]?.pos === 'VERB' ? taken : -1;
}

/**
 * The main verb of `sentence` denied by a word of `SELDOM` right before it or by "fails to", against a clause of
 * `passage` that shares `MIN_SHARED` key terms with the verb's clause, one of them of what the verb
 * takes, denies nothing and states an amount or a change: `null` when there is none. A sentence that gives a figure may state a
 * complement, and a verb in a relative clause describes a noun: neither is read.
 */
export function deniedAgainstStated(sentence: Prepared, passage: Prepared, weights: TermWeights): Contradiction | null {
  if (sentence.figures.length > 0) return null;
  const verb = deniedVerbOf(sentence);
  if (verb < 0 || relativeAt(sentence, verb)) return null;
  const mine = clauseKeys(sentence, verb, weights);
  const taken = complementKeys(sentence, verb, weights);
  for (const c of new Set(passage.clause)) {
    const theirs = clauseKeys(passage, passage.clause.indexOf(c), weights);
    let shared = 0;
    for (const k of theirs) if (mine.has(k)) shared += 1;
    // What the verb takes must be what the passage speaks of, not only its subject or its scene ("hardly changes *how people vote* in the towns").
    if (shared < MIN_SHARED || ![...taken].some((k) => theirs.has(k))) continue;
    if (affirmsClause(passage, c) && statesAmount(passage, c)) return { term: sentence.tokens[verb]?.word ?? '', reason: 'negation' };
  }
  return null;
}
