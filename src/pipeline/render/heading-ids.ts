// The fragment ids a body's headings get: one rule for the heading elements and for the lists that
// link to them (a ` ```table-of-contents ` block).
import { slugify } from '../resolve/slug.ts';

/**
 * The fragment id of a body heading: `h-` and the heading's slug. The prefix keeps ids written by
 * authors from clashing with the layout's own ids or shadowing browser globals (DOM clobbering).
 */
export function headingId(text: string): string {
  return `h-${slugify(text) || 'section'}`;
}

/**
 * Takes the ids given so far in a body (id → times seen, updated here) and the next heading's text;
 * returns its id, a repeated heading getting `-2`, `-3` like a repeated slug.
 */
export function nextHeadingId(seen: Map<string, number>, text: string): string {
  const id = headingId(text);
  const times = (seen.get(id) ?? 0) + 1;
  seen.set(id, times);
  return times === 1 ? id : `${id}-${times}`;
}
