/**
 * Two subjects paired with two predicates crosswise: "lump sums did more for food security, while
 * monthly instalments went to durables" against "monthly payments improved food security, while
 * lump sums went to durables". Pure and offline.
 */
import type { Prepared } from './passage.ts';
import type { TermWeights } from './weights.ts';

/** One clause's two halves by key term: what it speaks of (before its first verb) and what it says of it (after). */
interface Pairing {
  subject: Set<number>;
  predicate: Set<number>;
}

/** The pairings of `p`'s clauses that name both halves, in order. */
function pairingsOf(p: Prepared, weights: TermWeights): Pairing[] {
  const out: Pairing[] = [];
  let current: Pairing | null = null;
  let verb = false;
  p.tokens.forEach((t, i) => {
    if (i === 0 || p.clause[i] !== p.clause[i - 1]) {
      if (current !== null && current.subject.size > 0 && current.predicate.size > 0) out.push(current);
      current = { subject: new Set(), predicate: new Set() };
      verb = false;
    }
    if (t.pos === 'VERB' || t.pos === 'AUX') verb = true;
    else if (t.term >= 0 && weights.isKey(t.term)) (verb ? current?.predicate : current?.subject)?.add(t.term);
  });
  const last = current as Pairing | null;
  if (last !== null && last.subject.size > 0 && last.predicate.size > 0) out.push(last);
  return out;
}

/** True when the two sets share a term. */
function meets(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  for (const k of a) if (b.has(k)) return true;
  return false;
}

/** The terms of `a` that `b` lacks. */
function without(a: ReadonlySet<number>, b: ReadonlySet<number>): Set<number> {
  return new Set([...a].filter((k) => !b.has(k)));
}

/** The two clauses' halves by the terms that tell them apart ("*weekly group* sessions" against "*daily* sessions"). */
function apart(one: Pairing, two: Pairing): [Pairing, Pairing] {
  return [
    { subject: without(one.subject, two.subject), predicate: without(one.predicate, two.predicate) },
    { subject: without(two.subject, one.subject), predicate: without(two.predicate, one.predicate) },
  ];
}

/**
 * True when two clauses of `a` pair two subjects with two predicates crosswise to two clauses of
 * `b`: "lump sums did more for *food security*, while monthly instalments went to *durables*"
 * against "monthly payments improved *food security*, while lump sums went to *durables*". Each of
 * the four is read by the terms that tell its clause from the other, and must be named on both
 * sides, so a restatement never crosses.
 */
export function crossedPairings(a: Prepared, b: Prepared, weights: TermWeights): boolean {
  // A text of one clause pairs nothing.
  if ((a.clause[a.tokens.length - 1] ?? 0) === 0 || (b.clause[b.tokens.length - 1] ?? 0) === 0) return false;
  const mine = pairingsOf(a, weights);
  if (mine.length < 2) return false;
  const theirs = pairingsOf(b, weights);
  if (theirs.length < 2) return false;
  for (let i = 0; i < mine.length; i += 1)
    for (let j = i + 1; j < mine.length; j += 1) {
      const [c1, c2] = apart(mine[i] as Pairing, mine[j] as Pairing);
      for (let k = 0; k < theirs.length; k += 1)
        for (let m = 0; m < theirs.length; m += 1) {
          if (k === m) continue;
          const [d1, d2] = apart(theirs[k] as Pairing, theirs[m] as Pairing);
          // c1 speaks of d2's subject and says d1's predicate; c2 the other way.
          if (meets(c1.subject, d2.subject) && meets(c1.predicate, d1.predicate) && meets(c2.subject, d1.subject) && meets(c2.predicate, d2.predicate))
            return true;
        }
    }
  return false;
}
