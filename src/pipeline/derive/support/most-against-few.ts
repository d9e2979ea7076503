/**
 * A claim said of most against one the note says of only a small share: "GPT-4 *usually* disclosed
 * the limits of its answer" against "disclosed its limits in *only 14%*", "mitigations recover *most*
 * of the loss" against "recovered *only 15–20%* of the loss". Pure and offline.
 */
import type { Contradiction } from './contradiction.ts';
import type { Prepared } from './passage.ts';
import { sharedClauseKeys } from './phrase.ts';
import type { TermWeights } from './weights.ts';

/** Key terms the two clauses must share before "most" and "only a small share" read as one claim turned. */
const MIN_SHARED = 2;
/** Words that say a claim holds of most cases or most of a thing. */
const MOST = new Set(['most', 'mostly', 'usually', 'typically', 'generally', 'largely']);
/** The largest share, in per cent, that "only" before it makes small. */
const SMALL_SHARE = 50;
/** A share in per cent at the start of a text, a range's first end read ("15–20%", "14 per cent"). */
const PERCENT = /^(\d+(?:\.\d+)?)(?:\s*[–-]\s*\d+(?:\.\d+)?)?\s*(?:%|per\s?cent)/;

/** The indexes of words of `MOST` in `p` outside any negation: "most" only as an amount ("*most* of the loss"), not a superlative ("at its *most* reliable") or a bound ("at most"). */
function mostAt(p: Prepared): number[] {
  const out: number[] = [];
  p.tokens.forEach((t, i) => {
    if (t.compound || !MOST.has(t.word) || p.negationInClause[i] === 1) return;
    const next = p.tokens[i + 1]?.pos;
    // "*at most* a fifth" is a bound on an amount.
    if (t.word === 'most' && (next === 'ADJ' || next === 'ADV' || p.tokens[i - 1]?.word === 'at')) return;
    out.push(i);
  });
  return out;
}

/** The indexes of "only" before a share under `SMALL_SHARE` per cent in `p` ("in *only* 14%"), outside any negation and in a clause that says "most" nowhere. */
function smallShareAt(p: Prepared): number[] {
  const out: number[] = [];
  p.tokens.forEach((t, i) => {
    const figure = p.tokens[i + 1];
    if (t.word !== 'only' || figure?.pos !== 'NUM' || p.negationInClause[i] === 1) return;
    const share = PERCENT.exec(p.text.slice(figure.start));
    if (share === null || Number(share[1]) >= SMALL_SHARE) return;
    if (p.tokens.some((u, k) => p.clause[k] === p.clause[i] && MOST.has(u.word))) return;
    out.push(i);
  });
  return out;
}

/** "Most" in the sentence against "only" a small share in the passage, in clauses that share `MIN_SHARED` key terms, or `null`. */
export function mostAgainstFew(sentence: Prepared, passage: Prepared, weights: TermWeights): Contradiction | null {
  // Most passages say "only" before no share: the characters are searched before the words.
  if (!passage.text.includes('only')) return null;
  const most = mostAt(sentence);
  if (most.length === 0) return null;
  for (const j of smallShareAt(passage)) {
    for (const i of most)
      if (sharedClauseKeys(sentence, i, passage, j, weights) >= MIN_SHARED) return { term: sentence.tokens[i]?.word ?? '', reason: 'direction' };
  }
  return null;
}
