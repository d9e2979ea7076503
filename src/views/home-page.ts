// The home note as the home page shows it: under the site's name when the note is a generic
// "Home", its own title otherwise, without repeating a body that opens with the same heading.
import { decodeHTML } from 'entities';
import type { NotePage } from '../schemas/knowledge-base.ts';
import { HOME_NOTE_FILES } from './home-note.ts';

// A body's first heading, as the renderer writes it (a note's `#` heading becomes an h2 under the page's h1).
const LEADING_HEADING = /^\s*<h2\b[^>]*>([\s\S]*?)<\/h2>\s*/;

/** The note's file name is one of the generic home names, which say nothing as a title. */
function genericName(note: NotePage): boolean {
  const name = note.file?.split('/').pop() ?? '';
  return HOME_NOTE_FILES.some((file) => file.toLowerCase() === name.toLowerCase());
}

/**
 * Takes the home note and the site's name; returns the note as the home page renders it: titled by
 * the body's opening heading or the site's name when the note is named `Home`, `index` or `README`,
 * else by its own title, and without the opening heading when that heading is the title (the
 * headings under it then move up a level).
 */
export function homePageOf(note: NotePage, siteTitle: string): NotePage {
  const heading = LEADING_HEADING.exec(note.bodyHtml);
  const headingText = heading?.[1] === undefined ? undefined : decodeHTML(heading[1].replace(/<[^>]+>/g, '')).trim();
  const title = genericName(note) ? (headingText || siteTitle) : note.title;
  if (heading === null || headingText?.toLowerCase() !== title.toLowerCase()) return { ...note, title };
  const rest = note.bodyHtml.slice(heading[0].length);
  // The opening heading stood for the page's title: the headings under it move up a level, so none is skipped after the h1.
  const bodyHtml = /<h2\b/.test(rest) ? rest : rest.replace(/<(\/?)h([3-6])\b/g, (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 1}`);
  return { ...note, title, bodyHtml };
}
