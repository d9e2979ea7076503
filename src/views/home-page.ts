// The home note as the home page shows it: under the site's name when the note is a generic
// "Home", its own title otherwise, without repeating a body that opens with the same heading.
import { decodeHTML } from 'entities';
import type { BodyOutline } from '../schemas/body-outline.ts';
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

/**
 * The headings under a body's opening heading move up a level when the first of them is not an h2,
 * so none is skipped after the h1. Judged by the first heading left: later h2s may be an embedded
 * note's or the footnotes' own. Takes the outline's headings after the opening one.
 */
function promotes(rest: readonly BodyOutline['headings'][number][]): boolean {
  const first = rest.find((heading) => heading.level >= 2);
  return first !== undefined && first.level !== 2;
}

/** The body after its opening heading, which stood for the page's title, its headings moved up a level when `promote`. */
function promoted(rest: string, promote: boolean): string {
  return promote ? rest.replace(/<(\/?)h([3-6])\b/g, (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 1}`) : rest;
}

/** The outline of the body after its opening heading, as `promoted` writes it. */
function outlineAfter(outline: BodyOutline | undefined, promote: boolean): BodyOutline | undefined {
  if (outline === undefined) return undefined;
  const headings = outline.headings.slice(1).map((heading) => (promote && heading.level >= 3 ? { ...heading, level: heading.level - 1 } : heading));
  return { ...outline, headings };
}

/** Without the opening heading: the body after it and its outline. */
function afterOpening<T extends { bodyHtml: string; outline?: BodyOutline | undefined }>(page: T, rest: string, keepId: string | undefined): T {
  const promote = promotes(page.outline?.headings.slice(1) ?? []);
  const bodyHtml = `${keepId === undefined ? '' : `<span id="${keepId}"></span>`}${promoted(rest, promote)}`;
  const outline = outlineAfter(page.outline, promote);
  return outline === undefined ? { ...page, bodyHtml } : { ...page, bodyHtml, outline };
}

/**
 * Takes a page; returns it without a body heading that only repeats its title at the top (a vault
 * note opening `# Its name`, which Obsidian Publish's title would show twice), the headings under it
 * moved up a level; an empty element keeps the heading's id, so links to it still land.
 */
export function withoutTitleHeading<T extends { title: string; bodyHtml: string; outline?: BodyOutline | undefined }>(page: T): T {
  const opening = openingHeading(page.bodyHtml);
  if (opening === undefined || opening.text.toLowerCase() !== page.title.trim().toLowerCase()) return page;
  return afterOpening(page, opening.rest, opening.id);
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
  return afterOpening({ ...note, title }, opening.rest, undefined);
}
