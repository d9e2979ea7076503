// `npm run build [-- --out DIR] [--cache FILE] [--kb FILE] [--allow-missing] [--verbose]`: builds the knowledge base,
// stops on content errors before touching the output, renders with Astro into a fresh folder,
// indexes it with Pagefind, writes the data export and swaps the result into dist/.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { KnowledgeBase } from '../src/schemas/knowledge-base.ts';
import { copyAttachments } from '../src/site/build/attachments.ts';
import { renderSite } from '../src/site/build/render.ts';
import { indexSite } from '../src/site/build/search-index.ts';
import { timed, type StageTime } from '../src/site/build/stages.ts';
import { freshOutDir, swapInto } from '../src/site/build/swap.ts';
import { contentDirFromEnv } from '../src/pipeline/content-dir.ts';
import { buildKnowledgeBase, toExport } from '../src/pipeline/knowledge-base.ts';
import { formatFindings, summary } from '../src/pipeline/report.ts';
import { handOver, KB_CACHE_FILE, siteFromData } from '../src/site/kb.ts';
import { layoutCacheFile, prepareGraphLayout } from '../src/pipeline/derive/graph-stage.ts';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    cache: { type: 'string', default: KB_CACHE_FILE },
    kb: { type: 'string' },
    'allow-missing': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const root = process.cwd();
const contentDir = contentDirFromEnv();
const dest = resolve(args.out);
const cacheFile = resolve(args.cache);
const fresh = freshOutDir(root);
const times: StageTime[] = [];
const kbStages: StageTime[] = [];
const started = performance.now();

async function loadKnowledgeBase(): Promise<KnowledgeBase> {
  if (args.kb !== undefined) {
    const file = resolve(args.kb);
    return siteFromData(JSON.parse(await readFile(file, 'utf8')), file).kb;
  }
  // Parses are cached beside the knowledge-base file, so a rebuild parses only the edited files.
  return buildKnowledgeBase({
    contentDir,
    allowMissing: args['allow-missing'],
    cacheDir: resolve(dirname(cacheFile), 'parse'),
    workers: availableParallelism(),
    onStage: (name, seconds, detail) => kbStages.push({ name, seconds, detail }),
  });
}

async function main(): Promise<number> {
  const kb = await timed(times, 'knowledge base', loadKnowledgeBase, (k) => `${k.pages.length} pages, ${k.clusters.length} clusters`);
  if (kbStages.length > 0) console.log(`  (${kbStages.map((t) => `${t.name} ${t.seconds.toFixed(2)} s${t.detail ? ` [${t.detail}]` : ''}`).join(', ')})`);
  // Info findings (e.g. notes nothing links to) can run to thousands; `npm run check` lists them, --verbose shows them here.
  const shown = kb.findings.filter((finding) => args.verbose || finding.severity !== 'info');
  if (shown.length > 0) console.log(formatFindings(shown));
  console.log(`build: ${summary(kb.findings, kb.pages.length, relative(root, contentDir) || contentDir)}`);
  const errors = kb.findings.filter((finding) => finding.severity === 'error').length;
  if (errors > 0) {
    console.error(`build: stopped: the content has ${errors} error(s), listed above. ${relative(root, dest) || dest}/ was not touched.`);
    return 1;
  }

  await timed(times, 'cache', async () => {
    await mkdir(dirname(cacheFile), { recursive: true });
    await writeFile(cacheFile, JSON.stringify(kb));
  }, () => relative(root, cacheFile));

  // The graph layout as its own stage (warm from the previous build's); /graph/data.json reuses it.
  await timed(times, 'graph layout', () => prepareGraphLayout(kb, layoutCacheFile({ ...process.env, KB_FILE: cacheFile })), (r) => r.stats.mode);

  await rm(fresh, { recursive: true, force: true });
  await mkdir(dirname(fresh), { recursive: true });
  try {
    // Astro renders in this process: the pages take the knowledge base from memory instead of re-reading the file.
    handOver(kb);
    await timed(times, 'render (Astro)', () =>
      renderSite({ root, outDir: fresh, kbFile: cacheFile, logLevel: args.verbose ? 'info' : 'warn' }),
    );
    await timed(times, 'attachments', () => copyAttachments(kb, contentDir, fresh), (n) => `${n} files`);
    await timed(times, 'search index', () => indexSite(fresh), (n) => `${n} pages indexed`);
    await timed(times, 'data export', () =>
      writeFile(resolve(fresh, 'knowledge-base.json'), JSON.stringify(toExport(kb))),
    );
    await timed(times, 'swap', () => swapInto(fresh, dest), () => `into ${relative(root, dest) || dest}/`);
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
  const total = (performance.now() - started) / 1000;
  const timingsFile = process.env['BENCH_TIMINGS'];
  if (timingsFile) {
    // The knowledge base in its sub-stages, so the bench shows where its time goes without counting it twice.
    const stages = times.flatMap((t) => (t.name === 'knowledge base' && kbStages.length > 0 ? kbStages : [t]));
    await writeFile(timingsFile, JSON.stringify({ stages: stages.map(({ name, seconds }) => ({ name, seconds })) }));
  }
  console.log(`build: done in ${total.toFixed(2)} s (${times.map((t) => `${t.name} ${t.seconds.toFixed(2)} s`).join(', ')})`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    if (args.verbose && error instanceof Error && error.stack) console.error(error.stack);
    console.error(`build: failed; ${relative(root, dest) || dest}/ was left as it was.`);
    process.exit(1);
  },
);
