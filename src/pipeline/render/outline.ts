// What the renderer records of a body from the tree it serialises: its headings, for the page's
// contents, and its opening (first paragraphs and first picture), for previews, as Obsidian
// Publish's and Quartz's popovers show a note. Read from the finished tree (sanitised, under the
// base path, formulas in their slots), so what is recorded is what the HTML shows.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { BodyHeading, BodyOutline, LeadHeading, Opening, OpeningImage } from '../../schemas/body-outline.ts';

/** An opening takes paragraphs until it holds about this many characters. */
const OPENING_CHARS = 320;
/** Most paragraphs an opening takes. */
const OPENING_PARAGRAPHS = 3;
/** The opening lies in the body's first part: only top-level blocks that start within this many characters of its HTML are read. */
export const OPENING_HEAD_CHARS = 8000;

/** Elements whose text is not part of what a reader reads (a formula's TeX source, footnote marks, a diagram's labels). */
const SKIPPED = new Set(['annotation', 'sup', 'svg', 'script', 'style', 'template']);
/** Blocks read as paragraphs. */
const TEXT_BLOCKS = new Set(['p', 'li']);
const HEADING_LEVEL: Readonly<Record<string, number>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** Blocks an opening looks into for paragraphs. */
const CONTAINERS = new Set(['ul', 'ol', 'blockquote', 'div', 'details', 'section']);
/**
 * Elements whose start tag ends an open `<p>` (the HTML parser's rule): a paragraph the renderer
 * wrote around one (an embed standing alone in its paragraph) reads in a browser as what precedes
 * it, then the element and what follows it outside the paragraph.
 */
const CLOSES_PARAGRAPH = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dd',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'search',
  'section',
  'summary',
  'table',
  'ul',
]);

/**
 * Takes a rendered body's tree and how many of its top-level nodes start within its first
 * `OPENING_HEAD_CHARS` characters of HTML; returns its headings and its opening. `headings: false`
 * says the body holds none (the renderer knows from the Markdown), which spares the walk.
 */
export function outlineOf(tree: Root, headNodes: number, headings = true): BodyOutline {
  const found: BodyHeading[] = [];
  if (headings) collectHeadings(tree.children, found);
  return { headings: found, opening: openingOf(tree.children.slice(0, headNodes)) };
}

/** Adds every heading among `nodes` and their descendants to `out`, in document order. */
function collectHeadings(nodes: readonly (ElementContent | RootContent)[], out: BodyHeading[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    const level = HEADING_LEVEL[node.tagName];
    if (level === undefined) {
      collectHeadings(node.children, out);
      continue;
    }
    const id = node.properties['id'];
    out.push({ level, ...(typeof id === 'string' && id !== '' ? { id } : {}), text: node.children.map((child) => textOf(child, false)).join('') });
  }
}

/**
 * The text of a node as it reads: every text, the markup put into a slot (a formula's MathML) read
 * as its text without its TeX source; with `reading`, without what a reader does not read (`SKIPPED`) and without a list
 * nested in an item (its first line stands for the item).
 */
function textOf(node: ElementContent | RootContent | Root, reading: boolean): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'raw') return textOf(fromHtml(node.value, { fragment: true }), reading);
  if (node.type !== 'element' && node.type !== 'root') return '';
  // A formula's TeX source is never read: a heading `TD($\lambda$)` reads "TD(λ)", not "TD(λ)(\lambda)".
  if (node.type === 'element' && (node.tagName === 'annotation' || (reading && SKIPPED.has(node.tagName)))) return '';
  let text = '';
  for (const child of node.children) {
    if (reading && child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol')) continue;
    text += textOf(child, reading);
  }
  return text;
}

/** A block's text as a reader reads it, whitespace collapsed. */
function readText(node: Element): string {
  return textOf(node, true).replace(/\s+/g, ' ').trim();
}

/** The opening of a body from its first top-level nodes. */
function openingOf(nodes: readonly RootContent[]): Opening {
  const paragraphs: string[] = [];
  let image: OpeningImage | undefined;
  let length = 0;
  // The opening ends at the first heading after some text: the next section is not part of it.
  let closed = false;
  const full = (): boolean => closed || paragraphs.length >= OPENING_PARAGRAPHS || length >= OPENING_CHARS;
  const visit = (children: readonly (ElementContent | RootContent)[]): void => {
    for (const node of asShown(children)) {
      if (node.type !== 'element') continue;
      if (full() && image !== undefined) return;
      if (TEXT_BLOCKS.has(node.tagName)) {
        // A picture standing alone is the note's; one inside a sentence is a glyph of the text (an icon).
        if (full()) {
          // Only a picture is still wanted: the block's text is read only when it holds one.
          const picture = firstImage(node);
          if (picture !== undefined && readText(node) === '') image = picture;
          continue;
        }
        const text = readText(node);
        if (text === '') image ??= firstImage(node);
        else {
          paragraphs.push(text);
          length += text.length;
        }
      } else if (HEADING_LEVEL[node.tagName] !== undefined) {
        closed = paragraphs.length > 0;
      } else if (node.tagName === 'img' || node.tagName === 'figure') {
        image ??= firstImage(node);
      } else if (CONTAINERS.has(node.tagName)) {
        visit(node.children);
      }
    }
  };
  visit(nodes);
  return image === undefined ? { paragraphs } : { paragraphs, image };
}

/** The nodes as a browser reads them: a paragraph holding a block is split where the block starts (`CLOSES_PARAGRAPH`). */
function asShown(nodes: readonly (ElementContent | RootContent)[]): (ElementContent | RootContent)[] {
  return nodes.flatMap((node) => {
    if (node.type !== 'element' || node.tagName !== 'p') return [node];
    const at = node.children.findIndex((child) => child.type === 'element' && CLOSES_PARAGRAPH.has(child.tagName));
    return at < 0 ? [node] : [{ ...node, children: node.children.slice(0, at) }, ...node.children.slice(at)];
  });
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

/**
 * Takes a finished body's tree, the HTML written from it and its recorded headings, and says which
 * opening heading's text a view may leave out (one repeating the page's title or a home name);
 * returns, when the body opens with an h2, where that heading ends in `html` (blank space after it
 * included), and, when it may be left out and the first heading after it is not an h2, the rest of
 * the HTML with every h3–h6 moved up a level. Only the heading is written again to measure it; the
 * tree's headings are renamed (same length, so the offset holds) and it is written once more only
 * for such a body. Leaves the tree's headings promoted then: call it last.
 */
export function leadOf(tree: Root, html: string, headings: readonly BodyHeading[], mayLeaveOut: (text: string) => boolean): LeadHeading | undefined {
  const at = tree.children.findIndex((node) => node.type !== 'text' || node.value.trim() !== '');
  const first = tree.children[at];
  if (first === undefined || first.type !== 'element' || first.tagName !== 'h2') return undefined;
  let end = toHtml({ type: 'root', children: tree.children.slice(0, at + 1) }, { allowDangerousHtml: true }).length;
  while (end < html.length && html[end]?.trim() === '') end++;
  const text = headings[0]?.text.trim();
  const next = headings.slice(1).find((heading) => heading.level >= 2);
  if (text === undefined || next === undefined || next.level === 2 || !mayLeaveOut(text)) return { end };
  promoteHeadings(tree.children);
  return { end, promoted: toHtml(tree, { allowDangerousHtml: true }).slice(end) };
}

/** Renames every h3–h6 among `nodes` and their descendants one level up. */
function promoteHeadings(nodes: readonly (ElementContent | RootContent)[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    const level = HEADING_LEVEL[node.tagName];
    if (level !== undefined && level >= 3) node.tagName = `h${level - 1}`;
    promoteHeadings(node.children);
  }
}
