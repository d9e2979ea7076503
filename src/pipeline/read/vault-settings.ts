import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import type { ContentPath } from '../../schemas/brand.ts';

/** Reads one string setting from a JSON file of the vault; `undefined` when the file or key is absent or unreadable. */
async function jsonSetting(file: string, key: string): Promise<string | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    const setting = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    return typeof setting === 'string' ? setting : undefined;
  } catch {
    return undefined;
  }
}

/** A folder as a content path prefix: `/`-separated, no leading `./` or `/`, no trailing `/`, NFC. */
function folderKey(folder: string): string {
  return folder
    .trim()
    .normalize('NFC')
    .replace(/\\/g, '/')
    .replace(/^\.?\/+/, '')
    .replace(/\/+$/, '');
}

/** A name with its case swapped, or `null` when it has no cased letter. */
function swapCase(name: string): string | null {
  const swapped = [...name].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
  return swapped === name ? null : swapped;
}

/**
 * Takes a folder; returns whether its file system ignores case (macOS and Windows by default), by
 * looking up a name in it (or its own name) with the case swapped. Names are then compared case-folded.
 */
export async function ignoresCase(dir: string): Promise<boolean> {
  const names = [path.basename(path.resolve(dir)), ...(await readdir(dir).catch(() => []))];
  const name = names.find((n) => swapCase(n) !== null);
  if (name === undefined) return false;
  const own = name === names[0];
  const real = own ? path.resolve(dir) : path.join(dir, name);
  const swapped = own ? path.join(path.dirname(path.resolve(dir)), swapCase(name) ?? name) : path.join(dir, swapCase(name) ?? name);
  const [a, b] = await Promise.all([stat(real).catch(() => null), stat(swapped).catch(() => null)]);
  return a !== null && b !== null && a.ino === b.ino && a.dev === b.dev;
}

/**
 * What of a vault is not content: the templates folder of Obsidian's core Templates plugin
 * (`.obsidian/templates.json`, `folder`) and of Templater (`templates_folder`), and the folders or
 * globs `exclude` lists (the configuration's `exclude`). Returns content path prefixes and globs,
 * without duplicates, sorted.
 */
export async function ignoredFolders(contentDir: string, exclude: readonly string[]): Promise<string[]> {
  const obsidian = path.join(contentDir, '.obsidian');
  const found = [
    await jsonSetting(path.join(obsidian, 'templates.json'), 'folder'),
    await jsonSetting(path.join(obsidian, 'plugins', 'templater-obsidian', 'data.json'), 'templates_folder'),
    ...exclude,
  ];
  const folders = found.flatMap((f) => (f === undefined ? [] : [folderKey(f)])).filter((f) => f !== '');
  return [...new Set(folders)].sort();
}

/** Whether an entry of `ignoredFolders` is a glob (`**\/drafts`, `Daily/*.md`) rather than a folder. */
const isGlob = (entry: string): boolean => picomatch.scan(entry).isGlob;

/**
 * Whether `file` is left out by one of `folders` (from `ignoredFolders`): it lies in a folder named,
 * or matches a glob, or lies in a folder a glob matches. Globs are picomatch's, with dot files.
 * Names are compared in Unicode NFC (a folder written `Privé` in the settings is the same folder
 * stored decomposed on disk), and case-folded when `foldCase` (see `ignoresCase`).
 */
export function inFolders(file: ContentPath | string, folders: readonly string[], foldCase = false): boolean {
  const fold = (text: string): string => (foldCase ? text.normalize('NFC').toLowerCase() : text.normalize('NFC'));
  const name = fold(file);
  return folders.some((entry) => {
    const folder = fold(entry);
    if (!isGlob(folder)) return name === folder || name.startsWith(`${folder}/`);
    const options = { dot: true, nocase: foldCase };
    return picomatch(folder, options)(name) || picomatch(`${folder}/**`, options)(name);
  });
}
