import type { PageKind } from '../schemas/brand.ts';
import type { Site } from '../handoff/kb.ts';
import { kindIndexUrl } from '../core/url.ts';
import { clip } from './meta.ts';
import { refsOfKindByTitle, type PageRef } from './pages.ts';

/** How many links one kind-index page lists; a 15,000-page collection stays a few dozen light pages. */
export const INDEX_PAGE_SIZE = 500;

/** Titles in the index's page navigation are cut to about this many characters, enough to tell the ranges apart. */
const RANGE_TITLE_MAX = 40;

/** One page of a kind's alphabetical index. */
export interface IndexPage {
  kind: PageKind;
  /** 1-based. */
  number: number;
  url: string;
  items: PageRef[];
  /** Every page of this index, for the page navigation (first and last titles show each page's range). */
  all: IndexPageLink[];
  /** How many pages of this kind the collection holds. */
  total: number;
}

/** A link to one page of a kind's index with the range of titles it holds. */
export interface IndexPageLink {
  number: number;
  url: string;
  first: string;
  last: string;
}

/** The URL of page `number` of a kind's index: `/notes/` for the first, `/notes/page/2/` after (no slug can clash: a slug is one segment). */
export function indexPageUrl(kind: PageKind, number: number): string {
  return number === 1 ? kindIndexUrl(kind) : `${kindIndexUrl(kind)}page/${number}/`;
}

/** Splits a kind's pages, sorted by title, into index pages of `size` links. Always returns at least one (possibly empty) page. */
export function indexPages(site: Site, kind: PageKind, size = INDEX_PAGE_SIZE): IndexPage[] {
  const refs = refsOfKindByTitle(site, kind);
  const chunks: PageRef[][] = [];
  for (let start = 0; start < refs.length; start += size) chunks.push(refs.slice(start, start + size));
  if (chunks.length === 0) chunks.push([]);
  const all = chunks.map((items, i) => ({
    number: i + 1,
    url: indexPageUrl(kind, i + 1),
    first: clip(items[0]?.title ?? '', RANGE_TITLE_MAX),
    last: clip(items[items.length - 1]?.title ?? '', RANGE_TITLE_MAX),
  }));
  return chunks.map((items, i) => ({ kind, number: i + 1, url: indexPageUrl(kind, i + 1), items, all, total: refs.length }));
}
