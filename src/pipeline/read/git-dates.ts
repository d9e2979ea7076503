// When each content file was first and last committed, for the pages whose properties give no
// dates: one `git log` over the content folder per build (never one per file), read when the
// folder is in a git repository and git is installed; nothing otherwise. A shallow clone (CI's
// usual checkout) knows only its last commits, so it gives modified dates but no created ones.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SOURCE_EXTENSIONS } from '../../core/page-source.ts';

/** A file's dates from its history, each `YYYY-MM-DD` (the author's day). */
export interface FileDates {
  /** The day of the first commit that touched it; absent in a shallow clone. */
  created?: string;
  /** The day of the last commit that touched it. */
  modified: string;
}

/** Marks a commit's date line in the log, so it cannot be read as a file name. */
const COMMIT = '\u0001';

/**
 * Takes the output of `git log -z --name-only --format=%x01%aI` (newest commit first) and whether
 * the history is complete; returns each file's dates by its path as the log names it.
 */
export function parseGitLog(output: string, complete: boolean): Map<string, FileDates> {
  const dates = new Map<string, FileDates>();
  let day = '';
  for (const raw of output.split('\0')) {
    const token = raw.replace(/^\n/, '');
    if (token.startsWith(COMMIT)) {
      day = token.slice(1, 11);
      continue;
    }
    if (token === '' || day === '') continue;
    const known = dates.get(token);
    // Newest first: the first commit met is the last change, the last one met the first.
    if (known === undefined) dates.set(token, complete ? { created: day, modified: day } : { modified: day });
    else if (complete) known.created = day;
  }
  return dates;
}

/** The repository's git folder above `dir`, following a worktree's `.git` file; `undefined` when there is none. */
function gitDirAbove(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const dotGit = path.join(at, '.git');
    if (existsSync(dotGit)) {
      if (statSync(dotGit).isDirectory()) return dotGit;
      const pointer = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
      return pointer === undefined ? undefined : path.resolve(at, pointer);
    }
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * Takes the content folder; returns each page source's dates (notes, boards, bases) by its content path, from one
 * `git log` over the folder, or `undefined` when the folder is not in a repository, git is not
 * installed or the log cannot be read (the pages then show the dates their properties give, or none).
 */
export async function gitFileDates(contentDir: string): Promise<Map<string, FileDates> | undefined> {
  const gitDir = gitDirAbove(contentDir);
  if (gitDir === undefined) return undefined;
  const complete = !existsSync(path.join(gitDir, 'shallow'));
  const output = await new Promise<string | undefined>((done) => {
    execFile(
      'git',
      [
        '-c',
        'core.quotepath=false',
        'log',
        '-z',
        '--name-only',
        '--relative',
        '--no-renames',
        `--format=${COMMIT}%aI`,
        '--',
        ...PAGE_SOURCE_EXTENSIONS.map((ext) => `*.${ext}`),
      ],
      { cwd: contentDir, maxBuffer: 1 << 30, encoding: 'utf8' },
      (error, stdout) => done(error ? undefined : stdout),
    );
  });
  return output === undefined ? undefined : parseGitLog(output, complete);
}
