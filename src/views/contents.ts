// What the reading rail lists of a page: its contents (body headings and the page's own sections)
// and how many pages link to it.
import type { BodyHeading } from '../schemas/body-outline.ts';
import type { KbPage } from '../schemas/knowledge-base.ts';
import type { Ui } from '../core/i18n/format.ts';
import type { SectionOptions } from '../kinds/kind.ts';
import { kindOfPage, type SectionEntry } from '../kinds/registry.ts';

/** One entry of a page's contents: the fragment it links to, its text and level (the kinds' `SectionEntry`). */
export type ContentsEntry = SectionEntry;

/** Takes the headings the renderer recorded of a body; returns its h2 and h3 headings that carry an id. */
export function bodyHeadings(headings: readonly BodyHeading[]): ContentsEntry[] {
  return headings.flatMap(({ level, id, text }) => ((level === 2 || level === 3) && id !== undefined ? [{ id, text, level }] : []));
}

/**
 * Takes a written page; returns its contents in page order: the claim summary, the body's
 * headings, then the sections its kind's article renders (ids as in src/components/*Article.astro),
 * only those with something in them, named in the site's words (`ui`) as the headings are;
 * `options.next` says whether an inquiring line shows next lines (its own or suggested),
 * `options.research` whether the collection has research pages.
 */
export function contentsOf(page: KbPage, options: SectionOptions, ui: Ui): ContentsEntry[] {
  return kindOfPage(page).sections(page, bodyHeadings(page.outline?.headings ?? []), options, ui);
}
