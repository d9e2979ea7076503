// How the build's own threads and processes load their TypeScript. A worker thread inherits this
// thread's options and the render process was given them, so under tsx (`npm run build`) each
// registered tsx's loader again and resolved and compiled its modules through it: a thread that
// loads the parser took 1.0 s of CPU that way against 0.55 s where Node strips the types itself
// (22.18 and later), with the same modules and the same results. tests/pipeline/worker-modules.test.ts
// keeps every module they load free of what type stripping refuses (parameter properties, enums).
import { setImmediate as nextTurn } from 'node:timers/promises';
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

/** A request sent as several messages, one per turn of the event loop, so that this thread does other work between them (see `sliced-request.ts`). */
export class InTurns {
  readonly messages: Iterable<unknown>;
  constructor(messages: Iterable<unknown>) {
    this.messages = messages;
  }
}

/** A worker thread started before its one request, so that it loads its modules while this thread works on. */
export interface StartedThread<T> {
  /**
   * Sends the thread `request` (as one message, or `InTurns`: the rest stops being sent when
   * `signal` aborts) and resolves with its one answer; the thread ends then, or at once when
   * `signal` aborts (the promise rejects with the signal's reason).
   */
  ask(request: unknown, signal?: AbortSignal): Promise<T>;
  /** Ends a thread that will not be asked (the work it was started for failed before). */
  stop(): Promise<void>;
}

/**
 * Starts the thread of `file` (`typeScriptWorker`) to be asked later. Until it is asked it does not
 * keep the process alive. `name` says which thread in the error of one that stops without answering.
 */
export function startThread<T>(file: URL, name: string): StartedThread<T> {
  const worker = typeScriptWorker(file);
  worker.unref();
  // An error before the thread is asked (its modules failed to load) is the answer's to report.
  const early = new Promise<never>((_, reject) => worker.once('error', reject));
  early.catch(() => undefined);
  return {
    ask(request, signal) {
      if (signal?.aborted === true) return worker.terminate().then(() => Promise.reject(signal.reason));
      worker.ref();
      const aborted = (): void => void worker.terminate();
      signal?.addEventListener('abort', aborted, { once: true });
      const answer = new Promise<T>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('exit', (code) =>
          reject(signal?.aborted === true ? signal.reason : new Error(`the ${name} thread stopped (exit code ${code}) before it answered`)),
        );
      });
      // No closure here holds the request: once sent (copied to the thread), it is this thread's to free while the answer is awaited.
      const sent = send(worker, request, signal);
      return Promise.race([answer, sent, early]).finally(() => {
        signal?.removeEventListener('abort', aborted);
        return worker.terminate();
      });
    },
    stop: () => worker.terminate().then(() => undefined),
  };
}

/**
 * A worker thread kept between requests, so that what it holds (a memo of its last answer) serves
 * the next: `ask` as `StartedThread.ask`, but the thread answers and stays. A request stopped by its
 * signal, or a thread that fails, ends that thread; the next request starts a new one, which holds
 * nothing yet. `stop` ends it. Between requests it does not keep the process alive.
 */
export function startKeptThread<T>(file: URL, name: string): StartedThread<T> {
  // Started at once, as `startThread`, so that it loads its modules before the first request.
  const start = (): Worker => {
    const started = typeScriptWorker(file);
    started.unref();
    // A thread that fails between requests (its modules did not load) is started again by the next.
    started.on('error', () => {
      if (worker === started) worker = undefined;
    });
    return started;
  };
  let worker: Worker | undefined = start();
  // The latest request's end, settled whether it answered or failed.
  let asking: Promise<unknown> = Promise.resolve();
  const end = (ended: Worker): Promise<void> => {
    if (worker === ended) worker = undefined;
    return ended.terminate().then(() => undefined);
  };
  const askOnce = (request: unknown, signal: AbortSignal | undefined): Promise<T> => {
    if (signal?.aborted === true) return Promise.reject(signal.reason);
    worker ??= start();
    const thread = worker;
    thread.ref();
    const aborted = (): void => void end(thread);
    signal?.addEventListener('abort', aborted, { once: true });
    let onMessage: (answer: T) => void = () => undefined;
    let onExit: (code: number) => void = () => undefined;
    let onError: (error: Error) => void = () => undefined;
    const answer = new Promise<T>((resolve, reject) => {
      onMessage = resolve;
      onExit = (code) => reject(signal?.aborted === true ? signal.reason : new Error(`the ${name} thread stopped (exit code ${code}) before it answered`));
      onError = reject;
      thread.once('message', onMessage);
      thread.once('exit', onExit);
      thread.once('error', onError);
    });
    return Promise.race([answer, send(thread, request, signal)])
      .catch((error: unknown) => {
        void end(thread);
        throw error;
      })
      .finally(() => {
        signal?.removeEventListener('abort', aborted);
        thread.off('message', onMessage);
        thread.off('exit', onExit);
        thread.off('error', onError);
        thread.unref();
      });
  };
  return {
    ask(request, signal) {
      // One request at a time: a thread answers its requests in order, each with one message.
      const asked = asking.then(() => askOnce(request, signal));
      asking = asked.catch(() => undefined);
      return asked;
    },
    stop: () => (worker === undefined ? Promise.resolve() : end(worker)),
  };
}

/** Posts `request` to `worker` (an `InTurns` one message per turn); the promise never resolves, and rejects if posting fails. */
function send(worker: Worker, request: unknown, signal: AbortSignal | undefined): Promise<never> {
  try {
    if (request instanceof InTurns) return postInTurns(worker, request.messages, signal).then(() => new Promise<never>(() => undefined));
    worker.postMessage(request);
    return new Promise<never>(() => undefined);
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Posts `messages` to `worker`, one per turn of the event loop, until `signal` aborts. */
async function postInTurns(worker: Worker, messages: Iterable<unknown>, signal: AbortSignal | undefined): Promise<void> {
  for (const message of messages) {
    if (signal?.aborted === true) return;
    worker.postMessage(message);
    await nextTurn();
  }
}

/**
 * Starts the thread of `file` (`typeScriptWorker`), sends it `request` and resolves with its one
 * answer: `startThread(file, name).ask(request, signal)`.
 */
export function askThread<T>(file: URL, request: unknown, name: string, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted === true) return Promise.reject(signal.reason);
  return startThread<T>(file, name).ask(request, signal);
}
