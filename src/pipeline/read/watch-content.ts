import { watch } from 'node:fs';
import { join } from 'node:path';
import { isInside } from './read.ts';

/**
 * Watches a content folder and everything below it, and calls `onFile` with each file that is
 * added, changed or removed (relative to the folder, `/`-separated), leaving out what is never
 * content: files in dot-folders and dot-files (`.obsidian/`, `.git/`), and anything inside a folder
 * of `ignored` (the output and the cache when they are inside the content folder). One call per
 * event: a save may give several. Returns a function that stops watching.
 *
 * Node's own recursive watch is used: the kernel tells which file changed, so a save costs nothing
 * in proportion to the folder (a watcher that lists the folder again on each change reads and
 * stats all 15,000 files of a large collection, a third of a second each time).
 */
export function watchContentFiles(contentDir: string, ignored: readonly string[], onFile: (file: string) => void): () => void {
  const skipped = (name: string): boolean =>
    name.split(/[\\/]/).some((part) => part.startsWith('.')) || ignored.some((folder) => isInside(folder, join(contentDir, name)));
  const watcher = watch(contentDir, { recursive: true }, (_event, name) => {
    if (name === null || name === '' || skipped(name)) return;
    onFile(name.split('\\').join('/'));
  });
  return () => watcher.close();
}
