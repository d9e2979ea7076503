// One small JSON file per page: its neighbourhood, fetched by the walkable graph as it walks.
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Slug } from '../../../schemas/brand.ts';
import { buildGraphIndex } from '../../../pipeline/derive/graph-index.ts';
import { selectNeighbourhood } from '../../../pipeline/derive/neighbourhood.ts';
import { getSite } from '../../../site/kb.ts';

export const getStaticPaths = (async () => {
  const site = await getSite();
  return site.kb.pages.map((page) => ({ params: { slug: page.slug }, props: { slug: page.slug } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ slug: Slug }> = async ({ props }) => {
  const site = await getSite();
  const body = JSON.stringify(selectNeighbourhood(buildGraphIndex(site.kb), props.slug));
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
};
