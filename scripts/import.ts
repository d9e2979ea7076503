import { parseArgs } from 'node:util';
import { contentDirFromEnv } from '../src/pipeline/content-dir.ts';
import { formatReport } from '../src/import/report.ts';
import { runImport } from '../src/import/run-import.ts';

const USAGE = `Usage: npm run import -- [--out DIR] [--force] PATH...

Imports pages exported as plain text from the reference site (files, or folders of .txt files)
into content Markdown.
  --out DIR   where to write (default: $CONTENT_DIR, else content/)
  --force     replace files edited by hand since the importer wrote them
Exit status: 0 when the import can be trusted, 1 when it reported an error, 2 on bad usage.`;

function main(): Promise<number> | number {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.positionals.length === 0) {
    process.stderr.write(`Name at least one exported file or folder to import.\n\n${USAGE}\n`);
    return 2;
  }
  const outDir = args.values.out ?? contentDirFromEnv();
  return runImport({ paths: args.positionals, outDir, force: args.values.force }).then((result) => {
    process.stdout.write(formatReport(result));
    if (!result.trusted) process.stderr.write('The import reported errors (above); check them before relying on the written content.\n');
    return result.trusted ? 0 : 1;
  });
}

function parse() {
  return parseArgs({
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
  });
}

process.exitCode = await main();
