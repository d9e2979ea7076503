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

/**
 * Takes the home note and the site's name; returns the note as the home page renders it: titled by
 * the body's opening heading (unless it only says "README") or the site's name when the note is
 * named `Home`, `index` or `README`, else by its own title; without the opening heading when that
 * heading is the title or only a generic name (the headings under it then move up a level).
 */
export function homePageOf(note: NotePage, siteTitle: string): NotePage {
  const heading = LEADING_HEADING.exec(note.bodyHtml);
  const headingText = heading?.[1] === undefined ? undefined : decodeHTML(heading[1].replace(/<[^>]+>/g, '')).trim();
  const generic = genericName(note);
  // A heading that only repeats a generic name ("# README") says no more than the file's name.
  const headingSaysMore = headingText !== undefined && headingText !== '' && !isGeneric(headingText);
  const title = generic ? (headingSaysMore ? headingText : siteTitle) : note.title;
  // The opening heading goes when it is the title, or when it only repeats the generic name.
  const drop = headingText?.toLowerCase() === title.toLowerCase() || (generic && !headingSaysMore);
  if (heading === null || !drop) return { ...note, title };
  const rest = note.bodyHtml.slice(heading[0].length);
  // The opening heading stood for the page's title: the headings under it move up a level, so none is skipped after the h1.
  // Judged by the first heading left: later h2s may be an embedded note's or the footnotes' own.
  const bodyHtml = /^<h2\b/.test(/<h[2-6]\b/.exec(rest)?.[0] ?? '<h2') ? rest : rest.replace(/<(\/?)h([3-6])\b/g, (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 1}`);
  return { ...note, title, bodyHtml };
}
