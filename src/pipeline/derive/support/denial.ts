/**
 * Whether a sentence denies its own claim: a negation cue beside its main verb ("tutoring *rarely*
 * moves achievement", "the drug *did not* shorten…") or beside a verb of the clause that verb
 * reports ("a trial found that trimming the meniscus offered *no* benefit"). A sentence that denies
 * may state in words of its own what the note says the other way, or what it says too ("offered no
 * benefit" for "the two groups did not differ"): the reader judges, no `unsupported` flag.
 */
import { directionOf, negationCue } from './lexicon.ts';
import { isVerbAt, type Prepared } from './passage.ts';

/** Most words between a verb and the negation cue that denies it ("*did not* shorten", "offered *no* benefit"). */
const DENIAL_REACH = 2;
/** Words that open the clause a verb reports ("found *that* …", "show *that* …"). */
const REPORTED = new Set(['that']);

/** True when a negation cue stands at token `k` and turns no comparison ("*no more* accurate than" compares; it denies nothing). */
function cueAt(text: Prepared, k: number): boolean {
  const t = text.tokens[k];
  if (t === undefined) return false;
  const next = text.tokens[k + 1];
  if (negationCue(t, next, text.tokens[k + 2]) === 0) return false;
  return next === undefined || directionOf(next.word) === 0;
}

/** True when a negation cue stands within `DENIAL_REACH` words of token `v`, in its clause. */
function deniedAt(text: Prepared, v: number): boolean {
  for (let k = Math.max(0, v - DENIAL_REACH); k <= v + DENIAL_REACH && k < text.tokens.length; k += 1) {
    if (k !== v && text.clause[k] === text.clause[v] && cueAt(text, k)) return true;
  }
  return false;
}

/**
 * True when `text` denies the claim of its main verb (at token `verb`, -1 for none) or of the clause
 * a verb of its main clause reports ("a sham-controlled trial *found that* … offered no benefit").
 */
export function deniesClaim(text: Prepared, verb: number): boolean {
  if (verb < 0) return false;
  if (deniedAt(text, verb)) return true;
  const { tokens, clause } = text;
  const reports = tokens.findIndex((t, i) => i > verb && clause[i] === clause[verb] && REPORTED.has(t.word) && isVerbAt(text, i - 1));
  if (reports < 0) return false;
  for (let i = reports + 1; i < tokens.length && clause[i] === clause[verb]; i += 1) {
    if (isVerbAt(text, i) && deniedAt(text, i)) return true;
  }
  return false;
}
