// One small JSON file per page: its neighbourhood, fetched by the walkable graph as it walks.
// `npm run build` writes these files itself (src/build/incremental/neighbourhood-files.ts,
// the same bytes), so there this route emits nothing; it serves `astro dev` and a plain `astro build`.
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Slug } from '../../../schemas/brand.ts';
import { neighbourhoodJson } from '../../../build/incremental/neighbourhood-files.ts';
import { neighbourhoodPaths } from '../../../views/routes.ts';
import { getSite } from 'virtual:research-notes/site';

export const getStaticPaths = (() => neighbourhoodPaths()) satisfies GetStaticPaths;

export const GET: APIRoute<{ slug: Slug }> = async ({ props }) => {
  const site = await getSite();
  return new Response(neighbourhoodJson(site.kb, props.slug), { headers: { 'Content-Type': 'application/json' } });
};
