// Reusing page files of the previous output: each is hard-linked into the fresh output (a copy
// when the two folders are on different file systems), so an unchanged page costs one link
// instead of a render. Nothing may later write into a linked file in place: it is shared with
// the previous output until that is removed.
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { KbPage } from '../../../schemas/knowledge-base.ts';

/** How many files are linked at once. */
const LINKS_AT_ONCE = 64;

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

async function linkOne(from: string, to: string): Promise<void> {
  // Each page has a folder of its own, so no two links here wait on the same folder.
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    if (errorCode(error) === 'EXDEV') return copyFile(from, to);
    if (errorCode(error) === 'ENOENT') {
      throw new Error(`${from} disappeared from the previous output during the build; build again (it will render that page).`);
    }
    throw error;
  }
}

/** Takes the previous and the fresh output folders and the page files to carry over; links (or copies) each from one to the other. */
export async function reusePageFiles(previousDir: string, freshDir: string, files: readonly string[]): Promise<void> {
  for (let start = 0; start < files.length; start += LINKS_AT_ONCE) {
    await Promise.all(files.slice(start, start + LINKS_AT_ONCE).map((file) => linkOne(join(previousDir, file), join(freshDir, file))));
  }
}
