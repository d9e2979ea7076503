// The base path: a site served under `/<repo>/` (GitHub Pages) has every link, asset and data file
// under that path. Everything the site makes writes site paths (`/notes/x/`); this one rule puts a
// site path under the base, where the HTML is written (src/config/base-html.ts), where a full address
// is made (src/views/base-path.ts `siteUrl`) and in the browser (src/client/base-path.ts).

/**
 * Takes a base path (`/` or `/<path>/`) and a site path (`/notes/x/`, `/graph/data.json`); returns
 * the URL path under the base (`/<path>/notes/x/`). Full addresses (`https://…`), fragments (`#…`),
 * relative paths and protocol-relative `//…` come back unchanged, and so does every path under `/`.
 */
export function joinBase(base: string, url: string): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${base}${url.slice(1)}`;
}

/**
 * Takes a base path and a URL path the site wrote; returns the site path it names (`/<path>/notes/x/` →
 * `/notes/x/`), or the path unchanged when it is not under the base.
 */
export function stripBase(base: string, url: string): string {
  if (base === '/' || !url.startsWith(base)) return url;
  return `/${url.slice(base.length)}`;
}
