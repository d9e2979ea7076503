import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { SearchManifest, ShardList } from '../schemas/search-manifest.ts';
import { findIndexedPages, STAGING_PREFIX } from './search-pages.ts';
import { inLanes } from './lanes.ts';
import { indexHash, linkTree, pagefindVersion, runPagefind, stagePages, trimMergedShard } from './search-pagefind.ts';
import { canReuse, type PreviousIndex } from './search-reuse.ts';
import { DELTA_PATH, type DeltaPlan, pageIds, planDelta } from './search-delta.ts';
import { assignShards, SHARD_PAGES, shardPath, type IndexedPage } from './search-shards.ts';

/** Bumped when the shard layout changes, so older shards are never reused. */
const LAYOUT = 2;

/** How to index a site: which pages, in shards of how many, and what the previous build left to reuse. */
export interface IndexSiteOptions {
  /** Where the index goes; default `<outDir>/pagefind/`. */
  outputPath?: string;
  /** The pages Pagefind indexes (`file` relative to `outDir`); default: every HTML file with a `data-pagefind-body` element. */
  pages?: readonly IndexedPage[];
  /** Most pages per shard (the configuration's `search.shardPages`); default 2,500. */
  shardPages?: number;
  /** The site's language (the context's `lang`): pages found without `pages` whose `<html lang>` differs get shards of their own. Default `en`. */
  lang?: string;
  /** Shards indexed at once, each a Pagefind process; default the cores, at most 2. */
  concurrency?: number;
  /** When given, one shard is indexed at a time until this settles, then `concurrency` (e.g. until another process has given its memory back). Default: none. */
  moreLanesAfter?: Promise<unknown>;
  /** The previous output and its manifest: its shards are reused where nothing Pagefind reads changed. */
  previous?: PreviousIndex;
  /** HTML files (relative to `outDir`) rendered in this build; every other file is a copy of the previous output's. Default: all. */
  rerendered?: ReadonlySet<string>;
  /** Whether the pages changed since the previous index may go into a delta index over its shards (search-delta.ts) instead of their shards being indexed again. Default: false (a delta the previous build left is folded back). */
  delta?: boolean;
}

/** What `indexSite` wrote. */
export interface SearchIndexResult {
  pageCount: number;
  shards: number;
  /** Shards taken from the previous output instead of being indexed again. */
  reusedShards: number;
  /** To keep after the output is in place and pass back as `previous.manifest` next build. */
  manifest: SearchManifest;
  /** How many pages the delta index holds, when this build wrote one. */
  deltaPages?: number;
}

/** Takes a site folder and an optional output path; indexes it (sharded, nothing reused) and returns how many pages were indexed. */
export async function indexSite(outDir: string, outputPath?: string): Promise<number>;
/** Takes a site folder and options; indexes it in shards, reusing the previous output's where it can, and returns what it wrote. */
export async function indexSite(outDir: string, options: IndexSiteOptions): Promise<SearchIndexResult>;
export async function indexSite(outDir: string, given?: string | IndexSiteOptions): Promise<number | SearchIndexResult> {
  if (typeof given === 'object') return indexShards(outDir, given);
  const result = await indexShards(outDir, given === undefined ? {} : { outputPath: given });
  return result.pageCount;
}

/** Takes a site folder; removes staging folders an interrupted run left in it (Pagefind would index their copies). */
async function removeStaging(siteDir: string): Promise<void> {
  for (const name of await readdir(siteDir)) if (name.startsWith(STAGING_PREFIX)) await rm(join(siteDir, name), { recursive: true, force: true });
}

async function indexShards(outDir: string, options: IndexSiteOptions): Promise<SearchIndexResult> {
  const siteDir = resolve(outDir);
  const outputPath = resolve(options.outputPath ?? join(siteDir, 'pagefind'));
  const inside = relative(siteDir, outputPath);
  const indexDir = inside === '' || inside.startsWith('..') || isAbsolute(inside) ? 'pagefind' : inside;
  const pages = options.pages ?? (await findIndexedPages(siteDir, options.lang ?? 'en', [indexDir]));
  const shardPages = options.shardPages ?? SHARD_PAGES;
  const version = `pagefind ${await pagefindVersion()}, layout ${LAYOUT}`;
  const previous = options.previous?.manifest.version === version ? options.previous : undefined;
  // The previous shard count is kept while the pages still fit it (see `keptShardCount`).
  const groups = assignShards(pages, shardPages, previous?.manifest.shardPages === shardPages ? previous.manifest.shards.length : undefined);
  const planned = groups.map((group, shard) => ({ path: shardPath(shard), urls: group.map((page) => page.url) }));
  if (previous && resolve(previous.dir, indexDir) === outputPath) {
    throw new Error(`The previous index (${outputPath}) cannot be reused in place; index into a fresh folder and swap it in.`);
  }

  await rm(outputPath, { recursive: true, force: true });
  await mkdir(outputPath, { recursive: true });
  await removeStaging(siteDir);
  if (previous !== undefined && options.delta === true) {
    const check = { pages, shardCount: groups.length, shardPages, siteDir, indexDir, previous, rerendered: options.rerendered };
    const plan = await planDelta(check);
    if (plan !== null) return indexDelta({ siteDir, outputPath, indexDir, previous, pageCount: pages.length }, plan);
  }
  // One shard over the pages Pagefind itself would pick: it reads the site folder, nothing to stage.
  const direct = planned.length === 1 && options.pages === undefined;
  const staging = direct ? undefined : await mkdtemp(join(siteDir, STAGING_PREFIX));
  let reusedShards = 0;
  try {
    const tasks = planned.map((shard, at) => async (): Promise<number> => {
      const group = groups[at] ?? [];
      const dest = join(outputPath, shard.path);
      const reuse = previous !== undefined && (await canReuse({ shard, pages: group, siteDir, indexDir, previous, rerendered: options.rerendered }));
      if (reuse) {
        reusedShards += 1;
        // The first shard's folder also holds the others, the delta and the shard list: those come from this build.
        const ofThisBuild = (name: string): boolean => /^shard-\d+$/.test(name) || name === 'shards.json' || `${name}/` === DELTA_PATH;
        await linkTree(join(previous.dir, indexDir, shard.path), dest, (name) => at === 0 && ofThisBuild(name));
        return shard.urls.length;
      }
      if (staging === undefined) return runPagefind(siteDir, dest);
      const site = join(staging, `shard-${at}`);
      await stagePages(siteDir, group, site);
      const indexed = await runPagefind(site, dest);
      await rm(site, { recursive: true, force: true });
      if (at > 0) await trimMergedShard(dest);
      return indexed;
    });
    const counts = await inLanes(tasks, options.concurrency ?? Math.min(2, availableParallelism()), options.moreLanesAfter);
    const languages = Object.fromEntries(groups.flatMap((group, at) => (at > 0 && group[0]?.lang !== undefined ? [[shardPath(at), group[0].lang]] : [])));
    const list: ShardList = { shards: planned.slice(1).map((shard) => shard.path), ...(Object.keys(languages).length > 0 ? { languages } : {}) };
    await writeFile(join(outputPath, 'shards.json'), JSON.stringify(list));
    const shards = await Promise.all(planned.map(async (shard) => ({ ...shard, index: await indexHash(join(outputPath, shard.path)) })));
    const manifest: SearchManifest = { version, shardPages, shards };
    return { pageCount: counts.reduce((sum, count) => sum + count, 0), shards: shards.length, reusedShards, manifest };
  } finally {
    if (staging !== undefined) await rm(staging, { recursive: true, force: true });
  }
}

/** Where `indexDelta` writes and what it keeps. */
interface DeltaTarget {
  siteDir: string;
  outputPath: string;
  indexDir: string;
  previous: PreviousIndex;
  /** Every page the index covers. */
  pageCount: number;
}

/** Links every shard of the previous index into `outputPath` unchanged and indexes the plan's pages into its delta folder; returns what it wrote (search-delta.ts). */
async function indexDelta(target: DeltaTarget, plan: DeltaPlan): Promise<SearchIndexResult> {
  const { siteDir, outputPath, previous } = target;
  const { manifest } = previous;
  // The first shard's folder holds the others: one tree, less the previous delta and shard list.
  await linkTree(join(previous.dir, target.indexDir), outputPath, (name) => `${name}/` === DELTA_PATH || name === 'shards.json');
  let index = '';
  const stale = { ...plan.stale };
  if (plan.pages.length > 0) {
    const staging = await mkdtemp(join(siteDir, STAGING_PREFIX));
    try {
      const dest = join(outputPath, DELTA_PATH);
      await stagePages(siteDir, plan.pages, join(staging, 'delta'));
      await runPagefind(join(staging, 'delta'), dest);
      await trimMergedShard(dest);
      index = await indexHash(dest);
      // A page changed back to what its shard indexed gets the same page id in the delta: its shard's entry is up to date again.
      const ids = await pageIds(dest, new Set(Object.keys(stale)));
      for (const [url, id] of ids) if (stale[url] === id) delete stale[url];
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
  const hidden = Object.values(stale).sort();
  const list: ShardList = {
    shards: manifest.shards.slice(1).map((shard) => shard.path),
    delta: plan.pages.length > 0 ? { path: DELTA_PATH, hidden } : { hidden },
  };
  await writeFile(join(outputPath, 'shards.json'), JSON.stringify(list));
  const delta = { urls: plan.pages.map((page) => page.url), stale, index };
  return {
    pageCount: target.pageCount,
    shards: manifest.shards.length,
    reusedShards: manifest.shards.length,
    manifest: { version: manifest.version, shardPages: manifest.shardPages, shards: manifest.shards, delta },
    deltaPages: plan.pages.length,
  };
}
