// The full knowledge graph as compact parallel arrays, positions from the build-time layout.
import type { APIRoute } from 'astro';
import { graphDataFor } from '../../pipeline/derive/graph-stage.ts';
import { getSite } from '../../site/kb.ts';

export const GET: APIRoute = async () => {
  const site = await getSite();
  return new Response(JSON.stringify(await graphDataFor(site.kb)), { headers: { 'Content-Type': 'application/json' } });
};
