import { compare } from '../pipeline/finding.ts';
import { matchKey } from '../pipeline/resolve/slug.ts';

/** A note's claim summary as some page states it. */
export interface KnownClaim {
  title: string;
  claim: string;
  /** The input file or content file that states it. */
  from: string;
}

/**
 * Claim summaries known to one import, looked up both ways: the title a claim text belongs to
 * (the same summary reappears on other pages) and the claim a title is known with.
 */
export class ClaimIndex {
  readonly #titlesByClaim = new Map<string, KnownClaim[]>();
  readonly #byTitle = new Map<string, KnownClaim>();

  /** Adds `entries`, sorted by source then title so that lookups do not depend on file order. */
  addAll(entries: readonly KnownClaim[]): void {
    const sorted = [...entries].sort((a, b) => compare(a.from, b.from) || compare(a.title, b.title));
    for (const e of sorted) {
      const claimKey = matchKey(e.claim);
      if (claimKey === '') continue;
      const same = this.#titlesByClaim.get(claimKey) ?? [];
      if (!same.some((s) => matchKey(s.title) === matchKey(e.title))) same.push(e);
      this.#titlesByClaim.set(claimKey, same);
      if (!this.#byTitle.has(matchKey(e.title))) this.#byTitle.set(matchKey(e.title), e);
    }
  }

  /** The one title stated with this claim text; `null` when several titles share it; `undefined` when none. */
  titleFor(claim: string): KnownClaim | null | undefined {
    const found = this.#titlesByClaim.get(matchKey(claim));
    if (found === undefined) return undefined;
    return found.length === 1 ? (found[0] as KnownClaim) : null;
  }

  /** The claim some page states for the note titled `title`, if any. */
  claimFor(title: string): KnownClaim | undefined {
    return this.#byTitle.get(matchKey(title));
  }
}

/** True when two claim texts say the same words (case, quotes, dashes, punctuation and spacing ignored). */
export function sameClaim(a: string, b: string): boolean {
  return matchKey(a) === matchKey(b);
}
