import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SearchManifest, SearchShard } from '../schemas/search-manifest.ts';
import { indexHash } from './search-pagefind.ts';
import { searchProjection } from './search-projection.ts';
import type { IndexedPage } from './search-shards.ts';

/** The previous build's output and the manifest its index was written with. */
export interface PreviousIndex {
  /** The previous output folder (e.g. `dist/`), whose index folder holds the shards to reuse. */
  dir: string;
  manifest: SearchManifest;
}

/** What decides whether one shard can be taken from the previous output. */
export interface ReuseCheck {
  /** The shard as this build would write it (its `index` hash is not known yet). */
  shard: Omit<SearchShard, 'index'>;
  /** Its pages (the `urls` of `shard`, with their files). */
  pages: readonly IndexedPage[];
  /** This build's site folder. */
  siteDir: string;
  /** The index folder relative to the site folders (`pagefind`). */
  indexDir: string;
  previous: PreviousIndex;
  /** HTML files (relative to the site folder) rendered in this build; the rest are copies of the previous output's. `undefined`: all of them. */
  rerendered: ReadonlySet<string> | undefined;
}

const COMPARE_AHEAD = 16;

/** Takes a relative HTML file and the two site folders; returns true when Pagefind reads the same from both copies. */
export async function sameProjection(file: string, siteDir: string, previousDir: string): Promise<boolean> {
  const before = join(previousDir, file);
  const after = join(siteDir, file);
  if (!existsSync(before)) return false;
  // A page linked over from the previous output is the same file: nothing to read.
  const [statNow, statThen] = await Promise.all([stat(after), stat(before)]);
  if (statNow.ino === statThen.ino && statNow.dev === statThen.dev) return true;
  const [now, then] = await Promise.all([readFile(after, 'utf8'), readFile(before, 'utf8')]);
  return now === then || searchProjection(now) === searchProjection(then);
}

/** Takes a shard's check; returns true when the previous output's copy of the shard indexes exactly what this build would. */
export async function canReuse(check: ReuseCheck): Promise<boolean> {
  const { shard, pages, previous, rerendered } = check;
  const before = previous.manifest.shards.find((candidate) => candidate.path === shard.path);
  if (!before || before.urls.length !== shard.urls.length || before.urls.some((url, at) => url !== shard.urls[at])) return false;
  // A shard with entries a delta index stood in for (src/orchestrate/search-delta.ts) is out of date.
  const stale = previous.manifest.delta?.stale ?? {};
  if (shard.urls.some((url) => stale[url] !== undefined)) return false;
  const folder = join(previous.dir, check.indexDir, shard.path);
  // The folder must hold the index the manifest describes (not one a later, unrecorded build wrote).
  if (!existsSync(join(folder, 'pagefind-entry.json')) || (await indexHash(folder)) !== before.index) return false;
  const changed = pages.filter((page) => rerendered === undefined || rerendered.has(page.file));
  for (let start = 0; start < changed.length; start += COMPARE_AHEAD) {
    const batch = changed.slice(start, start + COMPARE_AHEAD);
    const same = await Promise.all(batch.map((page) => sameProjection(page.file, check.siteDir, previous.dir)));
    if (same.includes(false)) return false;
  }
  return true;
}
