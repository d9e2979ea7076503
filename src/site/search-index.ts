import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';

/** What indexing a built site produced. */
export interface SearchIndexReport {
  /** Pages Pagefind indexed (those with `data-pagefind-body`). */
  pageCount: number;
  /** Wall-clock seconds for reading the HTML and writing the index. */
  seconds: number;
  /** Total size of the written index folder, in bytes. */
  bytes: number;
  /** Where the index was written. */
  outputPath: string;
  /** Problems Pagefind reported; empty when all went well. */
  errors: string[];
}

/** Takes a folder; returns the total size of the files under it, in bytes. */
export async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/**
 * Takes a built site folder (and optionally where to write the index, default `<site>/pagefind`);
 * indexes its HTML with Pagefind's Node API and returns a report. Errors are collected in the
 * report, never thrown for content problems, so the caller decides whether the build fails.
 */
export async function writeSearchIndex(siteDir: string, outputPath = join(siteDir, 'pagefind')): Promise<SearchIndexReport> {
  const started = performance.now();
  const errors: string[] = [];
  let pageCount = 0;
  try {
    const created = await createIndex({ forceLanguage: 'en' });
    errors.push(...created.errors);
    if (created.index) {
      const added = await created.index.addDirectory({ path: siteDir });
      errors.push(...added.errors);
      pageCount = added.page_count;
      const written = await created.index.writeFiles({ outputPath });
      errors.push(...written.errors);
    }
  } finally {
    // Pagefind runs as a child process; without this the build would not exit.
    await close();
  }
  if (pageCount === 0) errors.push(`Pagefind found no page with data-pagefind-body under ${siteDir}; search would return nothing.`);
  const bytes = errors.length === 0 ? await folderBytes(outputPath) : 0;
  return { pageCount, seconds: (performance.now() - started) / 1000, bytes, outputPath, errors };
}
