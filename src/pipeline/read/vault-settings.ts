import { readFile } from 'node:fs/promises';
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

/** A folder as a content path prefix: `/`-separated, no leading `./` or `/`, no trailing `/`. */
function folderKey(folder: string): string {
  return folder.trim().replace(/\\/g, '/').replace(/^\.?\/+/, '').replace(/\/+$/, '');
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
 */
export function inFolders(file: ContentPath | string, folders: readonly string[]): boolean {
  return folders.some((folder) => {
    if (!isGlob(folder)) return file === folder || file.startsWith(`${folder}/`);
    return picomatch(folder, { dot: true })(file) || picomatch(`${folder}/**`, { dot: true })(file);
  });
}
