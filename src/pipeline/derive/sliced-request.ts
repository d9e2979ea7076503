// A thread's request sent as several messages. Posting a message copies it whole on the sending
// thread (structured clone): a support or similarity request of 15,000 pages took 0.3–1.2 s of
// the dev server's main thread in one piece, which a save arriving meanwhile waited for. Sent in
// slices, one per turn of the event loop, the server reads a save between two slices, and the
// update the save starts stops the hand-off of a completion already out of date.
import type { MessagePort } from 'node:worker_threads';
import { InTurns } from '../node-typescript.ts';

/** Items of a request's list per slice: about a hundredth of a 15,000-page request, each copied in a few milliseconds. */
export const SLICE_ITEMS = 200;

/** A part of one of a request's lists, in order. */
interface ListSlice {
  sliceOf: string;
  items: unknown[];
}

/** The last message of a sliced request: its fields that are not lists. */
interface SlicesEnd {
  slicesEnd: Record<string, unknown>;
}

/**
 * The messages that send `request`: each list field in slices of `size` items (at least one, so an
 * empty list arrives as one), then its other fields. `receiveRequest` puts them together again.
 */
export function* requestSlices(request: object, size: number = SLICE_ITEMS): Generator<ListSlice | SlicesEnd> {
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (!Array.isArray(value)) {
      rest[key] = value;
      continue;
    }
    if (value.length === 0) yield { sliceOf: key, items: [] };
    for (let i = 0; i < value.length; i += size) yield { sliceOf: key, items: value.slice(i, i + size) };
  }
  yield { slicesEnd: rest };
}

/** How a thread is asked for one request: `signal` stops it; `inTurns` sends the request in slices (`requestSlices`), one per turn of the event loop. */
export interface AskOptions {
  signal?: AbortSignal | undefined;
  inTurns?: boolean | undefined;
}

/** `request` as its thread is sent it: whole, or with `inTurns` as its slices, one per turn. */
export function asSent(request: object, inTurns: boolean | undefined): unknown {
  return inTurns === true ? new InTurns(requestSlices(request)) : request;
}

/**
 * For a thread that serves one request: calls `answer` with the request once it has all arrived,
 * whether it came whole (one message) or in slices (`requestSlices`), and posts what it returns.
 */
export function receiveRequest<T>(port: MessagePort | null, answer: (request: T) => unknown): void {
  receive(port, answer, false);
}

/** `receiveRequest` for a thread kept between requests (`startKeptThread`): every request, in turn. */
export function receiveRequests<T>(port: MessagePort | null, answer: (request: T) => unknown): void {
  receive(port, answer, true);
}

/** Calls `answer` with each request as it arrives (or only the first, unless `every`), and posts its answer. */
function receive<T>(port: MessagePort | null, answer: (request: T) => unknown, every: boolean): void {
  if (port === null) return;
  let lists: Record<string, unknown[]> = {};
  const received = (message: unknown): void => {
    if (isListSlice(message)) {
      const list = lists[message.sliceOf] ?? [];
      lists[message.sliceOf] = list;
      for (const item of message.items) list.push(item);
      return;
    }
    if (!every) port.off('message', received);
    // Put together from the slices `requestSlices` made of a `T`, or a `T` sent whole.
    const request = (isSlicesEnd(message) ? { ...message.slicesEnd, ...lists } : message) as T;
    lists = {};
    port.postMessage(answer(request));
  };
  port.on('message', received);
}

function isListSlice(message: unknown): message is ListSlice {
  return typeof message === 'object' && message !== null && 'sliceOf' in message && 'items' in message;
}

function isSlicesEnd(message: unknown): message is SlicesEnd {
  return typeof message === 'object' && message !== null && 'slicesEnd' in message;
}
