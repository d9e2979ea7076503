import { relative } from 'node:path';
import { watchContentFiles } from '../pipeline/read/watch-content.ts';

// Saves within this long of each other (an editor writing several files, a rename) make one build.
const SETTLE_MS = 200;

/**
 * `npm run build -- --watch`: runs `build` again after each change to the content folder (files in
 * dot-folders and dot-files aside: `.obsidian/`, `.git/`, and any folder of `ignored`, such as the
 * output and the cache when they are inside the content folder), one build at a time, with the files
 * that changed (relative to the content folder, `/`-separated, sorted); a change during a build gets
 * a build of its own once it ends. `say` gets a line as each build starts and ends. Runs until the
 * process is stopped (returns a function that stops watching, for tests).
 */
export function watchContent(
  contentDir: string,
  ignored: readonly string[],
  build: (changed: readonly string[]) => Promise<number>,
  say: (line: string) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  const changed = new Set<string>();
  const run = async (): Promise<void> => {
    const files = [...changed].sort();
    changed.clear();
    say(`build: ${files.length === 1 ? files[0] : `${files.length} files`} changed; building again`);
    await build(files);
    say(`build: watching ${relative(process.cwd(), contentDir) || contentDir} for changes (Ctrl+C to stop)`);
  };
  const start = (): void => {
    if (running !== null) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
      if (again) {
        again = false;
        start();
      }
    });
  };
  const stop = watchContentFiles(contentDir, ignored, (file) => {
    changed.add(file);
    clearTimeout(timer);
    timer = setTimeout(start, SETTLE_MS);
  });
  say(`build: watching ${relative(process.cwd(), contentDir) || contentDir} for changes (Ctrl+C to stop)`);
  return () => {
    clearTimeout(timer);
    stop();
  };
}
