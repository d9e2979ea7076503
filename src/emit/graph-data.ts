// `/graph/data.json`: the full knowledge graph as compact parallel arrays, positions from the
// graph layout. A build lays the graph out on a worker thread while Astro renders (warm from the
// previous build's layout) and writes the file after; `astro dev` lays it out in memory on request.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { graphDataFor, prepareGraphLayout } from '../pipeline/derive/graph-stage.ts';
import type { DataEmitter, EmitInput, ServedFile } from './emitter.ts';

const PATH = 'graph/data.json';

/** The bytes of `/graph/data.json` for this input: the one producer of the file, in dev and in a build. */
async function graphDataFile({ kb, layoutFile }: EmitInput): Promise<ServedFile> {
  return { body: JSON.stringify(await graphDataFor(kb, layoutFile)), type: 'application/json' };
}

/** The full graph's data, laid out beside the render in a build. */
export const GRAPH_DATA: DataEmitter = {
  name: 'graph data',
  files: `/${PATH}`,
  owns: (path) => path === PATH,
  stage: 'after render',
  by: 'render process',
  serve: async (path, input) => (path === PATH ? graphDataFile(input) : undefined),
  start: ({ kb, layoutFile }) => {
    // The layout is computed once per knowledge base: `write` awaits this same run (and sees its failure).
    prepareGraphLayout(kb, layoutFile, { thread: true }).catch(() => undefined);
  },
  write: async (outDir, input) => {
    const { stats, seconds } = await prepareGraphLayout(input.kb, input.layoutFile, { thread: true });
    const file = await graphDataFile(input);
    await mkdir(join(outDir, 'graph'), { recursive: true });
    await writeFile(join(outDir, PATH), file.body);
    return `layout ${stats.mode}, ${seconds.toFixed(2)} s on its own thread, while rendering`;
  },
};
