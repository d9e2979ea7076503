// The vault's own home note, as the home page and the note's own page need it
// (src/pipeline/resolve/home-note.ts finds it and reports a named one that is not there).
import type { Site } from '../handoff/kb.ts';
import { findHomeNote } from '../pipeline/resolve/home-note.ts';
import type { NotePage } from '../schemas/knowledge-base.ts';

export { HOME_NOTE_FILES, isGenericHomeName } from '../pipeline/resolve/home-note.ts';

// Once per site and name: every page of a build asks whether it is the home note.
const found = new WeakMap<Site, Map<string | undefined, NotePage | undefined>>();

/**
 * Takes the site and the home note as named (a vault path, with or without `.md`, or a title or
 * alias); returns the written note it names, else the first of `HOME_NOTE_FILES` at the root, else none.
 */
export function homeNoteOf(site: Site, named: string | undefined): NotePage | undefined {
  let byName = found.get(site);
  if (byName === undefined) found.set(site, (byName = new Map()));
  if (!byName.has(named)) byName.set(named, findHomeNote(site.kb.pages, named));
  return byName.get(named);
}
