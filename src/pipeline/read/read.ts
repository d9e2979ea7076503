import { constants } from 'node:fs';
import { open, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { compare, finding } from '../finding.ts';
import { dropForbiddenCharacters, FORBIDDEN_CHARACTER_RE } from '../../core/escape.ts';
import { insideFolder, isAllowed, isPublishablePath, judgeContentFile } from './content-file.ts';
import { isBaseFile, isPageSource, PAGE_SOURCE_RE } from '../../core/page-source.ts';

export { insideFolder, isPublishablePath } from './content-file.ts';

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
  /** The files that are binary data and open with no properties (`binary-file`): a link to one publishes it as a file to download. */
  binary: ContentPath[];
}

/**
 * A media or document file (an image, a PDF, a sound…), which a link publishes as the file itself
 * whether or not it is there. Any other file a note links (code, data, text) is published too when
 * it exists (see `file-pages.ts`).
 */
export const ATTACHMENT_RE = /\.(?:png|jpe?g|gif|svg|webp|avif|bmp|pdf|mp3|m4a|flac|mp4|webm|ogv|mkv|mov|wav|ogg|zip|xlsx?|docx?|pptx?)$/i;

// A file a browser would run as a page of the site's own origin (its scripts, its links): shown as text on a page, never published as itself.
const ACTIVE_DOCUMENT_RE = /\.(?:html?|xhtml?|xht|mht(?:ml)?|shtml)$/i;

/** Whether a content path names a document a browser runs (`.html`, `.xhtml`…): never published as the file itself, only shown as text. */
export function isActiveDocument(file: string): boolean {
  return ACTIVE_DOCUMENT_RE.test(file);
}

/** What the content folder holds that may be published: its pages and attachment files, and what was left out with a warning. */
export interface ContentListing {
  /** The pages' sources: `.md` files, boards (`.canvas`) and bases (`.base`), as sorted content paths. */
  pages: ContentPath[];
  /** Every other file (images, PDFs, code, data…), as sorted content paths; a symbolic link to a file inside the folder counts under its own name. */
  attachments: ContentPath[];
  findings: Finding[];
}

/** Whether `file` is `folder` itself or below it (by path, links not followed). */
export function isInside(folder: string, file: string): boolean {
  const inside = path.relative(folder, file);
  return inside === '' || (inside !== '..' && !inside.startsWith(`..${path.sep}`) && !path.isAbsolute(inside));
}

/**
 * Lists what `dir` may publish. Hidden files and folders (a name starting with `.`) and
 * node_modules are never entered. A symbolic link is never followed out of the folder: one that
 * points outside (or nowhere) is left out with a warning naming it; one to a page inside is left
 * out because that page is read by its own path; one to an attachment file inside (a regular file
 * of an attachment type, never a page's source) counts under its own name; one to a folder inside,
 * the content folder itself included, is not entered (no loop). Only regular files are listed, so a device or pipe named `x.md` cannot stall a read.
 */
export async function scanContent(dir: string): Promise<ContentListing> {
  const root = await realpath(dir);
  const pages: ContentPath[] = [];
  const attachments: ContentPath[] = [];
  const findings: Finding[] = [];
  const folders = [''];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    const entries = await readdir(path.join(root, folder), { withFileTypes: true });
    for (const entry of entries) {
      const rel = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (!isPublishablePath(rel)) continue;
      if (entry.isDirectory()) folders.push(rel);
      else if (entry.isFile()) {
        if (isPageSource(entry.name)) pages.push(rel as ContentPath);
        else attachments.push(rel as ContentPath);
      } else if (entry.isSymbolicLink()) {
        const target = await linkTarget(root, rel);
        if (target !== null && typeof target !== 'string') findings.push(target);
        else if (target !== null && !isMarkdown(entry.name) && (await isAttachmentFile(root, target))) attachments.push(rel as ContentPath);
      }
    }
  }
  return { pages: pages.sort(compare), attachments: attachments.sort(compare), findings: findings.sort((a, b) => compare(a.file ?? '', b.file ?? '')) };
}

/** Whether a file name or path is a note's (ends in `.md`, any case). */
export function isMarkdown(name: string): boolean {
  return name.toLowerCase().endsWith('.md');
}

/** Whether a file is an Obsidian base (`.base`): a page of its views, read with the notes (src/core/page-source.ts). */
export { isBaseFile };

/**
 * Where the symbolic link at content path `rel` points, as a content path, when that is a
 * publishable file or folder inside `root`; `null` when it points back at `root` itself (a loop,
 * skipped quietly); else a warning naming the link.
 */
async function linkTarget(root: string, rel: string): Promise<string | Finding | null> {
  const real = await realpath(path.join(root, rel)).catch(() => null);
  // A link back to the content folder itself is a loop; what it would show is read by its own paths.
  if (real === root) return null;
  const inside = real === null ? null : insideFolder(root, real);
  if (real === null)
    return finding(
      'warning',
      'broken-symlink',
      rel,
      null,
      `${rel} is a symbolic link to nothing; it is not read. Remove the link, or point it at a file inside the content folder`,
    );
  if (inside === null)
    return finding(
      'warning',
      'symlink-outside',
      rel,
      null,
      `${rel} is a symbolic link to a place outside the content folder; it is never read or published. Move what it points to into the content folder, or remove the link`,
    );
  if (!isPublishablePath(inside))
    return finding(
      'warning',
      'symlink-hidden',
      rel,
      null,
      `${rel} is a symbolic link into ${inside}, a hidden file or folder; it is never read or published. Move that file out of the hidden folder, or remove the link`,
      // The site does not name what the hidden folder holds.
      { publicMessage: `${rel} is a symbolic link into a hidden file or folder; it is never read or published` },
    );
  return inside;
}

/**
 * Whether content path `target` (a symbolic link's target inside `root`) is a regular file that is
 * not a page's source: a link named `x.png` to a page's source or to a folder is not an attachment.
 */
async function isAttachmentFile(root: string, target: string): Promise<boolean> {
  if (isMarkdown(target)) return false;
  return (await stat(path.join(root, target)).catch(() => null))?.isFile() === true;
}

/** Lists the `.md` files under `dir` (see `scanContent`), as sorted content paths. */
export async function listMarkdown(dir: string): Promise<ContentPath[]> {
  return (await scanContent(dir)).pages;
}

/** The share of NUL bytes past which UTF-8 text is taken for binary data (UTF-16 text, an image with a valid prefix…). */
const BINARY_NUL_SHARE = 0.1;

/**
 * Decodes one file's bytes as strict UTF-8; returns the normalised text, or an error finding
 * when the file is not text: binary data (`binary-file`: not UTF-8 and holding NUL bytes, or NUL
 * bytes in a tenth of it), or text in another encoding (`not-utf8`). A text file holding a few NUL
 * bytes (a PDF pasted into a code fence) is text, as Obsidian opens it. Characters XML and HTML
 * forbid (NUL and other control characters, U+FFFE…) are left out of the text, with a warning at
 * the first one's line: a feed or sitemap with one is not well-formed XML.
 */
export function decodeContent(file: ContentPath, bytes: Uint8Array): { text: string; warning?: Finding } | { finding: Finding } {
  let text: string | undefined;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = undefined;
  }
  const nuls = countNuls(bytes);
  if (nuls > 0 && (text === undefined || nuls > bytes.length * BINARY_NUL_SHARE)) {
    return {
      finding: finding(
        'error',
        'binary-file',
        file,
        null,
        `${file} is a binary file (it holds NUL bytes and is not UTF-8 text), not a note, so it is not published as a page; move it out of the content folder, or rename it so it does not end in .md`,
      ),
    };
  }
  if (text === undefined) {
    return {
      finding: finding(
        'error',
        'not-utf8',
        file,
        firstBadLine(bytes),
        `${file} is text in another encoding than UTF-8, so it is not published; re-save it with UTF-8 encoding (most editors offer "Save with encoding")`,
      ),
    };
  }
  // TextDecoder strips one leading BOM already; a second one would be a copy-paste artefact.
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const clean = dropForbiddenCharacters(normalised);
  if (clean === normalised) return { text: normalised };
  return { text: clean, warning: forbiddenCharacterFinding(file, normalised) };
}

function countNuls(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(0); at !== -1; at = bytes.indexOf(0, at + 1)) count++;
  return count;
}

/** A warning at the line of the first character of `text` that XML and HTML forbid, naming it. */
function forbiddenCharacterFinding(file: ContentPath, text: string): Finding {
  FORBIDDEN_CHARACTER_RE.lastIndex = 0;
  const found = FORBIDDEN_CHARACTER_RE.exec(text);
  FORBIDDEN_CHARACTER_RE.lastIndex = 0;
  const at = found?.index ?? 0;
  const line = text.slice(0, at).split('\n').length;
  const code = `U+${(found?.[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return finding(
    'warning',
    'forbidden-character',
    file,
    line,
    `line ${line} holds ${code}, a control character or noncharacter that XML and HTML forbid; it (and any other such character) is left out of the page, feed, sitemap and search. Delete it from the file`,
  );
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

/** What a note must be to be read (see `judgeContentFile`); excluded folders are left out by the listing. */
const NOTE_RULE = { what: "a page's source (a Markdown note, a board or a base)", name: PAGE_SOURCE_RE };

/** The real path of each folder of the content folder read so far, by content path (`.` for the root): one look-up a folder, not one a note. */
type RealFolders = Map<string, Promise<string | null>>;

/**
 * Reads and decodes one page source of the content folder (`root`, its real path) once it passes
 * `judgeContentFile`: opened without following a symbolic link, its folder's real path inside the
 * content folder, a regular file. An unreadable or refused file becomes an error finding; binary
 * data that opens with no properties is marked, so that a link to it publishes it as a file.
 */
async function readOne(root: string, p: ContentPath, folders: RealFolders): Promise<{ text: string; warning?: Finding } | { finding: Finding; binary?: true }> {
  const folder = path.posix.dirname(p);
  let realFolder = folders.get(folder);
  if (realFolder === undefined) folders.set(folder, (realFolder = realpath(path.join(root, folder)).catch(() => null)));
  try {
    // O_NOFOLLOW: a file swapped for a symbolic link after the listing is refused, not followed out of the folder.
    const handle = await open(path.join(root, p), constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const real = await realFolder;
      const disk = { real: real === null ? null : path.join(real, path.posix.basename(p)), regular: (await handle.stat()).isFile() };
      const checked = judgeContentFile(root, p, NOTE_RULE, disk);
      if (!isAllowed(checked)) {
        const message = `${p} is not read: ${checked.refused}; move the note into the content folder as a file of its own`;
        return { finding: finding('error', 'unreadable-file', p, null, message) };
      }
      const bytes = await handle.readFile();
      const decoded = decodeContent(p, bytes);
      // Binary data may be published as a file when linked, unless it opens with properties, which could withhold it.
      if ('finding' in decoded && decoded.finding.code === 'binary-file' && !startsWithProperties(bytes)) return { ...decoded, binary: true };
      return decoded;
    } finally {
      await handle.close();
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { finding: finding('error', 'unreadable-file', p, null, unreadableMessage(p, error, reason)) };
  }
}

/** Whether `bytes` open with `---`, as a file with properties (frontmatter) does. */
function startsWithProperties(bytes: Uint8Array): boolean {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return bytes[start] === 0x2d && bytes[start + 1] === 0x2d && bytes[start + 2] === 0x2d;
}

/** Reads every Markdown file under `dir`; never throws on bad content, reporting it as findings instead. */
export async function readContent(dir: string): Promise<ReadResult> {
  return readFiles(dir, await listMarkdown(dir));
}

/** Reads these Markdown files of `dir`, in the order given; never throws on bad content, reporting it as findings instead. */
export async function readFiles(dir: string, paths: readonly ContentPath[]): Promise<ReadResult> {
  const files: SourceFile[] = [];
  const findings: Finding[] = [];
  const binary: ContentPath[] = [];
  const decoded: Array<{ text: string; warning?: Finding } | { finding: Finding; binary?: true }> = [];
  if (paths.length === 0) return { files, findings, binary };
  const root = await realpath(dir);
  const folders: RealFolders = new Map();
  // Bounded batches: opening thousands of files at once runs out of file descriptors.
  for (let start = 0; start < paths.length; start += READ_BATCH) {
    const batch = paths.slice(start, start + READ_BATCH);
    decoded.push(...(await Promise.all(batch.map((p) => readOne(root, p, folders)))));
  }
  decoded.forEach((result, i) => {
    const p = paths[i];
    if (p === undefined) return;
    if ('text' in result) {
      files.push({ path: p, text: result.text });
      if (result.warning) findings.push(result.warning);
    } else {
      findings.push(result.finding);
      if (result.binary) binary.push(p);
    }
  });
  return { files, findings, binary };
}

/**
 * What to say about a file that could not be opened, by its real cause: a name that is not UTF-8
 * (the listing shows its bad bytes as U+FFFD, so the name it gives is not the file's), a file gone
 * since the listing, or permissions.
 */
function unreadableMessage(p: ContentPath, error: unknown, reason: string): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ENOENT' && p.includes('\uFFFD'))
    return `the name of ${p} is not valid UTF-8 (its undecodable bytes are shown as \uFFFD), so the file cannot be opened by that name; rename it with UTF-8 characters (e.g. re-type the name in your file manager)`;
  if (code === 'ENOENT') return `${p} could not be read: it was removed or renamed while the build ran (${reason}); build again`;
  if (code === 'EACCES' || code === 'EPERM') return `${p} could not be read (${reason}); check its permissions`;
  return `${p} could not be read (${reason}); check that it is a regular file you can open`;
}
