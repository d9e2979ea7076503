// `npm run build [-- --out DIR] [--cache FILE] [--kb FILE] [--allow-missing] [--verbose]`: a render
// process builds the knowledge base, stops on content errors before touching the output, and renders
// with Astro into a fresh folder; once it has exited (and given its memory back), this script indexes
// the folder with Pagefind and swaps the result into dist/.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { totalmem } from 'node:os';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CONTENT_ERRORS_EXIT, RenderResultSchema, type RenderResult } from '../src/schemas/render-result.ts';
import { readBuildState, writeBuildState } from '../src/site/build/build-state.ts';
import { writeJsonFile } from '../src/site/build/json-stream.ts';
import { indexSite } from '../src/site/build/search-index.ts';
import { timed, type StageTime } from '../src/site/build/stages.ts';
import { freshOutDir, removeOldOutputs, swapInto } from '../src/site/build/swap.ts';
import { KB_CACHE_FILE } from '../src/site/kb.ts';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    cache: { type: 'string', default: KB_CACHE_FILE },
    kb: { type: 'string' },
    'allow-missing': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const root = process.cwd();
const dest = resolve(args.out);
const cacheFile = resolve(args.cache);
const fresh = freshOutDir(root);
const resultFile = `${fresh}.result.json`;
const renderProcess = fileURLToPath(new URL('../src/site/build/render-process.ts', import.meta.url));
const times: StageTime[] = [];
const started = performance.now();
const shownDest = relative(root, dest) || dest;

/** Runs the render process with this build's options (it inherits stdout and stderr); resolves to its exit code. */
function runRenderProcess(): Promise<number> {
  const forwarded = [
    '--fresh', fresh, '--dest', dest, '--result', resultFile, '--cache', cacheFile,
    ...(args.kb === undefined ? [] : ['--kb', args.kb]),
    ...(args['allow-missing'] ? ['--allow-missing'] : []),
    ...(args.verbose ? ['--verbose'] : []),
  ];
  // The same Node and loader (tsx) as this script, so TypeScript runs the same way. V8's default heap
  // limit (about 4 GB) is too small for the knowledge base of a very large collection (100,000 pages):
  // the render process may use up to three quarters of the machine's memory unless told otherwise.
  const heap = /--max-old-space-size/.test(process.env['NODE_OPTIONS'] ?? '') ? [] : [`--max-old-space-size=${Math.floor((totalmem() / 2 ** 20) * 0.75)}`];
  const child = spawn(process.execPath, [...heap, ...process.execArgv, renderProcess, ...forwarded], { cwd: root, stdio: 'inherit' });
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

async function readRenderResult(): Promise<RenderResult> {
  const parsed = RenderResultSchema.safeParse(JSON.parse(await readFile(resultFile, 'utf8')));
  if (!parsed.success) throw new Error(`the render process wrote an unexpected result to ${resultFile}: ${parsed.error.message}`);
  return parsed.data;
}

async function main(): Promise<number> {
  // The output the previous build replaced is deleted while this one works (see swapInto's keepOld).
  const oldOutputs = removeOldOutputs(dest).catch((error: unknown) => {
    console.warn(`build: could not delete an old output beside ${shownDest}/ (${error instanceof Error ? error.message : String(error)}); delete its .build/old-* folders by hand`);
  });
  try {
    return await buildSite();
  } finally {
    await oldOutputs;
  }
}

async function buildSite(): Promise<number> {
  await rm(fresh, { recursive: true, force: true });
  await mkdir(fresh, { recursive: true });
  const code = await runRenderProcess();
  if (code === CONTENT_ERRORS_EXIT) {
    console.error(`build: stopped: the content has errors, listed above. ${shownDest}/ was not touched.`);
    return 1;
  }
  if (code !== 0) throw new Error(`the render process failed (exit code ${code}); its messages are above`);
  const rendered = await readRenderResult();
  times.push(...rendered.stages);

  const state = await readBuildState(dest);
  const search = await timed(times, 'search index', () => indexSite(fresh, {
    pages: rendered.searchPages,
    previous: state === null ? undefined : { dir: dest, manifest: state.search },
    rerendered: new Set(rendered.rerendered),
  }), (r) => `${r.pageCount} pages in ${r.shards} shard${r.shards === 1 ? '' : 's'}, ${r.reusedShards} reused`);
  await writeBuildState(fresh, { render: rendered.renderManifest, search: search.manifest });
  await timed(times, 'swap', () => swapInto(fresh, dest, { keepOld: true }), () => `into ${shownDest}/`);

  const total = (performance.now() - started) / 1000;
  const timingsFile = process.env['BENCH_TIMINGS'];
  if (timingsFile) {
    // The knowledge base in its sub-stages, so the bench shows where its time goes without counting it twice.
    const stages = times.flatMap((t) => (t.name === 'knowledge base' && rendered.kbStages.length > 0 ? rendered.kbStages : [t]));
    await writeJsonFile(timingsFile, { stages: stages.map(({ name, seconds }) => ({ name, seconds })) });
  }
  console.log(`build: done in ${total.toFixed(2)} s (${times.map((t) => `${t.name} ${t.seconds.toFixed(2)} s`).join(', ')})`);
  return 0;
}

main()
  .catch((error: unknown) => {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    if (args.verbose && error instanceof Error && error.stack) console.error(error.stack);
    console.error(`build: failed; ${shownDest}/ was left as it was.`);
    return 1;
  })
  .then(async (code) => {
    await rm(fresh, { recursive: true, force: true });
    await rm(resultFile, { force: true });
    process.exit(code);
  });
