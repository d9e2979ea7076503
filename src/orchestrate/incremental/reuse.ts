// Reusing page files of the previous output: each is hard-linked into the fresh output (a copy
// when the two folders are on different file systems), so an unchanged page costs one link
// instead of a render. Nothing may later write into a linked file in place: it is shared with
// the previous output until that is removed.
import { copyFileSync, existsSync, linkSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { KbPage } from '../../schemas/knowledge-base.ts';

/** The HTML file of a page relative to the output folder: `/notes/<slug>/` → `notes/<slug>/index.html`. */
export function pageFile(page: Pick<KbPage, 'url'>): string {
  return `${page.url.replace(/^\//, '')}index.html`;
}

/** Whether a page's file is in the previous output folder. */
export function hasPageFile(previousDir: string, file: string): boolean {
  return existsSync(join(previousDir, file));
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

function linkOne(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch (error) {
    if (errorCode(error) === 'EXDEV') return copyFileSync(from, to);
    if (errorCode(error) === 'ENOENT') {
      throw new Error(`${from} disappeared from the previous output during the build; build again (it will render that page).`);
    }
    throw error;
  }
}

/**
 * Takes the previous and the fresh output folders and the page files to carry over; links (or
 * copies) each from one to the other. One after another, synchronously: a link is one quick call,
 * and queueing thousands of them on the thread pool costs more than making them.
 */
export function reusePageFiles(previousDir: string, freshDir: string, files: readonly string[]): void {
  for (const file of files) linkOne(join(previousDir, file), join(freshDir, file));
}
