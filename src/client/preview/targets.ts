/** Which links get a preview, and which page each one names. */
import { pageOfUrl } from '../../core/url.ts';
import { withoutBase } from '../base-path.ts';

/** The slug of the collection page `href` points to on this site, or `null` for any other link. */
export function slugOfHref(href: string, base: URL): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const page = pageOfUrl(withoutBase(url.pathname));
  return page === undefined ? null : decodeURIComponent(page.slug);
}

/**
 * The link a preview is for: the nearest `<a href>` around `target` that points at another
 * page of the collection, inside the main content (a preview's own links included: previews nest)
 * and not marked `data-no-preview`.
 */
export function previewLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.closest('main') === null || link.closest('[data-no-preview]') !== null) return null;
  const slug = slugOfHref(link.getAttribute('href') ?? '', new URL(document.baseURI));
  if (slug === null) return null;
  // A link to the page being read adds nothing.
  return new URL(link.href).pathname === window.location.pathname ? null : link;
}
