// `/graph/n/<slug>.json`, one small file per page that the walkable graph fetches as it walks,
// written straight from the knowledge base instead of through one Astro route per page (which
// doubled the routes Astro renders). The same bytes as the route src/pages/graph/n/[slug].json.ts.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildGraphIndex } from '../../../pipeline/derive/graph-index.ts';
import { selectNeighbourhood } from '../../../pipeline/derive/neighbourhood.ts';
import type { Slug } from '../../../schemas/brand.ts';
import type { KnowledgeBase } from '../../../schemas/knowledge-base.ts';

/** Where the neighbourhood files go, relative to the output folder. */
export const NEIGHBOURHOOD_DIR = join('graph', 'n');

/** How many files are written at once: enough to keep the disk busy, few enough to hold little memory. */
const WRITES_AT_ONCE = 64;

/** The text of `/graph/n/<slug>.json` for the page `slug` of the knowledge base. */
export function neighbourhoodJson(kb: KnowledgeBase, slug: Slug): string {
  return JSON.stringify(selectNeighbourhood(buildGraphIndex(kb), slug));
}

/**
 * Writes `<slug>.json` into `dir` (the output's `graph/n/`, or a folder later moved there) for
 * every page of the knowledge base; returns the sha1 of each file by slug, so a page's render
 * fingerprint covers the neighbourhood graph it draws without selecting it twice.
 */
export async function writeNeighbourhoodFiles(kb: KnowledgeBase, dir: string): Promise<Map<Slug, string>> {
  await mkdir(dir, { recursive: true });
  const hashes = new Map<Slug, string>();
  let pending: Promise<void>[] = [];
  for (const page of kb.pages) {
    const text = neighbourhoodJson(kb, page.slug);
    hashes.set(page.slug, createHash('sha1').update(text).digest('hex'));
    pending.push(writeFile(join(dir, `${page.slug}.json`), text));
    if (pending.length >= WRITES_AT_ONCE) {
      await Promise.all(pending);
      pending = [];
    }
  }
  await Promise.all(pending);
  return hashes;
}
