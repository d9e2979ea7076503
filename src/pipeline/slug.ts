import type { PageKind, Slug, UrlPath } from '../schemas/brand.ts';

/** Longest slug the URL scheme allows. */
export const SLUG_MAX = 80;

/**
 * Title → slug, by the reference site's rule: lower-case, every run of characters other than
 * a–z and 0–9 becomes one `-`, trimmed of `-`, cut to 80 characters (and trimmed again).
 * Written out rather than taken from a slugging library because the rule must match the
 * reference site's URLs exactly, and libraries keep Unicode letters or repeated hyphens.
 * Returns `''` when nothing is left (an emoji-only title); callers decide the fallback.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** True when `value` already has the shape of a slug. */
export function isSlug(value: string): value is Slug {
  return value.length > 0 && value.length <= SLUG_MAX + 10 && /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/.test(value);
}

const KIND_FOLDER: Record<PageKind, string> = {
  inquiry: 'inquiring-lines',
  note: 'notes',
  paper: 'papers',
  discussion: 'discussions',
};

/** The URL folder of a page kind, e.g. `inquiring-lines`. */
export function kindFolder(kind: PageKind): string {
  return KIND_FOLDER[kind];
}

/** A page's site-absolute URL: `/notes/<slug>/`. */
export function pageUrl(kind: PageKind, slug: Slug): UrlPath {
  return `/${KIND_FOLDER[kind]}/${slug}/` as UrlPath;
}

/** A cluster's URL: `/clusters/<slug>/`. */
export function clusterUrl(slug: Slug): UrlPath {
  return `/clusters/${slug}/` as UrlPath;
}

/**
 * The key two references must share to name the same page: lower-case, curly quotes and
 * quotes, dashes, punctuation and spacing ignored. "Why don’t LLMs…?" and "why dont llms" match.
 */
export function matchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
