// How the build's worker threads load their TypeScript. A worker inherits this thread's options, so
// under tsx (`npm run build`) it registers tsx's loader again and resolves and compiles its modules
// through it: starting the parser's thread took 1.0 s of CPU that way against 0.55 s where Node
// strips the types itself (22.18 and later), with the same modules and the same results.
import { Worker } from 'node:worker_threads';

/** Whether a command-line option registers tsx (its `--require`/`--import` of a file under `tsx/`). */
const TSX_FILE = /[\\/]tsx[\\/]/;
/** V8's heap options, which apply to the whole process and which a worker's own options may not hold. */
const PROCESS_WIDE = /^--(?:max-old-space-size|max-semi-space-size|stack-size)(?:=|$)/;

/**
 * Takes this thread's command-line options and whether Node strips types itself; returns the
 * options for a worker thread that runs a TypeScript file: this thread's less tsx's loader and
 * V8's heap options, or `undefined` (the worker inherits this thread's) when Node cannot run
 * TypeScript alone or no loader was registered.
 */
export function workerExecArgv(execArgv: readonly string[], nodeStripsTypes: boolean): string[] | undefined {
  if (!nodeStripsTypes) return undefined;
  const kept: string[] = [];
  let loader = false;
  for (let i = 0; i < execArgv.length; i++) {
    const option = execArgv[i] ?? '';
    if ((option === '--require' || option === '--import' || option === '-r') && TSX_FILE.test(execArgv[i + 1] ?? '')) {
      loader = true;
      i++;
    } else if (/^--(?:require|import)=/.test(option) && TSX_FILE.test(option)) loader = true;
    else if (!PROCESS_WIDE.test(option)) kept.push(option);
  }
  return loader ? kept : undefined;
}

/**
 * Starts a worker thread running the TypeScript file `file`, without tsx's loader where Node runs
 * TypeScript itself (see `workerExecArgv`); with this thread's options when the worker refuses the
 * ones left (a V8 option it does not take).
 */
export function typeScriptWorker(file: URL): Worker {
  const execArgv = workerExecArgv(process.execArgv, process.features.typescript !== false);
  if (execArgv === undefined) return new Worker(file);
  try {
    return new Worker(file, { execArgv });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_INVALID_EXEC_ARGV') return new Worker(file);
    throw error;
  }
}
