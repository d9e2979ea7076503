// `/graph/n/<slug>.json`, one small file per page that the walkable graph fetches as it walks,
// written straight from the knowledge base instead of through one Astro route per page (which
// doubled the routes Astro renders); `astro dev` serves the same bytes on request.
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { neighbourIndex } from '../pipeline/derive/graph-index.ts';
import { neighbourhoodOf } from '../pipeline/derive/neighbourhood.ts';
import type { Slug } from '../schemas/brand.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import type { DataEmitter } from './emitter.ts';

/** Where the neighbourhood files go, relative to the output folder. */
export const NEIGHBOURHOOD_DIR = join('graph', 'n');

/** The text of `/graph/n/<slug>.json` for the page `slug` of the knowledge base. */
export function neighbourhoodJson(kb: KnowledgeBase, slug: Slug): string {
  return JSON.stringify(neighbourhoodOf(neighbourIndex(kb), slug));
}

// `graph/n/<slug>.json`, the slug one path segment.
const FILE_RE = /^graph\/n\/([^/]+)\.json$/;

/**
 * The neighbourhood files. A build writes them before Astro renders (src/orchestrate/incremental/
 * render-incremental.ts, with writeNeighbourhoodFiles): each one's hash is part of the render
 * fingerprint of the page that draws it.
 */
export const NEIGHBOURHOODS: DataEmitter = {
  name: 'neighbourhoods',
  files: '/graph/n/<slug>.json',
  owns: (path) => FILE_RE.test(path),
  stage: 'before render',
  by: 'render process',
  serve: async (path, { kb }) => {
    const slug = FILE_RE.exec(path)?.[1];
    const page = slug === undefined ? undefined : kb.pages.find((candidate) => candidate.slug === slug);
    return page === undefined ? undefined : { body: neighbourhoodJson(kb, page.slug), type: 'application/json' };
  },
};

/** The previous output's neighbourhood files: their folder and the sha1 of each by slug. */
export interface PreviousNeighbourhoods {
  dir: string;
  hashes: Readonly<Record<string, string>>;
}

/** Links `from` to `to`; false when it cannot (gone, another file system), and the caller writes the file instead. */
function linked(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** The neighbourhood files being written: the sha1 of each by slug at once, the files when `written` settles. */
export interface NeighbourhoodFiles {
  hashes: Map<Slug, string>;
  /** Settles once every file is on disk (rejects with the first write that failed). */
  written: Promise<void>;
}

/** Files written at once: enough to keep libuv's threads busy. */
const WRITE_AHEAD = 16;

/**
 * Writes `<slug>.json` into `dir` (the output's `graph/n/`, or a folder later moved there) for
 * every page of the knowledge base, linking a file from `previous` instead when its bytes would be
 * the same; returns the sha1 of each file by slug at once, so a page's render fingerprint covers the
 * neighbourhood graph it draws without selecting it twice. The files are written on libuv's threads
 * while the caller goes on (Astro renders meanwhile): await `written` before moving the folder.
 */
export function writeNeighbourhoodFiles(kb: KnowledgeBase, dir: string, previous?: PreviousNeighbourhoods): NeighbourhoodFiles {
  mkdirSync(dir, { recursive: true });
  const hashes = new Map<Slug, string>();
  const toWrite: Array<{ file: string; text: string }> = [];
  for (const page of kb.pages) {
    const text = neighbourhoodJson(kb, page.slug);
    const hash = createHash('sha1').update(text).digest('hex');
    hashes.set(page.slug, hash);
    const file = `${page.slug}.json`;
    // A link is quicker than any write.
    if (previous?.hashes[page.slug] === hash && linked(join(previous.dir, file), join(dir, file))) continue;
    toWrite.push({ file: join(dir, file), text });
  }
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < toWrite.length) {
      const item = toWrite[next++] as { file: string; text: string };
      await writeFile(item.file, item.text);
    }
  };
  const written = Promise.all(Array.from({ length: WRITE_AHEAD }, lane)).then(() => undefined);
  // A failed write is awaited by the caller; until then this keeps Node from reporting it as unhandled.
  written.catch(() => undefined);
  return { hashes, written };
}
