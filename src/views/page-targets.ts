// One page of each kind of a built site, for the scripts that look at a site as a reader would
// (`npm run audit`, `npm run screenshots`).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import { KIND_IDS } from '../core/kinds.ts';
import { folderUrl, kindIndexUrl } from '../core/url.ts';

/** A page to open: a label for the report, its kind (or `home`, `cluster`, `stub`…), its path. */
export interface PageTarget {
  label: string;
  kind: string;
  path: string;
}

// Only what is read of dist/knowledge-base.json.
const ExportSchema = z.object({
  pages: z.array(
    z.object({
      kind: z.string(),
      url: z.string(),
      stub: z.boolean(),
      text: z.string(),
      clusters: z.array(z.string()),
    }),
  ),
});

/**
 * Takes a built site folder; returns home, for each kind its longest written page (the heaviest
 * to load, or a stub when the kind has no written page), a cluster (or the cluster index), a stub,
 * and the folders' page when the site shows its folders.
 */
export async function kindTargets(dist: string): Promise<PageTarget[]> {
  const { pages } = ExportSchema.parse(JSON.parse(await readFile(resolve(dist, 'knowledge-base.json'), 'utf8')));
  const found: PageTarget[] = [{ label: 'home', kind: 'home', path: '/' }];
  for (const kind of KIND_IDS) {
    const best = pages
      .filter((page) => page.kind === kind)
      .sort((a, b) => Number(a.stub) - Number(b.stub) || b.text.length - a.text.length || a.url.localeCompare(b.url))[0];
    if (best !== undefined) found.push({ label: best.stub ? `${kind} (stub)` : kind, kind, path: best.url });
  }
  const cluster = pages.flatMap((page) => page.clusters)[0];
  found.push(
    cluster === undefined
      ? { label: 'cluster index', kind: 'cluster', path: '/clusters/' }
      : { label: 'cluster', kind: 'cluster', path: `/clusters/${cluster}/` },
  );
  const stub = pages.find((page) => page.stub && page.kind === 'note') ?? pages.find((page) => page.stub);
  if (stub !== undefined) found.push({ label: `stub ${stub.kind}`, kind: 'stub', path: stub.url });
  if (existsSync(resolve(dist, 'folders', 'index.html'))) found.push({ label: 'folders', kind: 'folder', path: folderUrl([]) });
  return found;
}

/** The site-wide pages that are not pages of the knowledge base. */
export const SITE_TARGETS: readonly PageTarget[] = [
  { label: 'graph', kind: 'graph', path: '/graph/' },
  { label: 'search', kind: 'search', path: '/search/?q=warmth' },
  { label: 'integrity', kind: 'integrity', path: '/integrity/' },
  { label: 'notes index', kind: 'index', path: kindIndexUrl('note') },
];
