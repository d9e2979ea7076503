import { availableParallelism } from 'node:os';
import { typeScriptWorker } from '../node-typescript.ts';
import { ParseCache, parseKey } from './parse-cache.ts';
import type { ParseRequest } from './parse-worker.ts';
import { type ParseContext, parseFile, type ParsedFile, withPreambleMacros } from './parse-file.ts';
import type { SourceFile } from '../read/read.ts';

/** How to parse a content folder's files: where the cache lives and how many threads may parse. */
export interface ParseOptions {
  /** Folder of the parse cache (see `ParseCache`). Default: none, every file is parsed. */
  cacheDir?: string | undefined;
  /** Parsing threads to use when there are many files to parse; `0` parses in this thread. Default: `0`. */
  workers?: number | undefined;
}

/** What parsing a folder's files gives, with how many came from the cache. */
export interface ParseAllResult {
  parsed: ParsedFile[];
  cached: number;
  /** Each file's cache key (`parseKey`), in order; empty without a cache. */
  keys: string[];
  /**
   * The new parses being written to the cache, which the caller awaits before it ends: the write
   * goes on while the caller assembles (it runs whenever that thread waits, e.g. for the support
   * thread). Settled at once without a cache or without new parses.
   */
  cacheWritten: Promise<void>;
}

// Below this many files a thread's start-up (loading the parser, about 0.3 s) costs more than it saves.
const MIN_FILES_FOR_WORKERS = 400;
const BATCH = 100;

/** The number of parsing threads worth starting on this machine (one per core, at most `wanted`). */
export function workerCount(wanted: number): number {
  return Math.max(0, Math.min(wanted, availableParallelism()));
}

/** Parses `files` in order (with `context`, the collection's), reading unchanged files from the cache and spreading the rest over threads. */
export async function parseAll(files: readonly SourceFile[], options: ParseOptions = {}, context: ParseContext = {}): Promise<ParseAllResult> {
  const cache = options.cacheDir === undefined ? undefined : await ParseCache.open(options.cacheDir);
  const keys = cache ? files.map((f) => parseKey(f, context)) : [];
  const hits = cache ? await cache.load(keys) : [];
  const missing: number[] = [];
  files.forEach((_, i) => {
    if (hits[i] === undefined) missing.push(i);
  });
  const threads = workerCount(options.workers ?? 0);
  const fresh =
    threads > 0 && missing.length >= MIN_FILES_FOR_WORKERS
      ? await parseInThreads(
          missing.map((i) => files[i] as SourceFile),
          threads,
          context,
        )
      : parseHere(
          missing.map((i) => files[i] as SourceFile),
          context,
        );
  const parsed = files.map((_, i) => hits[i]);
  missing.forEach((fileIndex, j) => {
    parsed[fileIndex] = fresh[j];
  });
  const cacheWritten = cache
    ? cache.save(
        missing.map((fileIndex, j) => ({ key: keys[fileIndex] as string, parsed: fresh[j] as ParsedFile })),
        new Set(keys),
      )
    : Promise.resolve();
  // A failed write is awaited by the caller; until then this keeps Node from reporting it as unhandled.
  cacheWritten.catch(() => undefined);
  return { parsed: parsed as ParsedFile[], cached: files.length - missing.length, keys, cacheWritten };
}

/** Parses `files` in this thread, reading the context's preamble once for all of them. */
export function parseHere(files: readonly SourceFile[], context: ParseContext): ParsedFile[] {
  const prepared = withPreambleMacros(context);
  return files.map((f) => parseFile(f.path, f.text, prepared));
}

/** Batches each thread holds at once: the next is there when it finishes one, so it never waits for this thread to read its answer. */
const IN_FLIGHT = 2;

/** Parses `files` on `threads` worker threads, handing out batches as threads free up; results in input order. */
async function parseInThreads(files: readonly SourceFile[], threads: number, context: ParseContext): Promise<ParsedFile[]> {
  const out: ParsedFile[] = new Array<ParsedFile>(files.length);
  let next = 0;
  const workers = Array.from({ length: threads }, () => typeScriptWorker(new URL('./parse-worker.ts', import.meta.url)));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let pending = 0;
            const send = (): void => {
              if (next >= files.length) {
                if (pending === 0) resolve();
                return;
              }
              const start = next;
              next = Math.min(files.length, start + BATCH);
              const request: ParseRequest = {
                id: start,
                files: files.slice(start, next).map((f) => ({ path: f.path, text: f.text })),
                context: { mathPreamble: context.mathPreamble },
              };
              pending += 1;
              worker.postMessage(request);
            };
            worker.on('message', (reply: { id: number; parsed: ParsedFile[] }) => {
              pending -= 1;
              reply.parsed.forEach((p, j) => {
                out[reply.id + j] = p;
              });
              send();
            });
            worker.once('error', reject);
            for (let k = 0; k < IN_FLIGHT; k += 1) send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return out;
}
