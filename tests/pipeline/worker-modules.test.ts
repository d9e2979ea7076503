// The worker threads' modules are loaded by Node itself, outside any bundler: under `astro dev` and
// in a build (src/pipeline/node-typescript.ts) by Node's own TypeScript type stripping, which refuses
// syntax that is more than types (parameter properties, enums, namespaces). A dev server on a vault
// without a parse cache starts the parse threads, so every worker module, with all it imports, must
// load that way; so must the build's render process.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../site/build-helper.ts';

const run = promisify(execFile);

/** Every worker module the code starts (`new Worker(new URL('./x.ts', import.meta.url))`, `typeScriptWorker(…)`, `askThread(…)`, `startThread(…)` or `startKeptThread(…)`, which builds start so), found in the files that start them. */
async function workerModules(): Promise<string[]> {
  const starters = [
    'src/pipeline/parse/parse-all.ts',
    'src/pipeline/derive/similarity.ts',
    'src/pipeline/derive/support/derive-support.ts',
    'src/pipeline/derive/support/support-session.ts',
    'src/pipeline/derive/graph-stage.ts',
  ];
  const found: string[] = [];
  for (const file of starters) {
    const text = await readFile(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/(?:new Worker|typeScriptWorker|askThread|startThread|startKeptThread)(?:<\w+>)?\(new URL\('\.\/([^']+\.ts)'/g))
      found.push(join(file, '..', match[1] ?? ''));
  }
  return found;
}

describe('worker modules', () => {
  it('all load under Node type stripping alone, as the dev server starts them', async () => {
    const modules = await workerModules();
    expect(modules).toHaveLength(5);
    const script = `await Promise.all(${JSON.stringify(modules.map((m) => `./${m}`))}.map((m) => import(m)));`;
    // The worker modules wait for messages on `parentPort`, which is null outside a worker: they only load here.
    const { stderr } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT });
    expect(stderr).not.toMatch(/ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX|strip-only/);
  }, 60_000);

  it('and so does the render process, which `npm run build` starts without tsx where Node strips types', async () => {
    // Its work with all it imports (the pipeline, the emitters, Astro's integration), without the script's IPC start.
    const script = `await import('./src/orchestrate/render-process.ts');`;
    const { stderr } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT });
    expect(stderr).not.toMatch(/ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX|strip-only/);
  }, 60_000);
});
