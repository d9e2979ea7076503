import { z } from 'zod';

/**
 * What the sharded search index records between builds (`SearchManifest`, kept by the build
 * beside its other caches) and what it hands the browser (`ShardList`, `/pagefind/shards.json`).
 * The browser checks the shard list by hand in `client/search/pagefind-api.ts` (zod stays out of
 * the browser bundle) against the type inferred here.
 */

/** One shard: a Pagefind index over some of the site's pages. */
export const SearchShardSchema = z.object({
  /** Where the shard's files are, relative to the index folder (`""` for the first shard, `shard-1/` …). */
  path: z.string(),
  /** The URLs of the shard's pages, sorted. */
  urls: z.array(z.string()),
  /** The hashes Pagefind gave the shard's index (from its `pagefind-entry.json`): a folder with others is not this shard. */
  index: z.string(),
});
export type SearchShard = z.output<typeof SearchShardSchema>;

/**
 * The delta index (`/pagefind/delta/`) a watching build writes instead of indexing shards again: the
 * pages changed or added since the shards were indexed, and the pages of the shards it stands in for.
 */
export const SearchDeltaSchema = z.object({
  /** The URLs of the pages the delta indexes (changed or added since the shards were indexed), sorted. */
  urls: z.array(z.string()),
  /** Each page of the shards whose entry there is out of date (changed since, or gone): its URL and its Pagefind page id in its shard, which the browser hides. */
  stale: z.record(z.string(), z.string()),
  /** The hashes Pagefind gave the delta's index (from its `pagefind-entry.json`); `""` when it indexes no page. */
  index: z.string(),
});
export type SearchDelta = z.output<typeof SearchDeltaSchema>;

/** The search index a build wrote, so the next build can tell which shards it may reuse. */
export const SearchManifestSchema = z.object({
  /** Pagefind's version and the shard layout's; a manifest with another value reuses nothing. */
  version: z.string(),
  /** The most pages a shard was allowed (the shard count is the page count over this, rounded up). */
  shardPages: z.number().int().positive(),
  /** Every shard, the first (written to the index folder itself) first. */
  shards: z.array(SearchShardSchema).min(1),
  /** The delta index over the shards, when a watching build wrote one. Default: none. */
  delta: SearchDeltaSchema.optional(),
});
export type SearchManifest = z.output<typeof SearchManifestSchema>;

/** The part of Pagefind's `pagefind-entry.json` the index reads: each language's index hash. */
export const PagefindEntrySchema = z.object({
  languages: z.record(z.string(), z.object({ hash: z.string(), page_count: z.number().int() })),
});

/** `/pagefind/shards.json`: the shards the browser merges into the first one. */
export const ShardListSchema = z.object({
  /** Paths of the shards after the first, relative to `/pagefind/`, each ending in `/`. */
  shards: z.array(z.string().regex(/^shard-\d+\/$/)),
  /** The language of each shard whose pages are not in the site's language, by path (`{"shard-2/": "zh"}`): it is merged in that language. Default: none. */
  languages: z.record(z.string(), z.string()).optional(),
  /**
   * The delta index, when there is one: its path (`delta/`, absent when it indexes no page: only
   * pages gone), merged like a shard, and the Pagefind page ids of the shards' out-of-date entries
   * (pages changed since, in the delta, or gone), which search results leave out. Default: none.
   */
  delta: z.object({ path: z.literal('delta/').optional(), hidden: z.array(z.string()) }).optional(),
});
export type ShardList = z.output<typeof ShardListSchema>;
