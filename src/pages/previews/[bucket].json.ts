// Link-preview data in bucket files: /previews/<bucket>.json maps each slug of the bucket to its
// preview (see src/client/preview/bucket.ts for why buckets rather than one file per page).
import type { APIRoute, GetStaticPaths } from 'astro';
import { previewBucket } from '../../client/preview/bucket.ts';
import type { PreviewData } from '../../schemas/preview.ts';
import { previewOf } from './_preview-of.ts';
import { getSite, ui } from 'virtual:research-notes/site';

export const getStaticPaths = (async () => {
  const site = await getSite();
  const buckets = new Map<string, Record<string, PreviewData>>();
  for (const page of site.kb.pages) {
    const name = previewBucket(page.slug);
    const bucket = buckets.get(name) ?? {};
    bucket[page.slug] = previewOf(page, site, ui);
    buckets.set(name, bucket);
  }
  return [...buckets].map(([bucket, previews]) => ({ params: { bucket }, props: { previews } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ previews: Record<string, PreviewData> }> = ({ props }) =>
  new Response(JSON.stringify(props.previews), { headers: { 'Content-Type': 'application/json' } });
