// Files of a vault that are not notes but text (code, data, plain text) and that a note links:
// Obsidian opens `[[Program.cs]]` as that file, so the site gives each such file a page showing it.
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPath } from '../../schemas/brand.ts';
import type { ParsedLink } from '../../schemas/parsed-file.ts';
import { AttachmentIndex } from './attachment-index.ts';
import { ATTACHMENT_RE, decodeContent, isActiveDocument, type SourceFile } from './read.ts';

/** A text file larger than this is published as a file to download, not shown on a page. */
const MAX_FILE_PAGE_BYTES = 1_000_000;

// Files a page of their own would not suit: drawings and bases, which are read as what they are elsewhere.
const NOT_A_FILE_PAGE_RE = /\.(?:base|excalidraw)$/i;

// The code-highlighting language of an extension, where the two differ (`Program.cs` is C#); any other extension names its language itself (`json`, `c`, `sql`).
const LANGUAGES: Readonly<Record<string, string>> = {
  cs: 'csharp',
  py: 'python',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  zsh: 'bash',
  m: 'matlab',
  h: 'c',
  hpp: 'cpp',
  cc: 'cpp',
  rs: 'rust',
  rb: 'ruby',
  kt: 'kotlin',
  yml: 'yaml',
  ps1: 'powershell',
  txt: 'text',
  log: 'text',
};

/** The language a file's code block is marked with (`language-<it>`), from its extension. */
export function fileLanguage(file: string): string {
  const ext = /\.([a-z0-9+_-]{1,12})$/i.exec(file)?.[1]?.toLowerCase();
  if (ext === undefined) return 'text';
  return LANGUAGES[ext] ?? ext;
}

/** Whether a content path is a file a link may give a page (any file but a note, a media or document file, a drawing or a base). */
export function mayBeFilePage(file: string): boolean {
  return !/\.md$/i.test(file) && !ATTACHMENT_RE.test(file) && !NOT_A_FILE_PAGE_RE.test(file);
}

/**
 * The Markdown of a text file's page: a link to download the file, then the whole file as a code
 * block in its language (a fence longer than any backtick run the file holds).
 */
export function filePageMarkdown(file: string, text: string): string {
  const name = file.split('/').pop() ?? file;
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  // A document a browser runs is shown, never served as itself.
  const download = isActiveDocument(file) ? '' : `[${name.replace(/[[\]\\]/g, '\\$&')}](${encodeURIComponent(name)})\n\n`;
  return `${download}${fence}${fileLanguage(file)}\n${text.replace(/\n$/, '')}\n${fence}\n`;
}

/** The Markdown of the page of a document a browser runs that is too large to show as text: what it is, and why it is not here. */
function unshownDocumentMarkdown(file: string, size: number): string {
  const name = (file.split('/').pop() ?? file).replace(/[\\`*_[\]<>#|]/g, '\\$&');
  return `${name} is a document of ${(size / 1_000_000).toFixed(1)} MB that a browser would run as a page of this site, so it is not published; open it from the vault.\n`;
}

/**
 * The files of `attachments` (content paths) that the links of the notes name and that may be
 * shown as a page (`mayBeFilePage`), sorted.
 */
export function linkedFiles(notes: ReadonlyArray<{ file: string; links: readonly ParsedLink[] }>, attachments: readonly string[]): ContentPath[] {
  const candidates = attachments.filter(mayBeFilePage);
  if (candidates.length === 0) return [];
  const index = new AttachmentIndex(candidates);
  const found = new Set<string>();
  for (const note of notes)
    for (const link of note.links) {
      if (link.target === '' || ATTACHMENT_RE.test(link.target)) continue;
      const file = index.find(link.target, note.file);
      if (file !== undefined) found.add(file);
    }
  return [...found].sort() as ContentPath[];
}

/**
 * Reads the files a page is made for: each one that is UTF-8 text (a few NUL bytes left out) and at
 * most `MAX_FILE_PAGE_BYTES` becomes the source of its page (`filePageMarkdown`), at its own content
 * path; any other stays a file to download, but for a larger document a browser runs (`.html`),
 * whose page says it is not published. Never throws: an unreadable file stays a download too.
 */
export async function readFilePages(dir: string, files: readonly ContentPath[]): Promise<SourceFile[]> {
  const pages = await Promise.all(
    files.map(async (file): Promise<SourceFile | null> => {
      try {
        const handle = await open(path.join(dir, file), constants.O_RDONLY | constants.O_NOFOLLOW);
        try {
          const size = (await handle.stat()).size;
          // Too large to show: a file to download, but a document a browser runs is never served, so its page says why.
          if (size > MAX_FILE_PAGE_BYTES) return isActiveDocument(file) ? { path: file, text: unshownDocumentMarkdown(file, size) } : null;
          const decoded = decodeContent(file, await handle.readFile());
          return 'text' in decoded ? { path: file, text: filePageMarkdown(file, decoded.text) } : null;
        } finally {
          await handle.close();
        }
      } catch {
        return null;
      }
    }),
  );
  return pages.filter((p): p is SourceFile => p !== null);
}
