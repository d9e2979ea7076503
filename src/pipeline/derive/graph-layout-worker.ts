// A layout thread: lays out the graph it is sent while the main thread goes on (the build renders
// pages meanwhile), and answers with the layout and what the run did.
import { parentPort } from 'node:worker_threads';
import type { GraphLayout } from '../../schemas/graph.ts';
import { layoutGraph, type LayoutInput } from './graph-layout.ts';

/** What the layout thread is sent: the graph and the previous build's layout, if any. */
export interface LayoutRequest {
  input: LayoutInput;
  previous: GraphLayout | undefined;
}

parentPort?.once('message', (request: LayoutRequest) => {
  parentPort?.postMessage(layoutGraph(request.input, request.previous));
});
