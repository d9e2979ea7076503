// What the reading rail lists of a page: its contents (body headings and the page's own sections)
// and how many pages link to it.
import type { BodyHeading } from '../schemas/body-outline.ts';
import type { KbPage } from '../schemas/knowledge-base.ts';
import { rankedPapersOf } from './related-papers.ts';

/** One entry of a page's contents: the fragment it links to and its text. */
export interface ContentsEntry {
  id: string;
  text: string;
  /** 2 for a section, 3 for a heading inside one. */
  level: 2 | 3;
}

/** Takes the headings the renderer recorded of a body; returns its h2 and h3 headings that carry an id. */
export function bodyHeadings(headings: readonly BodyHeading[]): ContentsEntry[] {
  return headings.flatMap(({ level, id, text }) => ((level === 2 || level === 3) && id !== undefined ? [{ id, text, level }] : []));
}

/** The entry of a note's "Other pages that link here", shown when there are such pages. */
function linkedFromSection(count: number): ContentsEntry[] {
  return count > 0 ? [{ id: 'linked-from-heading', text: `Other pages linking here (${count})`, level: 2 }] : [];
}

/**
 * Takes a written page; returns its contents in page order: the claim summary, the body's
 * headings, then the sections its kind's article renders (ids as in src/components/*Article.astro),
 * only those with something in them;
 * `options.next` says whether an inquiring line shows next lines (its own or suggested).
 */
export function contentsOf(page: KbPage, options: { next: boolean } = { next: false }): ContentsEntry[] {
  const section = (id: string, text: string): ContentsEntry => ({ id, text, level: 2 });
  const body = bodyHeadings(page.outline?.headings ?? []);
  switch (page.kind) {
    case 'note':
      return [
        ...(page.claim ? [section('claim-heading', 'Claim summary')] : []),
        ...body,
        ...(page.citedBy.length > 0 ? [section('cited-by-heading', `Inquiring lines citing it (${page.citedBy.length})`)] : []),
        ...linkedFromSection(page.linkedFrom.filter((slug) => !page.citedBy.includes(slug)).length),
        ...(page.related.length > 0 ? [section('related-heading', `Related concepts (${page.related.length})`)] : []),
        ...(rankedPapersOf(page).length > 0 ? [section('papers-heading', `Related papers (${page.papers.length || rankedPapersOf(page).length})`)] : []),
        ...((page.similar ?? []).length > 0 ? [section('similar-heading', 'Similar notes')] : []),
        ...(page.originalTitle ? [section('original-title-heading', 'Original note title')] : []),
      ];
    case 'inquiry':
      return [
        ...body,
        section('sources-heading', `Sources (${page.sources.length})`),
        ...(options.next ? [section('next-heading', 'Next inquiring lines')] : []),
        ...((page.similar ?? []).length > 0 ? [section('similar-heading', 'Similar notes')] : []),
      ];
    case 'paper':
      return [...(page.bodyHtml ? [section('abstract-heading', 'Abstract')] : []), ...(page.citedBy.length > 0 ? [section('cited-by-heading', `Notes that draw on it (${page.citedBy.length})`)] : [])];
    case 'discussion':
      return [...body, ...(page.paper ? [section('paper-notes-heading', 'Notes that draw on the paper')] : [])];
  }
}
