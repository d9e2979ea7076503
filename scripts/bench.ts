/**
 * `npm run bench -- --pages N [--seed S] [--keep DIR]`: generates a corpus, builds it cold and
 * warm, builds the bare Astro + Pagefind floor, and prints a table then one line of JSON.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatReport } from '../src/bench/report.ts';
import { runBench } from '../src/bench/run-bench.ts';

const USAGE = 'usage: npm run bench -- --pages N [--seed S] [--keep DIR]';

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    seed: { type: 'string', default: '1' },
    keep: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const pages = Number(values.pages);
if (!Number.isInteger(pages) || pages <= 0) {
  console.error(`--pages (a whole number) is required\n${USAGE}`);
  process.exit(2);
}

try {
  const result = await runBench({
    root: fileURLToPath(new URL('..', import.meta.url)),
    pages,
    seed: values.seed,
    ...(values.keep === undefined ? {} : { keep: values.keep }),
    // Progress goes to stderr so that stdout is exactly the table and the JSON line.
    progress: (message) => console.error(`bench: ${message}`),
  });
  console.log(formatReport(result));
  console.log(JSON.stringify(result));
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
