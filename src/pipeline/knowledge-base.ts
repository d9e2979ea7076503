import type { Slug } from '../schemas/brand.ts';
import type { Finding } from '../schemas/finding.ts';
import type { KbPage, KnowledgeBase, Support } from '../schemas/knowledge-base.ts';
import { checkContentDir } from './read/content-dir.ts';
import { type Ranking, rankSimilarity, rankSimilarityOnThread, similarityRequest } from './derive/similarity.ts';
import { deriveSupport, deriveSupportOnThread, startSupportThread, supportRequest } from './derive/support/derive-support.ts';
import type { StartedThread } from './node-typescript.ts';
import { loadLanguage } from './derive/support/language.ts';
import { finding } from './finding.ts';
import type { ParseOptions } from './parse/parse-all.ts';
import type { ParsedFile } from './parse/parse-file.ts';
import { readAndParse, type ReadAndParseResult } from './parse/read-and-parse.ts';
import type { AssembleMemo } from './page-memo.ts';
import { gitFileDates } from './read/git-dates.ts';
import { type AssembleOptions, type Draft, draftKnowledgeBase, type Rendered } from './draft.ts';

export { parseFile } from './parse/parse-file.ts';
export type { ParsedFile } from './parse/parse-file.ts';
export { type AssembleOptions, type Draft, draftKnowledgeBase, type Rendered } from './draft.ts';

/** Options of `buildKnowledgeBase`. */
export interface BuildOptions extends AssembleOptions, ParseOptions {
  /** The content folder (absolute, or relative to the working directory). */
  contentDir: string;
  /** Folders and globs of the content folder left out (the configuration's `exclude`). Default: none. */
  exclude?: readonly string[] | undefined;
  /** Called as each sub-stage ends (read, parse, assemble) with its time, for the build's report. Default: none. */
  onStage?: ((name: string, seconds: number, detail: string) => void) | undefined;
  /** `true`: pages whose properties give no dates take them from the content folder's git history (the configuration's `facts.git`). Default `false`. */
  gitDates?: boolean | undefined;
}

// Below this many pages, starting the similarity thread costs more than ranking on this one.
export const MIN_PAGES_FOR_SIMILARITY_THREAD = 1000;

/** Whether a collection of `pages` pages is completed on threads (the similarity ranking and the support): from `MIN_PAGES_FOR_SIMILARITY_THREAD`, with more than one core. */
export function completesOnThreads(options: Pick<BuildOptions, 'workers'>, pages: number): boolean {
  return (options.workers ?? 0) > 1 && pages >= MIN_PAGES_FOR_SIMILARITY_THREAD;
}

/**
 * Builds the knowledge base from a content folder: read → parse → validate → resolve → derive →
 * render → integrity checks. Never throws on bad content: every problem found is in `findings`
 * (all of them, not the first only), and the pages are sorted by kind, then slug.
 */
export async function buildKnowledgeBase(options: BuildOptions): Promise<KnowledgeBase> {
  const problem = await checkContentDir(options.contentDir);
  if (problem) return { pages: [], clusters: [], findings: [problem] };
  // The files' history is read while the files are.
  const dates = options.gitDates === true ? gitFileDates(options.contentDir) : undefined;
  let lap = performance.now();
  const stage = (name: string, detail = ''): void => {
    const now = performance.now();
    options.onStage?.(name, (now - lap) / 1000, detail);
    lap = now;
  };
  const read = await readAndParse(options.contentDir, options, (files) => stage('read', `${files} files`));
  stage('parse', options.cacheDir === undefined ? '' : `${read.cached} from cache`);
  // The parses are this build's own: what only the bodies' render reads of them is dropped once they are rendered.
  const kb = await assembleRead(read, options, undefined, { dates, owned: true });
  await read.cacheWritten;
  stage('assemble', 'resolve, derive, render bodies, checks, similarity');
  return kb;
}

/**
 * The knowledge base of a content folder already read (`readAndParse`): an empty folder is a
 * warning; from about a thousand pages the similarity ranking and the support run on threads.
 * With `memo`, what the previous assemble made of pages whose input did not change is reused.
 * `dates`: the files' dates from their history, read here unless given (`gitDates`). `owned`: the
 * caller reads `read` no more, so its parses' trees and sentences are dropped once the parse cache
 * has written them and the bodies are rendered (see `Draft.render`); never for parses kept between
 * builds. Default `false`. `supportThread`: a support thread kept between builds
 * (`startSupportSession`), for the collections whose support runs on a thread; else a new one.
 */
export async function assembleRead(
  read: ReadAndParseResult,
  options: BuildOptions,
  memo?: AssembleMemo,
  {
    dates = options.gitDates === true ? gitFileDates(options.contentDir) : undefined,
    owned = false,
    supportThread,
  }: { dates?: ReturnType<typeof gitFileDates> | undefined; owned?: boolean; supportThread?: StartedThread<Map<Slug, Support[]>> } = {},
): Promise<KnowledgeBase> {
  if (read.parsed.length === 0 && read.findings.length === 0) {
    const empty = finding(
      'warning',
      'empty-content',
      null,
      null,
      `the content folder ${options.contentDir} holds no Markdown (.md) files; add pages there, or set CONTENT_DIR to the folder that holds them`,
    );
    return { pages: [], clusters: [], findings: [empty] };
  }
  const assembleOptions = { ...options, attachments: options.attachments ?? read.attachments, fileDates: options.fileDates ?? (await dates) };
  const onThreads = completesOnThreads(options, read.parsed.length);
  if (!onThreads) return assembleKnowledgeBase(read.parsed, assembleOptions, read.findings, memo);
  // The support thread loads its language model on the core this thread leaves free while drafting.
  const thread = supportThread ?? startSupportThread();
  let draft: Draft;
  try {
    draft = draftKnowledgeBase(read.parsed, assembleOptions, read.findings, memo);
  } catch (error) {
    if (supportThread === undefined) await thread.stop();
    throw error;
  }
  return (await finishOnThreads(draft, thread, owned ? read.cacheWritten : undefined)).kb;
}

/**
 * The knowledge base from already-parsed files (in content path order), plus any findings met
 * before parsing. Pure: the same parsed files always give the same knowledge base (`memo` only
 * saves work).
 */
export function assembleKnowledgeBase(
  parsed: readonly ParsedFile[],
  options: AssembleOptions = {},
  earlier: readonly Finding[] = [],
  memo?: AssembleMemo,
): KnowledgeBase {
  const draft = draftKnowledgeBase(parsed, options, earlier, memo);
  const { rankings } = rankSimilarity(similarityRequest(draft.records));
  const support = deriveSupport(supportRequest(draft.records, draft.citing), options.language ?? loadLanguage());
  const kb = draft.complete(draft.render(), support);
  return { ...kb, pages: draft.ranked(kb.pages, rankings) };
}

/** `assembleKnowledgeBase` with the similarity ranking and the support on threads (see `finishOnThreads`): the same knowledge base. */
export async function assembleKnowledgeBaseOnThreads(
  parsed: readonly ParsedFile[],
  options: AssembleOptions = {},
  earlier: readonly Finding[] = [],
): Promise<KnowledgeBase> {
  return (await finishOnThreads(draftKnowledgeBase(parsed, options, earlier))).kb;
}

/** A knowledge base with the parts it was completed from: the similarity rankings and the citations' support, by page. */
export interface Finished {
  kb: KnowledgeBase;
  rankings: ReadonlyMap<Slug, Ranking>;
  support: ReadonlyMap<Slug, Support[]>;
}

/**
 * Completes a draft with the similarity ranking and the citations' support each on a worker
 * thread, then runs the checks; the knowledge base `assembleKnowledgeBase` gives. The support,
 * the longest of the three, starts first and runs beside this thread rendering the bodies; the
 * ranking starts when the bodies are done, so that on two cores the support never shares one.
 * Worth it from about a thousand pages (see `MIN_PAGES_FOR_SIMILARITY_THREAD`). `supportThread`: the
 * support thread when it was started ahead (`startSupportThread`), else one is started here.
 * `releasable`: when given, the draft's parses are its own once it settles (the parse cache has
 * written the new ones), and what only the bodies' render reads of them is dropped as they render
 * (see `Draft.render`). The render waits for it, while the support thread works: a parse dropped
 * before its cache entry is written would be cached without its body and sentences.
 */
export async function finishOnThreads(draft: Draft, supportThread?: StartedThread<Map<Slug, Support[]>>, releasable?: Promise<void>): Promise<Finished> {
  const supporting = deriveSupportOnThread(supportRequest(draft.records, draft.citing), {}, supportThread);
  // A failure is awaited below; until then this keeps Node from reporting it as unhandled.
  supporting.catch(() => undefined);
  // A failed cache write is the caller's to report; the parses are dropped all the same.
  if (releasable !== undefined) await releasable.catch(() => undefined);
  const bodies = draft.render(releasable !== undefined);
  const ranking = rankSimilarityOnThread(similarityRequest(draft.records));
  ranking.catch(() => undefined);
  const support = await supporting;
  const kb = draft.complete(bodies, support);
  const { rankings } = await ranking;
  return { kb: { ...kb, pages: draft.ranked(kb.pages, rankings) }, rankings, support };
}

/**
 * `finishOnThreads` for a draft whose bodies are rendered already: nothing is left for this thread to
 * do meanwhile, so the support and then the ranking run on one thread at a time, which holds half
 * the memory of two at once for a little more time. Each request is sent in slices, so that this
 * thread serves pages and reads a save between them. `signal` stops the threads (the promise rejects).
 */
export async function finishInTurn(draft: Draft, rendered: Rendered, signal?: AbortSignal): Promise<Finished> {
  const support = await deriveSupportOnThread(supportRequest(draft.records, draft.citing), { signal, inTurns: true });
  const { rankings } = await rankSimilarityOnThread(similarityRequest(draft.records), { signal, inTurns: true });
  const kb = draft.complete(rendered, support);
  return { kb: { ...kb, pages: draft.ranked(kb.pages, rankings) }, rankings, support };
}

/** What the data export leaves out of a page: the rendered body and properties and what the renderer recorded of the body (its outline, its figure marks). */
type RenderedParts = 'bodyHtml' | 'propertiesHtml' | 'outline' | 'figureMarks';

/** The knowledge base as published in `dist/knowledge-base.json`: `{ pages }`, without rendered bodies. */
export function toExport(kb: KnowledgeBase): { pages: Array<Omit<KbPage, RenderedParts>> } {
  return {
    pages: kb.pages.map((page) => {
      const { bodyHtml: _bodyHtml, propertiesHtml: _propertiesHtml, outline: _outline, ...rest } = page;
      if (!('figureMarks' in rest)) return rest;
      const { figureMarks: _figureMarks, ...shown } = rest;
      return shown;
    }),
  };
}
