import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** Indexes every HTML page under `outDir` with Pagefind and writes the index to `outputPath` (default `<outDir>/pagefind/`); returns how many pages were indexed. */
export async function indexSite(outDir: string, outputPath = join(outDir, 'pagefind')): Promise<number> {
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}
