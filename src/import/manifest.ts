import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Finding } from '../schemas/finding.ts';
import { compare, finding } from '../pipeline/finding.ts';

/** Name of the file, in the output folder, that records what the importer last wrote. */
export const MANIFEST_NAME = '.import-manifest.json';

/** The manifest: for each file the importer wrote (path relative to the output folder), the SHA-256 of its bytes. */
export const ManifestSchema = z.object({
  /** Format version. */
  version: z.literal(1),
  /** Path → hex SHA-256 of what the importer last wrote there. Default: `{}`. */
  files: z.record(z.string(), z.string()).default({}),
});
export type Manifest = z.output<typeof ManifestSchema>;

/** Hex SHA-256 of some bytes or text. */
export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Reads the manifest of `outDir`. A missing one is empty; an unreadable one is reported and read as
 * empty, which makes every existing file count as hand-written, so nothing is overwritten.
 */
export async function readManifest(outDir: string): Promise<{ manifest: Manifest; findings: Finding[] }> {
  const file = path.join(outDir, MANIFEST_NAME);
  const text = await readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? null : Promise.reject(e)));
  if (text === null) return { manifest: { version: 1, files: {} }, findings: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = ManifestSchema.safeParse(json);
  if (parsed.success) return { manifest: parsed.data, findings: [] };
  return {
    manifest: { version: 1, files: {} },
    findings: [
      finding(
        'warning',
        'manifest-unreadable',
        MANIFEST_NAME,
        null,
        `${file} is not a manifest the importer wrote; every existing file is treated as edited by hand and kept (use --force to replace them)`,
      ),
    ],
  };
}

/** The manifest's JSON text: keys sorted, two-space indent, final newline, so equal manifests are equal bytes. */
export function manifestText(manifest: Manifest): string {
  const files = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => compare(a, b)));
  return `${JSON.stringify({ version: manifest.version, files }, null, 2)}\n`;
}

/** Writes the manifest unless the file already holds the same bytes; returns whether it wrote. */
export async function writeManifest(outDir: string, manifest: Manifest): Promise<boolean> {
  const file = path.join(outDir, MANIFEST_NAME);
  const text = manifestText(manifest);
  const before = await readFile(file, 'utf8').catch(() => null);
  if (before === text) return false;
  await writeFile(file, text);
  return true;
}
