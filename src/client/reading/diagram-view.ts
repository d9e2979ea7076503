/**
 * "Open larger" under each drawn diagram (src/pipeline/render/diagram-size.ts): a button that shows
 * the diagram in a modal dialog filling the window, enlarged to fit it (never below its size on the
 * page; a diagram larger than the window scrolls). The dialog is the browser's own: Escape or the
 * Close button closes it, and focus returns to the button.
 */
import type { Ui } from '../../core/i18n/format-core.ts';
import readingWords from 'virtual:research-notes/words/reading';
import { pageWords } from '../page-words.ts';

/** The most a diagram is enlarged in the view: past this, a small diagram's lines look coarse. */
const MAX_SCALE = 2.5;
/** Room kept around the diagram in the view, in CSS pixels (the bar above, the padding around). */
const MARGIN = { width: 48, height: 96 } as const;

/** The drawing's size as the page sets it, or `undefined` when the SVG has none. */
function drawnSize(svg: SVGSVGElement): { width: number; height: number } | undefined {
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  return width > 0 && height > 0 ? { width, height } : undefined;
}

function openLarger(diagram: HTMLElement, opener: HTMLButtonElement, words: Ui): void {
  const svg = diagram.querySelector('svg');
  if (svg === null) return;
  const dialog = document.createElement('dialog');
  dialog.className = 'diagram-dialog';
  dialog.setAttribute('aria-label', svg.getAttribute('aria-label') ?? words.t('diagram.open'));
  const bar = document.createElement('div');
  bar.className = 'diagram-dialog-bar';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'diagram-open';
  close.textContent = words.t('diagram.close');
  close.addEventListener('click', () => dialog.close());
  bar.append(close);
  const frame = document.createElement('div');
  frame.className = 'diagram';
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const size = drawnSize(svg);
  if (size !== undefined) {
    const fit = Math.min((window.innerWidth - MARGIN.width) / size.width, (window.innerHeight - MARGIN.height) / size.height);
    const scale = Math.max(1, Math.min(MAX_SCALE, fit));
    copy.setAttribute('width', String(Math.round(size.width * scale)));
    copy.setAttribute('height', String(Math.round(size.height * scale)));
  }
  frame.append(copy);
  dialog.append(bar, frame);
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}

const words = pageWords(readingWords);
for (const diagram of document.querySelectorAll<HTMLElement>('.prose .diagram, article .diagram')) {
  if (diagram.querySelector('svg') === null || diagram.nextElementSibling?.classList.contains('diagram-tools')) continue;
  const tools = document.createElement('div');
  tools.className = 'diagram-tools';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'diagram-open';
  button.textContent = words.t('diagram.open');
  button.addEventListener('click', () => openLarger(diagram, button, words));
  tools.append(button);
  diagram.after(tools);
}
