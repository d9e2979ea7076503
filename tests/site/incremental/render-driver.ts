// Drives one incremental render the way the build's render process does, for the end-to-end
// test: builds the knowledge base of CONTENT_DIR, renders into --out reusing --previous (with the
// manifest beside --cache), then records the new manifest as the build does after its swap.
// Prints `{"rerendered":[…],"reused":N}` on its last line. Exit code 3 when the content has errors.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contentDirFromEnv } from '../../../src/pipeline/content-dir.ts';
import { buildKnowledgeBase } from '../../../src/pipeline/knowledge-base.ts';
import { readRenderManifest, renderManifestFile, writeRenderManifest } from '../../../src/site/build/incremental/manifest-file.ts';
import { renderIncremental } from '../../../src/site/build/incremental/render-incremental.ts';

const { values: args } = parseArgs({
  options: { out: { type: 'string' }, cache: { type: 'string' }, previous: { type: 'string' } },
});
if (args.out === undefined || args.cache === undefined) throw new Error('render-driver needs --out DIR and --cache FILE');
const outDir = resolve(args.out);
const kbFile = resolve(args.cache);
const manifestFile = renderManifestFile(kbFile);

const kb = await buildKnowledgeBase({ contentDir: contentDirFromEnv(), workers: 1 });
if (kb.findings.some((finding) => finding.severity === 'error')) process.exit(3);
const manifest = args.previous === undefined ? null : await readRenderManifest(manifestFile);
const previous = args.previous === undefined || manifest === null ? null : { dir: resolve(args.previous), manifest };
const result = await renderIncremental({ root: process.cwd(), kb, kbFile, outDir, previous, logLevel: 'error' });
await writeRenderManifest(manifestFile, result.manifest);
console.log(JSON.stringify({ rerendered: [...result.rerendered].sort(), reused: result.reused }));
process.exit(0);
