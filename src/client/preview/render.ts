/**
 * Preview data → the preview's DOM. The data is set as text (never HTML), so page text cannot inject
 * markup; a page's body comes as the page's own sanitised HTML (`page-body.ts`).
 */
import { withBase } from '../base-path.ts';
import previewWords from 'virtual:research-notes/words/preview';
import { pageWords } from '../page-words.ts';
import type { PreviewData } from './preview-data.ts';
import type { Ui } from '../../core/i18n/format-core.ts';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A link inside a preview, to a site path (put under the base path); out of the tab order until the reader moves into the preview. */
function link(url: string, title: string, stub: boolean): HTMLAnchorElement {
  const anchor = element('a', stub ? 'page-link page-link--stub' : 'page-link', title);
  anchor.href = withBase(url);
  anchor.tabIndex = -1;
  return anchor;
}

/** The one quiet mark of a page not yet written, as the site draws it; screen readers hear the words. */
function stubMark(words: Ui): HTMLElement {
  const mark = element('span', 'stub-mark');
  mark.append(element('span', 'visually-hidden', ` ${words.t('stub.hidden')}`));
  return mark;
}

/**
 * Fills `box` with the preview of one page: kind, title (a link to the page), lead, summary (or the
 * body's opening paragraphs and first picture), key figures, the pages it leads on to (each of
 * which opens its own preview) and counts.
 */
export function renderPreview(box: HTMLElement, data: PreviewData): void {
  const words = pageWords(previewWords);
  const kind = element('p', 'link-preview__kind', data.stub ? words.t('preview.stub', { kind: data.kind }) : data.kind);
  const title = element('p', 'link-preview__title');
  const self = link(data.url, data.title, false);
  // The page the preview is of: following it is the point, previewing it again is not.
  self.dataset['noPreview'] = '';
  title.append(self);
  const parts: HTMLElement[] = [kind, title];
  if (data.lead) parts.push(element('p', 'link-preview__lead', data.lead));
  if (data.summary) parts.push(element('p', 'link-preview__summary', data.summary));
  for (const paragraph of data.excerpt) parts.push(element('p', 'link-preview__excerpt', paragraph));
  // The previewed page's words read in their own direction: a Hebrew note previewed from an English page, or the reverse.
  for (const part of parts.slice(1)) part.dir = 'auto';
  if (data.image !== undefined) {
    const image = element('img', 'link-preview__image');
    image.src = withBase(data.image.src);
    image.alt = data.image.alt;
    image.loading = 'lazy';
    image.decoding = 'async';
    parts.push(image);
  }
  if (data.figures.length > 0) {
    const figures = element('p', 'link-preview__figures', words.t('preview.figures'));
    data.figures.forEach((figure, i) => {
      if (i > 0) figures.append(' · ');
      figures.append(element('strong', '', figure.raw));
    });
    parts.push(figures);
  }
  if (data.links.length > 0) {
    parts.push(element('p', 'link-preview__links-label', data.linksLabel));
    const list = element('ul', 'link-preview__links');
    for (const item of data.links) {
      const entry = element('li', '');
      entry.append(link(item.url, item.title, item.stub));
      if (item.stub) entry.append(stubMark(words));
      list.append(entry);
    }
    parts.push(list);
  }
  if (data.counts.length > 0) {
    const counts = element('ul', 'link-preview__counts');
    for (const count of data.counts) counts.append(element('li', '', count.label));
    parts.push(counts);
  }
  box.replaceChildren(...parts);
}

/**
 * Puts a page's whole body (`pageBody`) into its filled preview, in a frame that scrolls, in place
 * of the opening paragraphs and picture it stood in for; the frame joins the preview's keyboard
 * order with its links (`tabIndex` -1 until the reader moves in).
 */
export function showBody(box: HTMLElement, body: HTMLElement): void {
  for (const stand of box.querySelectorAll('.link-preview__excerpt, .link-preview__image')) stand.remove();
  const frame = element('div', 'link-preview__body prose');
  frame.tabIndex = -1;
  frame.setAttribute('role', 'region');
  frame.setAttribute('aria-label', box.getAttribute('aria-label') ?? '');
  frame.append(...body.childNodes);
  const after = box.querySelector('.link-preview__links-label, .link-preview__counts');
  box.classList.add('link-preview--body');
  if (after !== null) after.before(frame);
  else box.append(frame);
}

/** Fills `box` with a one-line message (loading, or the preview could not be loaded). */
export function renderMessage(box: HTMLElement, message: string): void {
  box.replaceChildren(element('p', 'link-preview__message', message));
}
