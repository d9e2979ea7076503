import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { generateCorpus, type CorpusSummary } from '../generate/generate-corpus.ts';
import { kindFolder } from '../../pipeline/resolve/slug.ts';
import type { PageKind } from '../../schemas/brand.ts';
import { addNote, appendParagraph, middleNote, renamedTitle, retitle } from './bench-edits.ts';
import { measureDevServer, type DevFigures } from './dev-server.ts';
import { writeFloorContent } from './floor.ts';
import { folderSize, gzippedFile, kindWeight, type FolderSize, type KindWeight } from './output-size.ts';
import { runMeasured, type MeasuredRun } from './run-measured.ts';
import { stageTimes, type Stage } from './stage-times.ts';
import { measureWatch, type WatchFigures } from './watch-builds.ts';

/** What `npm run bench` takes. */
export interface BenchOptions {
  /** The project root (where scripts/build.ts and bench/floor/ are). */
  root: string;
  pages: number;
  seed: string;
  /** Keep the corpus, builds and logs in this folder instead of a temporary one removed at the end. */
  keep?: string;
  /** Build cold only: no rebuilds, no floor and no dev server (for corpora too large to run everything, e.g. 100,000 pages). */
  coldOnly?: boolean;
  /** Progress messages (one line each). */
  progress: (message: string) => void;
}

/** One measured build. */
export interface BuildFigures {
  seconds: number;
  pagesPerSecond: number;
  peakBytes: number;
  stages: Stage[];
}

/** Every figure one bench run produces. */
export interface BenchResult {
  pages: number;
  seed: string;
  /** `loadAverage`: the one-minute load average when the run started and when it ended (other work on the machine skews times). */
  machine: { cpus: number; memoryBytes: number; node: string; platform: string; loadAverage: [number, number] };
  corpus: Omit<CorpusSummary, 'mostCitedNote'> & { mostCitedNoteLines: number };
  cold: BuildFigures;
  /** The rebuild after appending a paragraph to one note's body; `null` with `coldOnly`. */
  warm: (BuildFigures & { editedFile: string }) | null;
  /** The rebuild after adding a note that links to the edited one, then after giving that one a new title (the old kept as an alias); `null` with `coldOnly`. */
  added: (BuildFigures & { file: string }) | null;
  renamed: (BuildFigures & { file: string }) | null;
  /** `npm run build -- --watch` on a copy of the corpus as the cold build read it, through the same edit, add and rename; `null` with `coldOnly`. */
  watch: WatchFigures | null;
  /** `npm run dev` on the corpus as the rebuilds left it; `null` with `coldOnly`. */
  dev: DevFigures | null;
  floor: FloorFigures | null;
  /** Our cold build's time over the floor's (`null` with `coldOnly`). */
  coldOverFloor: number | null;
  /** Our warm build's time over our cold build's (`null` with `coldOnly`). */
  warmOverCold: number | null;
  output: { dist: FolderSize; searchIndex: FolderSize; graphDataGzipBytes: number | null; floorDist: FolderSize | null; floorSearchIndex: FolderSize | null };
  /** Median gzipped weight of each kind's pages. */
  perKind: Record<PageKind, KindWeight>;
  workDir: string | null;
}

/**
 * Waits until the disk has written back what earlier steps wrote (`sync`). Without it, a build
 * started right after another pays for the write-back of the previous one's gigabyte of output:
 * seen as a 23 s "read" stage in a warm build that reads 77 MB.
 */
async function settleDisk(): Promise<void> {
  await promisify(execFile)('sync');
}

/** A file of an installed package: `<root>/node_modules/<parts…>`. */
const packageFile = (root: string, ...parts: string[]): string => path.join(root, 'node_modules', ...parts);

/** The floor's build: bare Astro, then Pagefind. */
export type FloorFigures = BuildFigures & { astroSeconds: number; pagefindSeconds: number };

const figures = (run: MeasuredRun, pages: number, stages: Stage[]): BuildFigures => ({
  seconds: run.seconds,
  pagesPerSecond: pages / run.seconds,
  peakBytes: run.peakBytes,
  stages,
});

/** Fails with the log's last lines when a measured command did not succeed. */
async function mustSucceed(run: MeasuredRun, what: string, log: string): Promise<void> {
  if (run.code === 0) return;
  const tail = (await readFile(log, 'utf8').catch(() => '')).split('\n').slice(-25).join('\n');
  throw new Error(`${what} failed with exit code ${run.code}; its output is in ${log}:\n${tail}`);
}

/**
 * Runs the benchmark: generates a corpus, builds it cold with `scripts/build.ts` (as `npm run
 * build` does) in a child process, builds the floor (the same pages as plain Markdown through bare
 * Astro, then Pagefind), then rebuilds after editing one note's body, after adding a note and after
 * renaming one, measures `npm run dev` on the result, and measures outputs. Each build is timed by
 * wall clock with its process tree's peak memory sampled every 100 ms.
 */
export async function runBench(options: BenchOptions): Promise<BenchResult> {
  const { root, pages, seed, progress } = options;
  const loadAtStart = os.loadavg()[0] ?? 0;
  const work = options.keep ? path.resolve(options.keep) : await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  if (options.keep) {
    const existing = await readdir(work).catch(() => []);
    if (existing.length > 0) throw new Error(`--keep ${work} is not empty; name a new or empty folder`);
    await mkdir(work, { recursive: true });
  }
  const corpus = path.join(work, 'content');
  const dist = path.join(work, 'dist');
  const node = process.execPath;
  const bin = (...parts: string[]) => packageFile(root, ...parts);
  const baseEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

  try {
    progress(`generating ${pages} pages (seed ${seed}) in ${corpus}`);
    const summary = await generateCorpus({ pages, seed, out: corpus });
    progress(`generated in ${summary.seconds.toFixed(2)} s`);

    const ours = async (label: 'cold' | 'warm' | 'add' | 'rename'): Promise<BuildFigures> => {
      const log = path.join(work, `build-${label}.log`);
      const timings = path.join(work, `timings-${label}.json`);
      await settleDisk();
      progress(`building ${label} (log: ${log})`);
      const run = await runMeasured({
        command: node,
        args: [bin('tsx', 'dist', 'cli.mjs'), 'scripts/build.ts', '--out', dist, '--cache-dir', path.join(work, 'cache')],
        cwd: root,
        env: { ...baseEnv, CONTENT_DIR: corpus, BENCH_TIMINGS: timings },
        log,
        onLine: (line) => {
          if (/^build: .* s\b/.test(line)) progress(`  ${line}`);
        },
      });
      progress(`${label} build: ${run.seconds.toFixed(2)} s wall, peak ${(run.peakBytes / 1e6).toFixed(0)} MB, exit code ${run.code}`);
      await mustSucceed(run, `the ${label} build`, log);
      return figures(run, pages, await stageTimes(run.stdout, timings));
    };

    const cold = await ours('cold');
    const weigh = (kind: PageKind) => kindWeight(dist, kindFolder(kind));
    const [distSize, searchIndex, graphData, inquiry, note, paper, discussion] = await Promise.all([
      folderSize(dist),
      folderSize(path.join(dist, 'pagefind')),
      gzippedFile(path.join(dist, 'graph', 'data.json')),
      weigh('inquiry'),
      weigh('note'),
      weigh('paper'),
      weigh('discussion'),
    ]);
    let warm: BenchResult['warm'] = null;
    let added: BenchResult['added'] = null;
    let renamed: BenchResult['renamed'] = null;
    let dev: DevFigures | null = null;
    let watch: WatchFigures | null = null;
    let floor: { figures: FloorFigures; dist: FolderSize; index: FolderSize } | null = null;
    if (!options.coldOnly) {
      // The floor first, on the corpus the cold build read.
      floor = await buildFloor({ root, work, corpus, pages, env: baseEnv, progress });
      // The watching build gets the corpus as the cold build read it, in a folder of its own.
      const watchCorpus = path.join(work, 'watch-content');
      await cp(corpus, watchCorpus, { recursive: true });
      const note = await middleNote(corpus);
      await appendParagraph(corpus, note.file);
      progress(`edited ${note.file}`);
      warm = { ...(await ours('warm')), editedFile: note.file };
      const file = await addNote(corpus, note);
      progress(`added ${file}`);
      added = { ...(await ours('add')), file };
      await retitle(corpus, note, renamedTitle(note.title));
      progress(`renamed ${note.file}`);
      renamed = { ...(await ours('rename')), file: note.file };
      await settleDisk();
      const watchLog = path.join(work, 'watch.log');
      progress(`starting npm run build -- --watch (log: ${watchLog})`);
      watch = await measureWatch({
        root,
        corpus: watchCorpus,
        dist: path.join(work, 'watch-dist'),
        cacheDir: path.join(work, 'watch-cache'),
        note,
        log: watchLog,
        env: baseEnv,
      });
      progress(
        `watching build: first ${watch.first.seconds.toFixed(2)} s, edit ${watch.edit.seconds.toFixed(2)} s, add ${watch.add.seconds.toFixed(2)} s, rename ${watch.rename.seconds.toFixed(2)} s (from the save), peak ${(watch.peakBytes / 1e6).toFixed(0)} MB`,
      );
      await settleDisk();
      progress(`starting npm run dev (log: ${path.join(work, 'dev.log')})`);
      const renamedNote = { file: note.file, title: renamedTitle(note.title) };
      dev = await measureDevServer({
        root,
        corpus,
        cacheDir: path.join(work, 'cache'),
        dist,
        note: renamedNote,
        log: path.join(work, 'dev.log'),
        env: baseEnv,
      });
      progress(
        `dev server: ready ${dev.readySeconds.toFixed(2)} s, edit shown ${dev.editSeconds.toFixed(2)} s, on a citing page ${dev.citingSeconds.toFixed(2)} s, peak ${(dev.peakBytes / 1e6).toFixed(0)} MB`,
      );
    }

    const { mostCitedNote, ...rest } = summary;
    return {
      pages,
      seed,
      machine: {
        cpus: os.availableParallelism(),
        memoryBytes: os.totalmem(),
        node: process.version,
        platform: `${os.platform()} ${os.arch()}`,
        loadAverage: [loadAtStart, os.loadavg()[0] ?? 0],
      },
      corpus: { ...rest, mostCitedNoteLines: mostCitedNote.lines },
      cold,
      warm,
      added,
      renamed,
      watch,
      dev,
      floor: floor?.figures ?? null,
      coldOverFloor: floor ? cold.seconds / floor.figures.seconds : null,
      warmOverCold: warm ? warm.seconds / cold.seconds : null,
      output: { dist: distSize, searchIndex, graphDataGzipBytes: graphData, floorDist: floor?.dist ?? null, floorSearchIndex: floor?.index ?? null },
      perKind: { inquiry, note, paper, discussion },
      workDir: options.keep ? work : null,
    };
  } finally {
    if (!options.keep) await rm(work, { recursive: true, force: true });
  }
}

/** Builds the floor: the same pages as plain Markdown (title and body) through bare Astro, then Pagefind over its output. */
async function buildFloor(options: {
  root: string;
  work: string;
  corpus: string;
  pages: number;
  env: NodeJS.ProcessEnv;
  progress: (message: string) => void;
}): Promise<{ figures: FloorFigures; dist: FolderSize; index: FolderSize }> {
  const { root, work, corpus, pages, env, progress } = options;
  const node = process.execPath;
  const bin = (...parts: string[]) => packageFile(root, ...parts);
  progress('writing the floor corpus (title and body only)');
  const floorContent = path.join(work, 'floor-content');
  const floorDist = path.join(work, 'floor-dist');
  await writeFloorContent(corpus, floorContent);
  const floorEnv = { ...env, FLOOR_CONTENT_DIR: floorContent, FLOOR_OUT_DIR: floorDist, FLOOR_CACHE_DIR: path.join(work, 'floor-cache') };
  const astroLog = path.join(work, 'floor-astro.log');
  await settleDisk();
  progress(`building the floor with bare Astro (log: ${astroLog})`);
  const astro = await runMeasured({
    command: node,
    args: [bin('astro', 'bin', 'astro.mjs'), 'build', '--root', path.join(root, 'bench', 'floor'), '--silent'],
    cwd: root,
    env: floorEnv,
    log: astroLog,
  });
  progress(`floor Astro build: ${astro.seconds.toFixed(2)} s wall, peak ${(astro.peakBytes / 1e6).toFixed(0)} MB, exit code ${astro.code}`);
  await mustSucceed(astro, 'the floor Astro build', astroLog);
  const pagefindLog = path.join(work, 'floor-pagefind.log');
  progress('indexing the floor with Pagefind');
  const pagefind = await runMeasured({
    command: node,
    args: [bin('pagefind', 'lib', 'runner', 'bin.cjs'), '--site', floorDist],
    cwd: root,
    env: floorEnv,
    log: pagefindLog,
  });
  progress(`floor Pagefind: ${pagefind.seconds.toFixed(2)} s wall, peak ${(pagefind.peakBytes / 1e6).toFixed(0)} MB, exit code ${pagefind.code}`);
  await mustSucceed(pagefind, 'the floor Pagefind run', pagefindLog);
  const floorSeconds = astro.seconds + pagefind.seconds;
  const floor: FloorFigures = {
    seconds: floorSeconds,
    pagesPerSecond: pages / floorSeconds,
    peakBytes: Math.max(astro.peakBytes, pagefind.peakBytes),
    stages: [
      { name: 'astro build', seconds: astro.seconds },
      { name: 'pagefind', seconds: pagefind.seconds },
    ],
    astroSeconds: astro.seconds,
    pagefindSeconds: pagefind.seconds,
  };
  const [dist, index] = await Promise.all([folderSize(floorDist), folderSize(path.join(floorDist, 'pagefind'))]);
  return { figures: floor, dist, index };
}
