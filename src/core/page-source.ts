/** The extensions of a page's source: a Markdown note (`.md`), a JSON Canvas board (`.canvas`) or a base (`.base`). */
export const PAGE_SOURCE_EXTENSIONS = ['md', 'canvas', 'base'] as const;

/** A file that is a page's source (`PAGE_SOURCE_EXTENSIONS`). Links to it name a page, never an attachment. */
export const PAGE_SOURCE_RE = new RegExp(`\\.(?:${PAGE_SOURCE_EXTENSIONS.join('|')})$`, 'i');

/**
 * True when a link's target names a file by an extension other than `.md` (`package.json`,
 * `Program.cs`, `Board.canvas`): Obsidian opens such a name as that file before a note named so
 * (`package.json.md`), and a name without one, or with `.md`, as the note first.
 */
export function namesByExtension(target: string): boolean {
  return /\.(?!md$)[a-z0-9]{1,5}$/i.test(target.trim());
}

/** True when a file name or path names a page's source (`PAGE_SOURCE_RE`). */
export function isPageSource(name: string): boolean {
  return PAGE_SOURCE_RE.test(name);
}

/** True when a file name or path names a JSON Canvas board (`.canvas`): a page drawn from its nodes and edges. */
export function isCanvasFile(name: string): boolean {
  return /\.canvas$/i.test(name);
}

/** True when a file name or path names an Obsidian base (`.base`): a page of its views, read with the notes. */
export function isBaseFile(name: string): boolean {
  return /\.base$/i.test(name);
}
