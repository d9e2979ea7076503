// The URL and slug rules live in `core/` (one owner, shared with the browser); they are
// re-exported here so that pipeline modules keep one import for names and URLs.
export { clusterUrl, kindFolder, normalTag, pageUrl, tagUrl } from '../../core/url.ts';
export { isSlug, SLUG_MAX, slugify } from '../../core/slug.ts';

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

/**
 * The key Obsidian matches a file name, path or alias by: the text as written, case folded
 * (`toLowerCase`) and in one Unicode form (NFC, as macOS may store names decomposed). Spaces,
 * punctuation and accents count: `syntax highlighting` is not `SyntaxHighlighting`.
 */
export function nameKey(text: string): string {
  return text.trim().normalize('NFC').toLowerCase();
}
