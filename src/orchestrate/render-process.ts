// The render process's work: `scripts/render-process.ts` (started by `scripts/build.ts`) builds the
// knowledge base and renders the site into a fresh folder, then the build indexes that folder once
// the process has exited, so that the knowledge base's memory is given back before Pagefind needs its
// own. Returns the process's exit code: 0 rendered (result written), 3 the content has errors (listed
// on stdout); throws on any other failure.
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { layoutCacheFile } from '../pipeline/parse/cache-dir.ts';
import { buildKnowledgeBase } from '../pipeline/knowledge-base.ts';
import { formatFindings, summary } from '../pipeline/report.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import { CONTENT_ERRORS_EXIT, type RenderMessage, type RenderResult } from '../schemas/render-result.ts';
import { siteFromData } from '../handoff/kb.ts';
import { pipelineOptions } from '../handoff/pipeline-kb.ts';
import type { SiteContext } from '../integration/context.ts';
import { pageLang } from '../views/page-lang.ts';
import type { EmitInput } from '../emit/emitter.ts';
import { dataEmitters, dataEmittersAt } from '../emit/emitters.ts';
import { writeJsonFile } from '../emit/json-stream.ts';
import { readBuildState } from './build-state.ts';
import { renderIncremental } from './incremental/render-incremental.ts';
import { codeFingerprint } from './incremental/code-fingerprint.ts';
import { astroBuild, type PageRenderer } from './incremental/page-renderer.ts';
import { pageFile } from './incremental/reuse.ts';
import { timed, type StageTime } from './stages.ts';
import { homeChoiceOf } from '../views/home-choice.ts';
import type { RenderProcessOptions } from './render-job.ts';

async function loadKnowledgeBase(context: SiteContext, options: RenderProcessOptions, kbStages: StageTime[]): Promise<KnowledgeBase> {
  if (options.kb !== undefined) {
    const file = resolve(options.kb);
    return siteFromData(JSON.parse(await readFile(file, 'utf8')), file).kb;
  }
  // Parses are cached, so a rebuild parses only the edited files.
  return buildKnowledgeBase({
    ...pipelineOptions(context.settings, options.cacheDir),
    onStage: (name, seconds, detail) => kbStages.push({ name, seconds, detail }),
  });
}

/**
 * Where the render step gets its knowledge base (pushing its sub-stages' times into `stages`) and how
 * it has Astro render the pages. The render process builds the knowledge base from the content (or
 * reads `--kb`) and has Astro bundle the pages; a watching build keeps both warm between builds
 * (src/orchestrate/watch-build.ts).
 */
export interface RenderSteps {
  knowledgeBase(stages: StageTime[]): Promise<KnowledgeBase>;
  renderer: PageRenderer;
}

/** The render process's steps: the knowledge base built (or read) afresh, the pages bundled by Astro. */
function freshSteps(context: SiteContext, options: RenderProcessOptions): RenderSteps {
  return { knowledgeBase: (stages) => loadKnowledgeBase(context, options, stages), renderer: astroBuild };
}

/** Renders the site of `context` as `options` say, with `steps` (default the render process's); `tell` sends the build script a message. Returns the exit code. */
export async function renderProcess(
  context: SiteContext,
  options: RenderProcessOptions,
  tell: (message: RenderMessage) => Promise<void>,
  steps: RenderSteps = freshSteps(context, options),
): Promise<number> {
  const { fresh, dest, cacheDir, result: resultFile } = options;
  const root = context.root;
  const contentDir = context.settings.contentDir;
  const stages: StageTime[] = [];
  const kbStages: StageTime[] = [];
  // Files read and hashed while the knowledge base is built (its threads leave this one waiting).
  const code = codeFingerprint(root, context.settings);
  code.catch(() => undefined);

  const kb = await timed(
    stages,
    'knowledge base',
    () => steps.knowledgeBase(kbStages),
    (k) => `${k.pages.length} pages, ${k.clusters.length} clusters`,
  );
  if (kbStages.length > 0) console.log(`  (${kbStages.map((t) => `${t.name} ${t.seconds.toFixed(2)} s${t.detail ? ` [${t.detail}]` : ''}`).join(', ')})`);
  // Info findings (e.g. notes nothing links to) can run to thousands; `npm run check` lists them, --verbose shows them here.
  const shown = kb.findings.filter((finding) => options.verbose || finding.severity !== 'info');
  if (shown.length > 0) console.log(formatFindings(shown, { verbose: options.verbose }));
  console.log(`build: ${summary(kb.findings, kb.pages.length, relative(root, contentDir) || contentDir)}`);
  if (kb.pages.length > 0) console.log(`build: home page: ${homeChoiceOf(kb.pages, context.settings.homeNoteSetting).reason}`);
  // What of the vault the templates settings kept out: said on every build, so a missing page is explained.
  for (const left of kb.findings.filter((finding) => finding.code === 'templates-folder')) console.log(`build: ${left.message}`);
  if (kb.findings.some((finding) => finding.severity === 'error')) return CONTENT_ERRORS_EXIT;

  // The outputs of src/emit/emitters.ts that are not Astro's, stage by stage. Work they can do beside
  // the render starts now: the graph layout (warm from the previous build's) runs on a thread while
  // Astro renders on this one.
  const input: EmitInput = {
    kb,
    contentDir,
    layoutFile: layoutCacheFile(cacheDir),
    extraFiles: context.settings.logoFile === undefined ? [] : [context.settings.logoFile],
  };
  for (const emitter of dataEmitters()) emitter.start?.(input);
  // Astro renders in this process (the pages take the knowledge base from memory), only the pages
  // whose inputs changed since the output in `dest`; the others are linked over from it.
  const state = await readBuildState(dest);
  const previous = state === null ? null : { dir: dest, manifest: state.render };
  const rendered = await timed(
    stages,
    'render (Astro)',
    () => renderIncremental({ context, kb, outDir: fresh, previous, logLevel: options.verbose ? 'info' : 'warn', renderer: steps.renderer, code }),
    (r) =>
      `${r.rerendered.size} pages rendered, ${r.reused} reused [fingerprints and neighbourhood files ${r.seconds.fingerprints.toFixed(2)} s, Astro ${r.seconds.astro.toFixed(2)} s (${r.renderedBy}), reuse ${r.seconds.reuse.toFixed(2)} s]`,
  );
  await writeStage('after render', stages, fresh, input);

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
  await writeStage('beside search index', exported, fresh, input);
  for (const stage of exported) await tell({ kind: 'exported', stage: { ...stage, alongside: 'search index' } });
  return 0;
}

/** Writes the files of the data emitters of one stage into `outDir`, in order, each timed as a stage of its own name. */
async function writeStage(stage: 'after render' | 'beside search index', times: StageTime[], outDir: string, input: EmitInput): Promise<void> {
  for (const emitter of dataEmittersAt(stage)) {
    const write = emitter.write;
    if (write !== undefined)
      await timed(
        times,
        emitter.name,
        () => write(outDir, input),
        (detail) => detail,
      );
  }
}
