import { copyFile, lstat, mkdir, realpath } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ATTACHMENT_RE, insideFolder, isPublishablePath } from '../pipeline/read/read.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';

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
  const files = new Set<string>(extra);
  for (const page of kb.pages) for (const file of page.attachments ?? []) files.add(file);
  const root = await realpath(contentDir);
  for (const file of [...files].sort()) {
    const from = await publishableFile(root, file);
    const to = join(outDir, 'attachments', ...file.split('/'));
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to);
  }
  return files.size;
}

/** The real path of attachment `file` of the content folder `root` (a real path), once it is checked to be publishable. */
async function publishableFile(root: string, file: string): Promise<string> {
  const real = await realpath(resolve(root, file)).catch(() => null);
  const inside = real === null ? null : insideFolder(root, real);
  const regular = real !== null && (await lstat(real)).isFile();
  if (real === null || inside === null || !isPublishablePath(file) || !isPublishablePath(inside) || !ATTACHMENT_RE.test(file) || !ATTACHMENT_RE.test(inside) || !regular) {
    throw new Error(`attachment ${file} is not a publishable file inside the content folder (it changed during the build?); build again`);
  }
  return real;
}
