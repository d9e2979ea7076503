// Starts `astro dev` the way `npm run dev` does, on a content folder of the test's choosing.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './build-helper.ts';

/** How long `astro dev` may take to print its address on a loaded machine before the test gives up and shows what it printed. */
export const START_LIMIT_MS = 150_000;

/** Starts `astro dev` on `contentDir` (beside any dev server already running); resolves with the process and its address once it prints it. */
export function startDevServer(contentDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const astro = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  // As `npm run dev` runs it: without the test runner's variables (under NODE_ENV=test or VITEST, Astro serves no pages).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  const child = spawn(process.execPath, [astro, 'dev', '--ignore-lock', '--host', '127.0.0.1', '--port', '0'], {
    cwd: ROOT,
    env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', CONTENT_DIR: contentDir },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`astro dev printed no address in ${START_LIMIT_MS / 1000} s:\n${output}`)), START_LIMIT_MS);
    const read = (chunk: Buffer): void => {
      // Colours are on where CI is set: the address sits between escape codes.
      output += stripVTControlCharacters(chunk.toString());
      const address = /Local\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (address?.[1]) {
        clearTimeout(timer);
        resolve({ child, origin: address[1] });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`astro dev exited (${String(code)}) before serving:\n${output}`)));
  });
}
