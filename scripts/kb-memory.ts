/**
 * `npx tsx scripts/kb-memory.ts [--cache-dir DIR]`: what the knowledge base of the content folder
 * holds in memory, as the render process builds it (parses from the cache, then assembled with the
 * parses released as the bodies render). Prints the heap after a full collection at each step, the
 * process's peak resident memory, and each page field weighed by what removing it from every page
 * frees. Measures; changes nothing but the parse cache. See docs/performance.md, "100,000 pages".
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { isEntryScript, parseCommandLine, settingsOrExit } from './command-line.ts';
import type { Settings } from '../src/config/load.ts';
import { pipelineOptions } from '../src/handoff/pipeline-kb.ts';
import { assembleRead } from '../src/pipeline/knowledge-base.ts';
import { readAndParse } from '../src/pipeline/parse/read-and-parse.ts';
import { CACHE_DIR } from '../src/pipeline/parse/cache-dir.ts';

// The page fields weighed one by one, the largest first; what is left after them is the pages' own objects and small fields.
const FIELDS = ['bodyHtml', 'text', 'claims', 'support', 'outline', 'related', 'similar', 'similarLines', 'relatedPapers', 'citations', 'linkedFrom'];

/** Megabytes of `bytes`, rounded. */
const mb = (bytes: number): string => `${Math.round(bytes / 2 ** 20)} MB`;

/** Takes the settings and the cache folder; builds the knowledge base and prints what it holds. */
export async function main(settings: Settings, cacheDir: string): Promise<void> {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const heap = (): number => {
    collect();
    collect();
    return process.memoryUsage().heapUsed;
  };
  const start = heap();
  const options = pipelineOptions(settings, cacheDir);
  const read = await readAndParse(options.contentDir, options);
  const files = read.parsed.length;
  const parsed = heap();
  console.log(`parses: ${mb(parsed - start)}, ${((parsed - start) / files / 1024).toFixed(1)} KB per file (${files} files, ${read.cached} from the cache)`);
  const kb = await assembleRead(read, options, undefined, { owned: true });
  await read.cacheWritten;
  read.parsed = [];
  const built = heap();
  const pages = kb.pages.length;
  console.log(`knowledge base: ${mb(built - start)}, ${((built - start) / pages / 1024).toFixed(1)} KB per page (${pages} pages)`);
  console.log(`peak resident memory so far: ${mb(process.resourceUsage().maxRSS * 1024)}`);
  let before = built;
  for (const field of FIELDS) {
    for (const page of kb.pages) Reflect.deleteProperty(page, field);
    const after = heap();
    console.log(`  ${field}: ${((before - after) / pages / 1024).toFixed(1)} KB per page`);
    before = after;
  }
  const rest = before;
  kb.pages = [];
  console.log(`  the rest of the pages: ${((rest - heap()) / pages / 1024).toFixed(1)} KB per page; clusters and findings: ${mb(heap() - start)}`);
}

if (isEntryScript(import.meta.url)) {
  const { values } = parseCommandLine(
    { options: { 'cache-dir': { type: 'string', default: CACHE_DIR } } },
    'usage: npx tsx scripts/kb-memory.ts [--cache-dir DIR]',
    process.argv.slice(2),
  );
  await main(settingsOrExit(), values['cache-dir']);
}
