// `/attachments/<content path>`: the content files the pages link (images, PDFs, sounds…),
// copied by a build and served from the content folder by `astro dev`, after the same checks.
import { copyFile, mkdir, readFile, realpath } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { checkContentFile, type ContentFileRule, isAllowed } from '../pipeline/read/content-file.ts';
import { decodeContent, isMarkdown } from '../pipeline/read/read.ts';
import type { ContentPath } from '../schemas/brand.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import type { DataEmitter } from './emitter.ts';

const FOLDER = 'attachments/';

/** The content files the site publishes as attachments: those the pages link, and `extra`; content-relative, sorted. */
function publishedFiles(kb: KnowledgeBase, extra: readonly string[]): string[] {
  const files = new Set<string>(extra);
  for (const page of kb.pages) for (const file of page.attachments ?? []) files.add(file);
  return [...files].sort();
}

/**
 * Copies the attachment files the pages link (their `attachments`: only files the content
 * listing allowed) from the content folder to `<outDir>/attachments/<content path>`; files
 * nobody links are not published. Each file is checked again where it really is, after symbolic
 * links: inside the content folder, outside hidden folders, a regular file, never a page's source
 * (a `.md` file is published only when it is binary data, which no page is made of).
 * `extra` names further content files the site shows (the logo of Obsidian Publish's settings).
 * Returns how many files were copied; throws, failing the build, when a file no longer passes.
 */
export async function copyAttachments(kb: KnowledgeBase, contentDir: string, outDir: string, extra: readonly string[] = []): Promise<number> {
  const files = publishedFiles(kb, extra);
  const root = await realpath(contentDir);
  for (const file of files) {
    const from = await publishableFile(root, file);
    const to = join(outDir, FOLDER, ...file.split('/'));
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to);
  }
  return files.length;
}

// The `Content-Type` the dev server answers with, by extension (a built site's host decides its own).
const TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.flac': 'audio/flac',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.mov': 'video/quicktime',
  '.csv': 'text/csv; charset=utf-8',
};

/** The attachment files, copied after the render. */
export const ATTACHMENTS: DataEmitter = {
  name: 'attachments',
  files: '/attachments/<content path>',
  owns: (path) => path.startsWith(FOLDER),
  stage: 'after render',
  by: 'render process',
  serve: async (path, { kb, contentDir, extraFiles }) => {
    const file = path.slice(FOLDER.length);
    if (!path.startsWith(FOLDER) || !publishedFiles(kb, extraFiles).includes(file)) return undefined;
    const bytes = await readFile(await publishableFile(await realpath(contentDir), file));
    return { body: bytes, type: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' };
  },
  write: async (outDir, { kb, contentDir, extraFiles }) => {
    const copied = await copyAttachments(kb, contentDir, outDir, extraFiles);
    return `${copied} files`;
  },
};

/** What an attachment must be to be published (see `checkContentFile`): any file a page links, once the pages have chosen it (never a page's source: a `.md` file only when it is binary data). */
export const ATTACHMENT_RULE: ContentFileRule = { what: 'a file a page links (an image, a PDF, a sound, a code or data file…)', name: /[^/]$/ };

/** The real path of attachment `file` of the content folder `root` (a real path), once it passes `checkContentFile`. */
async function publishableFile(root: string, file: string): Promise<string> {
  const checked = await checkContentFile(root, file, ATTACHMENT_RULE);
  if (!isAllowed(checked))
    throw new Error(
      `attachment ${file} is not published: ${checked.refused}. It was checked when the build started, so it changed during the build; build again`,
    );
  if ((isMarkdown(file) || isMarkdown(checked.path)) && !(await isBinary(checked.real, file)))
    throw new Error(`attachment ${file} is a note's source, which is never published as a file; it changed during the build? build again`);
  return checked.real;
}

/** Whether the `.md` file at `real` is binary data (`binary-file`), which is never a page's source. */
async function isBinary(real: string, file: string): Promise<boolean> {
  const decoded = decodeContent(file as ContentPath, await readFile(real));
  return 'finding' in decoded && decoded.finding.code === 'binary-file';
}
