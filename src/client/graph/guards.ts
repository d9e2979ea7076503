import type { GraphData, Neighbourhood } from '../../schemas/graph.ts';
import { KIND_NAME } from './kinds.ts';

/**
 * Shape checks for the graph data the browser fetches, against the types inferred from
 * `schemas/graph.ts`. Written by hand because zod would weigh more than the graph code itself.
 */

// From the kind names (a record over every kind) rather than the schema module, which would bring zod along.
const KINDS: readonly string[] = Object.keys(KIND_NAME);
const ROLES = new Set(['centre', 'related', 'source', 'paper', 'next', 'cited-by', 'link', 'second', 'more']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIntArray = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isInteger(n));
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Takes parsed JSON and tells whether it is a neighbourhood file (`/graph/n/<slug>.json`). */
export function isNeighbourhood(value: unknown): value is Neighbourhood {
  if (!isRecord(value) || value['v'] !== 1 || !Array.isArray(value['nodes']) || !isIntArray(value['edges'])) return false;
  const nodes: unknown[] = value['nodes'];
  const count = nodes.length;
  return (
    count > 0 &&
    nodes.every(
      (n) =>
        isRecord(n) &&
        typeof n['s'] === 'string' &&
        typeof n['t'] === 'string' &&
        typeof n['k'] === 'string' &&
        KINDS.includes(n['k']) &&
        typeof n['r'] === 'string' &&
        ROLES.has(n['r']),
    ) &&
    value['edges'].every((e) => e >= 0 && e < count)
  );
}

/** Takes parsed JSON and tells whether it is the full graph (`/graph/data.json`): arrays of one length, codes in range. */
export function isGraphData(value: unknown): value is GraphData {
  if (!isRecord(value) || value['v'] !== 1) return false;
  const { title, slug, kind, cluster, x, y, stubs, edges, clusters, kinds } = value;
  if (!isStringArray(title) || !isStringArray(slug) || !isStringArray(kinds)) return false;
  if (!isIntArray(kind) || !isIntArray(cluster) || !isIntArray(x) || !isIntArray(y) || !isIntArray(stubs) || !isIntArray(edges)) return false;
  const n = title.length;
  if (![slug, kind, cluster, x, y].every((a) => a.length === n) || edges.length % 2 !== 0) return false;
  if (!Array.isArray(clusters) || !clusters.every((c) => isRecord(c) && typeof c['name'] === 'string' && typeof c['slug'] === 'string' && isIntArray(c['members']))) return false;
  return kind.every((k) => k >= 0 && k < kinds.length) && cluster.every((c) => c >= -1 && c < clusters.length);
}
