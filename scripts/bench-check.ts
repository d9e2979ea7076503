/**
 * `npx tsx scripts/bench-check.ts [--links N[,N…]] [--runs R]`: measures checking (building the
 * knowledge base, as `npm run check` does) of a content folder whose one note holds N `[[links]]`,
 * written two ways: all on one line, and one per line. Prints the median of R runs and the time per
 * link for each N (CPU time, the steadier measure on a shared machine): a time per link that stays
 * flat as N grows shows the check is linear.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCommandLine, USAGE_EXIT } from './command-line.ts';
import { buildKnowledgeBase } from '../src/pipeline/knowledge-base.ts';

const USAGE = 'usage: npx tsx scripts/bench-check.ts [--links N[,N…]] [--runs R]';

const { values } = parseCommandLine(
  {
    options: {
      links: { type: 'string', default: '10000,50000,100000' },
      runs: { type: 'string', default: '3' },
    },
  },
  USAGE,
);

const counts = values.links.split(',').map(Number);
const runs = Number(values.runs);
if (counts.some((n) => !Number.isInteger(n) || n <= 0) || !Number.isInteger(runs) || runs <= 0) {
  console.error(`--links takes whole numbers separated by commas, --runs a whole number\n${USAGE}`);
  process.exit(USAGE_EXIT);
}

/** How the links of the note are laid out. */
type Layout = 'one line' | 'one per line';

/** The body of a note with `n` links to three target notes. */
function linksBody(n: number, layout: Layout): string {
  const links = Array.from({ length: n }, (_, i) => `[[Target ${i % 3}]]`);
  return `${links.join(layout === 'one line' ? ' ' : '\n')}\n`;
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Seconds to build the knowledge base of a folder holding the note of `n` links, median of `runs`. */
async function measure(n: number, layout: Layout): Promise<{ seconds: number; cpuSeconds: number; citations: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-check-'));
  try {
    for (let t = 0; t < 3; t++) await writeFile(join(dir, `Target ${t}.md`), `Target ${t}.\n`);
    await writeFile(join(dir, 'Many links.md'), linksBody(n, layout));
    const times: number[] = [];
    const cpu: number[] = [];
    let citations = 0;
    for (let r = 0; r < runs; r++) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      const kb = await buildKnowledgeBase({ contentDir: dir });
      times.push((performance.now() - start) / 1000);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1e6);
      citations = kb.pages.find((p) => p.title === 'Many links')?.citations.length ?? 0;
    }
    return { seconds: median(times), cpuSeconds: median(cpu), citations };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const rows: Array<{ links: number; layout: Layout; seconds: number; cpuSeconds: number; cpuMicrosecondsPerLink: number }> = [];
// CPU time is given beside wall time: on a shared machine it is the steadier of the two.
console.log('| links | layout | check (median wall) | CPU | CPU per link |');
console.log('|---|---|---|---|---|');
for (const layout of ['one line', 'one per line'] as const) {
  for (const n of counts) {
    const { seconds, cpuSeconds, citations } = await measure(n, layout);
    if (citations !== n) throw new Error(`expected ${n} citations, the knowledge base has ${citations}`);
    const perLink = (cpuSeconds * 1e6) / n;
    rows.push({ links: n, layout, seconds, cpuSeconds, cpuMicrosecondsPerLink: perLink });
    console.log(`| ${n.toLocaleString('en')} | ${layout} | ${seconds.toFixed(2)} s | ${cpuSeconds.toFixed(2)} s | ${perLink.toFixed(1)} µs |`);
  }
}
console.log(JSON.stringify({ runs, rows }));
