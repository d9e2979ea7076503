// The render process's work: `scripts/render-process.ts` (started by `scripts/build.ts`) builds the
// knowledge base and renders the site into a fresh folder, then the build indexes that folder once
// the process has exited, so that the knowledge base's memory is given back before Pagefind needs its
// own. Returns the process's exit code: 0 rendered (result written), 3 the content has errors (listed
// on stdout); throws on any other failure.
import { mkdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { relative, resolve } from 'node:path';
import { layoutCacheFile, parseCacheDir } from '../pipeline/parse/cache-dir.ts';
import { graphDataFor, prepareGraphLayout } from '../pipeline/derive/graph-stage.ts';
import { buildKnowledgeBase, toExport } from '../pipeline/knowledge-base.ts';
import { formatFindings, summary } from '../pipeline/report.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import { CONTENT_ERRORS_EXIT, type RenderMessage, type RenderResult } from '../schemas/render-result.ts';
import { siteFromData } from '../handoff/kb.ts';
import { markWrittenByBuild } from '../handoff/written-by-build.ts';
import type { SiteContext } from '../integration/context.ts';
import { pageLang } from '../views/page-lang.ts';
import { copyAttachments } from './attachments.ts';
import { writeJsonFile } from './json-stream.ts';
import { readBuildState } from './build-state.ts';
import { renderIncremental } from './incremental/render-incremental.ts';
import { pageFile } from './incremental/reuse.ts';
import { timed, type StageTime } from './stages.ts';

/** What the render process is asked to do: `scripts/build.ts` passes them as its arguments. */
export interface RenderProcessOptions {
  /** The fresh output folder, absolute. */
  fresh: string;
  /** The output the build replaces (its pages are reused where unchanged), absolute. */
  dest: string;
  /** Where the result (src/schemas/render-result.ts) is written, absolute. */
  result: string;
  /** The build's cache folder, absolute. */
  cacheDir: string;
  /** A data export to render instead of building the knowledge base from the content. */
  kb?: string | undefined;
  allowMissing: boolean;
  drafts: boolean;
  verbose: boolean;
}

async function loadKnowledgeBase(context: SiteContext, options: RenderProcessOptions, kbStages: StageTime[]): Promise<KnowledgeBase> {
  const { settings } = context;
  if (options.kb !== undefined) {
    const file = resolve(options.kb);
    return siteFromData(JSON.parse(await readFile(file, 'utf8')), file).kb;
  }
  // Parses are cached, so a rebuild parses only the edited files.
  return buildKnowledgeBase({
    contentDir: settings.contentDir,
    allowMissing: options.allowMissing || settings.allowMissing,
    drafts: options.drafts || settings.drafts,
    home: settings.homeNoteSetting,
    exclude: settings.exclude,
    cacheDir: parseCacheDir(options.cacheDir),
    workers: availableParallelism(),
    onStage: (name, seconds, detail) => kbStages.push({ name, seconds, detail }),
  });
}

/** Renders the site of `context` as `options` say; `tell` sends the build script a message. Returns the exit code. */
export async function renderProcess(context: SiteContext, options: RenderProcessOptions, tell: (message: RenderMessage) => Promise<void>): Promise<number> {
  const { fresh, dest, cacheDir, result: resultFile } = options;
  const root = context.root;
  const contentDir = context.settings.contentDir;
  const stages: StageTime[] = [];
  const kbStages: StageTime[] = [];

  const kb = await timed(stages, 'knowledge base', () => loadKnowledgeBase(context, options, kbStages), (k) => `${k.pages.length} pages, ${k.clusters.length} clusters`);
  if (kbStages.length > 0) console.log(`  (${kbStages.map((t) => `${t.name} ${t.seconds.toFixed(2)} s${t.detail ? ` [${t.detail}]` : ''}`).join(', ')})`);
  // Info findings (e.g. notes nothing links to) can run to thousands; `npm run check` lists them, --verbose shows them here.
  const shown = kb.findings.filter((finding) => options.verbose || finding.severity !== 'info');
  if (shown.length > 0) console.log(formatFindings(shown, { verbose: options.verbose }));
  console.log(`build: ${summary(kb.findings, kb.pages.length, relative(root, contentDir) || contentDir)}`);
  if (kb.findings.some((finding) => finding.severity === 'error')) return CONTENT_ERRORS_EXIT;

  // The graph layout (warm from the previous build's) runs on a thread while Astro renders on this
  // one; /graph/data.json is written from it afterwards instead of by Astro.
  const layoutFile = layoutCacheFile(cacheDir);
  const layout = prepareGraphLayout(kb, layoutFile, { thread: true });
  markWrittenByBuild(['graph-data']);
  // Astro renders in this process (the pages take the knowledge base from memory), only the pages
  // whose inputs changed since the output in `dest`; the others are linked over from it.
  const state = await readBuildState(dest);
  const previous = state === null ? null : { dir: dest, manifest: state.render };
  const rendered = await timed(stages, 'render (Astro)', () =>
    renderIncremental({ context, kb, outDir: fresh, previous, logLevel: options.verbose ? 'info' : 'warn' }),
  (r) => `${r.rerendered.size} pages rendered, ${r.reused} reused [fingerprints and neighbourhood files ${r.seconds.fingerprints.toFixed(2)} s, Astro ${r.seconds.astro.toFixed(2)} s, reuse ${r.seconds.reuse.toFixed(2)} s]`);
  await timed(stages, 'graph layout', async () => {
    const done = await layout;
    await mkdir(resolve(fresh, 'graph'), { recursive: true });
    // The same layout run: prepareGraphLayout computes it once per knowledge base.
    await writeJsonFile(resolve(fresh, 'graph', 'data.json'), await graphDataFor(kb, layoutFile));
    return done;
  }, (r) => `${r.stats.mode}, ${r.seconds.toFixed(2)} s on its own thread, while rendering`);
  await timed(stages, 'attachments', () => copyAttachments(kb, contentDir, fresh, context.settings.logoFile === undefined ? [] : [context.settings.logoFile]), (n) => `${n} files`);

  const result: RenderResult = {
    stages,
    kbStages,
    searchPages: kb.pages.map((page) => {
      const lang = pageLang(page.title, page.text, context.lang);
      return lang === context.lang ? { url: page.url, file: pageFile(page) } : { url: page.url, file: pageFile(page), lang };
    }),
    rerendered: [...rendered.rerendered],
    renderManifest: rendered.manifest,
  };
  await writeJsonFile(resultFile, result);
  // The pages are all written: the build starts indexing them while this process writes the data
  // export (nothing the index reads), and swaps the output in only once this process has exited 0.
  await tell({ kind: 'rendered' });
  const exported: StageTime[] = [];
  await timed(exported, 'data export', () => writeJsonFile(resolve(fresh, 'knowledge-base.json'), toExport(kb)), () => 'alongside the search index');
  for (const stage of exported) await tell({ kind: 'exported', stage: { ...stage, alongside: 'search index' } });
  return 0;
}
