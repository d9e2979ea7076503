// One small JSON file per page for link previews: /previews/<slug>.json (see src/client/preview/).
import type { APIRoute, GetStaticPaths } from 'astro';
import type { KbPage } from '../../schemas/knowledge-base.ts';
import { getSite } from '../../site/kb.ts';
import { previewOf } from './_preview-of.ts';

export const getStaticPaths = (async () => {
  const site = await getSite();
  return site.kb.pages.map((page) => ({ params: { slug: page.slug }, props: { page } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ page: KbPage }> = ({ props }) =>
  new Response(JSON.stringify(previewOf(props.page)), { headers: { 'Content-Type': 'application/json' } });
