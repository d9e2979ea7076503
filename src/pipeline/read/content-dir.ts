import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';

/** The content folder's default location, relative to the working directory. */
export const DEFAULT_CONTENT_DIR = 'content';

/** The content folder named by env `CONTENT_DIR`, else `content/`, as an absolute path from `cwd`. */
export function contentDirFromEnv(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  const named = env['CONTENT_DIR']?.trim();
  return path.resolve(cwd, named && named.length > 0 ? named : DEFAULT_CONTENT_DIR);
}

/** Checks that `dir` is a folder; returns an error finding saying what to set when it is not, else `null`. */
export async function checkContentDir(dir: string): Promise<Finding | null> {
  const info = await stat(dir).catch(() => null);
  if (info?.isDirectory()) return null;
  const what = info ? 'is not a folder' : 'does not exist';
  return finding(
    'error',
    'content-dir-missing',
    null,
    null,
    `the content folder ${dir} ${what}; create it, or set CONTENT_DIR to the folder that holds your Markdown files (e.g. CONTENT_DIR=notes npm run check)`,
  );
}
