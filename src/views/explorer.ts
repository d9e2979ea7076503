// The explorer's view of the folder tree (src/views/folders.ts) from one page: which folders are
// open (those around the page), which notes are written into the page (those of the open folders,
// when a folder holds few enough) and where the others are fetched from when a reader opens their
// folder or filters by name. A page so carries its folders and the notes around it, never the
// whole collection: a folder of thousands of notes is listed only when opened.
import type { ExplorerIndexEntry, ExplorerNote } from '../client/folders/explorer-data.ts';
import { fnv1aHex } from '../core/hash.ts';
import type { UrlPath } from '../schemas/brand.ts';
import type { Folder, FolderTree } from './folders.ts';
import type { PageRef } from './pages.ts';

/** Most notes of one folder written into a page; a folder holding more is fetched when it opens. */
export const INLINE_NOTES = 100;

/** The site path of the file listing every written note with its folder, fetched when a reader filters. */
export const EXPLORER_INDEX_URL = '/explorer/all.json';

/** The name of a folder's notes file: a hash of its path (the root's is of `''`). */
export function folderFileName(folder: Pick<Folder, 'path'>): string {
  return `f${fnv1aHex(folder.path)}`;
}

/** The site path of a folder's notes file, which lists its notes in the explorer's order. */
export function folderNotesUrl(folder: Pick<Folder, 'path'>): UrlPath {
  return `/explorer/${folderFileName(folder)}.json` as UrlPath;
}

/** Takes a folder's path and the path of the folder a page stands in; returns `true` when the folder holds the page (the root holds every page). */
export function holds(path: string, here: string): boolean {
  return path === '' || here === path || here.startsWith(`${path}/`);
}

/** What the explorer shows of one folder on one page. */
export interface ExplorerFolder {
  folder: Folder;
  /** `true` when the folder holds the page: it is open as the page arrives. */
  open: boolean;
  /** The notes written into the page: an open folder's, when it holds at most `INLINE_NOTES`; else `undefined` (fetched when opened). */
  notes: readonly PageRef[] | undefined;
}

/** Takes the tree, a folder and where the page stands; returns what the explorer shows of the folder. */
export function explorerFolder(folder: Folder, here: string): ExplorerFolder {
  const open = holds(folder.path, here);
  return { folder, open, notes: open && folder.pages.length <= INLINE_NOTES ? folder.pages : undefined };
}

/** Takes the tree; returns each folder's notes as its notes file lists them, by file name. Throws when two folder paths give one name. */
export function folderNoteFiles(tree: FolderTree): Map<string, ExplorerNote[]> {
  const files = new Map<string, ExplorerNote[]>();
  const owners = new Map<string, string>();
  for (const folder of tree.byPath.values()) {
    const name = folderFileName(folder);
    const taken = owners.get(name);
    if (taken !== undefined) throw new Error(`the folders "${taken}" and "${folder.path}" give one explorer file name (${name}); rename one of them`);
    owners.set(name, folder.path);
    files.set(
      name,
      folder.pages.map((ref) => [ref.title, ref.url]),
    );
  }
  return files;
}

/** Takes the tree; returns every written note with its folder's path, in the explorer's order, for the filter. */
export function explorerIndex(tree: FolderTree): ExplorerIndexEntry[] {
  const entries: ExplorerIndexEntry[] = [];
  const visit = (folder: Folder): void => {
    for (const sub of folder.folders) visit(sub);
    for (const ref of folder.pages) entries.push([ref.title, ref.url, folder.path]);
  };
  visit(tree.root);
  return entries;
}

/** Takes the tree; returns what each folder's notes look like in a page, one line per folder, for the render fingerprints: a new note changes only the pages whose explorer lists it. */
export function folderNotesSignatures(tree: FolderTree): Map<string, string> {
  return new Map(
    [...tree.byPath.values()].map((folder) => [
      folder.path,
      folder.pages.length > INLINE_NOTES ? `many ${folder.path}` : JSON.stringify(folder.pages.map((ref) => [ref.title, ref.url])),
    ]),
  );
}
