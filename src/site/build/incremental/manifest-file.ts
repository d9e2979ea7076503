// The render manifest on disk: `render-manifest.json` beside the knowledge-base cache. The build
// removes it before it swaps new output into place and writes the new one after, so the file on
// disk never describes output other than what the output folder holds.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { RenderManifestSchema, type RenderManifest } from '../../../schemas/render-manifest.ts';

/** The manifest file for a knowledge-base cache file: `render-manifest.json` in the same folder. */
export function renderManifestFile(kbCacheFile: string): string {
  return join(dirname(kbCacheFile), 'render-manifest.json');
}

/** Reads a manifest; `null` when the file is missing, unreadable or of another format (then every page is rendered). */
export async function readRenderManifest(file: string): Promise<RenderManifest | null> {
  try {
    const parsed = RenderManifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    // A missing or damaged manifest only costs a full render.
    return null;
  }
}

/** Writes a manifest whole (through a temporary file and a rename), so a crash never leaves half a file. */
export async function writeRenderManifest(file: string, manifest: RenderManifest): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(temporary, JSON.stringify(manifest));
  await rename(temporary, file);
}

/** Removes a manifest (before a swap: the output it describes is about to be replaced). */
export async function removeRenderManifest(file: string): Promise<void> {
  await rm(file, { force: true });
}
