import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPath } from '../../schemas/brand.ts';
import type { FileIndex } from '../../schemas/file-index.ts';

/** A file's size and modification time. */
export interface FileStat {
  size: number;
  mtimeMs: number;
}

/** A content file the index says is unchanged since it was parsed: its path and parse cache key. */
export interface KnownFile {
  path: ContentPath;
  key: string;
}

/** Files written this close to the index (ms) are read again: a second write within the same clock tick would keep size and time. */
const RACY_MS = 1000;

const STAT_BATCH = 128;

/** Takes the content folder and paths; returns each file's size and modification time (`null` where it cannot be read). */
export async function statFiles(dir: string, paths: readonly ContentPath[]): Promise<Array<FileStat | null>> {
  const out: Array<FileStat | null> = [];
  for (let start = 0; start < paths.length; start += STAT_BATCH) {
    const batch = paths.slice(start, start + STAT_BATCH);
    out.push(...(await Promise.all(batch.map((p) => stat(path.join(dir, p)).then((s) => ({ size: s.size, mtimeMs: s.mtimeMs }), () => null)))));
  }
  return out;
}

/**
 * Takes the paths, their stats and the previous index; returns the files whose size and time match
 * the index (and were not written just before it), with their parse keys. The rest must be read.
 */
export function knownFiles(paths: readonly ContentPath[], stats: ReadonlyArray<FileStat | null>, index: FileIndex | null): Map<ContentPath, KnownFile> {
  const known = new Map<ContentPath, KnownFile>();
  if (index === null) return known;
  paths.forEach((p, i) => {
    const now = stats[i];
    const before = index.files[p];
    if (!now || !before || now.size !== before.size || now.mtimeMs !== before.mtimeMs) return;
    if (now.mtimeMs > index.savedAt - RACY_MS) return;
    known.set(p, { path: p, key: before.key });
  });
  return known;
}
