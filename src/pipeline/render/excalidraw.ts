import type { Element, ElementContent } from 'hast';
import { escapeMarkup } from '../../core/escape.ts';
import type { Ui } from '../../core/i18n/index.ts';
import type { ExcalidrawDrawing } from '../parse/excalidraw.ts';
import type { WikiLink } from '../parse/wiki-links.ts';
import type { BodyTargets, LinkTarget } from './render.ts';

/** What a drawing is called to a reader: `Drawing` and its texts, cut short, in `words`. */
function drawingLabel(node: ExcalidrawDrawing, words: Ui): string {
  const texts = node.texts.join(' · ').replace(/\s+/g, ' ').trim();
  return texts === '' ? words.t('drawing.label') : words.t('drawing.labelWith', { texts: texts.length > 300 ? `${texts.slice(0, 299)}…` : texts });
}

const text = (value: string): ElementContent => ({ type: 'text', value });

/** The texts as a hidden block of paragraphs, escaped; `''` when there are none. */
function hiddenTexts(texts: readonly string[]): string {
  return texts.length === 0 ? '' : `<div hidden>${texts.map((t) => `<p>${escapeMarkup(t)}</p>`).join('')}</div>`;
}

/**
 * An Excalidraw drawing as the page shows it: the picture the vault exported beside it (the first of
 * its `.svg` and `.png` that exists), else the scene drawn at build time (`slot` puts that SVG in
 * place after sanitising), else its texts under a "Drawing" label (in `words`, the site's
 * language). Never the scene's data. The pages its elements link to (`## Element Links`, and the
 * links written in its texts) follow it as links made by `link`, as a reader opens them from the
 * drawing in Obsidian.
 */
export function drawingElement(
  node: ExcalidrawDrawing,
  targets: BodyTargets,
  slot: (markup: string) => Element,
  words: Ui,
  link: (written: WikiLink, target: LinkTarget) => Element,
): Element {
  const drawing = drawingOnly(node, targets, slot, words);
  const seen = new Set<string>();
  const links = node.children.slice(2).flatMap((written): ElementContent[] => {
    const target = targets[written.index] ?? null;
    if (target === null || 'attachment' in target || seen.has(target.url)) return [];
    seen.add(target.url);
    return [{ type: 'element', tagName: 'li', properties: {}, children: [link(written, target)] }];
  });
  if (links.length === 0) return drawing;
  return { type: 'element', tagName: 'div', properties: {}, children: [drawing, { type: 'element', tagName: 'ul', properties: {}, children: links }] };
}

/** The drawing itself: its export, the scene drawn, or its texts. */
function drawingOnly(node: ExcalidrawDrawing, targets: BodyTargets, slot: (markup: string) => Element, words: Ui): Element {
  // The exported pictures are the first two links; the rest are the elements' links, not shown.
  for (const link of node.children.slice(0, 2)) {
    const target = targets[link.index] ?? null;
    if (target !== null && 'attachment' in target)
      return {
        type: 'element',
        tagName: 'div',
        properties: { className: ['excalidraw'] },
        children: [{ type: 'element', tagName: 'img', properties: { src: target.url, alt: drawingLabel(node, words), loading: 'lazy' }, children: [] }],
      };
  }
  // Pagefind reads no SVG: the drawing's texts follow it, hidden, for the search index (screen readers have its label).
  if (node.svg !== undefined) return slot(`${node.svg}${hiddenTexts(node.texts)}`);
  const items: ElementContent[] = node.texts.map((t) => ({ type: 'element', tagName: 'li', properties: {}, children: [text(t)] }));
  const children: ElementContent[] = [
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{ type: 'element', tagName: 'strong', properties: {}, children: [text(words.t('drawing.label'))] }],
    },
  ];
  if (items.length > 0) children.push({ type: 'element', tagName: 'ul', properties: {}, children: items });
  return { type: 'element', tagName: 'div', properties: { className: ['excalidraw'] }, children };
}
