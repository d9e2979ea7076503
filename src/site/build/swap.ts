import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The fresh output folder of one build: `<parent of dest>/.build/out-<pid>` (beside `dest`, so a rename can move it). */
export function freshOutDir(dest: string, pid = process.pid): string {
  return join(dirname(dest), '.build', `out-${pid}`);
}

/**
 * Puts the finished folder `fresh` in place of `dest`: renames the old `dest` aside, renames
 * `fresh` into place, then removes the old one. Renames within one file system are atomic, so a
 * reader never sees a half-written `dest`; if the second rename fails the old `dest` is put back.
 */
export async function swapInto(fresh: string, dest: string): Promise<void> {
  const old = join(dirname(fresh), `old-${basename(dest)}-${process.pid}`);
  const hadOld = existsSync(dest);
  if (hadOld) await rename(dest, old);
  try {
    await rename(fresh, dest);
  } catch (error) {
    if (hadOld) await rename(old, dest);
    throw error;
  }
  if (hadOld) await rm(old, { recursive: true, force: true });
}
