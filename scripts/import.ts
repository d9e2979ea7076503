import { formatReport } from '../src/import/report.ts';
import { runImport } from '../src/import/run-import.ts';
import { parseCommandLine, settingsOrExit, USAGE_EXIT } from './command-line.ts';

const USAGE = `Usage: npm run import -- [--out DIR] [--force] PATH...

Imports pages exported as plain text from the reference site (files, or folders of .txt files)
into content Markdown.
  --out DIR   where to write (default: $CONTENT_DIR, else content/)
  --force     replace files edited by hand since the importer wrote them
The report lists every file (imported, skipped or failed; its kind and the evidence; citations
linked of the candidates; warnings). A topic page is written as its cluster's file (name and
description) and gives its notes the cluster; index and home pages are skipped.
Exit status: 0 when every file was imported or skipped (content lost inside a page is a warning),
1 when a file could not be read at all (no evidence of any page kind, unreadable), 2 on bad usage.`;

function main(): Promise<number> | number {
  const args = parseCommandLine(
    {
      options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
      allowPositionals: true,
    },
    USAGE,
  );
  if (args.positionals.length === 0) {
    process.stderr.write(`Name at least one exported file or folder to import.\n\n${USAGE}\n`);
    return USAGE_EXIT;
  }
  const outDir = args.values.out ?? settingsOrExit().contentDir;
  return runImport({ paths: args.positionals, outDir, force: args.values.force }).then((result) => {
    process.stdout.write(formatReport(result));
    if (!result.trusted) process.stderr.write('Some files could not be read at all (failed, above); nothing was imported from them.\n');
    return result.trusted ? 0 : 1;
  });
}

process.exitCode = await main();
