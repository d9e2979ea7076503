// The home note as the home page shows it: under the site's name when the note is a generic
// "Home", its own title otherwise, without repeating a body that opens with the same heading.
import type { BodyOutline } from '../schemas/body-outline.ts';
import type { NotePage } from '../schemas/knowledge-base.ts';
import { isGenericHomeName as isGeneric } from './home-note.ts';

/** The note's file name is one of the generic home names. */
function genericName(note: NotePage): boolean {
  return isGeneric(note.file?.split('/').pop() ?? '');
}

/** What the renderer recorded of a body's opening heading (an h2 before anything else): its text and id, and the body after it as written and with its headings moved up a level. */
interface OpeningHeading {
  text: string;
  id: string | undefined;
  rest: string;
  /** The rest with its headings moved up, recorded when they move (`promotes`); else the rest as written. */
  promotedRest: string;
}

/** Takes a page; returns its body's opening heading as the renderer recorded it, or `undefined` when the body opens otherwise. */
function openingHeading(page: { bodyHtml: string; outline?: BodyOutline | undefined }): OpeningHeading | undefined {
  const lead = page.outline?.lead;
  const heading = page.outline?.headings[0];
  if (lead === undefined || heading === undefined) return undefined;
  const rest = page.bodyHtml.slice(lead.end);
  return { text: heading.text.trim(), id: heading.id, rest, promotedRest: lead.promoted ?? rest };
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

/** The outline of the body after its opening heading, its headings moved up a level when `promote`; no `lead` is left. */
function outlineAfter(outline: BodyOutline | undefined, promote: boolean): BodyOutline | undefined {
  if (outline === undefined) return undefined;
  const headings = outline.headings.slice(1).map((heading) => (promote && heading.level >= 3 ? { ...heading, level: heading.level - 1 } : heading));
  const { lead: _lead, ...rest } = outline;
  return { ...rest, headings };
}

/** Without the opening heading: the body after it and its outline. */
function afterOpening<T extends { bodyHtml: string; outline?: BodyOutline | undefined }>(page: T, opening: OpeningHeading, keepId: string | undefined): T {
  const promote = promotes(page.outline?.headings.slice(1) ?? []);
  const bodyHtml = `${keepId === undefined ? '' : `<span id="${keepId}"></span>`}${promote ? opening.promotedRest : opening.rest}`;
  const outline = outlineAfter(page.outline, promote);
  return outline === undefined ? { ...page, bodyHtml } : { ...page, bodyHtml, outline };
}

/**
 * Takes a page; returns it without a body heading that only repeats its title at the top (a vault
 * note opening `# Its name`, which Obsidian Publish's title would show twice), the headings under it
 * moved up a level; an empty element keeps the heading's id, so links to it still land.
 */
export function withoutTitleHeading<T extends { title: string; bodyHtml: string; outline?: BodyOutline | undefined }>(page: T): T {
  const opening = openingHeading(page);
  if (opening === undefined || opening.text.toLowerCase() !== page.title.trim().toLowerCase()) return page;
  return afterOpening(page, opening, opening.id);
}

/**
 * Takes the home note and the site's name; returns the note as the home page renders it: titled by
 * the body's opening heading (unless it only says "README") or the site's name when the note is
 * named `Home`, `index` or `README`, else by its own title; without the opening heading when that
 * heading is the title or only a generic name (the headings under it then move up a level).
 */
export function homePageOf(note: NotePage, siteTitle: string): NotePage {
  const opening = openingHeading(note);
  const headingText = opening?.text;
  const generic = genericName(note);
  // A heading that only repeats a generic name ("# README") says no more than the file's name.
  const headingSaysMore = headingText !== undefined && headingText !== '' && !isGeneric(headingText);
  const title = generic ? (headingSaysMore ? headingText : siteTitle) : note.title;
  // The opening heading goes when it is the title, or when it only repeats the generic name.
  const drop = headingText?.toLowerCase() === title.toLowerCase() || (generic && !headingSaysMore);
  if (opening === undefined || !drop) return { ...note, title };
  return afterOpening({ ...note, title }, opening, undefined);
}
