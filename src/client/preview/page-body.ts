/**
 * The whole body of another page of the site, as its page shows it (headings, lists, pictures,
 * formulas, code), for a link preview or the search dialog's preview pane. The page is fetched on
 * demand, once per page (the browser's cache then serves it), and its body copied out of it: the
 * same HTML the page itself shows, which the build has already sanitised.
 */

const pages = new Map<string, Promise<Document | null>>();

/** Takes a page's address (with the base path); returns its parsed HTML, fetched once; `null` when it cannot be had. */
function loadPage(url: string): Promise<Document | null> {
  let page = pages.get(url);
  if (page === undefined) {
    page = fetch(url)
      .then((response) => (response.ok ? response.text() : null))
      .then((html) => (html === null ? null : new DOMParser().parseFromString(html, 'text/html')))
      .catch(() => null);
    pages.set(url, page);
  }
  return page;
}

/**
 * Takes a page's address (with the base path); returns a copy of its body (`.page-body`) to put in
 * this page, or `null` when the page has none. The copy keeps no ids (they are the other page's:
 * here they would clash with this page's own), its links to its own sections lead to that page, its
 * links and scrolling frames leave the tab order until the reader moves into the preview, and its
 * pictures load when shown.
 */
export async function pageBody(url: string): Promise<HTMLElement | null> {
  const page = await loadPage(url);
  const body = page?.querySelector('main .page-body');
  if (!(body instanceof HTMLElement)) return null;
  const copy = document.importNode(body, true);
  for (const node of copy.querySelectorAll('script, template')) node.remove();
  for (const node of copy.querySelectorAll('[id]')) node.removeAttribute('id');
  for (const anchor of copy.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (href.startsWith('#')) anchor.setAttribute('href', `${url}${href}`);
    anchor.tabIndex = -1;
  }
  for (const frame of copy.querySelectorAll<HTMLElement>('[tabindex="0"]')) frame.tabIndex = -1;
  for (const image of copy.querySelectorAll('img')) image.loading = 'lazy';
  copy.classList.remove('page-body');
  return copy;
}
