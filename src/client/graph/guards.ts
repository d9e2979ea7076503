import { GraphDataSchema, NeighbourhoodSchema, type GraphData, type Neighbourhood } from '../../schemas/graph.ts';

// The graph data the browser fetches is checked by the schemas that define it (`schemas/graph.ts`).

/** Takes parsed JSON and tells whether it is a neighbourhood file (`/graph/n/<slug>.json`). */
export function isNeighbourhood(value: unknown): value is Neighbourhood {
  return NeighbourhoodSchema.safeParse(value).success;
}

/** Takes parsed JSON and tells whether it is the full graph (`/graph/data.json`): arrays of one length, codes in range. */
export function isGraphData(value: unknown): value is GraphData {
  return GraphDataSchema.safeParse(value).success;
}
