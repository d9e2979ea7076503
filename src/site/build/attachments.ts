import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { KnowledgeBase } from '../../schemas/knowledge-base.ts';

// The pipeline renders attachment links as `/attachments/<percent-encoded content path>`.
const ATTACHMENT_URL = /(?:href|src)="\/attachments\/([^"#?]+)"/g;

/**
 * Copies every attachment a page links (an image, a PDF…) from the content folder to
 * `<outDir>/attachments/`, at the path its link names; files nobody links are not published.
 * Returns how many files were copied. Throws when a linked file cannot be copied.
 */
export async function copyAttachments(kb: KnowledgeBase, contentDir: string, outDir: string): Promise<number> {
  const files = new Set<string>();
  for (const page of kb.pages) {
    for (const match of (page.bodyHtml ?? '').matchAll(ATTACHMENT_URL)) {
      files.add(decodeURIComponent((match[1] ?? '').replace(/&amp;/g, '&')));
    }
  }
  const root = resolve(contentDir);
  for (const file of [...files].sort()) {
    const from = resolve(root, file);
    // Links come from the folder listing, so this holds; checked anyway so no link can copy from outside it.
    if (relative(root, from).startsWith('..') || from === root) throw new Error(`attachment ${file} is outside the content folder`);
    const to = join(outDir, 'attachments', ...file.split('/'));
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to);
  }
  return files.size;
}
