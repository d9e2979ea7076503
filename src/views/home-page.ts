// The home note as the home page shows it: under the site's name when the note is a generic
// "Home", its own title otherwise, without repeating a body that opens with the same heading.
import { decodeHTML } from 'entities';
import type { NotePage } from '../schemas/knowledge-base.ts';
import { HOME_NOTE_FILES } from './home-note.ts';

// A body's first heading, as the renderer writes it (a note's `#` heading becomes an h2 under the page's h1).
const LEADING_HEADING = /^\s*<h2\b[^>]*>([\s\S]*?)<\/h2>\s*/;

/** `name` is one of the generic home names (`Home`, `index.md`, `README`), which say nothing as a title. */
function isGeneric(name: string): boolean {
  const bare = name.trim().replace(/\.md$/i, '').toLowerCase();
  return HOME_NOTE_FILES.some((file) => file.replace(/\.md$/i, '').toLowerCase() === bare);
}

/** The note's file name is one of the generic home names. */
function genericName(note: NotePage): boolean {
  return isGeneric(note.file?.split('/').pop() ?? '');
}

/** Takes body HTML; returns the text of its opening heading and the body after it, or `undefined` when it opens otherwise. */
function openingHeading(bodyHtml: string): { text: string; id: string | undefined; rest: string } | undefined {
  const heading = LEADING_HEADING.exec(bodyHtml);
  if (heading === null || heading[1] === undefined) return undefined;
  const text = decodeHTML(heading[1].replace(/<[^>]+>/g, '')).trim();
  return { text, id: /\bid="([^"]*)"/.exec(heading[0])?.[1], rest: bodyHtml.slice(heading[0].length) };
}

/** The body after its opening heading, which stood for the page's title: the headings under it move up a level, so none is skipped after the h1. */
function promoted(rest: string): string {
  // Judged by the first heading left: later h2s may be an embedded note's or the footnotes' own.
  return /^<h2\b/.test(/<h[2-6]\b/.exec(rest)?.[0] ?? '<h2') ? rest : rest.replace(/<(\/?)h([3-6])\b/g, (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 1}`);
}

/**
 * Takes a page; returns it without a body heading that only repeats its title at the top (a vault
 * note opening `# Its name`, which Obsidian Publish's title would show twice), the headings under it
 * moved up a level; an empty element keeps the heading's id, so links to it still land.
 */
export function withoutTitleHeading<T extends { title: string; bodyHtml: string }>(page: T): T {
  const opening = openingHeading(page.bodyHtml);
  if (opening === undefined || opening.text.toLowerCase() !== page.title.trim().toLowerCase()) return page;
  return { ...page, bodyHtml: `${opening.id === undefined ? '' : `<span id="${opening.id}"></span>`}${promoted(opening.rest)}` };
}

/**
 * Takes the home note and the site's name; returns the note as the home page renders it: titled by
 * the body's opening heading (unless it only says "README") or the site's name when the note is
 * named `Home`, `index` or `README`, else by its own title; without the opening heading when that
 * heading is the title or only a generic name (the headings under it then move up a level).
 */
export function homePageOf(note: NotePage, siteTitle: string): NotePage {
  const opening = openingHeading(note.bodyHtml);
  const headingText = opening?.text;
  const generic = genericName(note);
  // A heading that only repeats a generic name ("# README") says no more than the file's name.
  const headingSaysMore = headingText !== undefined && headingText !== '' && !isGeneric(headingText);
  const title = generic ? (headingSaysMore ? headingText : siteTitle) : note.title;
  // The opening heading goes when it is the title, or when it only repeats the generic name.
  const drop = headingText?.toLowerCase() === title.toLowerCase() || (generic && !headingSaysMore);
  if (opening === undefined || !drop) return { ...note, title };
  return { ...note, title, bodyHtml: promoted(opening.rest) };
}
