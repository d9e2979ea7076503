// The search manifest on disk: `search-manifest.json` beside the knowledge-base cache. Like the
// render manifest, the build removes it before it swaps new output into place and writes the new
// one after. Each shard also records its index hash, so a manifest that outlived its output is
// caught (those shards are indexed again), but keeping the file true is still the cheap path.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SearchManifestSchema, type SearchManifest } from '../../schemas/search-manifest.ts';

/** Takes the knowledge-base cache file; returns the search manifest file beside it (`search-manifest.json`). */
export function searchManifestFile(kbCacheFile: string): string {
  return join(dirname(kbCacheFile), 'search-manifest.json');
}

/** Takes a manifest file; returns the manifest, or `null` when it is missing, unreadable or of another format (then every shard is indexed). */
export async function readSearchManifest(file: string): Promise<SearchManifest | null> {
  try {
    const parsed = SearchManifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    // A missing or damaged manifest only costs indexing every shard.
    return null;
  }
}

/** Takes a file and a manifest; writes it whole (through a temporary file and a rename), so a crash never leaves half a file. */
export async function writeSearchManifest(file: string, manifest: SearchManifest): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(temporary, JSON.stringify(manifest));
  await rename(temporary, file);
}

/** Takes a manifest file; removes it (before a swap: the output it describes is about to be replaced). */
export async function removeSearchManifest(file: string): Promise<void> {
  await rm(file, { force: true });
}
