import { type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import { join } from 'node:path';
import { isInside } from './read.ts';

/**
 * Watches a content folder and everything below it, and calls `onFile` with each file that is
 * added, changed or removed (relative to the folder, `/`-separated), leaving out what is never
 * content: files in dot-folders and dot-files (`.obsidian/`, `.git/`), and anything inside a folder
 * of `ignored` (the output and the cache when they are inside the content folder), and
 * `node_modules`, which the content's listing never enters. A folder added or removed is reported
 * by its own path (what it holds is found by listing the content again). One call per event: a
 * save may give several. Returns a function that stops watching.
 *
 * Each folder has a watch of its own, the kernel's (inotify on Linux), which says which file
 * changed: a save costs nothing in proportion to its folder. A watcher that lists the folder again
 * on each change (as Vite's, and Node's recursive watch on Linux, do to find new sub-folders) reads
 * all 15,000 entries of a large collection's folder each time; here a new sub-folder is found by
 * the one entry its creation names.
 */
export function watchContentFiles(contentDir: string, ignored: readonly string[], onFile: (file: string) => void): () => void {
  const watchers = new Map<string, FSWatcher>();
  const skipped = (name: string): boolean =>
    name.split(/[\\/]/).some((part) => part.startsWith('.') || part === 'node_modules') || ignored.some((folder) => isInside(folder, join(contentDir, name)));
  const isFolder = (name: string): boolean => statSync(join(contentDir, name), { throwIfNoEntry: false })?.isDirectory() === true;
  const add = (folder: string): void => {
    if (watchers.has(folder)) return;
    const watcher = watch(join(contentDir, folder), (_event, entry) => {
      if (entry === null || entry === '') return;
      const name = folder === '' ? entry : `${folder}/${entry}`;
      if (skipped(name)) return;
      // A folder added is watched from now on; what it holds is new to the next listing of the content.
      if (isFolder(name)) add(name);
      onFile(name);
    });
    // A folder removed ends its watch; its parent's reports it, and the next listing of the content has none of its files.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(folder);
    });
    watchers.set(folder, watcher);
    for (const entry of readdirSync(join(contentDir, folder), { withFileTypes: true })) {
      const name = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory() && !skipped(name)) add(name);
    }
  };
  add('');
  return () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}
