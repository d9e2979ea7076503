import type { GraphModel } from './graph-model.ts';

/**
 * How the full map colours its nodes and treats pages not yet written, as the reader chose:
 * by kind (each kind its colour; shapes always tell kinds apart) or by cluster (each node in the
 * colour of its first cluster, colours repeating after `CLUSTER_COLOURS`); unwritten pages
 * shown alike, dimmed, or hidden.
 */
export interface MapStyle {
  colourBy: 'kind' | 'cluster';
  stubs: 'show' | 'dim' | 'hide';
}

/** The map as it first opens: colours by kind, unwritten pages dimmed so written ones stand out. */
export const DEFAULT_STYLE: MapStyle = { colourBy: 'kind', stubs: 'dim' };

/** How many cluster colours there are (`--graph-cluster-0` … `-11`); clusters beyond share them in turn. */
export const CLUSTER_COLOURS = 12;

/** Opacity of a dimmed unwritten page. */
export const STUB_ALPHA = 0.3;

/** Takes a reader's value for `colourBy`; returns it when valid, else the default. */
export function readColourBy(value: string): MapStyle['colourBy'] {
  return value === 'cluster' ? 'cluster' : 'kind';
}

/** Takes a reader's value for `stubs`; returns it when valid, else the default. */
export function readStubs(value: string): MapStyle['stubs'] {
  return value === 'show' || value === 'hide' ? value : DEFAULT_STYLE.stubs;
}

/**
 * Takes the model, a node and what colours it; returns the node's fill slot: its kind's index
 * (by kind), or its first cluster's colour (0 … CLUSTER_COLOURS − 1) and `CLUSTER_COLOURS` for
 * a page in no cluster (by cluster).
 */
export function fillOf(model: GraphModel, i: number, colourBy: MapStyle['colourBy']): number {
  if (colourBy === 'kind') return model.kind[i] ?? 0;
  const cluster = model.cluster[i] ?? -1;
  return cluster < 0 ? CLUSTER_COLOURS : cluster % CLUSTER_COLOURS;
}

/** How many fill slots `fillOf` can return. */
export function fillCount(model: GraphModel, colourBy: MapStyle['colourBy']): number {
  return colourBy === 'kind' ? model.kinds.length : CLUSTER_COLOURS + 1;
}
