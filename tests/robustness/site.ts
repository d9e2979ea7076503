import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { listFiles, ROOT } from '../site/build-helper.ts';

/** The content folder holding script payloads in a note's body and frontmatter (beside three ordinary pages). */
export const PAYLOAD_CONTENT = join(ROOT, 'tests/fixtures/robustness/payload');

/**
 * The Content-Security-Policy the site is deployed with (README, Security). Pagefind's search runs
 * WebAssembly, which needs 'wasm-unsafe-eval'; nothing else is inline or from another origin.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Builds `content` into `<root>/.build/<name>/dist` (under the project, so Astro's intermediate
 * files stay in the output folder); returns the folder and how to remove it. Throws with the
 * build's output when it fails.
 */
export async function buildFixtureSite(name: string, content: string, args: string[] = []): Promise<{ dir: string; remove: () => Promise<void> }> {
  const work = join(ROOT, '.build', `${name}-${process.pid}`);
  const dir = join(work, 'dist');
  // Imported here: the browser tests that take only CSP or serveWithHeaders from this file need not load the build.
  const { runBuildHere } = await import('../setup/commands.ts');
  const run = await runBuildHere(['--out', dir, '--cache-dir', work, ...args], { CONTENT_DIR: content });
  if (run.code !== 0) throw new Error(`the fixture site ${content} did not build:\n${run.stdout}\n${run.stderr}`);
  return { dir, remove: () => rm(work, { recursive: true, force: true }) };
}

/** Serves a built folder on a free local port with `headers` on every response; returns its origin and a close function. */
export async function serveWithHeaders(dir: string, headers: Record<string, string>): Promise<{ origin: string; close: () => Promise<void> }> {
  const serve = sirv(dir, { dev: true, setHeaders: (res) => Object.entries(headers).forEach(([k, v]) => res.setHeader(k, v)) });
  const server: Server = createServer((req, res) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** The sha256 of every file under `dir`, keyed by its relative path, in path order. */
export async function treeHashes(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const file of (await listFiles(dir)).sort()) {
    out.set(
      file,
      createHash('sha256')
        .update(await readFile(join(dir, file)))
        .digest('hex'),
    );
  }
  return out;
}
