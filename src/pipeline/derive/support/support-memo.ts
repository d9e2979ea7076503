/**
 * What one derivation of support keeps for the next, in a process that derives it again after each
 * change (`npm run build -- --watch`): each citing page's support, with what it was
 * worked out from. A page is derived again only when its own sentences or links, the text of a note
 * it cites, or the weight of a term its derivation read has changed; otherwise its support is the
 * one kept, which is what deriving it again would give (`tests/pipeline/support-memo.test.ts`).
 */
import { createHash } from 'node:crypto';
import type { Slug } from '../../../schemas/brand.ts';
import type { Support } from '../../../schemas/knowledge-base.ts';
import type { Vocabulary } from './tokens.ts';
import type { TermWeights } from './weights.ts';

/** A page's support and what it was derived from. */
interface Kept {
  /** The digest of the page's sentences and links and of the notes it cites (`inputKey`). */
  input: string;
  /** The terms whose weight the derivation read (by compared form), their weights and whether each was a key term. */
  terms: string[];
  weights: Float64Array;
  keys: Uint8Array;
  support: Support[];
}

/** A digest of the JSON of `parts` (a page and the notes it cites, each as the request holds it). */
export function inputKey(parts: readonly unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part === undefined ? '\u0000' : JSON.stringify(part)).update('\u0001');
  return hash.digest('base64');
}

/** How many citing pages a derivation kept the support of, and how many it derived again. */
export interface MemoCounts {
  kept: number;
  derived: number;
}

export class SupportMemo {
  readonly #pages = new Map<Slug, Kept>();
  #counts: MemoCounts = { kept: 0, derived: 0 };

  /** The support kept for page `slug`, when it was derived from `input` and every weight it read is the same now; else `undefined`. */
  reuse(slug: Slug, input: string, weights: TermWeights, vocabulary: Vocabulary): Support[] | undefined {
    const kept = this.#pages.get(slug);
    if (kept === undefined || kept.input !== input) return undefined;
    for (let i = 0; i < kept.terms.length; i += 1) {
      const id = vocabulary.knownId(kept.terms[i] as string);
      if (weights.weight(id) !== kept.weights[i] || Number(weights.isKey(id)) !== kept.keys[i]) return undefined;
    }
    this.#counts.kept += 1;
    return kept.support;
  }

  /** Keeps page `slug`'s support, derived from `input`, reading the weights of the terms `reads` (`TermWeights.capture`). */
  keep(slug: Slug, input: string, support: Support[], reads: ReadonlySet<number>, weights: TermWeights, vocabulary: Vocabulary): void {
    const terms: string[] = [];
    const values: number[] = [];
    const keys: number[] = [];
    for (const id of reads) {
      terms.push(vocabulary.keyOf(id) ?? '');
      values.push(weights.weight(id));
      keys.push(Number(weights.isKey(id)));
    }
    this.#pages.set(slug, { input, terms, weights: Float64Array.from(values), keys: Uint8Array.from(keys), support });
    this.#counts.derived += 1;
  }

  /** The pages kept and derived again since the last call (or since the memo was made). */
  takeCounts(): MemoCounts {
    const counts = this.#counts;
    this.#counts = { kept: 0, derived: 0 };
    return counts;
  }

  /** The compared forms of the terms whose weight page `slug`'s kept support read. */
  termsRead(slug: Slug): readonly string[] {
    return this.#pages.get(slug)?.terms ?? [];
  }

  /** Forgets the pages not in `slugs` (pages removed, or that no longer cite a note). */
  retain(slugs: ReadonlySet<Slug>): void {
    for (const slug of this.#pages.keys()) if (!slugs.has(slug)) this.#pages.delete(slug);
  }
}
