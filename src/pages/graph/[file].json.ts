// The full knowledge graph as compact parallel arrays, positions from the build-time layout:
// `/graph/data.json`. The build writes it itself (the layout runs on a thread while Astro renders),
// so this route renders it only where there is no build script: `astro dev`.
import type { APIRoute, GetStaticPaths } from 'astro';
import { graphDataFor } from '../../pipeline/derive/graph-stage.ts';
import { isWrittenByBuild } from '../../handoff/written-by-build.ts';
import { getSite } from 'virtual:research-notes/site';

export const getStaticPaths = (() => (isWrittenByBuild('graph-data') ? [] : [{ params: { file: 'data' } }])) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const site = await getSite();
  return new Response(JSON.stringify(await graphDataFor(site.kb)), { headers: { 'Content-Type': 'application/json' } });
};
