import { SLUG_RE, type PageKind, type Slug, type UrlPath } from '../schemas/brand.ts';

/** Longest slug the URL scheme allows. */
export const SLUG_MAX = 80;

// Latin letters that Unicode does not decompose into a base letter and a mark.
const LATIN_FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

/**
 * Title → slug. For ASCII titles, the reference site's rule exactly: lower-case, every run of
 * characters other than a–z and 0–9 becomes one `-`, trimmed of `-`, cut to 80 characters (and
 * trimmed again). Beyond ASCII: Latin letters with diacritics fold to their base letter
 * (`Déjà vu` → `deja-vu`), and the letters, marks and digits of other scripts stay as they are
 * (`模板` → `模板`), so a title in any language has a URL. The cut counts characters, not UTF-16
 * units. Written out rather than taken from a slugging library because ASCII titles must keep the
 * reference site's URLs, and libraries transliterate other scripts or keep repeated hyphens.
 * Returns `''` when nothing is left (an emoji-only title); callers decide the fallback.
 */
export function slugify(text: string): string {
  // Pure ASCII, the reference site's case: the original rule, without Unicode work.
  if (/^[\x00-\x7f]*$/.test(text)) return cut(text.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
  const folded = text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[ßæœøłđðþıħ]/g, (c) => LATIN_FOLD[c] ?? c);
  return cut(folded.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^[\p{M}]+/u, ''));
}

/** Trims `-` from both ends and cuts to `SLUG_MAX` characters (never inside a character). */
function cut(slug: string): string {
  const trimmed = slug.replace(/^-+|-+$/g, '');
  const chars = Array.from(trimmed);
  return chars.length <= SLUG_MAX ? trimmed : chars.slice(0, SLUG_MAX).join('').replace(/-+$/, '');
}

/** True when `value` already has the shape of a slug. */
export function isSlug(value: string): value is Slug {
  return value.length > 0 && Array.from(value).length <= SLUG_MAX + 10 && SLUG_RE.test(value);
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

/** A tag as written (`#Nested/Tag`, `nested/tag`) in its one form: no `#`, no surrounding `/` or spaces, lower-case. */
export function normalTag(tag: string): string {
  return tag.trim().replace(/^#+/, '').replace(/^\/+|\/+$/g, '').toLowerCase();
}

/** A tag's page: `/tags/<slug of each level>/`, so `nested/tag` is under `nested`'s page. */
export function tagUrl(tag: string): UrlPath {
  const levels = normalTag(tag).split('/').map((level) => slugify(level) || 'tag');
  return `/tags/${levels.join('/')}/` as UrlPath;
}
