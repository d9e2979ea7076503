// Drives one incremental render the way the build's render process does, for the end-to-end
// test: builds the knowledge base of CONTENT_DIR, renders into --out reusing --previous (with the
// manifest file --manifest), then records the new manifest there as the build does after its swap.
// Prints `{"rerendered":[…],"reused":N}` on its last line. Exit code 3 when the content has errors.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSettings } from '../../../src/config/load.ts';
import { siteContext } from '../../../src/integration/context.ts';
import { buildKnowledgeBase } from '../../../src/pipeline/knowledge-base.ts';
import { RenderManifestSchema } from '../../../src/schemas/render-manifest.ts';
import { renderIncremental } from '../../../src/build/incremental/render-incremental.ts';

const { values: args } = parseArgs({
  options: { out: { type: 'string' }, manifest: { type: 'string' }, previous: { type: 'string' } },
});
if (args.out === undefined || args.manifest === undefined) throw new Error('render-driver needs --out DIR and --manifest FILE');
const outDir = resolve(args.out);
const manifestFile = resolve(args.manifest);

const settings = loadSettings();
const kb = await buildKnowledgeBase({ contentDir: settings.contentDir, workers: 1 });
if (kb.findings.some((finding) => finding.severity === 'error')) process.exit(3);
const previous =
  args.previous === undefined ? null : { dir: resolve(args.previous), manifest: RenderManifestSchema.parse(JSON.parse(await readFile(manifestFile, 'utf8'))) };
const result = await renderIncremental({ context: siteContext(settings, { from: 'content', cacheDir: '.cache' }), kb, outDir, previous, logLevel: 'error' });
await writeFile(manifestFile, JSON.stringify(result.manifest));
console.log(JSON.stringify({ rerendered: [...result.rerendered].sort(), reused: result.reused }));
process.exit(0);
