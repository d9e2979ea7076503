import { existsSync } from 'node:fs';
import { typeScriptWorker } from '../node-typescript.ts';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GraphLayoutSchema, type GraphData, type GraphLayout } from '../../schemas/graph.ts';
import type { KnowledgeBase } from '../../schemas/knowledge-base.ts';
import { layoutCacheFile } from '../parse/cache-dir.ts';
import { toGraphData } from './graph-data.ts';
import { buildGraphIndex } from './graph-index.ts';
import { LAYOUT_VERSION, layoutGraph, layoutInput, type LayoutStats } from './graph-layout.ts';
import type { LayoutRequest } from './graph-layout-worker.ts';

/**
 * The graph layout as a build stage: reads the previous layout (the warm-start cache), lays the
 * graph out from it, writes it back. The file is in the build's cache folder (`layoutCacheFile`).
 */

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

/** How `prepareGraphLayout` runs. */
export interface LayoutRunOptions {
  /** Write the layout back to the cache file. Default: true. */
  write?: boolean;
  /** Lay out on a worker thread, so that the caller's thread can go on (the result is the same). Default: false. */
  thread?: boolean;
}

/**
 * Takes the knowledge base, the cache file and how to run, and returns the layout, computed at
 * most once per knowledge-base object: taken as it is from the cache when the cache matches this
 * content (same pages, same links), else laid out warm from it (or cold) and written back.
 */
export function prepareGraphLayout(kb: KnowledgeBase, file = layoutCacheFile(), options: LayoutRunOptions = {}): Promise<GraphStageResult> {
  let pending = memo.get(kb);
  if (!pending) {
    pending = runLayout(kb, file, options.write ?? true, options.thread ?? false);
    memo.set(kb, pending);
  }
  return pending;
}

/** Runs the layout on a worker thread and resolves to what the thread answers. */
function layoutOnThread(request: LayoutRequest): Promise<ReturnType<typeof layoutGraph>> {
  const worker = typeScriptWorker(new URL('./graph-layout-worker.ts', import.meta.url));
  return new Promise<ReturnType<typeof layoutGraph>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

async function runLayout(kb: KnowledgeBase, file: string, write: boolean, thread: boolean): Promise<GraphStageResult> {
  const started = performance.now();
  const previous = await readCache(file);
  const input = layoutInput(buildGraphIndex(kb));
  const { layout, stats } = thread ? await layoutOnThread({ input, previous }) : layoutGraph(input, previous);
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
  const { layout } = await prepareGraphLayout(kb, file, { write: false });
  return toGraphData(kb, buildGraphIndex(kb), layout);
}
