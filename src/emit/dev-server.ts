// How `astro dev` serves the data emitters' files: a middleware that answers a request for one of
// them with the bytes its emitter's `serve` makes from the current knowledge base, the same
// function a build writes them with. Astro's routes (pages, previews, feeds) it leaves to Astro.
import type { Connect } from 'vite';
import type { EmitInput } from './emitter.ts';
import { dataEmitters } from './emitters.ts';

/** What the middleware needs from the dev server. */
export interface DevEmitOptions {
  /** A request's URL path (decoded) → the site path it names (`/graph/data.json`), the base path taken off. */
  sitePath: (urlPath: string) => string;
  /** The input as it is now (the knowledge base of the latest edit). */
  input: () => Promise<EmitInput>;
  /** Where a failure to make a file is reported (the request then fails with 500). */
  onError: (message: string) => void;
}

/** Takes the request's URL; returns the output path it asks for (`graph/data.json`), or `undefined` when it is not a plain path. */
function outputPath(url: string, sitePath: (urlPath: string) => string): string | undefined {
  try {
    const path = sitePath(decodeURIComponent(url.split(/[?#]/, 1)[0] ?? ''));
    return path.startsWith('/') && !path.split('/').includes('..') ? path.slice(1) : undefined;
  } catch {
    return undefined;
  }
}

/** A Connect middleware answering GET and HEAD requests for the data emitters' files; every other request goes on. */
export function serveDataEmitters(options: DevEmitOptions): Connect.NextHandleFunction {
  return (request, response, next) => {
    const path = request.method === 'GET' || request.method === 'HEAD' ? outputPath(request.url ?? '/', options.sitePath) : undefined;
    const emitter = path === undefined ? undefined : dataEmitters().find((candidate) => candidate.owns(path));
    if (path === undefined || emitter === undefined) return next();
    options
      .input()
      .then((input) => emitter.serve(path, input))
      .then((file) => {
        if (file === undefined) return next();
        response.statusCode = 200;
        response.setHeader('Content-Type', file.type);
        response.end(request.method === 'HEAD' ? undefined : file.body);
      })
      .catch((error: unknown) => {
        options.onError(
          `${emitter.name}: could not make /${path} (${error instanceof Error ? error.message : String(error)}); the build would fail the same way`,
        );
        response.statusCode = 500;
        response.end();
      });
  };
}
