/**
 * Which shard of the search index a page belongs to. Pagefind's memory grows with the pages it
 * indexes (about 0.25 MB a page), so the site is indexed in shards of at most `shardPages` pages,
 * each by its own process; the browser merges them. A page's shard follows from its URL alone,
 * so an edit leaves every other page where it was and their shards can be reused.
 */

/** Most pages per shard unless the caller or the configuration's `search.shardPages` says otherwise: about 0.6 GB for Pagefind. */
export const SHARD_PAGES = 2500;

/** A page Pagefind indexes: its site URL (`/notes/x/`) and its HTML file relative to the site folder (`notes/x/index.html`). */
export interface IndexedPage {
  url: string;
  file: string;
}

/** Takes a page count and the most pages per shard; returns how many shards there are (at least one). */
export function shardCount(pages: number, shardPages: number): number {
  return Math.max(1, Math.ceil(pages / shardPages));
}

/** Takes a URL; returns its 32-bit FNV-1a hash over UTF-16 code units (stable across builds and machines). */
export function urlHash(url: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < url.length; at++) {
    hash ^= url.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

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
