/**
 * The Pagefind filter and metadata keys that pages write at build time and the search UI reads
 * in the browser. One module so the two sides cannot drift apart; no runtime dependencies, so the
 * browser bundle stays small.
 */
export const SEARCH_FILTER = {
  /** A page kind (`inquiry`, `note`, `paper`, `discussion`). */
  kind: 'kind',
  /** A cluster's name, as readers see it. */
  cluster: 'cluster',
  /** A tag of the page (frontmatter `tags` or a body `#tag`), as written. */
  tag: 'tag',
  /** `written` or `not yet written` (see `SEARCH_STATUS`): search lists written pages first. */
  status: 'status',
} as const;

/** The values of the `status` filter. */
export const SEARCH_STATUS = { written: 'written', stub: 'not yet written' } as const;
export type SearchFilterKey = (typeof SEARCH_FILTER)[keyof typeof SEARCH_FILTER];

export const SEARCH_META = {
  title: 'title',
  kind: 'kind',
  /** `"true"` on pages not yet written; absent otherwise. */
  stub: 'stub',
  /** The page's date, `YYYY-MM-DD`; absent when it has none. */
  date: 'date',
} as const;

/**
 * Pagefind weight of a stub's whole article (0–10; body text is 1, a written page's `h1` 7 and its
 * title also boosted as metadata). Measured on the seeds: a stub's title still outranks any
 * written page's body text, and a written page with the same words in its title outranks the stub.
 */
export const STUB_WEIGHT = 0.5;
