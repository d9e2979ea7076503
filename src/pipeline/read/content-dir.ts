import { stat } from 'node:fs/promises';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';

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
    `the content folder ${dir} ${what}; create it, or write the folder that holds your Markdown files as content: in site.config.yaml (or set CONTENT_DIR for one command, e.g. CONTENT_DIR=notes npm run check)`,
  );
}
