/**
 * `tsx scripts/bench-graph.ts [--pages N] [--content DIR] [--site DIR] [--json]`: measures the graph at
 * scale. Layout: cold seconds, and warm seconds after editing one note (with how many nodes moved).
 * Data: `/graph/data.json` size raw and gzipped, the neighbourhood files' sizes. Browser (needs a
 * built site in DIR, default dist/, whose /graph/ page it reuses with the big graph's data put in):
 * time to first draw and frame times while panning, in headless Chromium.
 * The graph is a synthetic knowledge base of N pages (default 15,000), or the knowledge base of the
 * content folder DIR (e.g. one written by `npm run generate`). Prints a table, then one JSON line.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { buildKnowledgeBase } from '../src/pipeline/knowledge-base.ts';
import type { KnowledgeBase, NotePage } from '../src/schemas/knowledge-base.ts';
import { toGraphData } from '../src/pipeline/derive/graph-data.ts';
import { buildGraphIndex } from '../src/pipeline/derive/graph-index.ts';
import { layoutGraph } from '../src/pipeline/derive/graph-layout.ts';
import { syntheticKnowledgeBase } from '../src/tools/generate/graph-synthetic.ts';
import { selectNeighbourhood } from '../src/pipeline/derive/neighbourhood.ts';
import { parseCommandLine } from './command-line.ts';
import { launchChromium } from '../src/browser/chromium.ts';

const { values: args } = parseCommandLine(
  {
    options: {
      pages: { type: 'string', default: '15000' },
      content: { type: 'string' },
      site: { type: 'string', default: 'dist' },
      json: { type: 'boolean', default: false },
    },
  },
  'usage: npx tsx scripts/bench-graph.ts [--pages N] [--content DIR] [--site DIR] [--json]',
);

const seconds = (from: number) => (performance.now() - from) / 1000;
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2;
};
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

async function loadKb(): Promise<KnowledgeBase> {
  if (args.content === undefined) return syntheticKnowledgeBase(Number(args.pages), 1);
  return buildKnowledgeBase({ contentDir: resolve(args.content), workers: availableParallelism() });
}

/** The knowledge base with one note's first related link pointed at another note: an author's small edit. */
function editOneNote(kb: KnowledgeBase): KnowledgeBase {
  const notes = kb.pages.filter((p): p is NotePage => p.kind === 'note' && p.related.length > 0);
  const note = notes[Math.floor(notes.length / 2)];
  const other = notes[0];
  if (!note || !other) return kb;
  const edited: NotePage = { ...note, related: [{ slug: other.slug, reason: 'edited', direction: 'outgoing' }, ...note.related.slice(1)] };
  return { ...kb, pages: kb.pages.map((p) => (p === note ? edited : p)) };
}

interface BrowserFigures {
  firstDrawMs: number;
  /** Time between drawn frames while panning the whole map (includes rasterising and display). */
  panFrameMedianMs: number;
  panFrameP95Ms: number;
  /** Script time of drawing a frame. */
  panDrawMedianMs: number;
  zoomedPanFrameMedianMs: number;
  zoomedPanDrawMedianMs: number;
  frames: number;
}

/**
 * Records, in the page, every drawn frame: its drawing time (the map's own `data-draw-ms`) and the
 * time since the frame before. Pointer moves arrive faster than frames, so every frame has work,
 * and the interval between two drawn frames is the whole frame time: drawing, rasterising, display.
 */
const RECORDER = `(() => {
  const el = document.querySelector('[data-kg]');
  const rec = { draws: [], intervals: [], last: 0, on: true };
  window.benchRecord = rec;
  new MutationObserver(() => {
    if (!rec.on) return;
    const now = performance.now();
    rec.draws.push(Number(el.dataset.drawMs));
    if (rec.last > 0) rec.intervals.push(now - rec.last);
    rec.last = now;
  }).observe(el, { attributes: true, attributeFilter: ['data-draw-ms'] });
})()`;

/** Serves a copy of the built site with the big graph's data and measures the /graph/ page in headless Chromium. */
async function measureBrowser(site: string, dataJson: string): Promise<BrowserFigures | string> {
  if (!existsSync(join(site, 'graph', 'index.html'))) return `no built site at ${site} (graph/index.html): run npm run build, or pass --site DIR`;
  const work = await mkdtemp(join(tmpdir(), 'bench-graph-'));
  const server = createServer(sirv(work, { dev: true }));
  const browser = await launchChromium();
  try {
    await cp(join(site, 'graph'), join(work, 'graph'), { recursive: true, filter: (src) => !src.includes(`${join(site, 'graph', 'n')}`) });
    await cp(join(site, '_astro'), join(work, '_astro'), { recursive: true });
    await writeFile(join(work, 'graph', 'data.json'), dataJson);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/graph/`);
    const root = page.locator('[data-kg][data-state="ready"]');
    await root.waitFor({ timeout: 60_000 });
    const firstDrawMs = Number(await root.getAttribute('data-first-draw-ms'));
    const pan = async (): Promise<{ draws: number[]; intervals: number[] }> => {
      // Record every frame's drawing time (from the page's own data-draw-ms) and the frame intervals.
      // A string, not a function: the TypeScript runner's helpers do not exist inside the page.
      await page.evaluate(RECORDER);
      const box = (await page.locator('[data-kg-canvas]').boundingBox())!;
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let s = 0; s < 240; s++) await page.mouse.move(cx + 200 * Math.sin(s / 24), cy + 120 * Math.cos(s / 18));
      await page.mouse.up();
      return page.evaluate<{ draws: number[]; intervals: number[] }>(
        '(window.benchRecord.on = false, { draws: window.benchRecord.draws, intervals: window.benchRecord.intervals })',
      );
    };
    const overview = await pan();
    await page.locator('[data-kg-canvas]').focus();
    for (let z = 0; z < 6; z++) await page.keyboard.press('+');
    const zoomed = await pan();
    return {
      firstDrawMs,
      panFrameMedianMs: median(overview.intervals),
      panFrameP95Ms: pct(overview.intervals, 0.95),
      panDrawMedianMs: median(overview.draws),
      zoomedPanFrameMedianMs: median(zoomed.intervals),
      zoomedPanDrawMedianMs: median(zoomed.draws),
      frames: overview.draws.length,
    };
  } finally {
    await browser.close();
    server.close();
    await rm(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const kb = await loadKb();
  const index = buildGraphIndex(kb);
  let t = performance.now();
  let cpu = process.cpuUsage();
  const cold = layoutGraph(index);
  const coldSeconds = seconds(t);
  // CPU seconds too: on a shared machine the wall clock also counts other people's work.
  const coldCpu = cpuSeconds(cpu);
  const editedIndex = buildGraphIndex(editOneNote(kb));
  t = performance.now();
  cpu = process.cpuUsage();
  const warm = layoutGraph(editedIndex, cold.layout);
  const warmSeconds = seconds(t);
  const warmCpu = cpuSeconds(cpu);
  let moved = 0;
  warm.layout.x.forEach((x, i) => (moved += x !== cold.layout.x[i] || warm.layout.y[i] !== cold.layout.y[i] ? 1 : 0));
  const dataJson = JSON.stringify(toGraphData(kb, index, cold.layout));
  const dataGzip = gzipSync(dataJson, { level: 9 }).length;
  t = performance.now();
  const sizes = kb.pages.map((p) => JSON.stringify(selectNeighbourhood(index, p.slug)).length);
  const neighbourhoodSeconds = seconds(t);
  const browser = await measureBrowser(resolve(args.site), dataJson);
  const figures = {
    pages: kb.pages.length,
    edges: index.edgeCount,
    layoutColdSeconds: Number(coldSeconds.toFixed(2)),
    layoutColdCpuSeconds: Number(coldCpu.toFixed(2)),
    layoutWarmSeconds: Number(warmSeconds.toFixed(2)),
    layoutWarmCpuSeconds: Number(warmCpu.toFixed(2)),
    warmNodesMoved: moved,
    dataJsonBytes: dataJson.length,
    dataJsonGzipBytes: dataGzip,
    neighbourhoodFilesBytes: sizes.reduce((a, b) => a + b, 0),
    neighbourhoodFileMedianBytes: median(sizes),
    neighbourhoodFileMaxBytes: Math.max(...sizes),
    neighbourhoodSeconds: Number(neighbourhoodSeconds.toFixed(2)),
    ...(typeof browser === 'string' ? { browser } : browser),
  };
  if (!args.json) {
    const kib = (b: number) => `${(b / 1024).toFixed(0)} KiB`;
    const rows: [string, string][] = [
      ['pages / edges', `${figures.pages} / ${figures.edges}`],
      ['layout, cold', `${figures.layoutColdSeconds} s (${figures.layoutColdCpuSeconds} s CPU)`],
      ['layout, warm after one edit', `${figures.layoutWarmSeconds} s (${figures.layoutWarmCpuSeconds} s CPU, ${moved} nodes moved)`],
      ['/graph/data.json', `${kib(figures.dataJsonBytes)}, ${kib(dataGzip)} gzipped`],
      [
        'neighbourhood files',
        `${kib(figures.neighbourhoodFilesBytes)} in all, median ${figures.neighbourhoodFileMedianBytes} B, max ${figures.neighbourhoodFileMaxBytes} B, ${figures.neighbourhoodSeconds} s`,
      ],
    ];
    if (typeof browser === 'string') rows.push(['browser', browser]);
    else {
      rows.push(['first draw (navigation to first frame)', `${browser.firstDrawMs} ms`]);
      rows.push([
        'panning, whole map: frame time',
        `median ${browser.panFrameMedianMs.toFixed(1)} ms, p95 ${browser.panFrameP95Ms.toFixed(1)} ms (${browser.frames} frames; script ${browser.panDrawMedianMs.toFixed(2)} ms)`,
      ]);
      rows.push([
        'panning, zoomed in: frame time',
        `median ${browser.zoomedPanFrameMedianMs.toFixed(1)} ms (script ${browser.zoomedPanDrawMedianMs.toFixed(2)} ms)`,
      ]);
    }
    const width = Math.max(...rows.map(([k]) => k.length));
    for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  }
  console.log(JSON.stringify(figures));
}

main().catch((error: unknown) => {
  console.error(`bench-graph: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
