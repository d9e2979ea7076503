// What the reading rail lists of a page: its contents (body headings and the page's own sections)
// and how many pages link to it.
import { decodeHTML } from 'entities';
import type { KbPage } from '../schemas/knowledge-base.ts';
import { kindOfPage, type SectionEntry } from '../kinds/registry.ts';

/** One entry of a page's contents: the fragment it links to, its text and level (the kinds' `SectionEntry`). */
export type ContentsEntry = SectionEntry;

const HEADING = /<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

/** Takes rendered (sanitised) body HTML; returns its h2 and h3 headings that carry an id, as plain text. */
export function bodyHeadings(html: string): ContentsEntry[] {
  return [...html.matchAll(HEADING)].map((m) => ({
    id: m[2] ?? '',
    level: m[1] === '3' ? 3 : 2,
    // Every character reference the serialiser may write (`&#x26;` for `&`), decoded once: Astro escapes the text again.
    text: decodeHTML((m[3] ?? '').replace(/<[^>]+>/g, '')),
  }));
}

/**
 * Takes a written page; returns its contents in page order: the claim summary, the body's
 * headings, then the sections its kind's article renders (ids as in src/components/*Article.astro),
 * only those with something in them;
 * `options.next` says whether an inquiring line shows next lines (its own or suggested).
 */
export function contentsOf(page: KbPage, options: { next: boolean } = { next: false }): ContentsEntry[] {
  return kindOfPage(page).sections(page, bodyHeadings(page.bodyHtml), options);
}
