// `npm run build [-- --out DIR] [--cache-dir DIR] [--kb FILE] [--allow-missing] [--drafts] [--verbose] [--watch]`:
// a render process builds the knowledge base, stops on content errors before touching the output, and
// renders with Astro into a fresh folder; once it has exited (and given its memory back), this script
// indexes the folder with Pagefind and swaps the result into dist/. With --watch it then builds again
// after each change to the content folder, each time over the previous output (an incremental build).
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { totalmem } from 'node:os';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contextOrExit, parseCommandLine } from './command-line.ts';
import { CACHE_DIR } from '../src/pipeline/parse/cache-dir.ts';
import { CONTENT_ERRORS_EXIT, RenderMessageSchema, RenderResultSchema, type RenderResult } from '../src/schemas/render-result.ts';
import { readBuildState, writeBuildState } from '../src/build/build-state.ts';
import { writeJsonFile } from '../src/emit/json-stream.ts';
import { indexSite } from '../src/build/search-index.ts';
import { timed, type StageTime } from '../src/build/stages.ts';
import { checkWritable, freshOutDir, removeAbandoned, removeOldOutputs, swapInto } from '../src/build/swap.ts';
import { watchContent } from '../src/build/watch.ts';

const { values: args } = parseCommandLine(
  {
    options: {
      out: { type: 'string', default: 'dist' },
      'cache-dir': { type: 'string', default: CACHE_DIR },
      kb: { type: 'string' },
      'allow-missing': { type: 'boolean', default: false },
      drafts: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      watch: { type: 'boolean', default: false },
    },
  },
  'usage: npm run build [-- --out DIR] [--cache-dir DIR] [--kb FILE] [--allow-missing] [--drafts] [--verbose] [--watch]',
);

const root = process.cwd();
const dest = resolve(args.out);
const cacheDir = resolve(args['cache-dir']);
const fresh = freshOutDir(root);
const resultFile = `${fresh}.result.json`;
const renderProcess = fileURLToPath(new URL('./render-process.ts', import.meta.url));
// The render process reads the same configuration; this script needs its search settings and language.
const context = contextOrExit({ from: 'content', cacheDir });
const shownDest = relative(root, dest) || dest;

/** The running render process: whether it rendered (else it exited first), its data export's time, its exit code. */
interface RenderProcess {
  rendered: Promise<boolean>;
  exported: Promise<StageTime | null>;
  exit: Promise<number>;
}

/** Starts the render process with this build's options (it inherits stdout and stderr and talks over IPC). */
function startRenderProcess(): RenderProcess {
  const forwarded = [
    '--fresh',
    fresh,
    '--dest',
    dest,
    '--result',
    resultFile,
    '--cache-dir',
    cacheDir,
    ...(args.kb === undefined ? [] : ['--kb', args.kb]),
    ...(args['allow-missing'] ? ['--allow-missing'] : []),
    ...(args.drafts ? ['--drafts'] : []),
    ...(args.verbose ? ['--verbose'] : []),
  ];
  // The same Node and loader (tsx) as this script, so TypeScript runs the same way. V8's default heap
  // limit (about 4 GB) is too small for the knowledge base of a very large collection (100,000 pages):
  // the render process may use up to three quarters of the machine's memory unless told otherwise.
  const heap = /--max-old-space-size/.test(process.env['NODE_OPTIONS'] ?? '') ? [] : [`--max-old-space-size=${Math.floor((totalmem() / 2 ** 20) * 0.75)}`];
  const child = spawn(process.execPath, [...heap, ...process.execArgv, renderProcess, ...forwarded], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  let rendered: (value: boolean) => void = () => undefined;
  let exported: (value: StageTime | null) => void = () => undefined;
  const running: RenderProcess = {
    rendered: new Promise((done) => (rendered = done)),
    exported: new Promise((done) => (exported = done)),
    exit: new Promise((done, fail) => {
      child.on('error', fail);
      child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
    }),
  };
  child.on('message', (raw: unknown) => {
    const message = RenderMessageSchema.safeParse(raw);
    if (!message.success) return;
    if (message.data.kind === 'rendered') rendered(true);
    else exported(message.data.stage);
  });
  // Settled on exit whatever was said before: a promise already settled keeps its value.
  void running.exit
    .finally(() => {
      rendered(false);
      exported(null);
    })
    .catch(() => undefined);
  return running;
}

async function readRenderResult(): Promise<RenderResult> {
  const parsed = RenderResultSchema.safeParse(JSON.parse(await readFile(resultFile, 'utf8')));
  if (!parsed.success) throw new Error(`the render process wrote an unexpected result to ${resultFile}: ${parsed.error.message}`);
  return parsed.data;
}

/** One build: the output swapped in, or left as it was; returns the exit code. */
async function build(): Promise<number> {
  try {
    return await main();
  } catch (error: unknown) {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    if (args.verbose && error instanceof Error && error.stack) console.error(error.stack);
    console.error(`build: failed; ${shownDest}/ was left as it was.`);
    return 1;
  } finally {
    await rm(fresh, { recursive: true, force: true });
    await rm(resultFile, { force: true });
  }
}

async function main(): Promise<number> {
  await checkWritable(root, dest);
  await removeAbandoned(root, dest);
  // The output the previous build replaced is deleted while this one works (see swapInto's keepOld).
  const oldOutputs = removeOldOutputs(dest).catch((error: unknown) => {
    console.warn(
      `build: could not delete an old output beside ${shownDest}/ (${error instanceof Error ? error.message : String(error)}); delete its .build/old-* folders by hand`,
    );
  });
  try {
    return await buildSite();
  } finally {
    await oldOutputs;
  }
}

async function buildSite(): Promise<number> {
  const times: StageTime[] = [];
  const started = performance.now();
  await rm(fresh, { recursive: true, force: true });
  await mkdir(fresh, { recursive: true });
  const render = startRenderProcess();
  if (!(await render.rendered)) {
    const code = await render.exit;
    if (code === CONTENT_ERRORS_EXIT) {
      console.error(`build: stopped: the content has errors, listed above. ${shownDest}/ was not touched.`);
      return 1;
    }
    throw new Error(
      code === 0
        ? 'the render process exited without reporting that it rendered; build again, with --verbose for details'
        : `the render process failed (exit code ${code}); its messages are above`,
    );
  }
  const rendered = await readRenderResult();
  times.push(...rendered.stages);

  // The render process writes the data export while the first Pagefind process starts; the second
  // waits until it has exited, so that its memory is given back first.
  const state = await readBuildState(dest);
  const indexing = timed(
    times,
    'search index',
    () =>
      indexSite(fresh, {
        pages: rendered.searchPages,
        shardPages: context.settings.search.shardPages,
        lang: context.lang,
        previous: state === null ? undefined : { dir: dest, manifest: state.search },
        rerendered: new Set(rendered.rerendered),
        moreLanesAfter: render.exit,
      }),
    (r) => `${r.pageCount} pages in ${r.shards} shard${r.shards === 1 ? '' : 's'}, ${r.reusedShards} reused`,
  );
  const [code, exported] = await Promise.all([render.exit, render.exported]);
  if (code !== 0) {
    await indexing.catch(() => undefined);
    throw new Error(`the render process failed writing the data export (exit code ${code}); its messages are above`);
  }
  if (exported !== null) times.push(exported);
  const search = await indexing;
  await writeBuildState(fresh, { render: rendered.renderManifest, search: search.manifest });
  await timed(
    times,
    'swap',
    () => swapInto(fresh, dest, { keepOld: true }),
    () => `into ${shownDest}/`,
  );

  const total = (performance.now() - started) / 1000;
  const timingsFile = process.env['BENCH_TIMINGS'];
  if (timingsFile) {
    // The knowledge base in its sub-stages, so the bench shows where its time goes without counting it twice.
    const stages = times.flatMap((t) => (t.name === 'knowledge base' && rendered.kbStages.length > 0 ? rendered.kbStages : [t]));
    await writeJsonFile(timingsFile, { stages: stages.map(({ name, seconds, alongside }) => ({ name, seconds, alongside })) });
  }
  console.log(`build: done in ${total.toFixed(2)} s (${times.map((t) => `${t.name} ${t.seconds.toFixed(2)} s`).join(', ')})`);
  return 0;
}

const code = await build();
if (args.watch && args.kb === undefined) {
  watchContent(context.settings.contentDir, [dest, cacheDir, resolve(root, '.build')], build, (line) => console.log(line));
} else {
  process.exit(code);
}
