// How the build's own threads and processes load their TypeScript. A worker thread inherits this
// thread's options and the render process was given them, so under tsx (`npm run build`) each
// registered tsx's loader again and resolved and compiled its modules through it: a thread that
// loads the parser took 1.0 s of CPU that way against 0.55 s where Node strips the types itself
// (22.18 and later), with the same modules and the same results. tests/pipeline/worker-modules.test.ts
// keeps every module they load free of what type stripping refuses (parameter properties, enums).
import { Worker } from 'node:worker_threads';

/** Whether a command-line option registers tsx (its `--require`/`--import` of a file under `tsx/`). */
const TSX_FILE = /[\\/]tsx[\\/]/;
/** V8's heap options, which apply to the whole process and which a worker's own options may not hold. */
const PROCESS_WIDE = /^--(?:max-old-space-size|max-semi-space-size|stack-size)(?:=|$)/;

/** Whether this Node runs TypeScript files itself (`process.features.typescript`). */
export const NODE_STRIPS_TYPES: boolean = process.features.typescript !== false;

/**
 * Takes command-line options and whether Node strips types itself; returns them less tsx's loader
 * (its `--require` and `--import`), or `undefined` when Node cannot run TypeScript alone or no
 * loader was registered (the options then stay as they are).
 */
export function withoutTsx(execArgv: readonly string[], nodeStripsTypes: boolean = NODE_STRIPS_TYPES): string[] | undefined {
  if (!nodeStripsTypes) return undefined;
  const kept: string[] = [];
  let loader = false;
  for (let i = 0; i < execArgv.length; i++) {
    const option = execArgv[i] ?? '';
    if ((option === '--require' || option === '--import' || option === '-r') && TSX_FILE.test(execArgv[i + 1] ?? '')) {
      loader = true;
      i++;
    } else if (/^--(?:require|import)=/.test(option) && TSX_FILE.test(option)) loader = true;
    else kept.push(option);
  }
  return loader ? kept : undefined;
}

/** `withoutTsx` for a worker thread, less V8's heap options too, which a worker may not be given; `undefined`: the worker inherits this thread's. */
export function workerExecArgv(execArgv: readonly string[], nodeStripsTypes: boolean = NODE_STRIPS_TYPES): string[] | undefined {
  return withoutTsx(execArgv, nodeStripsTypes)?.filter((option) => !PROCESS_WIDE.test(option));
}

/**
 * Starts a worker thread running the TypeScript file `file`, without tsx's loader where Node runs
 * TypeScript itself; with this thread's options when the worker refuses the ones left (a V8 option
 * it does not take).
 */
export function typeScriptWorker(file: URL): Worker {
  const execArgv = workerExecArgv(process.execArgv);
  if (execArgv === undefined) return new Worker(file);
  try {
    return new Worker(file, { execArgv });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_INVALID_EXEC_ARGV') return new Worker(file);
    throw error;
  }
}

/**
 * Starts the thread of `file` (`typeScriptWorker`), sends it `request` and resolves with its one
 * answer; the thread ends then, or at once when `signal` aborts (the promise rejects with the
 * signal's reason). `name` says which thread in the error of one that stops without answering.
 */
export function askThread<T>(file: URL, request: unknown, name: string, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted === true) return Promise.reject(signal.reason);
  const worker = typeScriptWorker(file);
  const aborted = (): void => void worker.terminate();
  signal?.addEventListener('abort', aborted, { once: true });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(signal?.aborted === true ? signal.reason : new Error(`the ${name} thread stopped (exit code ${code}) before it answered`)),
    );
    worker.postMessage(request);
  }).finally(() => {
    signal?.removeEventListener('abort', aborted);
    return worker.terminate();
  });
}
