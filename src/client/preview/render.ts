/** Preview data → the preview's DOM. Text only (never HTML), so page text cannot inject markup. */
import type { PreviewData } from './preview-data.ts';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Fills `box` with the preview of one page: kind, title, lead, summary and counts. */
export function renderPreview(box: HTMLElement, data: PreviewData): void {
  const kind = element('p', 'link-preview__kind', data.stub ? `${data.kind} · not yet written` : data.kind);
  const title = element('p', 'link-preview__title', data.title);
  const parts: HTMLElement[] = [kind, title];
  if (data.lead) parts.push(element('p', 'link-preview__lead', data.lead));
  if (data.summary) parts.push(element('p', 'link-preview__summary', data.summary));
  if (data.counts.length > 0) {
    const counts = element('ul', 'link-preview__counts');
    for (const count of data.counts) counts.append(element('li', '', `${count.n} ${count.label}`));
    parts.push(counts);
  }
  box.replaceChildren(...parts);
}

/** Fills `box` with a one-line message (loading, or the preview could not be loaded). */
export function renderMessage(box: HTMLElement, message: string): void {
  box.replaceChildren(element('p', 'link-preview__message', message));
}
