// The build `npm run build` runs (scripts/build.ts): a render step builds the knowledge base, stops
// on content errors before touching the output, and renders with Astro into a fresh folder; then the
// folder is indexed with Pagefind and swapped into place. The command runs the render step in a
// process of its own, so that the knowledge base's memory is given back before Pagefind needs its
// own; `renderInThisProcess` runs the same step in the calling process (the tests' builds).
import { mkdir, readFile, rm } from 'node:fs/promises';
import { relative } from 'node:path';
import type { SiteContext } from '../integration/context.ts';
import { CONTENT_ERRORS_EXIT, RenderResultSchema, type RenderMessage, type RenderResult } from '../schemas/render-result.ts';
import { writeJsonFile } from '../emit/json-stream.ts';
import { readBuildState, writeBuildState } from './build-state.ts';
import type { RenderProcessOptions } from './render-job.ts';
import type { RenderSteps } from './render-process.ts';
import { indexSite } from './search-index.ts';
import { timed, type StageTime } from './stages.ts';
import { checkWritable, freshOutDir, removeAbandoned, removeOldOutputs, swapInto } from './swap.ts';

/** What a build is asked to do: the command line's options, folders absolute. */
export interface BuildOptions extends Omit<RenderProcessOptions, 'fresh' | 'result'> {
  /** Where the stage times are written as JSON for the bench (env BENCH_TIMINGS), if anywhere. */
  timingsFile?: string | undefined;
  /** Whether pages changed since the previous search index go into a delta index over its shards (src/orchestrate/search-delta.ts): a watching build's. Default: false. */
  searchDelta?: boolean | undefined;
}

/** A render step under way: whether it rendered (else it ended first), its data export's time, its exit code (src/orchestrate/render-process.ts). */
export interface RunningRender {
  rendered: Promise<boolean>;
  exported: Promise<StageTime | null>;
  exit: Promise<number>;
}

/** Starts the render step with its options (fresh folder and result file included). */
export type RenderStarter = (options: RenderProcessOptions) => RunningRender;

/**
 * Takes a function that starts the render step, given how to pass on the step's messages, and
 * returns the promise of its exit code; returns the running step. `rendered` and `exported` settle
 * on the step's messages, or on its end whatever was said before.
 */
export function runningRender(start: (tell: (message: RenderMessage) => void) => Promise<number>): RunningRender {
  let rendered: (value: boolean) => void = () => undefined;
  let exported: (value: StageTime | null) => void = () => undefined;
  const running: RunningRender = {
    rendered: new Promise((done) => (rendered = done)),
    exported: new Promise((done) => (exported = done)),
    exit: start((message) => (message.kind === 'rendered' ? rendered(true) : exported(message.stage))),
  };
  // A promise already settled keeps its value.
  void running.exit
    .finally(() => {
      rendered(false);
      exported(null);
    })
    .catch(() => undefined);
  return running;
}

/**
 * The render step run in this process, on the site context `context`: the same work as the build's
 * render process, without starting one; with `steps`, the knowledge base and the renderer are those
 * (a watching build's, kept between builds), else made afresh as the render process makes them.
 */
export function renderInThisProcess(context: SiteContext, steps?: RenderSteps): RenderStarter {
  return (options) =>
    runningRender(async (tell) => {
      try {
        // Imported here: the render step brings Astro, which a build whose render step is a process of its own never loads.
        const { renderProcess } = await import('./render-process.ts');
        return await renderProcess(context, options, async (message) => tell(message), steps);
      } catch (error) {
        // What the render process prints before it exits 1.
        console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
        if (options.verbose && error instanceof Error && error.stack) console.error(error.stack);
        return 1;
      }
    });
}

/** How many builds this process has started: each renders into a fresh folder of its own (see freshOutDir). */
let builds = 0;

/** Builds the site of `context` as `options` say, the render step started by `startRender`; prints its stages and returns the exit status (0 built, 1 not; the output is left as it was unless 0). */
export async function buildSite(context: SiteContext, options: BuildOptions, startRender: RenderStarter): Promise<number> {
  const started = performance.now();
  const root = context.root;
  const fresh = freshOutDir(root, process.pid, builds++);
  const result = `${fresh}.result.json`;
  const shownDest = relative(root, options.dest) || options.dest;
  try {
    await checkWritable(root, options.dest);
    await removeAbandoned(root, options.dest);
    // The output the previous build replaced is deleted while this one works (see swapInto's keepOld).
    const oldOutputs = removeOldOutputs(options.dest).catch((error: unknown) => {
      console.warn(
        `build: could not delete an old output beside ${shownDest}/ (${error instanceof Error ? error.message : String(error)}); delete its .build/old-* folders by hand`,
      );
    });
    try {
      return await renderIndexSwap(context, { ...options, fresh, result }, startRender, { shownDest, started });
    } finally {
      await oldOutputs;
    }
  } catch (error) {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    if (options.verbose && error instanceof Error && error.stack) console.error(error.stack);
    console.error(`build: failed; ${shownDest}/ was left as it was.`);
    return 1;
  } finally {
    await rm(fresh, { recursive: true, force: true });
    await rm(result, { force: true });
  }
}

async function readRenderResult(resultFile: string): Promise<RenderResult> {
  const parsed = RenderResultSchema.safeParse(JSON.parse(await readFile(resultFile, 'utf8')));
  if (!parsed.success) throw new Error(`the render process wrote an unexpected result to ${resultFile}: ${parsed.error.message}`);
  return parsed.data;
}

async function renderIndexSwap(
  context: SiteContext,
  options: RenderProcessOptions & BuildOptions,
  startRender: RenderStarter,
  { shownDest, started }: { shownDest: string; started: number },
): Promise<number> {
  const { fresh, dest } = options;
  const times: StageTime[] = [];
  await rm(fresh, { recursive: true, force: true });
  await mkdir(fresh, { recursive: true });
  const render = startRender(options);
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
  const rendered = await readRenderResult(options.result);
  times.push(...rendered.stages);

  // The render step writes the data export while the first Pagefind process starts; the second
  // waits until the step has ended, so that its memory is given back first.
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
        delta: options.searchDelta === true,
      }),
    (r) =>
      `${r.pageCount} pages in ${r.shards} shard${r.shards === 1 ? '' : 's'}, ${r.reusedShards} reused${r.deltaPages === undefined ? '' : `, ${r.deltaPages} in the delta`}`,
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
  if (options.timingsFile) {
    // The knowledge base in its sub-stages, so the bench shows where its time goes without counting it twice.
    const stages = times.flatMap((t) => (t.name === 'knowledge base' && rendered.kbStages.length > 0 ? rendered.kbStages : [t]));
    await writeJsonFile(options.timingsFile, { stages: stages.map(({ name, seconds, alongside }) => ({ name, seconds, alongside })) });
  }
  console.log(`build: done in ${total.toFixed(2)} s (${times.map((t) => `${t.name} ${t.seconds.toFixed(2)} s`).join(', ')})`);
  return 0;
}
