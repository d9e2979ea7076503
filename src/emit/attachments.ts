// `/attachments/<content path>`: the content files the pages link (images, PDFs, sounds…),
// copied by a build and served from the content folder by `astro dev`, after the same checks.
import { copyFile, mkdir, readFile, realpath } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { ATTACHMENT_RE } from '../pipeline/read/read.ts';
import { checkContentFile, type ContentFileRule, isAllowed } from '../pipeline/read/content-file.ts';
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
 * links: inside the content folder, outside hidden folders, an attachment type by its name and by
 * its real name (never a page's source), a regular file.
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

/** What an attachment must be to be published (see `checkContentFile`). */
export const ATTACHMENT_RULE: ContentFileRule = { what: 'an attachment (an image, PDF, sound, video, office file, CSV, zip or canvas)', name: ATTACHMENT_RE };

/** The real path of attachment `file` of the content folder `root` (a real path), once it passes `checkContentFile`. */
async function publishableFile(root: string, file: string): Promise<string> {
  const checked = await checkContentFile(root, file, ATTACHMENT_RULE);
  if (!isAllowed(checked))
    throw new Error(
      `attachment ${file} is not published: ${checked.refused}. It was checked when the build started, so it changed during the build; build again`,
    );
  return checked.real;
}
