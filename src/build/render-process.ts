// The render process: `scripts/build.ts` starts it to build the knowledge base and render the site
// into a fresh folder, then indexes that folder once this process has exited, so that the
// knowledge base's memory is given back before Pagefind needs its own.
// Arguments: --fresh DIR --dest DIR --result FILE --cache-dir DIR [--kb FILE] [--allow-missing] [--drafts] [--verbose].
// Exit codes: 0 rendered (result written), 3 the content has errors (listed on stdout), 1 failed.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { layoutCacheFile, parseCacheDir } from '../pipeline/parse/cache-dir.ts';
import { settings } from '../config/settings.ts';
import { buildKnowledgeBase } from '../pipeline/knowledge-base.ts';
import { formatFindings, summary } from '../pipeline/report.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import { CONTENT_ERRORS_EXIT, type RenderMessage, type RenderResult } from '../schemas/render-result.ts';
import { siteFromData } from '../handoff/kb.ts';
import { pageLang } from '../views/page-lang.ts';
import { SITE_LANG } from '../views/settings.ts';
import type { EmitInput } from '../emit/emitter.ts';
import { dataEmitters, dataEmittersAt } from '../emit/emitters.ts';
import { writeJsonFile } from '../emit/json-stream.ts';
import { readBuildState } from './build-state.ts';
import { renderIncremental } from './incremental/render-incremental.ts';
import { pageFile } from './incremental/reuse.ts';
import { timed, type StageTime } from './stages.ts';

const { values: args } = parseArgs({
  options: {
    fresh: { type: 'string' },
    dest: { type: 'string' },
    result: { type: 'string' },
    'cache-dir': { type: 'string' },
    kb: { type: 'string' },
    'allow-missing': { type: 'boolean', default: false },
    drafts: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const root = process.cwd();
const contentDir = settings.contentDir;

function required(name: 'fresh' | 'dest' | 'result' | 'cache-dir'): string {
  const value = args[name];
  if (value === undefined) throw new Error(`the render process needs --${name}; it is started by scripts/build.ts`);
  return resolve(value);
}

async function loadKnowledgeBase(cacheDir: string, kbStages: StageTime[]): Promise<KnowledgeBase> {
  if (args.kb !== undefined) {
    const file = resolve(args.kb);
    return siteFromData(JSON.parse(await readFile(file, 'utf8')), file).kb;
  }
  // Parses are cached, so a rebuild parses only the edited files.
  return buildKnowledgeBase({
    contentDir,
    allowMissing: args['allow-missing'] || settings.allowMissing,
    drafts: args.drafts || settings.drafts,
    home: settings.homeNoteSetting,
    cacheDir: parseCacheDir(cacheDir),
    workers: availableParallelism(),
    onStage: (name, seconds, detail) => kbStages.push({ name, seconds, detail }),
  });
}

async function main(): Promise<number> {
  const fresh = required('fresh');
  const resultFile = required('result');
  const cacheDir = required('cache-dir');
  const dest = required('dest');
  const stages: StageTime[] = [];
  const kbStages: StageTime[] = [];

  const kb = await timed(stages, 'knowledge base', () => loadKnowledgeBase(cacheDir, kbStages), (k) => `${k.pages.length} pages, ${k.clusters.length} clusters`);
  if (kbStages.length > 0) console.log(`  (${kbStages.map((t) => `${t.name} ${t.seconds.toFixed(2)} s${t.detail ? ` [${t.detail}]` : ''}`).join(', ')})`);
  // Info findings (e.g. notes nothing links to) can run to thousands; `npm run check` lists them, --verbose shows them here.
  const shown = kb.findings.filter((finding) => args.verbose || finding.severity !== 'info');
  if (shown.length > 0) console.log(formatFindings(shown, { verbose: args.verbose }));
  console.log(`build: ${summary(kb.findings, kb.pages.length, relative(root, contentDir) || contentDir)}`);
  if (kb.findings.some((finding) => finding.severity === 'error')) return CONTENT_ERRORS_EXIT;

  // The outputs of src/emit/emitters.ts that are not Astro's, stage by stage. Work they can do beside
  // the render starts now: the graph layout (warm from the previous build's) runs on a thread while
  // Astro renders on this one.
  const input: EmitInput = { kb, contentDir, layoutFile: layoutCacheFile(cacheDir), extraFiles: settings.logoFile === undefined ? [] : [settings.logoFile] };
  for (const emitter of dataEmitters()) emitter.start?.(input);
  // Astro renders in this process (the pages take the knowledge base from memory), only the pages
  // whose inputs changed since the output in `dest`; the others are linked over from it.
  const state = await readBuildState(dest);
  const previous = state === null ? null : { dir: dest, manifest: state.render };
  const rendered = await timed(stages, 'render (Astro)', () =>
    renderIncremental({ root, kb, outDir: fresh, previous, logLevel: args.verbose ? 'info' : 'warn' }),
  (r) => `${r.rerendered.size} pages rendered, ${r.reused} reused [fingerprints and neighbourhood files ${r.seconds.fingerprints.toFixed(2)} s, Astro ${r.seconds.astro.toFixed(2)} s, reuse ${r.seconds.reuse.toFixed(2)} s]`);
  await writeStage('after render', stages, fresh, input);

  const result: RenderResult = {
    stages,
    kbStages,
    searchPages: kb.pages.map((page) => {
      const lang = pageLang(page.title, page.text);
      return lang === SITE_LANG ? { url: page.url, file: pageFile(page) } : { url: page.url, file: pageFile(page), lang };
    }),
    rerendered: [...rendered.rerendered],
    renderManifest: rendered.manifest,
  };
  await writeJsonFile(resultFile, result);
  // The pages are all written: the build starts indexing them while this process writes the data
  // export (nothing the index reads), and swaps the output in only once this process has exited 0.
  await tell({ kind: 'rendered' });
  const exported: StageTime[] = [];
  await writeStage('beside search index', exported, fresh, input);
  for (const stage of exported) await tell({ kind: 'exported', stage: { ...stage, alongside: 'search index' } });
  return 0;
}

/** Writes the files of the data emitters of one stage into `outDir`, in order, each timed as a stage of its own name. */
async function writeStage(stage: 'after render' | 'beside search index', times: StageTime[], outDir: string, input: EmitInput): Promise<void> {
  for (const emitter of dataEmittersAt(stage)) {
    const write = emitter.write;
    if (write !== undefined) await timed(times, emitter.name, () => write(outDir, input), (detail) => detail);
  }
}

/** Sends the build script a message when it listens (it does over IPC); resolves once it is sent. */
function tell(message: RenderMessage): Promise<void> {
  const send = process.send?.bind(process);
  if (send === undefined) return Promise.resolve();
  return new Promise((done, fail) => {
    send(message, undefined, {}, (error: Error | null) => (error ? fail(error) : done()));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    if (args.verbose && error instanceof Error && error.stack) console.error(error.stack);
    process.exit(1);
  },
);
