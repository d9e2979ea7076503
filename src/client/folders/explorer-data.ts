// The explorer's fetched files as the browser reads them (written by src/pages/explorer/[file].json.ts
// with src/views/explorer.ts), their shapes, checked by hand at the boundary to keep zod out of the
// browser, and the markup of one fetched note.

/** One note as the explorer's files list it: its title and site path. */
export type ExplorerNote = [title: string, url: string];

/** One note of the filter's index: its title, site path and folder path. */
export type ExplorerIndexEntry = [title: string, url: string, folder: string];

function isStrings(value: unknown, length: number): value is string[] {
  return Array.isArray(value) && value.length === length && value.every((item) => typeof item === 'string');
}

/** Takes a folder's notes file as parsed JSON and its address; returns its notes, or throws naming the file when it is not such a list. */
export function parseNotes(data: unknown, src: string): ExplorerNote[] {
  if (!Array.isArray(data) || !data.every((item) => isStrings(item, 2))) throw new Error(`${src} is not a list of notes; rebuild the site (npm run build)`);
  return data as ExplorerNote[];
}

/** Takes the explorer's index as parsed JSON and its address; returns its entries, or throws naming the file. */
export function parseIndex(data: unknown, src: string): ExplorerIndexEntry[] {
  if (!Array.isArray(data) || !data.every((item) => isStrings(item, 3))) throw new Error(`${src} is not a list of notes; rebuild the site (npm run build)`);
  return data as ExplorerIndexEntry[];
}

/** Takes a note, its address under the base path and the current page's path; returns its row, as src/components/ExplorerNotes.astro writes one. */
export function noteItem(note: ExplorerNote, href: string, current: string): HTMLLIElement {
  const row = document.createElement('li');
  row.className = 'explorer__leaf';
  const link = document.createElement('a');
  link.className = 'explorer__item explorer__note';
  link.href = href;
  link.textContent = note[0];
  if (link.pathname === current) link.setAttribute('aria-current', 'page');
  row.append(link);
  return row;
}
