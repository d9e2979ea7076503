import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPath } from '../../schemas/brand.ts';

/** Env variable listing more folders of the content folder that are not published, separated by commas. */
export const PUBLISH_IGNORE_ENV = 'PUBLISH_IGNORE';

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
 * The folders of a vault that are not content: the templates folder of Obsidian's core Templates
 * plugin (`.obsidian/templates.json`, `folder`) and of Templater (`templates_folder`), and those
 * listed in `PUBLISH_IGNORE`. Returns content path prefixes, without duplicates, sorted.
 */
export async function ignoredFolders(contentDir: string, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const obsidian = path.join(contentDir, '.obsidian');
  const found = [
    await jsonSetting(path.join(obsidian, 'templates.json'), 'folder'),
    await jsonSetting(path.join(obsidian, 'plugins', 'templater-obsidian', 'data.json'), 'templates_folder'),
    ...(env[PUBLISH_IGNORE_ENV] ?? '').split(','),
  ];
  const folders = found.flatMap((f) => (f === undefined ? [] : [folderKey(f)])).filter((f) => f !== '');
  return [...new Set(folders)].sort();
}

/** Whether `file` lies in one of `folders` (content path prefixes from `ignoredFolders`). */
export function inFolders(file: ContentPath | string, folders: readonly string[]): boolean {
  return folders.some((folder) => file === folder || file.startsWith(`${folder}/`));
}
