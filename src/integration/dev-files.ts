// What `astro dev` hands out: the pages and the code they load, nothing else. Vite serves any file
// below its allow-list through `/@fs/…` and any file under the project root by its path, and answers
// `?import`, `?raw` and `?html-proxy` forms of them, so without this a page in the same browser, or
// anyone on the network under `astro dev --host`, could read a private note's source or a file
// outside the project. Pages never import Markdown: the knowledge base reaches them in memory.
import { statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { isInside } from '../pipeline/read/read.ts';

/** The project's folders that pages load code and assets from in dev. */
const SOURCE_FOLDERS = ['src', 'node_modules', 'public', '.astro'];

// Markdown sources, whatever the folder: never served raw or transformed.
const MARKDOWN_RE = /\.(?:md|markdown|mdown|mkd|mdx)$/i;

// Vite's default deny list, which setting `server.fs.deny` replaces.
const VITE_DENY = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**'];

/**
 * Takes a request URL, the project root and the content folder; returns whether the dev server may
 * answer it: no Markdown file in any form, nothing in the content folder, and through `/@fs/` only
 * files of the project's source folders (`SOURCE_FOLDERS`). A URL that does not decode is refused.
 */
export function devRequestAllowed(url: string, root: string, contentDir: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split(/[?#]/, 1)[0] ?? '');
  } catch {
    return false;
  }
  if (MARKDOWN_RE.test(pathname) || pathname.includes('\0')) return false;
  const sources = SOURCE_FOLDERS.map((folder) => join(root, folder));
  if (pathname.startsWith('/@fs/')) {
    const file = resolve(pathname.slice('/@fs'.length));
    return !isInside(contentDir, file) && sources.some((folder) => isInside(folder, file));
  }
  // A page's URL names no file on disk; a path that does is served only from the source folders.
  const file = resolve(root, `.${pathname}`);
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return true;
  return !isInside(contentDir, file) && sources.some((folder) => isInside(folder, file));
}

/**
 * A Vite plugin for `astro dev` (`contentDir`: the content folder): sets Vite's `server.fs` to what
 * the pages need (strict, the source folders allowed, Markdown and the content folder denied) and
 * answers 404 to every request `devRequestAllowed` refuses, before Vite's own handlers see it.
 */
export function devFiles(contentDir: string): Plugin {
  let root = process.cwd();
  return {
    name: 'research-notes-site:dev-files',
    apply: 'serve',
    config(config) {
      root = resolve(config.root ?? process.cwd());
      const allow = SOURCE_FOLDERS.map((folder) => join(root, folder));
      const deny = [...VITE_DENY, '**/*.md', '**/*.markdown', `${contentDir.split(sep).join('/')}/**`];
      return { server: { fs: { strict: true, allow, deny } } };
    },
    configureServer(server) {
      const guard: Connect.NextHandleFunction = (request, response, next) => {
        if (devRequestAllowed(request.url ?? '/', root, contentDir)) return next();
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end('Not found: the dev server serves the site, not its sources or the content folder.');
      };
      server.middlewares.use(guard);
    },
  };
}
