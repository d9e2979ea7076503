import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPath } from '../schemas/brand.ts';
import type { Finding } from '../schemas/finding.ts';
import type { ClusterFrontmatter } from '../schemas/cluster.ts';
import type { Frontmatter } from '../schemas/frontmatter.ts';
import { parseFrontmatter } from '../pipeline/parse/frontmatter.ts';
import { decodeContent, listMarkdown } from '../pipeline/read/read.ts';
import { type Manifest, sha256 } from './manifest.ts';

/** A Markdown file already in the output folder. */
export interface ExistingFile {
  /** Path relative to the output folder, `/`-separated. */
  path: string;
  /** SHA-256 of its bytes. */
  hash: string;
  /** True when its bytes are what the importer last wrote there (so it was not edited by hand). */
  owned: boolean;
  /** Its validated frontmatter; `null` when it has none that validates, or is a cluster file. */
  fm: Frontmatter | null;
  /** A cluster file's validated frontmatter (`kind: cluster`); `null` for any other file. */
  cluster: ClusterFrontmatter | null;
  body: string;
}

/**
 * Reads every Markdown file of `outDir` (none when it does not exist yet) and tells which ones
 * the importer wrote and nobody changed since, by comparing their hash with the manifest.
 */
export async function readExisting(outDir: string, manifest: Manifest): Promise<{ files: ExistingFile[]; findings: Finding[] }> {
  const info = await stat(outDir).catch(() => null);
  if (!info?.isDirectory()) return { files: [], findings: [] };
  const files: ExistingFile[] = [];
  const findings: Finding[] = [];
  for (const p of await listMarkdown(outDir)) {
    const bytes = await readFile(path.join(outDir, p));
    const hash = sha256(bytes);
    const owned = manifest.files[p] === hash;
    const decoded = decodeContent(p, bytes);
    if (!('text' in decoded)) {
      findings.push(decoded.finding);
      files.push({ path: p, hash, owned: false, fm: null, cluster: null, body: '' });
      continue;
    }
    const parsed = parseFrontmatter(p as ContentPath, decoded.text);
    // A hand-written file with problems is the author's business (npm run check reports it); only the importer's own must read back.
    if (owned) findings.push(...parsed.findings);
    files.push({ path: p, hash, owned, fm: parsed.data, cluster: parsed.cluster ?? null, body: parsed.body.replace(/^\n+/, '').trimEnd() });
  }
  return { files, findings };
}
