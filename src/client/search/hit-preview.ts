/**
 * The search dialog's preview pane: the whole body of the selected result's page, formatted as on
 * its page (src/client/preview/page-body.ts), shown beside the results on a wide screen. Focus
 * stays in the search field; the pane follows the arrow keys and the pointer, and scrolls with the
 * wheel, or with the keyboard once Tab reaches it. A narrow screen hides the pane and fetches nothing.
 */
import { pageBody } from '../preview/page-body.ts';
import { element } from './result-view.ts';

/** A pause before fetching, so arrowing through the results fetches only the one the reader stops on. */
const SETTLE_MS = 120;

/** Takes the pane; returns what shows the preview of a result option (an `<a href>`), or clears it for none. */
export function hitPreview(pane: HTMLElement): (option: HTMLElement | undefined) => void {
  let timer = 0;
  let shown = '';
  return (option) => {
    window.clearTimeout(timer);
    const url = option instanceof HTMLAnchorElement ? (option.href.split('#')[0] ?? '') : '';
    if (url === shown) return;
    if (url === '' || getComputedStyle(pane).display === 'none') {
      shown = '';
      pane.replaceChildren();
      return;
    }
    timer = window.setTimeout(() => {
      shown = url;
      void pageBody(url).then((body) => {
        if (shown !== url) return;
        const title = element('p', 'search-dialog-preview-title', option?.querySelector('.search-option-title')?.textContent ?? '');
        const frame = element('div', 'prose');
        // The page shown reads in its own direction, whatever the direction of the page searched from.
        title.dir = frame.dir = 'auto';
        if (body !== null) frame.append(...body.childNodes);
        pane.replaceChildren(title, frame);
        pane.scrollTop = 0;
      });
    }, SETTLE_MS);
  };
}
