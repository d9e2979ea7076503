// The content's folders as readers browse them: a tree of the folders that hold written pages,
// each with its URL (`/folders/…/`), its pages and its sub-folders. The explorer, the breadcrumbs
// and the folder pages all read this one tree, built once per knowledge base.
import type { UrlPath } from '../schemas/brand.ts';
import type { KbPage, KnowledgeBase } from '../schemas/knowledge-base.ts';
import { kindFolder } from '../core/url.ts';
import { folderUrl } from '../core/url.ts';
import { slugify } from '../core/slug.ts';
import { compareTitles, toRef, type PageRef } from './pages.ts';

/** One folder of the content: its name as written, where its page is, what it holds. */
export interface Folder {
  /** The folder's path in the content folder, `/`-separated (`''` for the root). */
  path: string;
  /** The folder's name as written (`05 - Concepts`); the site's name for the root. */
  name: string;
  url: UrlPath;
  /** How deep it is: 0 for the root, 1 for a top-level folder. */
  depth: number;
  /** Its sub-folders, by name (numbers by value). */
  folders: Folder[];
  /** The written pages directly in it, by title. */
  pages: PageRef[];
  /** How many written pages it and its sub-folders hold. */
  total: number;
}

/** The folder tree, with lookups. */
/** Where a page stands in the folder tree: what the explorer beside it shows and marks. */
export interface FolderPlacement {
  tree: FolderTree;
  /** The path of the folder holding the page (or a folder page's own path). */
  here: string;
  /** `true` on a folder's own page. */
  isFolderPage?: boolean;
  /** The site path of the page, marked in the explorer when it lists it. Default: none (a page the explorer does not list). */
  current?: string | undefined;
}

export interface FolderTree {
  root: Folder;
  /** Every folder by its path (the root under `''`). */
  byPath: ReadonlyMap<string, Folder>;
  /**
   * `true` when the folders say something the kinds do not: some written page stands in a
   * folder other than its kind's own (`notes/`, `papers/`…). A research collection filed by kind
   * keeps its kind navigation alone; a vault gets the explorer, breadcrumbs and folder pages.
   */
  shown: boolean;
}

/** The folder part of a content path: `a/b/c.md` → `a/b`; `''` at the root. */
export function folderOf(file: string): string {
  const cut = file.lastIndexOf('/');
  return cut < 0 ? '' : file.slice(0, cut);
}

function newFolder(path: string, name: string, url: UrlPath, depth: number): Folder {
  return { path, name, url, depth, folders: [], pages: [], total: 0 };
}

/** Whether a page's folder is only its kind's own folder (how the research format files pages). */
function filedByKind(page: KbPage): boolean {
  const folder = folderOf(page.file ?? '');
  return folder === '' || folder === kindFolder(page.kind);
}

/**
 * Takes Obsidian Publish's explorer order (`navigationOrdering`: vault paths of folders and files,
 * `.md` optional, as written: two folders may differ only in case); returns each path's rank in it:
 * the paths it names first, in its order, the rest after.
 */
export function navigationRank(order: readonly string[]): (path: string) => number {
  const bare = (path: string): string => path.replace(/\.md$/i, '');
  const at = new Map<string, number>();
  order.forEach((path, i) => {
    if (!at.has(bare(path))) at.set(bare(path), i);
  });
  return (path) => at.get(bare(path)) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * Takes the pages, the site's name and Publish's explorer order; returns the tree of the folders
 * that hold written pages, each folder's sub-folders and pages in that order where it names them,
 * the rest by name after them, as Obsidian Publish sorts its explorer.
 */
export function buildFolderTree(pages: readonly KbPage[], rootName: string, order: readonly string[] = []): FolderTree {
  const root = newFolder('', rootName, folderUrl([]), 0);
  const byPath = new Map<string, Folder>([['', root]]);
  // The URL levels of each folder, so two siblings whose names give one slug are told apart.
  const levels = new Map<string, string[]>([['', []]]);
  const written = pages.filter((page) => !page.stub && page.file !== null);
  const ensure = (path: string): Folder => {
    const known = byPath.get(path);
    if (known) return known;
    const parentPath = folderOf(path);
    const parent = ensure(parentPath);
    const name = path.slice(parentPath === '' ? 0 : parentPath.length + 1);
    const parentLevels = levels.get(parentPath) ?? [];
    const base = slugify(name) || 'folder';
    let level = base;
    for (let n = 2; parent.folders.some((f) => levels.get(f.path)?.at(-1) === level); n++) level = `${base}-${n}`;
    const folder = newFolder(path, name, folderUrl([...parentLevels, level]), parent.depth + 1);
    levels.set(path, [...parentLevels, level]);
    byPath.set(path, folder);
    parent.folders.push(folder);
    return folder;
  };
  // Folders are made in path order, so the `-2` suffixes do not depend on the order of the pages.
  const paths = [...new Set(written.map((page) => folderOf(page.file ?? '')))].sort();
  for (const path of paths) ensure(path);
  const rank = navigationRank(order);
  const files = new Map<Folder, { file: string; ref: PageRef }[]>();
  for (const page of written) {
    let folder = byPath.get(folderOf(page.file ?? ''));
    if (folder) {
      const list = files.get(folder) ?? [];
      list.push({ file: page.file ?? '', ref: toRef(page) });
      files.set(folder, list);
    }
    for (; folder !== undefined; folder = folder.path === '' ? undefined : byPath.get(folderOf(folder.path))) folder.total++;
  }
  for (const folder of byPath.values()) {
    folder.folders.sort((a, b) => rank(a.path) - rank(b.path) || compareTitles(a.name, b.name));
    folder.pages = (files.get(folder) ?? []).sort((a, b) => rank(a.file) - rank(b.file) || compareTitles(a.ref.title, b.ref.title)).map((entry) => entry.ref);
  }
  return { root, byPath, shown: written.some((page) => !filedByKind(page)) };
}

const trees = new WeakMap<KnowledgeBase, FolderTree>();
/** The latest tree built, by what it was built from: a knowledge base changed by an edit that moves no page and renames none (a save under `astro dev`) gets it again. */
const latest = new Map<string, FolderTree>();

/** What a folder tree is built from, as one string: the name, the order and each written page's file, title, slug, kind and address. */
function treeKey(pages: readonly KbPage[], rootName: string, order: readonly string[]): string {
  const parts = [rootName, order.join('\n')];
  for (const page of pages) if (!page.stub && page.file !== null) parts.push(page.file, page.title, page.slug, page.kind, page.url);
  return parts.join('\u0000');
}

/** The folder tree of a knowledge base (in Publish's explorer `order`, see `buildFolderTree`), built once per knowledge base, and not again for a knowledge base whose pages give the same tree. */
export function folderTreeOf(kb: KnowledgeBase, rootName: string, order: readonly string[] = []): FolderTree {
  const known = trees.get(kb);
  if (known) return known;
  const key = treeKey(kb.pages, rootName, order);
  const tree = latest.get(key) ?? buildFolderTree(kb.pages, rootName, order);
  latest.clear();
  latest.set(key, tree);
  trees.set(kb, tree);
  return tree;
}

/** The folders from the top level down to the one holding `page` (not the root); `[]` for a page at the root, a stub or when folders are not shown. */
export function foldersAbove(tree: FolderTree, page: Pick<KbPage, 'file' | 'stub'>): Folder[] {
  if (!tree.shown || page.stub || page.file === null) return [];
  const chain: Folder[] = [];
  for (let path = folderOf(page.file); path !== ''; path = folderOf(path)) {
    const folder = tree.byPath.get(path);
    if (folder) chain.unshift(folder);
  }
  return chain;
}

/** The folder's ancestors from the top level down, itself last (not the root). */
export function folderChain(tree: FolderTree, folder: Folder): Folder[] {
  const chain: Folder[] = [];
  for (let path = folder.path; path !== ''; path = folderOf(path)) {
    const found = tree.byPath.get(path);
    if (found) chain.unshift(found);
  }
  return chain;
}

/**
 * What every page shows of the tree (its folders' paths, names and URLs; not the counts, which
 * the explorer leaves out so a new note does not change every page), as one line of text for the
 * render fingerprint.
 */
export function folderTreeSignature(tree: FolderTree): string {
  if (!tree.shown) return 'folders hidden';
  return [...tree.byPath.values()]
    .map((f) => `${f.path}\0${f.url}`)
    .sort()
    .join('\n');
}
