/**
 * `npm run generate -- --pages N --out DIR [--seed S] [--force]`: writes a synthetic content
 * folder with the reference collection's mix, link structure and page lengths.
 */
import path from 'node:path';
import { parseCommandLine, USAGE_EXIT } from './command-line.ts';
import { generateCorpus } from '../src/tools/generate/generate-corpus.ts';

const USAGE = 'usage: npm run generate -- --pages N --out DIR [--seed S] [--force]';

const { values } = parseCommandLine(
  {
    options: {
      pages: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
      force: { type: 'boolean', default: false },
    },
  },
  USAGE,
);

const pages = Number(values.pages);
if (values.out === undefined || !Number.isInteger(pages)) {
  console.error(`--pages (a whole number) and --out are required\n${USAGE}`);
  process.exit(USAGE_EXIT);
}

try {
  const out = path.resolve(values.out);
  const summary = await generateCorpus({ pages, out, seed: values.seed, force: values.force });
  const { byKind } = summary;
  console.log(
    [
      `wrote ${summary.pages} pages to ${out} in ${summary.seconds.toFixed(2)} s (${(summary.bytes / 1e6).toFixed(1)} MB, seed ${values.seed})`,
      `  ${byKind.inquiry} inquiring lines, ${byKind.note} notes, ${byKind.paper} papers, ${byKind.discussion} discussions; ${summary.clusters} clusters; ${summary.stubs} stubs`,
      `  ${summary.citations} inline citations; most-cited note used by ${summary.mostCitedNote.lines} lines, median ${summary.medianLinesPerNote}`,
      `  ${summary.misquotes} deliberate figure misquotes (the integrity check should report each)`,
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
