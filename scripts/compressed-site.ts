// A built site served as a web host serves it: each text file gzip-compressed for a browser that
// accepts it, so what is measured over the local server (`npm run audit`'s Lighthouse runs) is
// what a reader downloads. sirv serves the `.gz` file beside a file when asked (its `gzip`
// option); those files are written into a temporary copy of the site, never into the site itself.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';

/** The files a host compresses: text (pictures, fonts and Pagefind's own fragments are compressed already). */
const TEXT_RE = /\.(?:html|css|js|mjs|json|svg|xml|txt|webmanifest)$/i;

/** A site being served: its local origin, and how to stop it and remove the copy. */
export interface ServedSite {
  origin: string;
  close(): Promise<void>;
}

/** Takes a built site folder; returns it served on a free local port, compressed as a host would serve it. */
export async function serveCompressed(dist: string): Promise<ServedSite> {
  const copy = await mkdtemp(join(tmpdir(), 'served-site-'));
  await cp(dist, copy, { recursive: true });
  const files = (await readdir(copy, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && TEXT_RE.test(entry.name));
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    await writeFile(`${path}.gz`, gzipSync(await readFile(path)));
  }
  const server = createServer(sirv(copy, { dev: false, etag: true, gzip: true }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await rm(copy, { recursive: true, force: true });
    },
  };
}
