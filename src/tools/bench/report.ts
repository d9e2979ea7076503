import { KIND_IDS, kindName } from '../../core/kinds.ts';
import type { BenchResult, BuildFigures } from './run-bench.ts';

/** The goals set for building and editing at scale, on the benchmark machine. */
export const GOALS = {
  /** Cold build including the search index, at most this many times the floor. */
  coldOverFloor: 1.15,
  /** Rebuild after editing one note, at most this share of the cold build… */
  warmOverCold: 0.1,
  /** …and after adding or renaming one page. */
  addOrRenameOverCold: 0.15,
  /** Peak memory of the build's process tree… */
  peakBytes: 3 * 1024 ** 3,
  /** …at this many pages (larger runs only have to finish). */
  peakAtPages: 15_000,
  /** `npm run dev`: serving its first page within this many seconds… */
  devReadySeconds: 20,
  /** …showing a saved edit on the page and on a page citing it within this many (its memory: `peakBytes`)… */
  devEditSeconds: 1,
  /** …and an added or renamed note within this many. */
  devAddOrRenameSeconds: 2,
} as const;

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1e3).toFixed(1)} KB`;
const s = (seconds: number) => seconds.toFixed(2);
const pad = (text: string, width: number) => text.padStart(width);
const yes = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The goals line: each goal met or not; the memory goal is judged only up to the size it is set for. */
function goalsLine(result: BenchResult): string {
  const peak = Math.max(result.cold.peakBytes, result.warm?.peakBytes ?? 0);
  if (result.pages > GOALS.peakAtPages)
    return `goals: set at ${GOALS.peakAtPages.toLocaleString('en')} pages; this run built ${result.pages.toLocaleString('en')} pages with a peak of ${mb(peak)}`;
  const parts = [
    ...(result.coldOverFloor === null ? [] : [`cold ≤ ${GOALS.coldOverFloor}× floor: ${yes(result.coldOverFloor <= GOALS.coldOverFloor)}`]),
    ...(result.warmOverCold === null ? [] : [`warm ≤ ${GOALS.warmOverCold * 100}% of cold: ${yes(result.warmOverCold <= GOALS.warmOverCold)}`]),
    `peak < 3 GB: ${yes(peak < GOALS.peakBytes)}`,
    ...(result.added === null || result.renamed === null
      ? []
      : [
          `add and rename ≤ ${GOALS.addOrRenameOverCold * 100}% of cold: ${yes(Math.max(result.added.seconds, result.renamed.seconds) <= GOALS.addOrRenameOverCold * result.cold.seconds)}`,
        ]),
    ...(result.watch === null
      ? []
      : [
          `watch edit ≤ ${GOALS.warmOverCold * 100}% of cold: ${yes(result.watch.edit.seconds <= GOALS.warmOverCold * result.cold.seconds)}`,
          `watch add and rename ≤ ${GOALS.addOrRenameOverCold * 100}% of cold: ${yes(Math.max(result.watch.add.seconds, result.watch.rename.seconds) <= GOALS.addOrRenameOverCold * result.cold.seconds)}`,
        ]),
    ...(result.dev === null
      ? []
      : [
          `dev ready ≤ ${GOALS.devReadySeconds} s: ${yes(result.dev.readySeconds <= GOALS.devReadySeconds)}`,
          `dev edit shown ≤ ${GOALS.devEditSeconds} s: ${yes(Math.max(result.dev.editSeconds, result.dev.citingSeconds) <= GOALS.devEditSeconds)}`,
          `dev add and rename shown ≤ ${GOALS.devAddOrRenameSeconds} s: ${yes(Math.max(result.dev.addSeconds, result.dev.renameSeconds) <= GOALS.devAddOrRenameSeconds)}`,
          `dev peak < 3 GB: ${yes(result.dev.peakBytes < GOALS.peakBytes)}`,
        ]),
  ];
  return `goals: ${parts.join('; ')}`;
}

/** Takes the results of a series of bench runs (e.g. 1,500, 5,000, 15,000 pages) and returns a table of time per page, to show how it grows. */
export function formatGrowth(results: readonly BenchResult[]): string {
  const ms = (seconds: number, pages: number) => ((seconds / pages) * 1000).toFixed(2);
  const cell = (value: string | undefined) => pad(value ?? '–', 12);
  const lines = [
    'growth: milliseconds per page',
    `${'pages'.padEnd(10)}${['cold', 'warm', 'floor', 'cold/floor', 'peak'].map((h) => pad(h, 12)).join('')}`,
    ...results.map(
      (r) =>
        `${String(r.pages).padEnd(10)}${[
          ms(r.cold.seconds, r.pages),
          r.warm ? ms(r.warm.seconds, r.pages) : undefined,
          r.floor ? ms(r.floor.seconds, r.pages) : undefined,
          r.coldOverFloor === null ? undefined : `${r.coldOverFloor.toFixed(2)}×`,
          mb(Math.max(r.cold.peakBytes, r.warm?.peakBytes ?? 0)),
        ]
          .map(cell)
          .join('')}`,
    ),
  ];
  return lines.join('\n');
}

/** Takes a bench result and returns the human-readable report: builds side by side, stages, output sizes, page weights, goals. */
export function formatReport(result: BenchResult): string {
  const { corpus, cold, warm, added, renamed, floor } = result;
  const optional = (name: string, figures: BuildFigures | null): [string, BuildFigures][] => (figures ? [[name, figures]] : []);
  const columns: [string, BuildFigures][] = [
    ['cold', cold],
    ...optional('edit', warm),
    ...optional('add', added),
    ...optional('rename', renamed),
    ...optional('floor', floor),
  ];
  const ofCold = (seconds: number) => `${s(seconds)} s (${((seconds / cold.seconds) * 100).toFixed(0)}% of cold)`;
  const row = (label: string, cell: (b: BuildFigures) => string) => `${label.padEnd(28)}${columns.map(([, b]) => pad(cell(b), 12)).join('')}`;
  const stageNames = [...new Set(columns.flatMap(([, b]) => b.stages.map((stage) => stage.name)))];
  // Stages that overlap another (their time is inside the other's): name → the other stage.
  const alongside = new Map(
    columns.flatMap(([, b]) => b.stages.flatMap((stage) => (stage.alongside === undefined ? [] : [[stage.name, stage.alongside] as const]))),
  );
  const lines = [
    `bench: ${result.pages} pages (${corpus.byKind.inquiry} inquiring lines, ${corpus.byKind.note} notes, ${corpus.byKind.paper} papers, ${corpus.byKind.discussion} discussions, ${corpus.clusters} clusters), seed ${result.seed}`,
    `machine: ${result.machine.cpus} cores, ${mb(result.machine.memoryBytes)} memory, node ${result.machine.node}, ${result.machine.platform}; load average ${result.machine.loadAverage.map((l) => l.toFixed(1)).join(' → ')}`,
    `corpus: generated in ${s(corpus.seconds)} s, ${mb(corpus.bytes)}; ${corpus.citations} citations; most-cited note used by ${corpus.mostCitedNoteLines} lines (median ${corpus.medianLinesPerNote})`,
    '',
    `${''.padEnd(28)}${columns.map(([name]) => pad(name, 12)).join('')}`,
    row('total (s)', (b) => s(b.seconds)),
    row('pages per second', (b) => b.pagesPerSecond.toFixed(1)),
    row('peak memory, process tree', (b) => mb(b.peakBytes)),
    ...stageNames.map((name) =>
      row(`  ${name}${alongside.has(name) ? '*' : ''} (s)`, (b) => {
        const stage = b.stages.find((candidate) => candidate.name === name);
        return stage ? s(stage.seconds) : '';
      }),
    ),
    // What no stage reports: starting Node and tsx, loading modules, exiting.
    row('  outside stages (s)', (b) =>
      s(Math.max(0, b.seconds - b.stages.reduce((sum, stage) => sum + (stage.alongside === undefined ? stage.seconds : 0), 0))),
    ),
    ...[...alongside].map(([name, other]) => `  * ${name} runs alongside the ${other}: its time is within the total, not added to it.`),
    '',
    ...(warm && result.coldOverFloor !== null && result.warmOverCold !== null
      ? [
          `ours cold / floor: ${result.coldOverFloor.toFixed(2)}×    edit / cold: ${(result.warmOverCold * 100).toFixed(0)}%${added ? `    add / cold: ${((added.seconds / cold.seconds) * 100).toFixed(0)}%` : ''}${renamed ? `    rename / cold: ${((renamed.seconds / cold.seconds) * 100).toFixed(0)}%` : ''}`,
          `  edit: a paragraph appended to ${warm.editedFile}${added ? `; add: ${added.file}, linking to it` : ''}${renamed ? `; rename: ${renamed.file} retitled, the old title kept as an alias` : ''}`,
        ]
      : ['cold build only: no rebuilds, no floor and no dev server (--cold-only)']),
    ...(result.watch
      ? [
          `npm run build -- --watch (from the save until the build said done; the build's own time in brackets): first build ${ofCold(result.watch.first.seconds)}; edit ${ofCold(result.watch.edit.seconds)} [${s(result.watch.edit.buildSeconds)} s]; add ${ofCold(result.watch.add.seconds)} [${s(result.watch.add.buildSeconds)} s]; rename ${ofCold(result.watch.rename.seconds)} [${s(result.watch.rename.buildSeconds)} s]; peak ${mb(result.watch.peakBytes)}`,
        ]
      : []),
    ...(result.dev
      ? [
          `npm run dev: first page served after ${ofCold(result.dev.readySeconds)}; a saved claim edit shown on ${result.dev.urls.note} after ${ofCold(result.dev.editSeconds)}, on ${result.dev.urls.citing} (which cites it) after ${ofCold(result.dev.citingSeconds)}, similarity and support updated after ${ofCold(result.dev.completeSeconds)}; a note added linking it shown among its backlinks after ${ofCold(result.dev.addSeconds)}, that note retitled after ${ofCold(result.dev.renameSeconds)}; peak ${mb(result.dev.peakBytes)}`,
        ]
      : []),
    `output: dist ${mb(result.output.dist.bytes)} (${result.output.dist.files} files); search index ${mb(result.output.searchIndex.bytes)} (${result.output.searchIndex.files} files); graph data ${result.output.graphDataGzipBytes === null ? 'none' : `${kb(result.output.graphDataGzipBytes)} gzipped`}`,
    ...(result.output.floorDist && result.output.floorSearchIndex
      ? [`floor output: dist ${mb(result.output.floorDist.bytes)}; search index ${mb(result.output.floorSearchIndex.bytes)}`]
      : []),
    '',
    `per page kind, median gzipped${''.padEnd(2)}${pad('HTML', 10)}${pad('CSS', 10)}${pad('JS', 10)}   sampled`,
    ...KIND_IDS.map((kind) => {
      const w = result.perKind[kind];
      return `  ${kindName(kind).padEnd(28)}${pad(kb(w.html), 10)}${pad(kb(w.css), 10)}${pad(kb(w.js), 10)}   ${w.sampled}`;
    }),
    '',
    goalsLine(result),
  ];
  if (result.workDir) lines.push(`kept: ${result.workDir}`);
  return lines.join('\n');
}
