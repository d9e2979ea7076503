import type { Slug } from './brand.ts';
import { fnv1aHex } from './hash.ts';

/** The shape of a slug: lower-case letters, marks and digits of any script in runs joined by single `-` (or `.` in an arXiv id). */
export const SLUG_RE = /^[\p{Ll}\p{Lo}\p{Lm}\p{N}][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]*(?:[-.][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u;

/** Longest slug `slugify` makes from a title. */
export const SLUG_MAX = 80;

/**
 * The most UTF-8 bytes one path segment the build writes may take (a slug, a tag level, a folder
 * level). File systems allow 255 bytes a name; 240 keep an 80-character slug of a three-byte script
 * (Chinese, Japanese) whole, and leave room for a `-12345` suffix and `.json` after it.
 */
export const SEGMENT_BYTES = 240;

/** How many levels a tag's pages go down: `a/b/…` deeper than this is one last level (see `normalTag`). */
export const TAG_DEPTH_MAX = 10;

/** The length of `text` in UTF-8 bytes, as a file system counts a name (counted here, since this module also runs in the browser). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Takes a path segment; returns it when it fits in `budget` bytes of UTF-8, else cut at a
 * character boundary with `-` and an eight-hex-digit hash of the whole segment after it, so two
 * long names that begin alike never share a file. The same segment always gives the same name.
 */
export function fitSegment(segment: string, budget: number = SEGMENT_BYTES): string {
  if (utf8Bytes(segment) <= budget) return segment;
  const suffix = `-${fnv1aHex(segment)}`;
  let bytes = utf8Bytes(suffix);
  let end = 0;
  for (const char of segment) {
    bytes += utf8Bytes(char);
    if (bytes > budget) break;
    end += char.length;
  }
  return `${segment.slice(0, end).replace(/-+$/, '')}${suffix}`;
}

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

/** Trims `-` from both ends and cuts to `SLUG_MAX` characters (never inside a character), then to `SEGMENT_BYTES` bytes (see `fitSegment`). */
function cut(slug: string): string {
  const trimmed = slug.replace(/^-+|-+$/g, '');
  const chars = Array.from(trimmed);
  return fitSegment(chars.length <= SLUG_MAX ? trimmed : chars.slice(0, SLUG_MAX).join('').replace(/-+$/, ''));
}

/** True when `value` has the shape of a slug (`SLUG_RE`, at most `SLUG_ACCEPTED_MAX` characters and `SEGMENT_BYTES` bytes). */
export function isSlug(value: string): value is Slug {
  return value.length > 0 && Array.from(value).length <= SLUG_ACCEPTED_MAX && utf8Bytes(value) <= SEGMENT_BYTES && SLUG_RE.test(value);
}
