// One page of each kind of a built site, for the scripts that look at a site as a reader would
// (`npm run audit`, `npm run screenshots`).
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { KIND_IDS } from '../core/kinds.ts';
import { isPageSource } from '../core/page-source.ts';
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
      title: z.string(),
      stub: z.boolean(),
      file: z.string().nullable(),
      text: z.string(),
      clusters: z.array(z.string()),
    }),
  ),
});
type ExportedPage = z.output<typeof ExportSchema>['pages'][number];

/** Written pages before stubs, then the longest text first (the heaviest to load), then by URL. */
function heaviestFirst(a: ExportedPage, b: ExportedPage): number {
  return Number(a.stub) - Number(b.stub) || b.text.length - a.text.length || a.url.localeCompare(b.url);
}

/** Takes a folder of the built site (`tags`, `folders`); returns the site path of its first sub-folder page in name order, if any. */
function firstPageUnder(dist: string, folder: string): string | undefined {
  const root = resolve(dist, folder);
  if (!existsSync(root)) return undefined;
  const found = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort()[0];
  return found === undefined ? undefined : `/${folder}/${found}/`;
}

/** Takes the pages; returns a word of the heaviest written page's title (three or more letters), so the search page opens on hits; `notes` when there is none. */
function searchWord(pages: readonly ExportedPage[]): string {
  const titled = [...pages].sort(heaviestFirst).find((page) => !page.stub);
  return titled?.title.match(/[\p{L}\p{N}]{3,}/u)?.[0] ?? 'notes';
}

/**
 * Takes a built site folder; returns home, for each kind its longest written page (or a stub when
 * the kind has no written page) and its index, a board, a base and a file page (code or text)
 * when the site has them, a cluster (or the cluster index), a "not yet written" page, a folder's
 * page and a tag's page when the site shows them, then the graph, search (on a word that finds
 * something) and the integrity report.
 */
export async function pageTargets(dist: string): Promise<PageTarget[]> {
  const { pages } = ExportSchema.parse(JSON.parse(await readFile(resolve(dist, 'knowledge-base.json'), 'utf8')));
  const found: PageTarget[] = [{ label: 'home', kind: 'home', path: '/' }];
  for (const kind of KIND_IDS) {
    const best = pages.filter((page) => page.kind === kind).sort(heaviestFirst)[0];
    if (best === undefined) continue;
    found.push({ label: best.stub ? `${kind} (stub)` : kind, kind, path: best.url });
    found.push({ label: `${kind} index`, kind: 'index', path: kindIndexUrl(kind) });
  }
  const bySource = (label: string, test: (file: string) => boolean): void => {
    const best = pages.filter((page) => page.file !== null && test(page.file)).sort(heaviestFirst)[0];
    if (best !== undefined) found.push({ label, kind: label, path: best.url });
  };
  bySource('board', (file) => /\.canvas$/i.test(file));
  bySource('base', (file) => /\.base$/i.test(file));
  bySource('file', (file) => !isPageSource(file));
  const cluster = pages.flatMap((page) => page.clusters)[0];
  found.push(
    cluster === undefined
      ? { label: 'cluster index', kind: 'cluster', path: '/clusters/' }
      : { label: 'cluster', kind: 'cluster', path: `/clusters/${cluster}/` },
  );
  const stub = pages.find((page) => page.stub && page.kind === 'note') ?? pages.find((page) => page.stub);
  if (stub !== undefined) found.push({ label: 'not yet written', kind: 'stub', path: stub.url });
  if (existsSync(resolve(dist, 'folders', 'index.html'))) found.push({ label: 'folders', kind: 'folder', path: folderUrl([]) });
  const folder = firstPageUnder(dist, 'folders');
  if (folder !== undefined) found.push({ label: 'folder', kind: 'folder', path: folder });
  const tag = firstPageUnder(dist, 'tags');
  if (tag !== undefined) found.push({ label: 'tag', kind: 'tag', path: tag });
  found.push(
    { label: 'graph', kind: 'graph', path: '/graph/' },
    { label: 'search', kind: 'search', path: `/search/?q=${encodeURIComponent(searchWord(pages))}` },
    { label: 'integrity', kind: 'integrity', path: '/integrity/' },
  );
  return found;
}
