import type { BlockContent, Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isCanvasFile } from '../../core/page-source.ts';
import type { ContentPath } from '../../schemas/brand.ts';
import { CanvasFileSchema, type CanvasModel, type CanvasNode, type CanvasShape } from '../../schemas/canvas.ts';
import type { ParsedFile } from '../../schemas/parsed-file.ts';
import { finding } from '../finding.ts';
import { jsonErrorLine, readEdges, readingOrder, readNodes } from './canvas-file.ts';
import { plainText } from './plain-text.ts';
import type { WikiLink } from './wiki-links.ts';

/** The most nodes a board draws; the rest are left out with a warning (a 2,000-node board is drawn whole). */
export const CANVAS_MAX_NODES = 2500;
/** The most edges a board draws. */
export const CANVAS_MAX_EDGES = 5000;
/** The longest name a node has in the reading order and in the edges' descriptions ("A → B"). */
const NAME_MAX = 80;

/** One node's content in a board's tree: its Markdown (a text card), its file link (a file card), or nothing. */
export interface CanvasCard extends Parent {
  type: 'canvasCard';
  /** The node's index in `CanvasModel.nodes`. */
  node: number;
  children: Array<BlockContent | WikiLink>;
}

declare module 'mdast' {
  interface RootContentMap {
    canvasCard: CanvasCard;
  }
  interface RootData {
    /** Set on a board's tree: what is drawn (`pipeline/parse/canvas.ts`). */
    canvas?: CanvasModel;
  }
}

/** True when a content path is a JSON Canvas board (`isCanvasFile` of src/core/page-source.ts). */
export const isCanvasPath = isCanvasFile;

/** The model of a parsed board, when the tree is one. */
export function canvasOf(tree: Root): CanvasModel | undefined {
  return tree.data?.canvas;
}

/** How a board reads one text card's Markdown: as a note body of the same file (`parseFile`), lines counted from the card. */
export type CardParser = (markdown: string) => ParsedFile;

/**
 * Parses a `.canvas` file (JSON Canvas 1.0) into the parsed file of a note titled by its name
 * (`data` comes from `page`, the parse of an empty note of that name): the tree holds one
 * `canvasCard` per node in reading order (groups first, then the cards from top left to bottom
 * right) with the text cards' Markdown parsed by `parseCard`, so their links, tags and embeds count
 * as a note's do, and `tree.data.canvas` holds what is drawn. Never throws: a file that is not JSON
 * is an empty board with a warning at the line of the error; a node or edge that does not fit the
 * format is left out with a warning at its line.
 */
export function parseCanvas(file: ContentPath, text: string, page: ParsedFile, parseCard: CardParser): ParsedFile {
  const out: ParsedFile = { ...page, tree: { type: 'root', children: [] }, links: [], paragraphs: [], sentences: [], figures: [], tags: [], findings: [] };
  const model: CanvasModel = { nodes: [], edges: [], omitted: { nodes: 0, edges: 0 } };
  out.tree.data = { canvas: model };
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    out.findings.push(
      finding(
        'warning',
        'canvas-json',
        file,
        jsonErrorLine(text, reason),
        `${file} is not valid JSON (${reason}), so the board is published empty; open it in Obsidian and save it again, or fix the JSON by hand`,
      ),
    );
    return out;
  }
  const top = CanvasFileSchema.safeParse(json);
  const lists = top.success ? top.data : { nodes: [], edges: [] };
  if (!top.success)
    out.findings.push(finding('warning', 'canvas-shape', file, 1, `${file} is JSON but not a board (no "nodes" and "edges" lists), so it is published empty`));
  const nodes = readNodes(file, text, lists.nodes, out.findings);
  const kept = nodes.slice(0, CANVAS_MAX_NODES);
  model.omitted.nodes = nodes.length - kept.length;
  if (model.omitted.nodes > 0)
    out.findings.push(
      finding(
        'warning',
        'canvas-too-large',
        file,
        null,
        `${file} holds ${nodes.length} nodes; the first ${CANVAS_MAX_NODES} in reading order are drawn and the page says how many more there are. Split the board`,
      ),
    );
  const order = readingOrder(kept.map((n) => n.node));
  const at = new Map<string, number>();
  order.forEach((i, position) => {
    const read = kept[i];
    if (read === undefined) return;
    at.set(read.node.id, position);
    const shape = cardOf(read.node, read.line, file, out, parseCard);
    model.nodes.push(shape.shape);
    out.tree.children.push({ type: 'canvasCard', node: position, children: shape.children });
  });
  model.edges = readEdges(file, text, lists.edges, at, out.findings);
  if (model.edges.length > CANVAS_MAX_EDGES) {
    model.omitted.edges = model.edges.length - CANVAS_MAX_EDGES;
    model.edges = model.edges.slice(0, CANVAS_MAX_EDGES);
  }
  return out;
}

/** A name cut to `NAME_MAX` characters. */
function shortName(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > NAME_MAX ? `${one.slice(0, NAME_MAX - 1).trimEnd()}…` : one;
}

/** A node's drawn shape and its card's content, its text and links added to `out`. */
function cardOf(
  node: CanvasNode,
  line: number,
  file: ContentPath,
  out: ParsedFile,
  parseCard: CardParser,
): { shape: CanvasShape; children: CanvasCard['children'] } {
  const shape: CanvasShape = { id: node.id, type: node.type, x: node.x, y: node.y, width: node.width, height: node.height, name: '' };
  if (node.color !== undefined) shape.color = node.color;
  switch (node.type) {
    case 'group':
      shape.name = shortName(node.label ?? '');
      return { shape, children: [] };
    case 'link': {
      const url = webAddress(node.url);
      if (url === undefined)
        out.findings.push(
          finding(
            'warning',
            'canvas-link',
            file,
            line,
            `the link card "${shortName(node.url)}" is not a web address (http, https or mailto), so it is shown as text`,
          ),
        );
      else shape.url = url;
      shape.name = shortName(node.url);
      return { shape, children: [] };
    }
    case 'file': {
      const heading = node.subpath?.replace(/^#/, '');
      const link: WikiLink = { type: 'wikiLink', target: node.file, embed: true, index: out.links.length, value: '' };
      if (heading !== undefined && heading !== '') {
        link.heading = heading;
        shape.section = heading;
      }
      shape.link = link.index;
      out.links.push({
        target: link.target,
        embed: true,
        line,
        paragraph: Math.max(out.paragraphs.length - 1, 0),
        ...(link.heading === undefined ? {} : { heading: link.heading }),
      });
      return { shape, children: [link] };
    }
    case 'text': {
      const card = node.text.trim() === '' ? undefined : parseCard(`\n${node.text}`);
      if (card === undefined) return { shape, children: [] };
      merge(out, card, line);
      shape.name = shortName(firstBlock(card.tree));
      return { shape, children: card.tree.children as CanvasCard['children'] };
    }
  }
}

/** A web address a reader may follow (http, https, mailto), normalised; `undefined` for anything else. */
function webAddress(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The first block of a card's text, its links as written. */
function firstBlock(tree: Root): string {
  return plainText(tree, (link) => link.shown ?? link.target).split('\n\n')[0] ?? '';
}

/**
 * Adds a text card's links, paragraphs, tags, findings and queries to the board's, at the card's
 * line, its links renumbered after the board's: a card's ` ```dataview ` or ` ```base ` block (and
 * `` `= …` `` inline query) is evaluated as a note's is, its findings at the card's line.
 */
function merge(out: ParsedFile, card: ParsedFile, line: number): void {
  const offset = out.links.length;
  const paragraphs = out.paragraphs.length;
  visit(card.tree, 'wikiLink', (node: WikiLink) => {
    node.index += offset;
  });
  if (card.blocks === true) {
    out.blocks = true;
    visit(card.tree, (node) => {
      if ((node.type === 'code' || node.type === 'inlineCode') && node.data?.line !== undefined) node.data.line = line;
    });
  }
  for (const link of card.links) out.links.push({ ...link, line, paragraph: link.paragraph + paragraphs });
  for (const paragraph of card.paragraphs) out.paragraphs.push({ ...paragraph, line });
  for (const tag of card.tags) if (!out.tags.includes(tag)) out.tags.push(tag);
  for (const found of card.findings) if (found.code !== 'empty-file') out.findings.push({ ...found, line: found.line === null ? null : line });
}
