// The search index by delta, for the builds of `npm run build -- --watch`: instead of indexing again
// each shard that holds a changed page (2,500 pages for one edit), the build keeps every shard as
// the previous build left it and indexes the pages changed or added since the shards were indexed
// into one small extra index, `/pagefind/delta/`, which the browser merges like a shard. The shards'
// out-of-date entries (pages changed since) are listed by their Pagefind page id in
// `shards.json`, and the browser leaves them out of the results (src/client/search/pagefind-api.ts).
// A page gone from the site since its shard was indexed (a note made private, or deleted or renamed
// when no note links it) folds the delta back at once instead: hiding it would leave its text in the
// shard's published files.
// Once the delta would hold more than a tenth of a shard (`deltaLimit`), the build folds it back:
// it indexes the shards as a build without delta does, and the delta is gone.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { SearchDelta, SearchManifest } from '../schemas/search-manifest.ts';
import { indexHash } from './search-pagefind.ts';
import { sameProjection } from './search-reuse.ts';
import type { PreviousIndex } from './search-reuse.ts';
import type { IndexedPage } from './search-shards.ts';

/** The delta's folder, relative to the index folder. */
export const DELTA_PATH = 'delta/';

/** Takes the most pages a shard holds; returns the most pages the delta may hold before it is folded back into the shards: a tenth of a shard. */
export function deltaLimit(shardPages: number): number {
  return Math.max(1, Math.ceil(shardPages / 10));
}

/** What a build indexes by delta: the delta's pages, and every out-of-date entry of the shards (a page changed since) with its page id. */
export interface DeltaPlan {
  /** The pages the delta indexes (changed or added since the shards were indexed), sorted by URL. */
  pages: IndexedPage[];
  /** The shards' out-of-date entries (pages changed since they were indexed): URL → Pagefind page id. */
  stale: Record<string, string>;
}

/** What `planDelta` decides from. */
export interface DeltaCheck {
  /** Every page the index covers now. */
  pages: readonly IndexedPage[];
  /** The shard count this build would give the pages. */
  shardCount: number;
  shardPages: number;
  siteDir: string;
  /** The index folder relative to the site folders (`pagefind`). */
  indexDir: string;
  previous: PreviousIndex;
  /** HTML files rendered in this build; the rest are the previous output's. `undefined`: all. */
  rerendered: ReadonlySet<string> | undefined;
}

const PAGE_ID = /^(.+)\.pf_fragment$/;
const READ_AHEAD = 32;

/**
 * Takes a shard's folder and the URLs wanted; returns the Pagefind page id of each wanted URL found
 * there, read from the shard's fragment files (each a gzipped `pagefind_dcd` + JSON record whose
 * first field is the page's URL). Stops reading once every wanted URL is found.
 */
export async function pageIds(shardFolder: string, wanted: ReadonlySet<string>): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const folder = join(shardFolder, 'fragment');
  const names = (await readdir(folder).catch(() => [])).filter((name) => PAGE_ID.test(name));
  for (let start = 0; start < names.length && found.size < wanted.size; start += READ_AHEAD) {
    const batch = names.slice(start, start + READ_AHEAD);
    const bytes = await Promise.all(batch.map((name) => readFile(join(folder, name))));
    batch.forEach((name, at) => {
      const text = gunzipSync(bytes[at] ?? Buffer.alloc(0)).toString('utf8');
      const url = /^pagefind_dcd\{"url":("(?:[^"\\]|\\.)*")/.exec(text)?.[1];
      const parsed: unknown = url === undefined ? undefined : JSON.parse(url);
      const id = PAGE_ID.exec(name)?.[1];
      if (typeof parsed === 'string' && id !== undefined && wanted.has(parsed)) found.set(parsed, id);
    });
  }
  return found;
}

/** Whether the previous output's shards are the index its manifest describes (no later, unrecorded build wrote over them). */
async function shardsIntact(previous: PreviousIndex, indexDir: string): Promise<boolean> {
  for (const shard of previous.manifest.shards) {
    const hash = await indexHash(join(previous.dir, indexDir, shard.path)).catch(() => undefined);
    if (hash !== shard.index) return false;
  }
  const delta = previous.manifest.delta;
  if (delta === undefined || delta.index === '') return true;
  return (await indexHash(join(previous.dir, indexDir, DELTA_PATH)).catch(() => undefined)) === delta.index;
}

/**
 * Takes what the build indexes and the previous index; returns what the delta must index, or `null`
 * when this build indexes shards instead: the previous index was written another way (another shard
 * size or count, pages in another language than the site's, a folder that is not what the manifest
 * says), or a page of a shard is gone from the site, or the delta would hold more than `deltaLimit`
 * pages, or a page id cannot be found.
 */
export async function planDelta(check: DeltaCheck): Promise<DeltaPlan | null> {
  const { previous, rerendered } = check;
  const manifest: SearchManifest = previous.manifest;
  if (manifest.shardPages !== check.shardPages || manifest.shards.length !== check.shardCount) return null;
  if (check.pages.some((page) => page.lang !== undefined)) return null;
  const inShard = new Map<string, string>();
  for (const shard of manifest.shards) for (const url of shard.urls) inShard.set(url, shard.path);
  const before: SearchDelta = manifest.delta ?? { urls: [], stale: {}, index: '' };
  const now = new Map(check.pages.map((page) => [page.url, page]));
  const stale = new Set(Object.keys(before.stale));
  // A page of a shard, up to date there until now, that this build changed in what Pagefind reads.
  const changed = check.pages.filter((page) => inShard.has(page.url) && !stale.has(page.url) && (rerendered === undefined || rerendered.has(page.file)));
  for (const page of changed) if (!(await sameProjection(page.file, check.siteDir, previous.dir))) stale.add(page.url);
  // A page gone from the site (deleted, withheld or renamed) is folded out: a shard's files, which
  // anyone can fetch, hold its text and words until the shard is indexed again, hidden or not.
  for (const url of inShard.keys()) if (!now.has(url)) return null;
  const pages = check.pages.filter((page) => stale.has(page.url) || !inShard.has(page.url)).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  if (pages.length > deltaLimit(check.shardPages)) return null;
  if (!(await shardsIntact(previous, check.indexDir))) return null;
  // The page ids of the entries gone out of date in this build, read from their shards.
  const ids: Record<string, string> = { ...before.stale };
  const wanted = new Map<string, Set<string>>();
  for (const url of stale) {
    if (ids[url] !== undefined) continue;
    const path = inShard.get(url) ?? '';
    wanted.set(path, (wanted.get(path) ?? new Set()).add(url));
  }
  for (const [path, urls] of wanted) {
    const found = await pageIds(join(previous.dir, check.indexDir, path), urls);
    if (found.size < urls.size) return null;
    for (const [url, id] of found) ids[url] = id;
  }
  return { pages, stale: ids };
}
