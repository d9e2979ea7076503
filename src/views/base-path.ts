// The base path where a page needs it itself: a full address (canonical link, feed, sitemap,
// JSON-LD) and the site path of the page being rendered. Links and assets in the HTML are written
// as site paths and put under the base once at output (src/middleware.ts); the browser's code has
// its own in src/client/base-path.ts. All three join by the one rule of src/core/base-path.ts.
import { joinBase, stripBase } from '../core/base-path.ts';
import { settings } from 'virtual:research-notes/site';

/** Takes a URL path written under the base path; returns the site path (`/<repo>/notes/x/` → `/notes/x/`). */
export function withoutBase(url: string): string {
  return stripBase(settings.base, url);
}

/** Takes a site path (`/notes/x/`); returns its full address under the configured site URL (`https://example.org/<repo>/notes/x/`). */
export function siteUrl(path: string): string {
  return new URL(joinBase(settings.base, path), settings.url).href;
}
