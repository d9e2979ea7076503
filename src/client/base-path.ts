// The base path in the browser: Vite writes the site's base (`/` or `/<repo>/`) into the bundle as
// `import.meta.env.BASE_URL`, so every URL the client code fetches or links goes under it, by the
// same rule as the pages' (src/core/base-path.ts).
import { joinBase, stripBase } from '../core/base-path.ts';

/** The site's base path, ending in `/`. */
export const BASE = import.meta.env.BASE_URL.replace(/\/?$/, '/');

/** Takes a site path (`/graph/data.json`); returns it under the base path. */
export function withBase(url: string): string {
  return joinBase(BASE, url);
}

/** Takes a URL path of this site (`/<repo>/notes/x/`); returns its site path (`/notes/x/`). */
export function withoutBase(path: string): string {
  return stripBase(BASE, path);
}
