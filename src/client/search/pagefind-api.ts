import type { PageKind } from '../../schemas/brand.ts';
import type { ShardList } from '../../schemas/search-manifest.ts';
import { isPageKind } from '../../core/kinds.ts';
import { SEARCH_FILTER, SEARCH_META, SEARCH_STATUS } from '../../core/search-fields.ts';
import { joinBase } from '../../core/base-path.ts';
import { phraseFirst, phraseQuery } from './phrase-first.ts';
import type { PagefindFilters } from './search-query.ts';

/**
 * The typed edge of Pagefind's browser API (`/pagefind/pagefind.js`, written by the build).
 * The module arrives as `unknown` from a dynamic import; everything read from it is checked here,
 * so the rest of the search code works with plain typed values. The build writes the index in
 * shards (`build/search-index.ts`); the first is `/pagefind/` itself, the others are listed
 * in `/pagefind/shards.json` and merged into it here, so a search covers them all.
 */

/** Result counts by filter key, then by value. */
export type FilterCounts = Record<string, Record<string, number>>;

/** One search's outcome before any result's data is loaded. */
export interface SearchOutcome {
  /** Matches in rank order; `load()` fetches one result's fragment. */
  results: ResultRef[];
  /** How many matches there are without the filters. */
  unfilteredResultCount: number;
  /** Counts under the current filters, by filter key and value. */
  filters: FilterCounts;
}

/** A match whose data has not been fetched yet. */
export interface ResultRef {
  id: string;
  load: () => Promise<SearchHit>;
}

/** A section of a page that matched (a heading with an id and the text after it). */
export interface SubHit {
  title: string;
  url: string;
  /** HTML: text with entities escaped and matched words in `<mark>`. */
  excerpt: string;
}

/** One result as the search UI shows it. */
export interface SearchHit {
  url: string;
  title: string;
  kind: PageKind | undefined;
  stub: boolean;
  clusters: string[];
  /** The page's date (`YYYY-MM-DD`), `''` when it has none. */
  date: string;
  /** HTML: text with entities escaped and matched words in `<mark>` (Pagefind's guarantee). */
  excerpt: string;
  /** Matching sections below headings, the page's own top section left out. */
  subResults: SubHit[];
}

interface RawPagefind {
  options: (options: Record<string, unknown>) => Promise<unknown>;
  init: () => Promise<unknown>;
  search: (term: string, options: { filters: PagefindFilters }) => Promise<unknown>;
  debouncedSearch: (term: string, options: { filters: PagefindFilters }, ms: number) => Promise<unknown>;
  filters: () => Promise<unknown>;
  preload: (term: string) => Promise<unknown>;
  mergeIndex: (indexPath: string, options: Record<string, unknown>) => Promise<unknown>;
}

/** Thrown when Pagefind's files are missing or not what this code expects. */
export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function hasFunctions<K extends string>(value: unknown, keys: readonly K[]): value is Record<K, (...args: never[]) => unknown> {
  return isRecord(value) && keys.every((key) => typeof value[key] === 'function');
}

function str(record: Record<string, unknown>, key: string, what: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new SearchIndexError(`Pagefind ${what} has no text "${key}"; rebuild the site (npm run build).`);
  return value;
}

function counts(value: unknown): FilterCounts {
  const out: FilterCounts = {};
  if (!isRecord(value)) return out;
  for (const [key, byValue] of Object.entries(value)) {
    if (!isRecord(byValue)) continue;
    const inner: Record<string, number> = {};
    for (const [name, count] of Object.entries(byValue)) if (typeof count === 'number') inner[name] = count;
    out[key] = inner;
  }
  return out;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Takes a loaded result fragment (unknown); returns it as a typed hit, or throws when the shape is wrong. */
export function toHit(fragment: unknown): SearchHit {
  if (!isRecord(fragment)) throw new SearchIndexError('Pagefind returned a result that is not an object; rebuild the site (npm run build).');
  const url = str(fragment, 'url', 'result');
  const meta = isRecord(fragment['meta']) ? fragment['meta'] : {};
  const filters = isRecord(fragment['filters']) ? fragment['filters'] : {};
  const kindText = typeof meta[SEARCH_META.kind] === 'string' ? meta[SEARCH_META.kind] : '';
  const dateText = meta[SEARCH_META.date];
  const title = typeof meta[SEARCH_META.title] === 'string' && meta[SEARCH_META.title] !== '' ? meta[SEARCH_META.title] : url;
  const subResults: SubHit[] = [];
  for (const sub of Array.isArray(fragment['sub_results']) ? fragment['sub_results'] : []) {
    // Sections without an anchor are the page's top section, already shown as the main excerpt.
    if (!isRecord(sub) || !isRecord(sub['anchor'])) continue;
    subResults.push({ title: str(sub, 'title', 'sub-result'), url: str(sub, 'url', 'sub-result'), excerpt: str(sub, 'excerpt', 'sub-result') });
  }
  return {
    url,
    title: String(title),
    kind: typeof kindText === 'string' && isPageKind(kindText) ? kindText : undefined,
    stub: meta[SEARCH_META.stub] === 'true',
    clusters: strings(filters[SEARCH_FILTER.cluster]),
    date: typeof dateText === 'string' ? dateText : '',
    excerpt: str(fragment, 'excerpt', 'result'),
    subResults,
  };
}

/**
 * Takes a raw Pagefind search and the page ids to leave out (the shards' out-of-date entries, which
 * a delta index stands in for: `/pagefind/shards.json`'s `delta.hidden`); returns the typed outcome.
 * A page id found twice (a page the delta holds as its shard does: the same content) is shown once.
 */
export function toOutcome(value: unknown, hidden: ReadonlySet<string> = new Set()): SearchOutcome {
  if (!isRecord(value) || !Array.isArray(value['results'])) {
    throw new SearchIndexError('Pagefind returned a search without results; rebuild the site (npm run build).');
  }
  const results: ResultRef[] = [];
  const seen = new Set<string>();
  value['results'].forEach((raw, position) => {
    const id = isRecord(raw) && typeof raw['id'] === 'string' ? raw['id'] : String(position);
    if (hidden.has(id) || seen.has(id)) return;
    seen.add(id);
    if (!hasFunctions(raw, ['data'])) throw new SearchIndexError(`Pagefind result ${position} cannot load its data; rebuild the site (npm run build).`);
    results.push({ id, load: async () => toHit(await raw.data()) });
  });
  const unfiltered = value['unfilteredResultCount'];
  return {
    results,
    unfilteredResultCount: typeof unfiltered === 'number' ? unfiltered : results.length,
    filters: counts(value['filters']),
  };
}

/**
 * Takes the outcome of a search over written pages and of the same search over pages not yet
 * written; returns one outcome: the written matches, then the others, each in Pagefind's rank
 * order, with the filter counts of both added up.
 */
export function writtenFirst(written: SearchOutcome, stubs: SearchOutcome): SearchOutcome {
  const filters: FilterCounts = {};
  for (const counts of [written.filters, stubs.filters]) {
    for (const [key, values] of Object.entries(counts)) {
      const into = (filters[key] ??= {});
      for (const [value, n] of Object.entries(values)) into[value] = (into[value] ?? 0) + n;
    }
  }
  return { results: [...written.results, ...stubs.results], unfilteredResultCount: written.unfilteredResultCount, filters };
}

/** The search index as the UI uses it: typed searches, filter counts and preloading. */
export interface SearchIndex {
  /** Takes a term and filters; returns the outcome, written pages first (see `writtenFirst`). */
  search(term: string, filters: PagefindFilters): Promise<SearchOutcome>;
  /** Like `search`, but waits `ms` and returns `null` when a later call superseded this one. */
  debouncedSearch(term: string, filters: PagefindFilters, ms: number): Promise<SearchOutcome | null>;
  /** Returns every filter value with its count over the whole site. */
  filters(): Promise<FilterCounts>;
  /** Starts fetching the index chunks a term needs, without searching. */
  preload(term: string): void;
}

let loading: Promise<SearchIndex> | undefined;

/** Takes the site's base path; returns the Pagefind index, importing `pagefind.js` once per page. */
export function loadSearchIndex(base: string): Promise<SearchIndex> {
  loading ??= importIndex(base);
  return loading;
}

/** True when `value` has the shape of `shards.json`'s delta: an optional path `delta/` and the page ids to hide. */
function isDelta(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const hidden = value['hidden'];
  return (value['path'] === undefined || value['path'] === 'delta/') && Array.isArray(hidden) && hidden.every((id) => typeof id === 'string');
}

/** True when `value` has the shape of `shards.json` (`ShardList`, checked by hand to keep zod out of the browser). */
function isShardList(value: unknown): value is ShardList {
  const shards = isRecord(value) ? value['shards'] : undefined;
  const languages = isRecord(value) ? value['languages'] : undefined;
  const delta = isRecord(value) ? value['delta'] : undefined;
  return (
    Array.isArray(shards) &&
    shards.every((path) => typeof path === 'string' && /^shard-\d+\/$/.test(path)) &&
    (languages === undefined || (isRecord(languages) && Object.values(languages).every((lang) => typeof lang === 'string'))) &&
    (delta === undefined || isDelta(delta))
  );
}

/** A shard to merge: its URL and, when its pages are not in the site's language, theirs. */
interface ShardRef {
  url: string;
  language: string | undefined;
}

/** The indexes to merge into the first one, and the page ids of their out-of-date entries. */
interface IndexList {
  /** The shards after the first, then the delta index when there is one. */
  merged: ShardRef[];
  /** Page ids search results leave out: the shards' entries a delta index stands in for. */
  hidden: ReadonlySet<string>;
}

/** Takes the index folder's URL; returns the indexes to merge into the first one, read from the `shards.json` the build writes beside `pagefind.js`. */
async function shardUrls(bundle: string): Promise<IndexList> {
  const url = `${bundle}shards.json`;
  let list: unknown;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    list = await response.json();
  } catch (error) {
    throw new SearchIndexError(`The search index's shard list ${url} could not be loaded (${String(error)}); it is written by npm run build.`);
  }
  if (!isShardList(list)) throw new SearchIndexError(`${url} is not a shard list this site can use; rebuild the site (npm run build).`);
  const merged = list.shards.map((path): ShardRef => ({ url: `${bundle}${path}`, language: list.languages?.[path] }));
  const deltaPath = list.delta?.path;
  if (deltaPath !== undefined) merged.push({ url: `${bundle}${deltaPath}`, language: undefined });
  return { merged, hidden: new Set(list.delta?.hidden ?? []) };
}

async function importIndex(base: string): Promise<SearchIndex> {
  // The base may be a full address (the tests load an index from a local server).
  const bundle = joinBase(base.replace(/\/?$/, '/'), '/pagefind/');
  // The shard list is fetched while the script loads; a failure is reported once the import settled.
  const shards = shardUrls(bundle);
  shards.catch(() => undefined);
  let module: unknown;
  try {
    // A runtime URL, not a module Vite can bundle: pagefind.js exists only after the build indexes.
    module = await import(/* @vite-ignore */ `${bundle}pagefind.js`);
  } catch (error) {
    loading = undefined;
    throw new SearchIndexError(`The search index could not be loaded from ${bundle} (${String(error)}); it is written by npm run build.`);
  }
  const methods = ['options', 'init', 'search', 'debouncedSearch', 'filters', 'preload', 'mergeIndex'] as const;
  if (!hasFunctions(module, methods)) throw new SearchIndexError(`${bundle}pagefind.js is not a Pagefind bundle this site can use.`);
  const pagefind = module as unknown as RawPagefind;
  const options = { baseUrl: base, excerptLength: 24 };
  await pagefind.options(options);
  await pagefind.init();
  let indexes: IndexList;
  try {
    indexes = await shards;
  } catch (error) {
    loading = undefined;
    throw error;
  }
  // Pagefind applies `options` to the first index only; each merged shard takes them again. A shard
  // of another language is loaded in it, so that the query is split into words as its pages were.
  await Promise.all(
    indexes.merged.map((shard) => pagefind.mergeIndex(shard.url, shard.language === undefined ? options : { ...options, language: shard.language })),
  );
  const outcome = (raw: unknown): SearchOutcome => toOutcome(raw, indexes.hidden);
  // Written pages first, then pages not yet written: two searches, one per status, joined; the
  // second is left out when the filters ask for written pages only.
  const only = (filters: PagefindFilters, status: string): { filters: PagefindFilters } => ({
    filters: { ...filters, [SEARCH_FILTER.status]: { any: [status] } },
  });
  const none: SearchOutcome = { results: [], unfilteredResultCount: 0, filters: {} };
  // A Chinese, Japanese or Korean query: the pages holding its words in a row first (phrase-first.ts).
  const ranked = async (raw: unknown, term: string, filters: { filters: PagefindFilters }): Promise<SearchOutcome> => {
    const phrase = phraseQuery(term);
    return phrase === undefined ? outcome(raw) : phraseFirst(outcome(await pagefind.search(phrase, filters)), outcome(raw));
  };
  const rest = async (first: unknown, term: string, filters: PagefindFilters): Promise<SearchOutcome> => {
    const stubsAsked = filters[SEARCH_FILTER.status]?.any.includes(SEARCH_STATUS.stub) ?? true;
    const stubs = only(filters, SEARCH_STATUS.stub);
    return writtenFirst(
      await ranked(first, term, only(filters, SEARCH_STATUS.written)),
      stubsAsked ? await ranked(await pagefind.search(term, stubs), term, stubs) : none,
    );
  };
  return {
    search: async (term, filters) => rest(await pagefind.search(term, only(filters, SEARCH_STATUS.written)), term, filters),
    debouncedSearch: async (term, filters, ms) => {
      const raw = await pagefind.debouncedSearch(term, only(filters, SEARCH_STATUS.written), ms);
      return raw === null ? null : rest(raw, term, filters);
    },
    filters: async () => counts(await pagefind.filters()),
    preload: (term) => void pagefind.preload(term),
  };
}
