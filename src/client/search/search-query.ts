import type { PageKind } from '../../schemas/brand.ts';
import { KIND_IDS, isPageKind } from '../../core/kinds.ts';
import { SEARCH_FILTER } from '../../core/search-fields.ts';

/** What the reader asked for: the words and the chosen kinds and clusters (none chosen = all). */
export interface SearchQuery {
  q: string;
  kinds: PageKind[];
  clusters: string[];
}

/** Pagefind's filter input: within a key any chosen value matches; keys combine with AND. */
export type PagefindFilters = Record<string, { any: string[] }>;

/** URL parameter names; a search URL reads `/search/?q=face-saving&kind=note&cluster=…`. */
export const QUERY_PARAM = { q: 'q', kind: 'kind', cluster: 'cluster' } as const;

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
  };
}

/** Takes a query; returns the URL search string for it (`?q=…`, or `''` when empty). */
export function queryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.q !== '') params.set(QUERY_PARAM.q, query.q);
  for (const kind of query.kinds) params.append(QUERY_PARAM.kind, kind);
  for (const cluster of query.clusters) params.append(QUERY_PARAM.cluster, cluster);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Takes a query and optionally one filter key to leave out; returns Pagefind's filter object.
 * Leaving a key out gives that group's counts as if none of it were chosen, so a reader sees
 * how many results each other kind (or cluster) would add.
 */
export function pagefindFilters(query: SearchQuery, without?: 'kind' | 'cluster'): PagefindFilters {
  const filters: PagefindFilters = {};
  if (without !== 'kind' && query.kinds.length > 0) filters[SEARCH_FILTER.kind] = { any: [...query.kinds] };
  if (without !== 'cluster' && query.clusters.length > 0) filters[SEARCH_FILTER.cluster] = { any: [...query.clusters] };
  return filters;
}
