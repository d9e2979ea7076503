// Chinese and Japanese are indexed as words split by a dictionary, and Pagefind splits the query the
// same way: 数据库 becomes 数据 + 库, and pages holding 数据 and 仓库 far apart match as well as pages
// using the word 数据库, and often rank above them. Pagefind has no proximity ranking, but it has
// exact phrase search (a query in double quotes): the pages holding the query's words in a row.
// Those are put first, in Pagefind's own order, then every other match.
import type { SearchOutcome } from './pagefind-api.ts';

// Two or more Han, kana or Hangul letters in a row: a query whose words Pagefind may split apart.
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,}/u;

/** Takes a typed query; returns it as a Pagefind phrase (`"数据库"`) when it holds Chinese, Japanese or Korean words and no quotes, else `undefined`. */
export function phraseQuery(term: string): string | undefined {
  const trimmed = term.trim();
  if (!CJK_RUN.test(trimmed) || trimmed.includes('"')) return undefined;
  return `"${trimmed}"`;
}

/** Takes the outcome of the phrase search and of the plain one; returns the plain outcome with the phrase's matches first, each group in Pagefind's order. */
export function phraseFirst(phrase: SearchOutcome, all: SearchOutcome): SearchOutcome {
  const inPhrase = new Set(phrase.results.map((result) => result.id));
  if (inPhrase.size === 0) return all;
  const first = all.results.filter((result) => inPhrase.has(result.id));
  const rest = all.results.filter((result) => !inPhrase.has(result.id));
  return { ...all, results: [...first, ...rest] };
}
