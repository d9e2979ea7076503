// A parsing thread: receives batches of files, answers with their parses in the same order.
import { parentPort } from 'node:worker_threads';
import type { ContentPath } from '../../schemas/brand.ts';
import { parseHere } from './parse-all.ts';
import type { ParseContext } from './parse-file.ts';

/** A batch sent to a parsing thread. */
export interface ParseRequest {
  id: number;
  files: Array<{ path: ContentPath; text: string }>;
  /** The collection's parse context, the same for every file: plain data (its preamble's text), read once per batch. */
  context: ParseContext;
}

parentPort?.on('message', (request: ParseRequest) => {
  parentPort?.postMessage({ id: request.id, parsed: parseHere(request.files, request.context) });
});
