// The support passages an update keeps from the latest complete knowledge base, for the pages
// whose file did not change: matched to the page's citations by the note each cites, never by
// position, since a cited note withheld or removed since then shifts the positions of the others.
import type { Slug } from '../../../schemas/brand.ts';
import type { Citation, Support } from '../../../schemas/knowledge-base.ts';

/** A citation's identity that survives other citations coming and going: the note cited, its line, and which citation of that note on that line it is. */
function citationKey(target: Slug | string, line: number, nth: number): string {
  return `${target}\u0000${line}\u0000${nth}`;
}

/** Takes items with a target and a line, in order; returns each one's key (`citationKey`). */
function keysOf(items: ReadonlyArray<{ target: string; line: number }>): string[] {
  const seen = new Map<string, number>();
  return items.map(({ target, line }) => {
    const at = `${target}\u0000${line}`;
    const nth = seen.get(at) ?? 0;
    seen.set(at, nth + 1);
    return citationKey(target, line, nth);
  });
}

/**
 * Takes a page's support from before (ordered by citation, as derived) and its citations now;
 * returns the support of each citation now whose note, line and place among that note's citations
 * on the line match one from before, with its index now. A note no longer cited, or no longer
 * published, keeps nothing; a citation with no match has no support until the next complete step.
 */
export function carrySupport(before: readonly Support[], citations: readonly Citation[]): Support[] {
  const sorted = [...before].sort((a, b) => a.citation - b.citation);
  const kept = new Map(keysOf(sorted).map((key, i) => [key, sorted[i]] as const));
  const out: Support[] = [];
  keysOf(citations).forEach((key, citation) => {
    const support = kept.get(key);
    if (support !== undefined) out.push({ ...support, citation });
  });
  return out;
}
