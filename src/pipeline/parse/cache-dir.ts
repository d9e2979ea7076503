import { resolve } from 'node:path';

/**
 * The folder where builds keep what they reuse from one run to the next, relative to the project
 * root: the parse cache and the graph layout. `npm run build -- --cache-dir DIR` names another, so
 * builds of different content folders (tests, fixtures) keep their own.
 */
export const CACHE_DIR = '.cache';

/** The parse cache inside a cache folder (it adds a folder per parser version below this one). */
export function parseCacheDir(cacheDir: string = CACHE_DIR): string {
  return resolve(cacheDir, 'parse');
}

/** The graph layout a build starts from and writes back, inside a cache folder. */
export function layoutCacheFile(cacheDir: string = CACHE_DIR): string {
  return resolve(cacheDir, 'graph-layout.json');
}

/** The cache folder of `astro dev`, which takes no options: env `CACHE_DIR`, else `.cache`. */
export function cacheDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const named = env['CACHE_DIR']?.trim();
  return named && named.length > 0 ? named : CACHE_DIR;
}
