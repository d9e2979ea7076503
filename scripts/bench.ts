/**
 * `npm run bench -- --pages N[,N…] [--seed S] [--keep DIR] [--cold-only]`: generates a corpus, builds
 * it cold, builds the bare Astro + Pagefind floor, rebuilds after editing a note, adding a page and
 * renaming a note, measures `npm run dev` (first page, a saved edit shown), and prints a table then
 * one line of JSON. Several sizes (`--pages 1500,5000,15000`) run one after another and add a table
 * of time per page; the JSON line is then `{"series":[…]}`. `--cold-only` builds cold only.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatGrowth, formatReport } from '../src/tools/bench/report.ts';
import { runBench, type BenchResult } from '../src/tools/bench/run-bench.ts';
import { parseCommandLine, USAGE_EXIT } from './command-line.ts';

const USAGE = 'usage: npm run bench -- --pages N[,N…] [--seed S] [--keep DIR] [--cold-only]';

const { values } = parseCommandLine(
  {
    options: {
      pages: { type: 'string' },
      seed: { type: 'string', default: '1' },
      keep: { type: 'string' },
      'cold-only': { type: 'boolean', default: false },
    },
  },
  USAGE,
);

const sizes = (values.pages ?? '').split(',').map(Number);
if (sizes.some((pages) => !Number.isInteger(pages) || pages <= 0)) {
  console.error(`--pages (a whole number, or several separated by commas) is required\n${USAGE}`);
  process.exit(USAGE_EXIT);
}

try {
  const results: BenchResult[] = [];
  for (const pages of sizes) {
    const keep = values.keep === undefined ? undefined : sizes.length > 1 ? join(values.keep, String(pages)) : values.keep;
    const result = await runBench({
      root: fileURLToPath(new URL('..', import.meta.url)),
      pages,
      seed: values.seed,
      coldOnly: values['cold-only'],
      ...(keep === undefined ? {} : { keep }),
      // Progress goes to stderr so that stdout is exactly the tables and the JSON line.
      progress: (message) => console.error(`bench: ${message}`),
    });
    console.log(formatReport(result));
    results.push(result);
  }
  if (results.length > 1) console.log(`\n${formatGrowth(results)}`);
  console.log(JSON.stringify(results.length === 1 ? results[0] : { series: results }));
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
