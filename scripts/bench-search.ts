// `tsx scripts/bench-search.ts [--dist DIR] [--query WORDS --query WORDS] [--no-reindex] [--runs N] [--json]`:
// re-indexes a built site with Pagefind into a temporary folder (timed; the site is left as built),
// serves both locally and measures search in headless Chromium: index size on disk, bytes for a
// first and a second query, time to first result.
import { resolve } from 'node:path';
import { benchSearch, formatSearchBench } from '../src/tools/bench/search-bench.ts';
import { parseCommandLine } from './command-line.ts';

const { values: args } = parseCommandLine(
  {
    options: {
      dist: { type: 'string', default: 'dist' },
      query: { type: 'string', multiple: true, default: ['preference optimization', 'conversational grounding'] },
      'no-reindex': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
    },
  },
  'usage: npx tsx scripts/bench-search.ts [--dist DIR] [--query WORDS --query WORDS] [--no-reindex] [--runs N] [--json]',
);

const [first = 'preference optimization', second = 'conversational grounding'] = args.query;

benchSearch({ dist: resolve(args.dist), queries: [first, second], reindex: !args['no-reindex'], runs: Number(args.runs) || 1 }).then(
  (report) => {
    if (args.json) console.log(JSON.stringify(report, null, 2));
    else for (const line of formatSearchBench(report)) console.log(line);
  },
  (error: unknown) => {
    console.error(`bench-search: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
