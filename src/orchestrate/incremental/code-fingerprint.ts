// The code half of a page's render fingerprint: when anything that can change how a page renders
// changes (the site's code, Astro's configuration, the installed packages, any setting of the site's
// configuration), no page of the previous output may be reused.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Settings } from '../../config/load.ts';

/** Files at the project root that change rendering: Astro's and TypeScript's configuration, the packages. */
const ROOT_FILES = ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** Folders whose every file counts: the whole source tree (pages, components, styles, client code, the pipeline). */
const CODE_DIRS = ['src'];

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Takes the project root and the settings; returns a sha1 over the path and bytes of every file
 * under src/, the root configuration and package files, every setting as it is after defaults and
 * env overrides, and the custom stylesheet's bytes. Any edit to the code or any changed setting gives
 * a new fingerprint, so a build after it renders every page.
 */
export async function codeFingerprint(root: string, settings: Settings): Promise<string> {
  const files = [...ROOT_FILES, ...(await Promise.all(CODE_DIRS.map((dir) => filesUnder(root, dir)))).flat()].sort();
  const hash = createHash('sha1');
  for (const file of files) {
    const bytes = await readFile(join(root, file)).catch(() => undefined);
    // Absent files count too: removing a configuration file is a change.
    hash.update(`${file}\0${bytes === undefined ? 'absent' : String(bytes.length)}\0`);
    if (bytes !== undefined) hash.update(bytes);
  }
  // Every setting counts, the ones no page shows today included: a setting added later cannot be forgotten here.
  hash.update(`settings ${JSON.stringify(settings)}\0`);
  const css = settings.customCssFile === undefined ? undefined : await readFile(settings.customCssFile).catch(() => undefined);
  hash.update(`customCss ${css === undefined ? 'absent' : String(css.length)}\0`);
  if (css !== undefined) hash.update(css);
  return hash.digest('hex');
}
