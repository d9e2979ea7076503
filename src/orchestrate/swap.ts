import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * The fresh output folder of one build: `<root>/.build/out-<pid>`, and for the `nth` build after
 * the first in one process `out-<pid>-<nth>`. Always inside the project root: Astro keeps its
 * prerender bundle inside the output folder only when that folder is under the working directory,
 * otherwise in the shared `<root>/.astro/`, where parallel builds clash. Never the same folder
 * twice in one process: Node keeps the prerender bundle it imported from a folder by its path, so a
 * second render into the same path would render the first one's pages.
 */
export function freshOutDir(root: string, pid = process.pid, nth = 0): string {
  return join(root, '.build', nth === 0 ? `out-${pid}` : `out-${pid}-${nth}`);
}

/** Whether an error is a rename across file systems, which only a copy can do. */
function crossesDevices(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EXDEV';
}

/** Takes the finished folder and a folder beside `dest`; moves one to the other, copying when they are on different file systems. */
async function moveBeside(fresh: string, staged: string): Promise<void> {
  try {
    await rename(fresh, staged);
  } catch (error) {
    if (!crossesDevices(error)) throw error;
    try {
      await cp(fresh, staged, { recursive: true, preserveTimestamps: true });
    } catch (copyError) {
      await rm(staged, { recursive: true, force: true });
      throw copyError;
    }
    await rm(fresh, { recursive: true, force: true });
  }
}

/**
 * Puts the finished folder `fresh` in place of `dest`. `fresh` is first moved (or, across file
 * systems, copied) into a temporary folder beside `dest`; then the old `dest` is renamed aside,
 * the new one renamed into place and the old one removed. Those last renames stay within one
 * file system, so a reader never sees a half-written `dest`; if one fails, the old `dest` is put back.
 */
export async function swapInto(fresh: string, dest: string, options: SwapOptions = {}): Promise<void> {
  const beside = besideDir(dest);
  const staged = join(beside, `new-${basename(dest)}-${process.pid}`);
  const old = join(beside, `${oldPrefix(dest)}${process.pid}`);
  await mkdir(beside, { recursive: true });
  await rm(staged, { recursive: true, force: true });
  await moveBeside(fresh, staged);
  const hadOld = existsSync(dest);
  try {
    if (hadOld) await rename(dest, old);
    try {
      await rename(staged, dest);
    } catch (error) {
      if (hadOld) await rename(old, dest);
      throw error;
    }
  } catch (error) {
    await rm(staged, { recursive: true, force: true });
    throw error;
  }
  if (options.keepOld) return;
  if (hadOld) await rm(old, { recursive: true, force: true });
  // The temporary folder goes too, unless another build is still using it (then it is not empty).
  await rmdir(beside).catch(() => undefined);
}

/** How `swapInto` ends. */
export interface SwapOptions {
  /**
   * Leave the replaced output in `<dest's folder>/.build/old-<name>-<pid>` instead of deleting it,
   * for `removeOldOutputs` to delete at the start of the next build, alongside its other work.
   * Deleting 46,000 files takes 6–9 s on the 2-core machine at 15,000 pages. Default: false.
   */
  keepOld?: boolean;
}

/** The folder beside `dest` where a swap stages the new output and parks the old one. */
function besideDir(dest: string): string {
  return join(dirname(dest), '.build');
}

/** The name prefix of the old outputs of `dest` that swaps left behind with `keepOld`. */
function oldPrefix(dest: string): string {
  return `old-${basename(dest)}-`;
}

/** Deletes the old outputs of `dest` that earlier swaps left behind with `keepOld`; returns how many. */
export async function removeOldOutputs(dest: string): Promise<number> {
  const beside = besideDir(dest);
  const old = (await readdir(beside).catch(() => [])).filter((name) => name.startsWith(oldPrefix(dest)));
  await Promise.all(old.map((name) => rm(join(beside, name), { recursive: true, force: true })));
  return old.length;
}

// What a build leaves in a `.build/` folder while it runs, named by its process id.
const WORK_RE = /^(?:out-(\d+)(?:-\d+)?(?:\.result\.json)?|new-.+-(\d+))$/;

/** Whether the process `pid` is running (a build that was killed is not). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Deletes what killed builds left in the `.build/` folders of the project root and beside
 * `dest` (their fresh outputs and staged swaps, named by a process id that no longer runs);
 * returns how many entries went. Running builds' folders are left alone.
 */
export async function removeAbandoned(root: string, dest: string): Promise<number> {
  let removed = 0;
  for (const dir of new Set([join(root, '.build'), besideDir(dest)])) {
    for (const name of await readdir(dir).catch(() => [])) {
      const match = WORK_RE.exec(name);
      const pid = Number(match?.[1] ?? match?.[2]);
      if (!match || pid === process.pid || running(pid)) continue;
      await rm(join(dir, name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Checks, before any work starts, that a build can write its fresh output under `root` and swap it
 * in at `dest`; throws an error naming the folder and what to do when it cannot.
 */
export async function checkWritable(root: string, dest: string): Promise<void> {
  for (const dir of new Set([join(root, '.build'), besideDir(dest)])) {
    const probe = join(dir, `probe-${process.pid}`);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(probe, '');
      await rm(probe, { force: true });
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
      // ENOTDIR / EEXIST: a part of the path is a file, which no permission change would fix.
      const what =
        reason === 'ENOTDIR' || reason === 'EEXIST' ? 'a part of that path is a file, not a folder; move that file away' : 'make that folder writable';
      throw new Error(`cannot write to ${dirname(dir)} (${reason}); ${what}, or build into another folder with --out DIR`);
    }
  }
  if (existsSync(dest) && !(await stat(dest)).isDirectory())
    throw new Error(`${dest} exists and is not a folder; remove it, or build into another folder with --out DIR`);
}
