import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import type { ContentPath } from '../../schemas/brand.ts';

/** Reads one setting from a JSON file of the vault; `undefined` when the file or key is absent or unreadable. */
async function jsonSetting(file: string, key: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** The paths a setting holds: its text, or each text of its list, or each item's `template` (Templater's `folder_templates`). */
function settingPaths(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    const template = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)['template'] : undefined;
    return typeof template === 'string' ? [template] : [];
  });
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

/** A templates folder, or a template file, a plugin's settings name: as found in the vault, and where it was set. */
export interface TemplatesFolder {
  /** The folder or file as a content path, in the case the vault's files have it (a file named without `.md` takes it). */
  folder: string;
  /** Whether the setting names a folder of templates or one template file. */
  kind: 'folder' | 'file';
  /** The path as the setting writes it. */
  written: string;
  /** The settings file and key, relative to the vault (`.obsidian/templates.json`, `folder`). */
  setting: string;
}

const TEMPLATER = '.obsidian/plugins/templater-obsidian/data.json';

// The settings that name templates: the folder of Obsidian's core Templates plugin and of
// Templater; the template file of the core Daily notes and Unique note creator plugins; the
// template files Templater applies to new notes by folder or by name, runs at startup or binds to
// hotkeys (its settings' keys, as its data.json stores them).
const TEMPLATES_SETTINGS: readonly { file: string; key: string; kind: TemplatesFolder['kind'] }[] = [
  { file: '.obsidian/templates.json', key: 'folder', kind: 'folder' },
  { file: TEMPLATER, key: 'templates_folder', kind: 'folder' },
  { file: '.obsidian/daily-notes.json', key: 'template', kind: 'file' },
  { file: '.obsidian/zk-prefixer.json', key: 'template', kind: 'file' },
  { file: TEMPLATER, key: 'folder_templates', kind: 'file' },
  { file: TEMPLATER, key: 'file_templates', kind: 'file' },
  { file: TEMPLATER, key: 'enabled_templates_hotkeys', kind: 'file' },
  { file: TEMPLATER, key: 'startup_templates', kind: 'file' },
];

/**
 * Takes a vault and a folder of it; returns the folder in the case its files have on disk: a
 * setting written `Templates` names the folder `templates` on macOS and Windows, where Obsidian
 * runs on a file system that ignores case, so a vault written there and built elsewhere still
 * leaves it out. A segment not found in any case is kept as written.
 */
async function onDisk(contentDir: string, folder: string): Promise<string> {
  const found: string[] = [];
  for (const segment of folder.split('/')) {
    // A `..` never leads out of the vault to be listed: such a setting names nothing in it.
    if (segment === '..' || segment === '.') return folder;
    const names = await readdir(path.join(contentDir, ...found)).catch(() => [] as string[]);
    const key = segment.toLowerCase();
    found.push(names.includes(segment) ? segment : (names.find((n) => n.normalize('NFC').toLowerCase() === key) ?? segment));
  }
  return found.join('/');
}

/** The templates folders and template files the vault's settings name (see `TemplatesFolder`), in settings order. */
export async function templatesFolders(contentDir: string): Promise<TemplatesFolder[]> {
  const found: TemplatesFolder[] = [];
  for (const { file, key, kind } of TEMPLATES_SETTINGS) {
    for (const written of settingPaths(await jsonSetting(path.join(contentDir, file), key))) {
      const folder = folderKey(written);
      if (folder === '') continue;
      const named = kind === 'file' && path.posix.extname(folder) === '' ? `${folder}.md` : folder;
      found.push({ folder: await onDisk(contentDir, named), kind, written, setting: `${file} (${key})` });
    }
  }
  return found;
}

/**
 * What of a vault is not content: the templates folders and files (`templatesFolders`) and the folders or
 * globs `exclude` lists (the configuration's `exclude`). Returns content path prefixes and globs,
 * without duplicates, sorted.
 */
export async function ignoredFolders(contentDir: string, exclude: readonly string[]): Promise<string[]> {
  const templates = (await templatesFolders(contentDir)).map((t) => t.folder);
  const folders = [...templates, ...exclude.map(folderKey)].filter((f) => f !== '');
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
