import type { Root } from 'mdast';
import { escapeMarkup } from '../../core/escape.ts';
import { EMPTY_OUTLINE, type BodyOutline } from '../../schemas/body-outline.ts';
import type { CanvasColour, CanvasLine, CanvasModel, CanvasShape } from '../../schemas/canvas.ts';
import { canvasOf, type CanvasCard } from '../parse/canvas.ts';
import { plainText } from '../parse/plain-text.ts';
import { svgNumber as num } from '../../core/svg.ts';
import type { TextKey, Ui } from '../../core/i18n/index.ts';
import { boundsOf, edgePath, type Box } from './canvas-geometry.ts';
import type { BlockRenderer } from '../query/blocks.ts';
import { renderBody, type BodyTargets, type EmbedRenderer, type RenderedBody } from './render.ts';

/** What a reader is told a node is, by its type: the catalogue's key. */
const TYPE_LABEL: Record<CanvasShape['type'], TextKey> = { text: 'canvas.card', file: 'canvas.file', link: 'canvas.link', group: 'canvas.group' };

/** A colour as classes and SVG attributes: a preset is a class (`canvas-c1` … `canvas-c6`, coloured by the stylesheet), a hex colour the attribute `attribute`. */
function paint(color: CanvasColour | undefined, attributes: readonly string[]): { cls: string; attrs: string } {
  if (color === undefined) return { cls: '', attrs: '' };
  if (!color.startsWith('#')) return { cls: ` canvas-c${color}`, attrs: '' };
  // The schema admits only `#` and hex digits, so the value needs no escaping; it is escaped all the same.
  const value = escapeMarkup(color);
  return { cls: ' canvas-hex', attrs: attributes.map((a) => ` ${a}="${value}"`).join('') };
}

/** A node's name as the reading order and the edges' descriptions say it; a file card's is its page's title or file, never a withheld file's name (`canvas.unpublished` in `words`). */
function nameOf(shape: CanvasShape, targets: BodyTargets, words: Ui): string {
  if (shape.type !== 'file' || shape.link === undefined) return shape.name;
  const target = targets[shape.link] ?? null;
  if (target === null) return words.t('canvas.unpublished');
  if ('attachment' in target) return target.attachment.split('/').pop() ?? target.attachment;
  return shape.section === undefined ? target.title : `${target.title} › ${shape.section}`;
}

/** How a reader hears a node: its type and name (`Card: Launch plan`), in `words`. */
function labelOf(shape: CanvasShape, name: string, words: Ui): string {
  const type = words.t(TYPE_LABEL[shape.type]);
  return name === '' ? type : words.t('canvas.named', { type, name });
}

/** An edge as text: `A → B: label` (`←` or `↔` for arrows the other way or both, `—` for none). */
export function edgeText(edge: CanvasLine, from: string, to: string): string {
  const arrow = edge.fromEnd === 'arrow' ? (edge.toEnd === 'arrow' ? '↔' : '←') : edge.toEnd === 'arrow' ? '→' : '—';
  return `${from} ${arrow} ${to}${edge.label === undefined ? '' : `: ${edge.label}`}`;
}

/** A card's inside (its ids prefixed with `scope`): its rendered Markdown (its bases and queries evaluated by `blocks`), the file it shows, or its link. Empty for a file that is not published. */
function cardHtml(
  scope: string,
  shape: CanvasShape,
  card: CanvasCard | undefined,
  targets: BodyTargets,
  embed: EmbedRenderer | undefined,
  words: Ui,
  blocks: BlockRenderer | undefined,
): { html: string; outline: BodyOutline } {
  if (shape.type === 'link') {
    const text = escapeMarkup(shape.name);
    const html = shape.url === undefined ? `<p>${text}</p>` : `<p><a href="${escapeMarkup(shape.url)}" rel="noopener noreferrer">${text}</a></p>`;
    return { html, outline: EMPTY_OUTLINE };
  }
  if (shape.type === 'file' && (shape.link === undefined || (targets[shape.link] ?? null) === null)) return { html: '', outline: EMPTY_OUTLINE };
  if (card === undefined || card.children.length === 0) return { html: '', outline: EMPTY_OUTLINE };
  const body: RenderedBody = renderBody({ type: 'root', children: card.children } as Root, targets, embed, [], undefined, blocks, words);
  return { html: scopeIds(body.html, scope), outline: body.outline };
}

/**
 * A card's HTML with its ids (headings `h-…`, footnotes `user-content-…`, `footnote-label`) and the links within it
 * to them prefixed, since every card is rendered on its own and two cards may hold the same heading.
 */
function scopeIds(html: string, prefix: string): string {
  return html.replace(/\b(id="|href="#|aria-describedby=")(h-|user-content-|footnote-label")/g, `$1${prefix}$2`);
}

/** A group's frame and label (above its top left corner, as Obsidian writes it). */
function groupSvg(shape: CanvasShape): string {
  const { cls, attrs } = paint(shape.color, ['stroke', 'fill']);
  const frame = `<rect class="canvas-group${cls}"${attrs} x="${num(shape.x)}" y="${num(shape.y)}" width="${num(shape.width)}" height="${num(shape.height)}" rx="8"/>`;
  const label = shape.name === '' ? '' : `<text class="canvas-group-label" x="${num(shape.x + 4)}" y="${num(shape.y - 10)}">${escapeMarkup(shape.name)}</text>`;
  return `<g>${frame}${label}</g>`;
}

/** A card: its frame (coloured) and its content in a `foreignObject`, a stop for the keyboard in reading order. */
function cardSvg(shape: CanvasShape, inner: string, label: string): string {
  const { cls, attrs } = paint(shape.color, ['stroke', 'fill']);
  const box = `x="${num(shape.x)}" y="${num(shape.y)}" width="${num(shape.width)}" height="${num(shape.height)}"`;
  const frame = `<rect class="canvas-card${cls}"${attrs} ${box} rx="6"/>`;
  const kind = shape.type === 'file' && inner === '' ? 'canvas-body canvas-body--empty' : `canvas-body canvas-body--${shape.type}`;
  return `${frame}<foreignObject ${box}><div class="${kind}" tabindex="0" role="group" aria-label="${escapeMarkup(label)}">${inner}</div></foreignObject>`;
}

/** About how wide a label's character is, in canvas units at its 16-unit size: enough for the drawing's bounds to hold it. */
const LABEL_CHAR_WIDTH = 9;

/** An edge's curve and arrowheads, its label, and the boxes the drawing's bounds must hold (its curve's points and its label). */
function edgeSvg(edge: CanvasLine, nodes: readonly CanvasShape[]): { svg: string; label: string; extent: Box[] } {
  const from = nodes[edge.from];
  const to = nodes[edge.to];
  if (from === undefined || to === undefined) return { svg: '', label: '', extent: [] };
  const path = edgePath(edge, from, to);
  const line = paint(edge.color, ['stroke']);
  const fill = paint(edge.color, ['fill']);
  const heads = path.heads.map((points) => `<polygon class="canvas-head${fill.cls}"${fill.attrs} points="${points}"/>`).join('');
  const svg = `<path class="canvas-edge${line.cls}"${line.attrs} d="${path.d}"/>${heads}`;
  const label =
    edge.label === undefined ? '' : `<text class="canvas-edge-label" x="${num(path.middle.x)}" y="${num(path.middle.y)}">${escapeMarkup(edge.label)}</text>`;
  const extent = path.hull.map((p): Box => ({ x: p.x, y: p.y, width: 0, height: 0 }));
  if (edge.label !== undefined) {
    const half = (edge.label.length * LABEL_CHAR_WIDTH) / 2;
    extent.push({ x: path.middle.x - half, y: path.middle.y - 12, width: 2 * half, height: 24 });
  }
  return { svg, label, extent };
}

/**
 * The board's words for the search index: group labels, text cards and link cards, one paragraph
 * each. Pagefind reads no SVG, `foreignObject` included, so without them a board would be found by
 * its title only. The block is `hidden`: readers and screen readers meet the cards themselves.
 */
function searchText(model: CanvasModel, cards: ReadonlyMap<number, CanvasCard>, targets: BodyTargets): string {
  const label = (link: { index: number; target: string; shown?: string }): string => {
    const target = targets[link.index] ?? null;
    return link.shown ?? (target !== null && !('attachment' in target) ? target.title : link.target);
  };
  const parts = model.nodes.map((shape, i) => {
    const card = cards.get(i);
    if (shape.type === 'text') return card === undefined ? '' : plainText({ type: 'root', children: card.children } as Root, label);
    return shape.type === 'file' ? '' : shape.name;
  });
  const paragraphs = parts.filter((text) => text.trim() !== '').map((text) => `<p>${escapeMarkup(text)}</p>`);
  return paragraphs.length === 0 ? '' : `<div class="canvas-index" hidden>${paragraphs.join('')}</div>`;
}

/** What the page says was left out of a board too large to draw whole, in `words`. */
function omittedNote(model: CanvasModel, words: Ui): string {
  const parts: string[] = [];
  if (model.omitted.nodes > 0) parts.push(words.count('canvas.moreNodes', model.omitted.nodes));
  if (model.omitted.edges > 0) parts.push(words.count('canvas.moreConnections', model.omitted.edges));
  return parts.length === 0 ? '' : `<p class="canvas-omitted">${escapeMarkup(words.t('canvas.omitted', { parts: words.list(parts) }))}</p>`;
}

/**
 * Draws a board's parsed tree (`pipeline/parse/canvas.ts`) as HTML: an SVG of its groups, edges and
 * cards at their places, each card's Markdown rendered and sanitised as a note body is (links
 * resolved by `targets`, `embed` showing a file card's note or section), and the edges as text
 * (`A → B: label`) after it. The cards come in reading order, so the keyboard and screen readers
 * meet the groups, then the cards from top left to bottom right. Colours are classes and SVG
 * attributes, never `style`. `prefix` keeps the ids of an embedded board's cards apart; `words`
 * are the interface's in the site's language, for the labels, the tools and the reading order;
 * `blocks` evaluates the text cards' bases and Dataview queries (without it they are code).
 * `undefined` when the tree is not a board's.
 */
export function renderCanvas(
  tree: Root,
  targets: BodyTargets,
  embed: EmbedRenderer | undefined,
  prefix: string,
  words: Ui,
  blocks?: BlockRenderer,
): RenderedBody | undefined {
  const model = canvasOf(tree);
  if (model === undefined) return undefined;
  const cards = new Map<number, CanvasCard>();
  for (const child of tree.children) if (child.type === 'canvasCard') cards.set(child.node, child);
  const names = model.nodes.map((shape) => nameOf(shape, targets, words));
  let outline: BodyOutline = EMPTY_OUTLINE;
  const groups: string[] = [];
  const bodies: string[] = [];
  model.nodes.forEach((shape, i) => {
    if (shape.type === 'group') {
      groups.push(groupSvg(shape));
      return;
    }
    const inner = cardHtml(`${prefix}c${i}-`, shape, cards.get(i), targets, embed, words, blocks);
    if (outline.opening.paragraphs.length === 0 && inner.outline.opening.paragraphs.length > 0) outline = { headings: [], opening: inner.outline.opening };
    bodies.push(cardSvg(shape, inner.html, labelOf(shape, names[i] ?? '', words)));
  });
  const edges = model.edges.map((edge) => edgeSvg(edge, model.nodes));
  const box = boundsOf(
    model.nodes,
    edges.flatMap((e) => e.extent),
  );
  const viewBox = `${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)}`;
  const cardCount = model.nodes.filter((n) => n.type !== 'group').length;
  const summary = words.t('canvas.label', {
    cards: words.count('canvas.cards', cardCount),
    groups: words.count('canvas.groups', model.nodes.length - cardCount),
    connections: words.count('canvas.connections', model.edges.length),
  });
  const svg =
    `<svg class="canvas-svg" xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${num(box.width)}" height="${num(box.height)}" data-canvas-svg>` +
    `<g class="canvas-groups">${groups.join('')}</g>` +
    `<g class="canvas-edges" aria-hidden="true">${edges.map((e) => e.svg).join('')}</g>` +
    `<g class="canvas-cards">${bodies.join('')}</g>` +
    `<g class="canvas-labels" aria-hidden="true">${edges.map((e) => e.label).join('')}</g></svg>`;
  const say = (key: TextKey): string => escapeMarkup(words.t(key));
  const tools =
    `<div class="canvas-tools" data-canvas-tools data-pagefind-ignore hidden><button type="button" data-canvas-zoom="in" aria-label="${say('graph.zoomIn')}">+</button>` +
    `<button type="button" data-canvas-zoom="out" aria-label="${say('graph.zoomOut')}">−</button><button type="button" data-canvas-zoom="fit">${say('canvas.fit')}</button>` +
    `<span class="canvas-hint">${say('canvas.hint')}</span></div>`;
  const lines = model.edges.map((edge) => `<li>${escapeMarkup(edgeText(edge, names[edge.from] ?? '', names[edge.to] ?? ''))}</li>`);
  const connections =
    lines.length === 0
      ? ''
      : `<details class="canvas-connections" open><summary>${escapeMarkup(words.t('canvas.connectionList', { count: lines.length }))}</summary><ul>${lines.join('')}</ul></details>`;
  const html =
    `<figure class="canvas" data-canvas><figcaption class="canvas-summary">${escapeMarkup(summary)}</figcaption>${tools}` +
    `<div class="canvas-view" data-canvas-view tabindex="0" role="group" aria-label="${escapeMarkup(summary)}">${svg}</div>` +
    `</figure>${searchText(model, cards, targets)}${omittedNote(model, words)}${connections}`;
  return { html, outline, figureMarks: [] };
}
