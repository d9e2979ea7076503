// The code half of a page's render fingerprint: when anything that can change how a page renders
// changes (the site's code, Astro's configuration, the installed packages, the site URL), no
// page of the previous output may be reused.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Files at the project root that change rendering: Astro's and TypeScript's configuration, the packages. */
const ROOT_FILES = ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** Folders whose every file counts: the whole source tree (pages, components, styles, client code, the pipeline). */
const CODE_DIRS = ['src'];

/** Environment variables that change page bytes: the Astro configuration's and the site settings' (src/site/settings.ts). */
const RENDER_ENV = ['SITE_URL', 'SITE_TITLE', 'SITE_LANG'];

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Takes the project root (and the environment); returns a sha1 over the path and bytes of every
 * file under src/, the root configuration and package files, and the rendering environment
 * variables. Any edit to the code gives a new fingerprint, so a build after it renders every page.
 */
export async function codeFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const files = [...ROOT_FILES, ...(await Promise.all(CODE_DIRS.map((dir) => filesUnder(root, dir)))).flat()].sort();
  const hash = createHash('sha1');
  for (const file of files) {
    const bytes = await readFile(join(root, file)).catch(() => undefined);
    // Absent files count too: removing a configuration file is a change.
    hash.update(`${file}\0${bytes === undefined ? 'absent' : String(bytes.length)}\0`);
    if (bytes !== undefined) hash.update(bytes);
  }
  for (const name of RENDER_ENV) hash.update(`env ${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}
