// The one check every file the build reads from the content folder goes through: notes,
// attachments (canvases among them), the logo, `site-options.json` and `publish.css`. A file may be
// read when, after symbolic links, it lies inside the content folder, in no hidden file or folder
// and in no folder the configuration leaves out, has a name of its kind, and is a regular file.
import { lstatSync, realpathSync } from 'node:fs';
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { inFolders } from './vault-settings.ts';

const SKIPPED_FOLDERS = new Set(['node_modules']);

/**
 * Whether a content path may ever be read or published: no part of it is hidden (`.git`,
 * `.obsidian`, `.trash`, `.env`, `.hidden.md`) or a package folder. The one test every listing,
 * link and copy goes through.
 */
export function isPublishablePath(file: string): boolean {
  const parts = file.split('/');
  return parts.every((part) => part !== '' && !part.startsWith('.') && !SKIPPED_FOLDERS.has(part));
}

/** The path of `target` inside `root` (both real paths), `/`-separated; `null` when it lies outside. */
export function insideFolder(root: string, target: string): string | null {
  const rel = path.relative(root, target);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep).join('/');
}

/** What a file of one kind must be to be read. */
export interface ContentFileRule {
  /** What the file is, in words, for messages: `an attachment`, `a note`, `a JSON file`. */
  what: string;
  /** The names a file of this kind has; its own name and, through a symbolic link, its real name must match. */
  name: RegExp;
  /** Folders and globs left out of the content (see `ignoredFolders`). Default: none. */
  excluded?: readonly string[];
  /** Compare `excluded` case-folded (see `ignoresCase`). Default: `false`. */
  foldCase?: boolean;
}

/** A file that may be read: its real path and its content path. */
export interface AllowedFile {
  real: string;
  path: string;
}

/** A file that may not be read, and why, in words that finish "… is not read: ". */
export interface RefusedFile {
  refused: string;
  /** `true` when there is no file at all (a setting may name a file that is simply absent). */
  missing: boolean;
}

/** Takes the outcome of a check; returns whether the file may be read. */
export function isAllowed(file: AllowedFile | RefusedFile): file is AllowedFile {
  return 'real' in file;
}

/** What is known of a file on disk: its real path (after symbolic links), and whether that is a regular file. */
export interface OnDisk {
  real: string | null;
  regular: boolean;
}

/**
 * Takes the content folder's real path, a content path, the rule of its kind and what the disk
 * says of it; returns the file's real path, or why it may not be read. The one decision: the
 * functions below ask the disk and call it, and a reader that has already opened the file (the
 * notes' reader, which knows its folder's real path and the open file's type) calls it itself.
 */
export function judgeContentFile(root: string, file: string, rule: ContentFileRule, disk: OnDisk): AllowedFile | RefusedFile {
  const refuse = (refused: string, missing = false): RefusedFile => ({ refused, missing });
  const written = insideFolder(root, path.resolve(root, file));
  if (written === null) return refuse('it lies outside the content folder');
  if (!isPublishablePath(written)) return refuse('it is a hidden file or lies in a hidden folder (a name starting with .)');
  if (disk.real === null) return refuse('there is no such file', true);
  const inside = insideFolder(root, disk.real);
  if (inside === null) return refuse('it is a symbolic link that leads outside the content folder');
  if (!isPublishablePath(inside)) return refuse(`it is a symbolic link into ${inside}, a hidden file or folder`);
  const excluded = rule.excluded ?? [];
  if (inFolders(written, excluded, rule.foldCase) || inFolders(inside, excluded, rule.foldCase))
    return refuse('it lies in a folder the configuration excludes');
  if (!rule.name.test(written) || !rule.name.test(inside)) return refuse(`it is not ${rule.what}`);
  if (!disk.regular) return refuse('it is not a regular file');
  return { real: disk.real, path: written };
}

/** Takes the content folder's real path, a content path and the rule of its kind; returns the file's real path, or why it may not be read. */
export async function checkContentFile(root: string, file: string, rule: ContentFileRule): Promise<AllowedFile | RefusedFile> {
  const real = await realpath(path.resolve(root, file)).catch(() => null);
  const regular = real !== null && (await lstat(real).catch(() => null))?.isFile() === true;
  return judgeContentFile(root, file, rule, { real, regular });
}

/** `checkContentFile` for the settings, which are read before anything else and at once. */
export function checkContentFileSync(root: string, file: string, rule: ContentFileRule): AllowedFile | RefusedFile {
  let real: string | null = null;
  try {
    real = realpathSync(path.resolve(root, file));
  } catch {
    real = null;
  }
  let regular = false;
  try {
    regular = real !== null && lstatSync(real).isFile();
  } catch {
    regular = false;
  }
  return judgeContentFile(root, file, rule, { real, regular });
}

/** The content folder's real path, or the folder as given when it does not exist (every file of it is then missing). */
export function contentRootSync(contentDir: string): string {
  try {
    return realpathSync(contentDir);
  } catch {
    return path.resolve(contentDir);
  }
}
