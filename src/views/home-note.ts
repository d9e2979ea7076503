// The vault's own home note, shown as the site's home page as Obsidian Publish shows it: the note
// the configuration (`home`) or Publish's settings (`indexFile`) name, else `Home.md`, `index.md`
// or `README.md` at the content folder's root.
import type { Site } from '../handoff/kb.ts';
import type { NotePage } from '../schemas/knowledge-base.ts';

/** The file names taken as the home note, in order, at the content folder's root, when none is named. */
export const HOME_NOTE_FILES = ['Home.md', 'index.md', 'README.md'] as const;

/** The home note, or why the named one was not found. */
export interface HomeNote {
  note: NotePage | undefined;
  /** Set when a note was named and none matches it: what is wrong and what to do. */
  problem?: string;
}

/** A vault path or name as compared: `/` separators, no `.md`, lower case. */
const key = (name: string): string => name.trim().replace(/\\/g, '/').replace(/^\/+/, '').replace(/\.md$/i, '').toLowerCase();

/**
 * Takes the site and the home note as named (a vault path, with or without `.md`, or a title or
 * alias); returns the written note it names, else the first of `HOME_NOTE_FILES` at the root, else none.
 */
export function homeNoteOf(site: Site, named: string | undefined): HomeNote {
  const notes = site.kb.pages.filter((page): page is NotePage => page.kind === 'note' && !page.stub && page.file !== null);
  const byPath = (name: string): NotePage | undefined => notes.find((note) => key(note.file ?? '') === key(name));
  if (named !== undefined) {
    const wanted = key(named);
    const note = byPath(named) ?? notes.find((page) => key(page.title) === wanted || page.aliases.some((alias) => key(alias) === wanted));
    if (note !== undefined) return { note };
    const fallback = HOME_NOTE_FILES.map(byPath).find((found) => found !== undefined);
    return {
      note: fallback,
      problem: `the home note "${named}" (home in the configuration, or indexFile in site-options.json) is no written note of the content folder; write its path, e.g. home: Home.md, or its title`,
    };
  }
  return { note: HOME_NOTE_FILES.map(byPath).find((found) => found !== undefined) };
}
