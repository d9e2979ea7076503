// The opening of a page's body as a preview shows it, as Obsidian Publish's and Quartz's popovers
// do: its first paragraphs as rendered (formatting applied, links read as their text, formulas as
// their text) and its first picture.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** A picture of the body: its site path and its alternative text. */
export interface OpeningImage {
  src: string;
  alt: string;
}

/** The opening of a body. */
export interface Opening {
  /** The first paragraphs (or list items, when the body opens with a list) before the first heading that follows text, as plain text; `[]` when the body has no text. */
  paragraphs: string[];
  /** The body's first picture served by the site itself, when it has one. */
  image: OpeningImage | undefined;
}

/** An opening takes paragraphs until it holds about this many characters. */
const OPENING_CHARS = 320;
/** Most paragraphs an opening takes. */
const OPENING_PARAGRAPHS = 3;
/** How much of the body is read: the opening lies in its first part, and a long body is not parsed whole. */
const HEAD_CHARS = 8000;

/** Elements whose text is not part of what a reader reads (a formula's TeX source, footnote marks, a diagram's labels). */
const SKIPPED = new Set(['annotation', 'sup', 'svg', 'script', 'style', 'template']);
/** Blocks read as paragraphs. */
const TEXT_BLOCKS = new Set(['p', 'li']);
const HEADINGS = /^h[1-6]$/;
/** Blocks an opening looks into for paragraphs. */
const CONTAINERS = new Set(['ul', 'ol', 'blockquote', 'div', 'details', 'section']);

/** The text of a node as a reader reads it. */
function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || SKIPPED.has(node.tagName)) return '';
  // A nested list is the item's own: its first line stands for it.
  return node.children.map((child) => (child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol') ? '' : textOf(child))).join('');
}

/** Takes rendered body HTML; returns its opening paragraphs and first picture. */
export function openingOf(bodyHtml: string): Opening {
  if (bodyHtml === '') return { paragraphs: [], image: undefined };
  const tree: Root = fromHtml(bodyHtml.slice(0, HEAD_CHARS), { fragment: true });
  const paragraphs: string[] = [];
  let image: OpeningImage | undefined;
  let length = 0;
  // The opening ends at the first heading after some text: the next section is not part of it.
  let closed = false;
  const full = (): boolean => closed || paragraphs.length >= OPENING_PARAGRAPHS || length >= OPENING_CHARS;
  const visit = (nodes: readonly (ElementContent | RootContent)[]): void => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (full() && image !== undefined) return;
      if (TEXT_BLOCKS.has(node.tagName)) {
        const text = textOf(node).replace(/\s+/g, ' ').trim();
        // A picture standing alone is the note's; one inside a sentence is a glyph of the text (an icon).
        if (text === '') image ??= firstImage(node);
        else if (!full()) {
          paragraphs.push(text);
          length += text.length;
        }
      } else if (HEADINGS.test(node.tagName)) {
        closed = paragraphs.length > 0;
      } else if (node.tagName === 'img' || node.tagName === 'figure') {
        image ??= firstImage(node);
      } else if (CONTAINERS.has(node.tagName)) {
        visit(node.children);
      }
    }
  };
  visit(tree.children);
  return { paragraphs, image };
}

/** The first `<img>` in `node` served by the site itself (a vault attachment), when there is one. Pictures are never read inside a sentence: an image beside text is an icon. */
function firstImage(node: Element): OpeningImage | undefined {
  if (node.tagName === 'img') {
    const src = node.properties['src'];
    const alt = node.properties['alt'];
    return typeof src === 'string' && src.startsWith('/') && !src.startsWith('//') ? { src, alt: typeof alt === 'string' ? alt : '' } : undefined;
  }
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const found = firstImage(child);
    if (found !== undefined) return found;
  }
  return undefined;
}
