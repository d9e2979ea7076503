// Reads a whole output folder as text, so a test can grep every byte a build publishes: HTML, JSON,
// feeds, copied attachments, and Pagefind's index, whose files are gzip-compressed.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { listFiles } from '../site/build-helper.ts';

/** Whether bytes start with the gzip magic number. */
function isGzip(bytes: Buffer): boolean {
  return bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Every file under `dir` (relative path → its text, gunzipped where it is gzip). */
export async function readOutputTree(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const file of (await listFiles(dir)).sort()) {
    const bytes = await readFile(join(dir, file));
    out.set(file, (isGzip(bytes) ? gunzipSync(bytes) : bytes).toString('latin1'));
  }
  return out;
}

/** The files of `tree` that contain `needle`. */
export function filesContaining(tree: ReadonlyMap<string, string>, needle: string): string[] {
  return [...tree].filter(([, text]) => text.includes(needle)).map(([file]) => file);
}
