/**
 * Which shard of the search index a page belongs to. Pagefind's memory grows with the pages it
 * indexes (about 0.25 MB a page), so the site is indexed in shards of at most `shardPages` pages,
 * each by its own process; the browser merges them. A page's shard follows from its URL alone,
 * so an edit leaves every other page where it was and their shards can be reused.
 */
import { SHARD_PAGES } from '../config/schema.ts';
import { fnv1a } from '../core/hash.ts';

export { SHARD_PAGES };

/** A page Pagefind indexes: its site URL (`/notes/x/`) and its HTML file relative to the site folder (`notes/x/index.html`). */
export interface IndexedPage {
  url: string;
  file: string;
  /** Its `<html lang>` when that is not the site's language (the context's `lang`): such pages get shards of their own. Default: the site's. */
  lang?: string | undefined;
}

/** Takes a page count and the most pages per shard; returns how many shards there are (at least one). */
export function shardCount(pages: number, shardPages: number): number {
  return Math.max(1, Math.ceil(pages / shardPages));
}

/** How far past a multiple of the shard size a collection may grow (or below it shrink) before a rebuild changes its shard count. */
export const SHARD_SLACK = 0.05;

/**
 * Takes a page count, the most pages per shard and the previous build's shard count; returns the
 * shard count: the previous one while the pages fit it within `SHARD_SLACK` of a shard's size, else
 * `shardCount`. A page's shard depends on the count, so without this, adding the page that crosses
 * a multiple of the shard size (15,000 → 15,001) moves nearly every page and re-indexes every shard.
 */
export function keptShardCount(pages: number, shardPages: number, previous: number | undefined): number {
  const fresh = shardCount(pages, shardPages);
  if (previous === undefined || previous === fresh) return fresh;
  const fitsGrown = previous === fresh - 1 && pages <= previous * shardPages * (1 + SHARD_SLACK);
  const fitsShrunk = previous === fresh + 1 && pages > fresh * shardPages * (1 - SHARD_SLACK);
  return fitsGrown || fitsShrunk ? previous : fresh;
}

/** Takes a URL; returns its 32-bit FNV-1a hash over UTF-16 code units (stable across builds and machines). */
export const urlHash = fnv1a;

/** Takes a URL and the shard count; returns the URL's shard, from 0. */
export function shardOf(url: string, shards: number): number {
  return urlHash(url) % shards;
}

/** Takes pages of one language, the most pages per shard and the shard count to keep if they still fit it; returns the non-empty shards, each sorted by URL. */
function hashShards(pages: readonly IndexedPage[], shardPages: number, previousCount?: number): IndexedPage[][] {
  const count = keptShardCount(pages.length, shardPages, previousCount);
  const shards: IndexedPage[][] = Array.from({ length: count }, () => []);
  for (const page of pages) shards[shardOf(page.url, count)]?.push(page);
  for (const shard of shards) shard.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  // Pagefind cannot write an index without pages; a shard the hash left empty (only on tiny sites) is dropped.
  return shards.filter((shard) => shard.length > 0);
}

/**
 * Takes the indexed pages, the most pages per shard and the previous build's shard count (if any); returns the pages of each non-empty shard,
 * each sorted by URL: the site's language first, then each other language (by tag) in shards of
 * its own. Pagefind keeps one index per language in a shard and the browser loads one language of
 * each shard it merges, so a shard never mixes languages.
 */
export function assignShards(pages: readonly IndexedPage[], shardPages: number, previousCount?: number): IndexedPage[][] {
  const byLang = new Map<string, IndexedPage[]>();
  for (const page of pages) {
    const lang = page.lang ?? '';
    const list = byLang.get(lang) ?? [];
    list.push(page);
    byLang.set(lang, list);
  }
  const langs = [...byLang.keys()].sort();
  // The previous shard count is kept (see `keptShardCount`) for a site in one language, the usual case.
  const kept = langs.length === 1 ? previousCount : undefined;
  const filled = langs.flatMap((lang) => hashShards(byLang.get(lang) ?? [], shardPages, kept));
  return filled.length > 0 ? filled : [[]];
}

/** Takes a shard's number; returns its folder relative to the index folder (`""` for shard 0, `shard-3/` for shard 3). */
export function shardPath(shard: number): string {
  return shard === 0 ? '' : `shard-${shard}/`;
}
