// `npm run build [-- --out DIR] [--cache-dir DIR] [--kb FILE] [--allow-missing] [--drafts] [--verbose] [--watch]`:
// a render process builds the knowledge base, stops on content errors before touching the output, and
// renders with Astro into a fresh folder; once it has exited (and given its memory back), this script
// indexes the folder with Pagefind and swaps the result into dist/ (src/orchestrate/build-site.ts). With
// --watch it then builds again after each change to the content folder, each time over the previous
// output (an incremental build), until stopped; a watching build renders in this process, which keeps
// the knowledge base and Astro's bundle in memory between builds (src/orchestrate/watch-build.ts).
import { spawn } from 'node:child_process';
import { totalmem } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_EXIT, isEntryScript, parseCommandLine, settingsOrExit, withFlags } from './command-line.ts';
import type { Settings } from '../src/config/load.ts';
import { siteContext, type SiteContext } from '../src/integration/context.ts';
import { CACHE_DIR } from '../src/pipeline/parse/cache-dir.ts';
import { RenderMessageSchema } from '../src/schemas/render-result.ts';
import { buildSite, renderInThisProcess, runningRender, type RenderStarter } from '../src/orchestrate/build-site.ts';
import type { RenderJob } from '../src/orchestrate/render-job.ts';
import { watchContent } from '../src/orchestrate/watch.ts';
import { withoutTsx } from '../src/pipeline/node-typescript.ts';

/** How far past what it holds after a full collection the render process's heaps may grow before the next, in percent. */
const HEAP_GROWING_PERCENT = 20;

const USAGE = 'usage: npm run build [-- --out DIR] [--cache-dir DIR] [--kb FILE] [--allow-missing] [--drafts] [--verbose] [--watch]';

/**
 * The render step of `context` in a process of its own: starts scripts/render-process.ts and sends
 * it its job (the context, with the settings read by this script, and the options) as its first IPC
 * message; it inherits stdout and stderr and answers over IPC.
 */
function renderInChildProcess(context: SiteContext): RenderStarter {
  // The same Node as this script, with its options; TypeScript stripped by Node itself where it can
  // (src/pipeline/node-typescript.ts), else tsx. V8's default heap
  // limit (about 4 GB) is too small for the knowledge base of a very large collection (100,000 pages):
  // the render process may use up to three quarters of the machine's memory unless told otherwise.
  const heap = /--max-old-space-size/.test(process.env['NODE_OPTIONS'] ?? '') ? [] : [`--max-old-space-size=${Math.floor((totalmem() / 2 ** 20) * 0.75)}`];
  // With that much room V8 lets each heap (this process's and its threads') grow to several times what it
  // holds before it collects again; a fixed factor keeps the garbage held beside the knowledge base small.
  const growth = /--heap-growing-percent/.test(process.env['NODE_OPTIONS'] ?? '') ? [] : [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`];
  const script = fileURLToPath(new URL('./render-process.ts', import.meta.url));
  const execArgv = withoutTsx(process.execArgv) ?? process.execArgv;
  return (options) => {
    const job: RenderJob = { context, options };
    return runningRender(
      (tell) =>
        new Promise((done, fail) => {
          const child = spawn(process.execPath, [...heap, ...growth, ...execArgv, script], {
            cwd: context.root,
            stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
          });
          child.on('message', (raw: unknown) => {
            const message = RenderMessageSchema.safeParse(raw);
            if (message.success) tell(message.data);
          });
          child.on('error', fail);
          child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
          child.send(job, (error) => {
            if (error) fail(error);
          });
        }),
    );
  };
}

/**
 * Takes the command line's arguments, the site's settings and where the render step runs (a process
 * of its own, as the command does; or this one, as the tests do); builds the site and returns the
 * exit status.
 */
export async function main(argv: string[], settings: Settings, renderIn: 'child process' | 'this process' = 'child process'): Promise<number> {
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
    USAGE,
    argv,
  );
  if (args.watch && args.kb !== undefined) {
    console.error(
      'build: --watch keeps the site of the content folder current; a knowledge base given with --kb has no folder to watch. Leave out one of them',
    );
    return CONFIG_EXIT;
  }
  const cacheDir = resolve(args['cache-dir']);
  const context = siteContext(withFlags(settings, { allowMissing: args['allow-missing'], drafts: args.drafts }), { from: 'content', cacheDir });
  const options = {
    dest: resolve(args.out),
    cacheDir,
    kb: args.kb,
    verbose: args.verbose,
    timingsFile: process.env['BENCH_TIMINGS'] || undefined,
  };
  if (!args.watch) {
    const startRender = renderIn === 'this process' ? renderInThisProcess(context) : renderInChildProcess(context);
    return buildSite(context, options, startRender);
  }
  // Watching: every build renders in this process, which keeps the knowledge base and Astro's bundle
  // between builds. Imported here: it brings Astro, which the parent of a render process never loads.
  const { watchBuild } = await import('../src/orchestrate/watch-build.ts');
  const watching = watchBuild(context, cacheDir);
  // Search by delta: a change indexes its pages into a small index beside the shards (src/orchestrate/search-delta.ts).
  const watchOptions = { ...options, searchDelta: true };
  await buildSite(context, watchOptions, watching.startRender);
  const build = (changed: readonly string[]): Promise<number> => {
    watching.changed(changed);
    return buildSite(context, watchOptions, watching.startRender);
  };
  watchContent(context.settings.contentDir, [options.dest, cacheDir, resolve('.build')], build, (line) => console.log(line));
  // Until the process is stopped.
  return new Promise<number>(() => undefined);
}

if (isEntryScript(import.meta.url)) process.exit(await main(process.argv.slice(2), settingsOrExit()));
