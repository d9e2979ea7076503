/**
 * Which shard of the search index a page belongs to. Pagefind's memory grows with the pages it
 * indexes (about 0.25 MB a page), so the site is indexed in shards of at most `shardPages` pages,
 * each by its own process; the browser merges them. A page's shard follows from its URL alone,
 * so an edit leaves every other page where it was and their shards can be reused.
 */
import { fnv1a } from '../core/hash.ts';

/** Most pages per shard unless the caller or env `SEARCH_SHARD_PAGES` says otherwise: about 0.6 GB for Pagefind. */
export const SHARD_PAGES = 2500;

/** A page Pagefind indexes: its site URL (`/notes/x/`) and its HTML file relative to the site folder (`notes/x/index.html`). */
export interface IndexedPage {
  url: string;
  file: string;
}

/** Takes the environment; returns `SEARCH_SHARD_PAGES` as a positive whole number, `SHARD_PAGES` when unset, and throws when it is not one. */
export function shardPagesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env['SEARCH_SHARD_PAGES'];
  if (text === undefined || text === '') return SHARD_PAGES;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`SEARCH_SHARD_PAGES is "${text}"; set it to a whole number of pages, at least 1 (default ${SHARD_PAGES}).`);
  return value;
}

/** Takes a page count and the most pages per shard; returns how many shards there are (at least one). */
export function shardCount(pages: number, shardPages: number): number {
  return Math.max(1, Math.ceil(pages / shardPages));
}

/** Takes a URL; returns its 32-bit FNV-1a hash (stable across builds and machines). */
export const urlHash = fnv1a;

/** Takes a URL and the shard count; returns the URL's shard, from 0. */
export function shardOf(url: string, shards: number): number {
  return urlHash(url) % shards;
}

/** Takes the indexed pages and the most pages per shard; returns the pages of each non-empty shard, each sorted by URL. */
export function assignShards(pages: readonly IndexedPage[], shardPages: number): IndexedPage[][] {
  const count = shardCount(pages.length, shardPages);
  const shards: IndexedPage[][] = Array.from({ length: count }, () => []);
  for (const page of pages) shards[shardOf(page.url, count)]?.push(page);
  for (const shard of shards) shard.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  // Pagefind cannot write an index without pages; a shard the hash left empty (only on tiny sites) is dropped.
  const filled = shards.filter((shard) => shard.length > 0);
  return filled.length > 0 ? filled : [[]];
}

/** Takes a shard's number; returns its folder relative to the index folder (`""` for shard 0, `shard-3/` for shard 3). */
export function shardPath(shard: number): string {
  return shard === 0 ? '' : `shard-${shard}/`;
}
