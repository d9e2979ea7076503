// One small JSON file per page: its neighbourhood, fetched by the walkable graph as it walks.
// `npm run build` writes these files itself (src/site/build/incremental/neighbourhood-files.ts,
// the same bytes), so there this route emits nothing; it serves `astro dev` and a plain `astro build`.
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Slug } from '../../../schemas/brand.ts';
import { buildGraphIndex } from '../../../pipeline/derive/graph-index.ts';
import { selectNeighbourhood } from '../../../pipeline/derive/neighbourhood.ts';
import { getSite } from '../../../site/kb.ts';
import { neighbourhoodPaths } from '../../../site/routes.ts';

export const getStaticPaths = (() => neighbourhoodPaths()) satisfies GetStaticPaths;

export const GET: APIRoute<{ slug: Slug }> = async ({ props }) => {
  const site = await getSite();
  const body = JSON.stringify(selectNeighbourhood(buildGraphIndex(site.kb), props.slug));
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
};
