import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPath } from '../schemas/brand.ts';
import type { Finding } from '../schemas/finding.ts';
import { compare, finding } from './finding.ts';

/** One Markdown file of the content folder, decoded. */
export interface SourceFile {
  /** Path relative to the content folder, `/`-separated. */
  path: ContentPath;
  /** The text: UTF-8, BOM stripped, line endings normalised to `\n`. */
  text: string;
}

/** What reading the content folder gives: the decodable Markdown files in path order, and the problems met. */
export interface ReadResult {
  files: SourceFile[];
  findings: Finding[];
}

const SKIPPED_FOLDERS = new Set(['node_modules']);

/** A file that is not a page but may be linked from one (an image, a PDF…): Obsidian vaults keep these beside the notes. */
export const ATTACHMENT_RE = /\.(?:png|jpe?g|gif|svg|webp|avif|bmp|pdf|mp3|mp4|webm|mov|wav|ogg|zip|csv|xlsx?|docx?|pptx?|canvas)$/i;

/** Lists the `.md` files under `dir` (skipping dot-folders and node_modules), as sorted content paths. */
export function listMarkdown(dir: string): Promise<ContentPath[]> {
  return listFiles(dir, (name) => name.toLowerCase().endsWith('.md'));
}

/** Lists the attachment files (`ATTACHMENT_RE`) under `dir`, skipping dot-folders and node_modules, as sorted content paths. */
export function listAttachments(dir: string): Promise<ContentPath[]> {
  return listFiles(dir, (name) => ATTACHMENT_RE.test(name));
}

async function listFiles(dir: string, wanted: (name: string) => boolean): Promise<ContentPath[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const out: ContentPath[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !wanted(entry.name)) continue;
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const parts = rel.split('/');
    // Dot-folders hold tool state (.obsidian, .git); node_modules holds packages: neither is content.
    if (parts.slice(0, -1).some((p) => p.startsWith('.') || SKIPPED_FOLDERS.has(p))) continue;
    out.push(rel as ContentPath);
  }
  return out.sort(compare);
}

/**
 * Decodes one file's bytes as strict UTF-8; returns the normalised text, or an error finding
 * when the file is binary (holds a NUL byte) or not UTF-8.
 */
export function decodeContent(file: ContentPath, bytes: Uint8Array): { text: string } | { finding: Finding } {
  if (bytes.includes(0)) {
    return {
      finding: finding('error', 'binary-file', file, null, `${file} is a binary file (it holds NUL bytes), not Markdown; move it out of the content folder or rename it so it does not end in .md`),
    };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return {
      finding: finding('error', 'not-utf8', file, firstBadLine(bytes), `${file} is not valid UTF-8; re-save it with UTF-8 encoding (most editors offer "Save with encoding")`),
    };
  }
  // TextDecoder strips one leading BOM already; a second one would be a copy-paste artefact.
  return { text: text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n') };
}

/** The 1-based line of the first byte sequence that is not UTF-8, for the error message. */
function firstBadLine(bytes: Uint8Array): number | null {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
  }
  return null;
}

const READ_BATCH = 64;

/** Reads and decodes one file; an unreadable file becomes an error finding. */
async function readOne(dir: string, p: ContentPath): Promise<{ text: string } | { finding: Finding }> {
  try {
    return decodeContent(p, await readFile(path.join(dir, p)));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { finding: finding('error', 'unreadable-file', p, null, `${p} could not be read (${reason}); check its permissions`) };
  }
}

/** Reads every Markdown file under `dir`; never throws on bad content, reporting it as findings instead. */
export async function readContent(dir: string): Promise<ReadResult> {
  return readFiles(dir, await listMarkdown(dir));
}

/** Reads these Markdown files of `dir`, in the order given; never throws on bad content, reporting it as findings instead. */
export async function readFiles(dir: string, paths: readonly ContentPath[]): Promise<ReadResult> {
  const files: SourceFile[] = [];
  const findings: Finding[] = [];
  const decoded: Array<{ text: string } | { finding: Finding }> = [];
  // Bounded batches: opening thousands of files at once runs out of file descriptors.
  for (let start = 0; start < paths.length; start += READ_BATCH) {
    const batch = paths.slice(start, start + READ_BATCH);
    decoded.push(...(await Promise.all(batch.map((p) => readOne(dir, p)))));
  }
  decoded.forEach((result, i) => {
    const p = paths[i];
    if (p === undefined) return;
    if ('text' in result) files.push({ path: p, text: result.text });
    else findings.push(result.finding);
  });
  return { files, findings };
}
