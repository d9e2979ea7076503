import type { Slug } from './brand.ts';

/** The shape of a slug: lower-case letters, marks and digits of any script in runs joined by single `-` (or `.` in an arXiv id). */
export const SLUG_RE = /^[\p{Ll}\p{Lo}\p{Lm}\p{N}][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]*(?:[-.][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u;

/** Longest slug `slugify` makes from a title. */
export const SLUG_MAX = 80;

/** Longest slug accepted when written by hand (frontmatter `slug`, a paper's id): `SLUG_MAX` and some room. */
export const SLUG_ACCEPTED_MAX = SLUG_MAX + 10;

// Latin letters that Unicode does not decompose into a base letter and a mark.
const LATIN_FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

/**
 * Title → slug. For ASCII titles, the reference site's rule exactly: lower-case, every run of
 * characters other than a–z and 0–9 becomes one `-`, trimmed of `-`, cut to 80 characters (and
 * trimmed again). Beyond ASCII: Latin letters with diacritics fold to their base letter
 * (`Déjà vu` → `deja-vu`), and the letters, marks and digits of other scripts stay as they are
 * (`模板` → `模板`), so a title in any language has a URL. Invisible characters (`INVISIBLE_RE`) are
 * dropped, and so are enclosing marks (an emoji's keycap) and a mark left after a symbol. The cut counts characters, not UTF-16
 * units. Written out rather than taken from a slugging library because ASCII titles must keep the
 * reference site's URLs, and libraries transliterate other scripts or keep repeated hyphens.
 * Returns `''` when nothing is left (an emoji-only title); callers decide the fallback.
 */
export function slugify(text: string): string {
  // Pure ASCII, the reference site's case: the original rule, without Unicode work.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at U+0000 on purpose
  if (/^[\x00-\x7f]*$/.test(text)) return cut(text.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
  const folded = text
    .replace(INVISIBLE_RE, '')
    .replace(/\p{Me}/gu, '')
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[ßæœøłđðþıħ]/g, (c) => LATIN_FOLD[c] ?? c);
  return cut(folded.replace(/[^\p{L}\p{M}\p{N}]+\p{M}*/gu, '-').replace(/^[\p{M}]+/u, ''));
}

/**
 * Characters that show nothing and must never reach a URL: variation selectors (the U+FE0F after
 * an emoji), zero-width joiners and spaces, byte-order marks, soft hyphens (Unicode's
 * Default_Ignorable_Code_Point).
 */
export const INVISIBLE_RE = /\p{Default_Ignorable_Code_Point}/gu;

/** Trims `-` from both ends and cuts to `SLUG_MAX` characters (never inside a character). */
function cut(slug: string): string {
  const trimmed = slug.replace(/^-+|-+$/g, '');
  const chars = Array.from(trimmed);
  return chars.length <= SLUG_MAX ? trimmed : chars.slice(0, SLUG_MAX).join('').replace(/-+$/, '');
}

/** True when `value` has the shape of a slug (`SLUG_RE`, at most `SLUG_ACCEPTED_MAX` characters). */
export function isSlug(value: string): value is Slug {
  return value.length > 0 && Array.from(value).length <= SLUG_ACCEPTED_MAX && SLUG_RE.test(value);
}
