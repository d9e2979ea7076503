/**
 * A state said to have stopped against one said to go on: "the extra assets *no longer*
 * distinguished recipients" against "recipients *still* held more assets". Pure and offline.
 */
import type { Contradiction } from './contradiction.ts';
import type { Prepared } from './passage.ts';
import { sharedClauseKeys } from './phrase.ts';
import type { TermWeights } from './weights.ts';

/** Key terms the two clauses must share before a stop and a continuation read as one claim turned. */
const MIN_SHARED = 2;

/** The index of "longer" in "no longer" (or "not … any longer") in `p`, or -1. */
function stoppedAt(p: Prepared): number {
  return p.tokens.findIndex((t, i) => t.word === 'longer' && (p.tokens[i - 1]?.word === 'no' || p.tokens[i - 1]?.word === 'any'));
}

/** The indexes of "still" in `p`, said of a state going on ("recipients *still* held"), outside any negation. */
function continuedAt(p: Prepared): number[] {
  const out: number[] = [];
  p.tokens.forEach((t, i) => {
    if (t.word === 'still' && t.pos === 'ADV' && p.negationInClause[i] === 0) out.push(i);
  });
  return out;
}

/** A stop on one side ("no longer") against a continuation on the other ("still") in clauses that share `MIN_SHARED` key terms, or `null`. */
export function stoppedAgainstContinued(sentence: Prepared, passage: Prepared, weights: TermWeights): Contradiction | null {
  for (const [a, b] of [
    [sentence, passage],
    [passage, sentence],
  ] as const) {
    // Most texts say neither: the characters are searched before the words.
    if (!a.text.includes('longer') || !b.text.includes('still')) continue;
    const stop = stoppedAt(a);
    if (stop < 0) continue;
    for (const j of continuedAt(b))
      if (sharedClauseKeys(a, stop, b, j, weights) >= MIN_SHARED) return { term: a === sentence ? 'no longer' : 'still', reason: 'negation' };
  }
  return null;
}
