// The base path of the site URL for the pages, feeds and data files Astro writes, from the settings of
// the site context (virtual:research-notes/site). The browser's code has its own in
// src/client/base-path.ts, from the same `joinBase`.
import { joinBase, stripBase } from '../core/base-path.ts';
import { settings } from 'virtual:research-notes/site';

/** Takes a site path (`/notes/x/`); returns it under the site's base path (`/<repo>/notes/x/`); full addresses and `#…` unchanged. */
export function withBase(url: string): string {
  return joinBase(settings.base, url);
}

/** Takes a URL path written under the base path; returns the site path (`/<repo>/notes/x/` → `/notes/x/`). */
export function withoutBase(url: string): string {
  return stripBase(settings.base, url);
}

/** Takes a site path (`/notes/x/`); returns its full address under the configured site URL (`https://example.org/<repo>/notes/x/`). */
export function siteUrl(path: string): string {
  return new URL(withBase(path), settings.url).href;
}
