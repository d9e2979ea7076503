/**
 * "Did you mean …" for references that match nothing: trigram similarity (Dice coefficient)
 * through an inverted index, built on the first miss only, so a clean collection pays nothing
 * and a miss costs the postings of its trigrams, never a scan of every pair of titles. Each query
 * is answered once (cached), and the suggesters of one check share a budget of postings to visit:
 * 7,500 links to missing headings of a note with 7,500 headings each visited every heading
 * (two minutes of work); past the budget no more suggestions are made.
 */

/** The most trigram postings the suggesters of one check visit together. */
export const SUGGEST_MAX_POSTINGS = 10_000_000;

/** What the suggesters sharing it may still visit. Made once per check (`suggestBudget`) and handed to each suggester. */
export interface SuggestBudget {
  postings: number;
}

/** A full budget: `SUGGEST_MAX_POSTINGS`. */
export function suggestBudget(): SuggestBudget {
  return { postings: SUGGEST_MAX_POSTINGS };
}

function normalise(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

function trigrams(text: string): Set<string> {
  const s = normalise(text);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) out.add(s.slice(i, i + 3));
  return out;
}

/** Finds the titles closest to a string, from a fixed list of titles. */
export class TitleSuggester {
  readonly #titles: readonly string[];
  #postings: Map<string, number[]> | undefined;
  #sizes: number[] = [];
  readonly #budget: SuggestBudget;
  readonly #answers = new Map<string, string[]>();

  /** Takes the titles to suggest from and the budget it shares (default: one of its own); nothing is indexed until the first `closest` call. */
  constructor(titles: readonly string[], budget: SuggestBudget = suggestBudget()) {
    this.#titles = titles;
    this.#budget = budget;
  }

  /**
   * Up to `limit` titles most similar to `query`, best first; only titles sharing a fair part of
   * their trigrams. None once the budget is spent.
   */
  closest(query: string, limit = 3, minScore = 0.25): string[] {
    const key = `${limit}\0${minScore}\0${query}`;
    const known = this.#answers.get(key);
    if (known !== undefined) return known;
    const answer = this.#closest(query, limit, minScore);
    this.#answers.set(key, answer);
    return answer;
  }

  #closest(query: string, limit: number, minScore: number): string[] {
    if (this.#budget.postings <= 0) return [];
    const postings = this.#index();
    const grams = trigrams(query);
    const shared = new Map<number, number>();
    for (const g of grams) {
      const list = postings.get(g) ?? [];
      this.#budget.postings -= list.length;
      if (this.#budget.postings < 0) return [];
      for (const id of list) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const scored: Array<{ id: number; score: number }> = [];
    for (const [id, n] of shared) {
      const score = (2 * n) / (grams.size + (this.#sizes[id] ?? 0));
      if (score >= minScore) scored.push({ id, score });
    }
    scored.sort((a, b) => b.score - a.score || a.id - b.id);
    const out: string[] = [];
    for (const { id } of scored) {
      const title = this.#titles[id];
      if (title !== undefined && !out.includes(title)) out.push(title);
      if (out.length >= limit) break;
    }
    return out;
  }

  #index(): Map<string, number[]> {
    if (this.#postings) return this.#postings;
    const postings = new Map<string, number[]>();
    this.#titles.forEach((title, id) => {
      const grams = trigrams(title);
      this.#sizes[id] = grams.size;
      for (const g of grams) {
        const list = postings.get(g);
        if (list) list.push(id);
        else postings.set(g, [id]);
      }
    });
    this.#postings = postings;
    return postings;
  }
}
