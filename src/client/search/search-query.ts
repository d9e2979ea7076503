import type { PageKind } from '../../schemas/brand.ts';
import { KIND_IDS, isPageKind } from '../../core/kinds.ts';
import { SEARCH_FILTER, SEARCH_STATUS } from '../../core/search-fields.ts';

/** What the reader asked for: the words, the chosen kinds, clusters and tags (none chosen = all), and whether pages not yet written are listed. */
export interface SearchQuery {
  q: string;
  kinds: PageKind[];
  clusters: string[];
  tags: string[];
  /** `true` (the default): pages not yet written are listed, after the written ones. */
  stubs: boolean;
}

/** Pagefind's filter input: within a key any chosen value matches; keys combine with AND. */
export type PagefindFilters = Record<string, { any: string[] }>;

/** URL parameter names; a search URL reads `/search/?q=face-saving&kind=note&cluster=…&tag=…&stubs=hide`. */
export const QUERY_PARAM = { q: 'q', kind: 'kind', cluster: 'cluster', tag: 'tag', stubs: 'stubs' } as const;
/** The `stubs` parameter's value that leaves pages not yet written out. */
export const HIDE_STUBS = 'hide';

/** A filter group a count can leave out. */
export type FilterGroupKey = 'kind' | 'cluster' | 'tag';

function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

/** Takes URL search parameters; returns the query they describe, ignoring unknown kinds. */
export function readQuery(params: URLSearchParams): SearchQuery {
  const kinds = unique(params.getAll(QUERY_PARAM.kind).filter(isPageKind));
  return {
    q: (params.get(QUERY_PARAM.q) ?? '').trim(),
    kinds: KIND_IDS.filter((kind) => kinds.includes(kind)),
    clusters: unique(params.getAll(QUERY_PARAM.cluster).filter((name) => name !== '')),
    tags: unique(params.getAll(QUERY_PARAM.tag).filter((name) => name !== '')),
    stubs: params.get(QUERY_PARAM.stubs) !== HIDE_STUBS,
  };
}

/** Takes a query; returns the URL search string for it (`?q=…`, or `''` when empty). */
export function queryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.q !== '') params.set(QUERY_PARAM.q, query.q);
  for (const kind of query.kinds) params.append(QUERY_PARAM.kind, kind);
  for (const cluster of query.clusters) params.append(QUERY_PARAM.cluster, cluster);
  for (const tag of query.tags) params.append(QUERY_PARAM.tag, tag);
  if (!query.stubs) params.set(QUERY_PARAM.stubs, HIDE_STUBS);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Takes a query and optionally one filter group to leave out; returns Pagefind's filter object.
 * Leaving a group out gives that group's counts as if none of it were chosen, so a reader sees
 * how many results each other kind (or cluster, or tag) would add. Hiding pages not yet written
 * asks for written pages only.
 */
export function pagefindFilters(query: SearchQuery, without?: FilterGroupKey): PagefindFilters {
  const filters: PagefindFilters = {};
  if (without !== 'kind' && query.kinds.length > 0) filters[SEARCH_FILTER.kind] = { any: [...query.kinds] };
  if (without !== 'cluster' && query.clusters.length > 0) filters[SEARCH_FILTER.cluster] = { any: [...query.clusters] };
  if (without !== 'tag' && query.tags.length > 0) filters[SEARCH_FILTER.tag] = { any: [...query.tags] };
  if (!query.stubs) filters[SEARCH_FILTER.status] = { any: [SEARCH_STATUS.written] };
  return filters;
}
