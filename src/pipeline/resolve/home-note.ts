// The vault's own home note, shown as the site's home page as Obsidian Publish shows it: the note
// the configuration (`home`) or Publish's settings (`indexFile`) name, else `Home.md`, `index.md`
// or `README.md` at the content folder's root. A named note that is not there is a finding.
import type { Finding } from '../../schemas/finding.ts';
import type { KbPage, NotePage } from '../../schemas/knowledge-base.ts';
import { finding } from '../finding.ts';

/** The file names taken as the home note, in order, at the content folder's root, when none is named. */
export const HOME_NOTE_FILES = ['Home.md', 'index.md', 'README.md'] as const;

/** `name` (a file name or a heading's text) is one of the generic home names (`Home`, `index.md`, `README`), which say nothing as a title. */
export function isGenericHomeName(name: string): boolean {
  const bare = name.trim().replace(/\.md$/i, '').toLowerCase();
  return HOME_NOTE_FILES.some((file) => file.replace(/\.md$/i, '').toLowerCase() === bare);
}

/** Where the home note is named: the setting, its file and line, and the name written there. */
export interface HomeNoteSetting {
  /** The note as named: a vault path, with or without `.md`, or a title or alias. */
  name: string;
  /** The setting's field: `home` of the configuration, `indexFile` of Publish's `site-options.json`. */
  field: 'home' | 'indexFile';
  /** The file that names it (the configuration file, or `site-options.json` of the content folder). */
  file: string;
  /** The 1-based line it is named on, when known. */
  line: number | null;
}

/** A vault path or name as compared: `/` separators, no `.md`, lower case. */
const key = (name: string): string => name.trim().replace(/\\/g, '/').replace(/^\/+/, '').replace(/\.md$/i, '').toLowerCase();

function writtenNotes(pages: readonly KbPage[]): NotePage[] {
  return pages.filter((page): page is NotePage => page.kind === 'note' && !page.stub && page.file !== null);
}

/** Takes the pages and a name; returns the written note it names by path, title or alias. */
function namedNote(notes: readonly NotePage[], named: string): NotePage | undefined {
  const wanted = key(named);
  return (
    notes.find((note) => key(note.file ?? '') === wanted) ??
    notes.find((note) => key(note.title) === wanted || note.aliases.some((alias) => key(alias) === wanted))
  );
}

/** Takes the pages and a name; returns the written note the name gives by path, title or alias, without falling back to the root's home files. */
export function namedHomeNote(pages: readonly KbPage[], named: string): NotePage | undefined {
  return namedNote(writtenNotes(pages), named);
}

/** The first of `HOME_NOTE_FILES` at the root. */
function rootHomeNote(notes: readonly NotePage[]): NotePage | undefined {
  for (const file of HOME_NOTE_FILES) {
    const found = notes.find((note) => key(note.file ?? '') === key(file));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Takes the pages and the home note as named; returns the written note it names, else the first
 * of `HOME_NOTE_FILES` at the root, else none.
 */
export function findHomeNote(pages: readonly KbPage[], named: string | undefined): NotePage | undefined {
  const notes = writtenNotes(pages);
  return (named === undefined ? undefined : namedNote(notes, named)) ?? rootHomeNote(notes);
}

/** Takes the pages and where the home note is named; returns a warning when no written note has that name. */
export function missingHomeNote(pages: readonly KbPage[], setting: HomeNoteSetting | undefined): Finding[] {
  if (setting === undefined) return [];
  const notes = writtenNotes(pages);
  if (namedNote(notes, setting.name) !== undefined) return [];
  const shown = rootHomeNote(notes)?.file;
  const instead = shown === undefined ? 'a page made from what the collection holds' : shown;
  const write =
    setting.field === 'home'
      ? 'write the path of a published note there, e.g. home: Home.md, or its title'
      : 'choose a published note as "Home page file" in Obsidian Publish\'s settings, or name one with home: in the site configuration';
  return [
    finding(
      'warning',
      'home-note-missing',
      setting.file,
      setting.line,
      `${setting.field}: "${setting.name}" names the home note, but no published note has that path, title or alias, so the home page is ${instead}; ${write}`,
      // The name may be a private note's path: the site says only that the named note is not published.
      { publicMessage: `${setting.field} names a home note that is not published, so the home page is ${instead}` },
    ),
  ];
}
