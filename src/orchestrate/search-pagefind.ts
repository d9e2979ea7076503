import { spawn } from 'node:child_process';
import { copyFile, link, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { PagefindEntrySchema } from '../schemas/search-manifest.ts';
import type { IndexedPage } from './search-shards.ts';

/** Pagefind's `lib/` folder, where its own binary resolver lives. */
const PAGEFIND_LIB = dirname(fileURLToPath(import.meta.resolve('pagefind')));

let binary: Promise<string> | undefined;

/** Returns the path of the Pagefind binary the Node API would start (Pagefind's own resolver: platform package or env `PAGEFIND_BINARY_PATH`). */
function pagefindBinary(): Promise<string> {
  binary ??= import(pathToFileURL(join(PAGEFIND_LIB, 'resolveBinary.js')).href).then((module: unknown) => {
    const resolveBinaryPath: unknown = typeof module === 'object' && module !== null && 'resolveBinaryPath' in module ? module.resolveBinaryPath : undefined;
    if (typeof resolveBinaryPath !== 'function')
      throw new Error(`${PAGEFIND_LIB}/resolveBinary.js has no resolveBinaryPath; reinstall Pagefind (npm install) or pin the version in package.json.`);
    const path: unknown = resolveBinaryPath(['pagefind_extended', 'pagefind']);
    if (typeof path !== 'string') throw new Error('Pagefind did not name its binary; reinstall it with npm install.');
    return path;
  });
  return binary;
}

/** Takes a source and a destination file; hard-links it (the site's files are never changed in place), copying when the two are on different file systems. */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && (error.code === 'EXDEV' || error.code === 'EPERM'))) throw error;
    await copyFile(from, to);
  }
}

/** Takes a folder, a destination and names to leave out at its top level; links every file below it into the destination, keeping relative paths. */
export async function linkTree(from: string, to: string, skipTop: (name: string) => boolean = () => false): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (skipTop(entry.name)) continue;
    if (entry.isDirectory()) await linkTree(join(from, entry.name), join(to, entry.name));
    else await linkOrCopy(join(from, entry.name), join(to, entry.name));
  }
}

/** File operations in flight at once while staging: enough to keep libuv's threads busy. */
const STAGE_AHEAD = 32;

/** Takes the site folder, a shard's pages and an empty staging folder; links each page's file into it under the same relative path, so Pagefind gives it the same URL. */
export async function stagePages(siteDir: string, pages: readonly IndexedPage[], staging: string): Promise<void> {
  const folders = [...new Set(pages.map((page) => dirname(join(staging, page.file))))];
  for (let start = 0; start < folders.length; start += STAGE_AHEAD) {
    await Promise.all(folders.slice(start, start + STAGE_AHEAD).map((folder) => mkdir(folder, { recursive: true })));
  }
  for (let start = 0; start < pages.length; start += STAGE_AHEAD) {
    await Promise.all(pages.slice(start, start + STAGE_AHEAD).map((page) => linkOrCopy(join(siteDir, page.file), join(staging, page.file))));
  }
}

/**
 * Takes a folder of HTML pages and an output folder; indexes the pages with Pagefind's command
 * line (the binary the Node API drives, started directly: no Node process around it) and resolves
 * with the page count it reports.
 */
export async function runPagefind(site: string, outputPath: string): Promise<number> {
  const command = await pagefindBinary();
  return new Promise((resolve, reject) => {
    // cwd is the staging folder's parent, so no pagefind.yml of the project's is picked up.
    const child = spawn(command, ['--site', site, '--output-path', outputPath], {
      cwd: dirname(site),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000)));
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000)));
    child.on('error', (error) => reject(new Error(`Pagefind could not start (${error.message}); reinstall it with npm install.`)));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Pagefind failed indexing ${site} (exit ${code}):\n${output.trim()}`));
      const pages = /Indexed (\d+) pages?/.exec(output);
      if (!pages) return reject(new Error(`Pagefind indexed ${site} but did not say how many pages; its output was:\n${output.trim()}`));
      resolve(Number(pages[1]));
    });
  });
}

/** Files of a Pagefind bundle that only the first shard needs: the browser loads the script, worker, UI and WebAssembly from there alone. */
const PRIMARY_ONLY = /^(?:pagefind[\w.-]*\.(?:js|css)|wasm\.[\w-]+\.pagefind)$/;

/** Takes a shard's output folder (not the first shard's); removes the files the browser never loads from it. */
export async function trimMergedShard(folder: string): Promise<void> {
  for (const name of await readdir(folder)) if (PRIMARY_ONLY.test(name)) await rm(join(folder, name));
}

/** Returns the installed Pagefind's version (a shard written by another version is never reused). */
export async function pagefindVersion(): Promise<string> {
  const file = join(PAGEFIND_LIB, '..', 'package.json');
  const parsed = z.object({ version: z.string() }).safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} has no version; reinstall Pagefind with npm install.`);
  return parsed.data.version;
}

/** Takes a shard's output folder; returns the hashes of its language indexes (sorted, comma-separated), which change whenever its index does. */
export async function indexHash(folder: string): Promise<string> {
  const file = join(folder, 'pagefind-entry.json');
  const parsed = PagefindEntrySchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a Pagefind index entry this build can read; delete the output folder and build again.`);
  return Object.values(parsed.data.languages)
    .map((language) => language.hash)
    .sort()
    .join(',');
}
