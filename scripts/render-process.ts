// The render process: `scripts/build.ts` starts it to build the knowledge base and render the site
// into a fresh folder (src/orchestrate/render-process.ts), then indexes that folder once this process has
// exited, so that the knowledge base's memory is given back before Pagefind needs its own.
// Arguments: --fresh DIR --dest DIR --result FILE --cache-dir DIR [--kb FILE] [--allow-missing] [--drafts] [--verbose].
// Exit codes: 0 rendered (result written), 3 the content has errors (listed on stdout), 2 the
// configuration cannot be used, 1 failed.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderProcess } from '../src/orchestrate/render-process.ts';
import type { RenderMessage } from '../src/schemas/render-result.ts';
import { contextOrExit } from './command-line.ts';

const { values: args } = parseArgs({
  options: {
    fresh: { type: 'string' },
    dest: { type: 'string' },
    result: { type: 'string' },
    'cache-dir': { type: 'string' },
    kb: { type: 'string' },
    'allow-missing': { type: 'boolean', default: false },
    drafts: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

function required(name: 'fresh' | 'dest' | 'result' | 'cache-dir'): string {
  const value = args[name];
  if (value === undefined) throw new Error(`the render process needs --${name}; it is started by scripts/build.ts`);
  return resolve(value);
}

/** Sends the build script a message when it listens (it does over IPC); resolves once it is sent. */
function tell(message: RenderMessage): Promise<void> {
  const send = process.send?.bind(process);
  if (send === undefined) return Promise.resolve();
  return new Promise((done, fail) => {
    send(message, undefined, {}, (error: Error | null) => (error ? fail(error) : done()));
  });
}

async function main(): Promise<number> {
  const cacheDir = required('cache-dir');
  const context = contextOrExit({ from: 'content', cacheDir });
  const options = {
    fresh: required('fresh'),
    dest: required('dest'),
    result: required('result'),
    cacheDir,
    kb: args.kb,
    allowMissing: args['allow-missing'],
    drafts: args.drafts,
    verbose: args.verbose,
  };
  return renderProcess(context, options, tell);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    if (args.verbose && error instanceof Error && error.stack) console.error(error.stack);
    process.exit(1);
  },
);
