// `/knowledge-base.json`: the whole collection as data, every page without its rendered body
// (docs/data-export.md). A build writes it while the search index is made; `astro dev` serves it.
import { join } from 'node:path';
import { toExport } from '../pipeline/knowledge-base.ts';
import type { DataEmitter } from './emitter.ts';
import { writeJsonFile } from './json-stream.ts';

const PATH = 'knowledge-base.json';

/** The data export. */
export const DATA_EXPORT: DataEmitter = {
  name: 'data export',
  files: `/${PATH}`,
  owns: (path) => path === PATH,
  stage: 'beside search index',
  by: 'render process',
  // Streamed in a build, whole here: the same bytes (writeJsonFile writes what JSON.stringify gives).
  serve: async (path, { kb }) => (path === PATH ? { body: JSON.stringify(toExport(kb)), type: 'application/json' } : undefined),
  write: async (outDir, { kb }) => {
    await writeJsonFile(join(outDir, PATH), toExport(kb));
    return 'alongside the search index';
  },
};
