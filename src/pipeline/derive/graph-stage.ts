import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { GraphLayoutSchema, type GraphData, type GraphLayout } from '../../schemas/graph.ts';
import type { KnowledgeBase } from '../../schemas/knowledge-base.ts';
import { toGraphData } from './graph-data.ts';
import { buildGraphIndex } from './graph-index.ts';
import { LAYOUT_VERSION, layoutGraph, type LayoutStats } from './graph-layout.ts';

/**
 * The graph layout as a build stage: reads the previous layout (the warm-start cache), lays the
 * graph out from it, writes it back. The file sits beside the knowledge-base cache, so builds of
 * different content folders (tests, fixtures) keep their own.
 */

/** The layout cache: env `GRAPH_LAYOUT_FILE`, else `graph-layout.json` beside the knowledge-base file (env `KB_FILE`, default `.cache/kb.json`). */
export function layoutCacheFile(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env['GRAPH_LAYOUT_FILE'] ?? join(dirname(resolve(env['KB_FILE'] ?? '.cache/kb.json')), 'graph-layout.json'));
}

/** What the stage did, for the build's report. */
export interface GraphStageResult {
  layout: GraphLayout;
  /** `reused`: the cache already matched this content exactly, nothing was computed. */
  stats: LayoutStats | { mode: 'reused' };
  seconds: number;
}

async function readCache(file: string): Promise<GraphLayout | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = GraphLayoutSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success && parsed.data.version === LAYOUT_VERSION ? parsed.data : undefined;
  } catch {
    // An unreadable cache is only a slower build: lay out from scratch and overwrite it.
    return undefined;
  }
}

const memo = new WeakMap<KnowledgeBase, Promise<GraphStageResult>>();

/**
 * Takes the knowledge base, the cache file and whether to write it, and returns the layout,
 * computed at most once per knowledge-base object: taken as it is from the cache when the cache
 * matches this content (same pages, same links), else laid out warm from it (or cold) and, with
 * `write`, written back.
 */
export function prepareGraphLayout(kb: KnowledgeBase, file = layoutCacheFile(), write = true): Promise<GraphStageResult> {
  let pending = memo.get(kb);
  if (!pending) {
    pending = runLayout(kb, file, write);
    memo.set(kb, pending);
  }
  return pending;
}

async function runLayout(kb: KnowledgeBase, file: string, write: boolean): Promise<GraphStageResult> {
  const started = performance.now();
  const previous = await readCache(file);
  const { layout, stats } = layoutGraph(buildGraphIndex(kb), previous);
  const json = JSON.stringify(layout);
  if (previous && json === JSON.stringify(previous)) {
    return { layout: previous, stats: { mode: 'reused' }, seconds: (performance.now() - started) / 1000 };
  }
  if (!write) return { layout, stats, seconds: (performance.now() - started) / 1000 };
  await mkdir(dirname(file), { recursive: true });
  // Write then rename: a build that dies mid-write leaves the old cache, not half a file.
  await writeFile(`${file}.tmp`, json);
  await rename(`${file}.tmp`, file);
  return { layout, stats, seconds: (performance.now() - started) / 1000 };
}

/**
 * Takes the knowledge base and returns `/graph/data.json`'s content, from the layout the build's
 * stage wrote; when there is none (astro dev, or Astro run on a fixture) it lays out in memory
 * and writes nothing, so no cache file lands beside a fixture.
 */
export async function graphDataFor(kb: KnowledgeBase, file = layoutCacheFile()): Promise<GraphData> {
  const { layout } = await prepareGraphLayout(kb, file, false);
  return toGraphData(kb, buildGraphIndex(kb), layout);
}
