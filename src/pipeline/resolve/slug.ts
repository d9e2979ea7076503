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
