// Measures `npm run build -- --watch` on the bench's corpus: one process builds the site, then the
// bench edits a note's body, adds a note and renames one, as its separate rebuilds do, and times each
// rebuild the watching process makes, from the save to the build's `done` line.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { addNote, appendParagraph, renamedTitle, retitle, type BenchNote } from './bench-edits.ts';
import { PeakMemorySampler } from './process-memory.ts';

/** One build of the watching process. */
export interface WatchedBuild {
  /** From the save (or the process's start) until the build printed `done`: what an author waits. */
  seconds: number;
  /** The build's own time as it printed it (without the pause that gathers saves made together). */
  buildSeconds: number;
}

/** What the bench measures of a watching build. */
export interface WatchFigures {
  /** The first build, from starting the process (a cold build, in the process that then watches). */
  first: WatchedBuild;
  edit: WatchedBuild;
  add: WatchedBuild;
  rename: WatchedBuild;
  /** Peak resident memory of the watching process's tree, from start to the last build. */
  peakBytes: number;
}

/** How to start and measure the watching build. */
export interface WatchRunOptions {
  root: string;
  /** The corpus as the cold build read it (a copy of its own: the watching process sees every save). */
  corpus: string;
  dist: string;
  cacheDir: string;
  /** The note to edit and rename. */
  note: BenchNote;
  /** Receives the process's output. */
  log: string;
  env: NodeJS.ProcessEnv;
}

const DONE = /^build: done in ([\d.]+) s/m;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `npm run build -- --watch` on the corpus, waits for its first build, then makes each edit
 * and waits for the build it causes; stops the process. Throws when a build fails or takes more
 * than ten minutes.
 */
export async function measureWatch(options: WatchRunOptions): Promise<WatchFigures> {
  const tsx = path.join(options.root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const started = performance.now();
  const child = spawn(process.execPath, [tsx, 'scripts/build.ts', '--watch', '--out', options.dist, '--cache-dir', options.cacheDir], {
    cwd: options.root,
    env: { ...options.env, CONTENT_DIR: options.corpus },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('could not start npm run build -- --watch');
  const sampler = new PeakMemorySampler(child.pid);
  const log = createWriteStream(options.log);
  let output = '';
  let exited = false;
  const read = (chunk: Buffer): void => {
    log.write(chunk);
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  child.on('exit', () => (exited = true));
  /** Waits for the next `done` line after `from` (an offset into the output); returns the build's times. */
  const nextBuild = async (from: number, since: number): Promise<WatchedBuild> => {
    for (;;) {
      const done = DONE.exec(output.slice(from));
      if (done) return { seconds: (performance.now() - since) / 1000, buildSeconds: Number(done[1]) };
      if (/^build: failed|stopped: the content has errors/m.test(output.slice(from)))
        throw new Error(`a watched build failed; its output is in ${options.log}`);
      if (exited) throw new Error(`npm run build -- --watch exited; its output is in ${options.log}`);
      if ((performance.now() - since) / 1000 > 600) throw new Error(`a watched build took more than 600 s; its output is in ${options.log}`);
      await pause(20);
    }
  };
  try {
    const first = await nextBuild(0, started);
    // The watcher starts once the first build has ended: wait for its line before the first save.
    while (!output.includes('for changes')) await pause(20);
    const after = async (edit: () => Promise<unknown>): Promise<WatchedBuild> => {
      const from = output.length;
      await edit();
      return nextBuild(from, performance.now());
    };
    const edit = await after(() => appendParagraph(options.corpus, options.note.file));
    const add = await after(() => addNote(options.corpus, options.note));
    const rename = await after(() => retitle(options.corpus, options.note, renamedTitle(options.note.title)));
    return { first, edit, add, rename, peakBytes: sampler.stop() };
  } finally {
    sampler.stop();
    child.kill();
    log.end();
  }
}
