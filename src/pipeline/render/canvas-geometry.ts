import { svgNumber as num } from '../../core/svg.ts';
import type { CanvasLine, CanvasShape, CanvasSide } from '../../schemas/canvas.ts';

/** A point in canvas units (y grows downwards). */
export interface Point {
  x: number;
  y: number;
}

/** A rectangle in canvas units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How an edge is drawn: its curve, the arrowheads at its ends and where its label stands. */
export interface EdgePath {
  /** The SVG path (`M … C …`). */
  d: string;
  /** An arrowhead triangle per end that has one, as SVG `points`. */
  heads: string[];
  /** The middle of the curve, where a label is written. */
  middle: Point;
  /** The curve's end and control points: the curve lies within them, so the drawing's bounds hold them. */
  hull: Point[];
}

/** The length of an arrowhead, in canvas units (Obsidian draws them about this size). */
const HEAD_LENGTH = 14;
const HEAD_HALF_WIDTH = 7;
/** Room left around the drawing, and above it for group labels. */
const MARGIN = 40;

const NORMALS: Record<CanvasSide, Point> = { top: { x: 0, y: -1 }, right: { x: 1, y: 0 }, bottom: { x: 0, y: 1 }, left: { x: -1, y: 0 } };

/** The middle of a node's side. */
function anchor(node: Box, side: CanvasSide): Point {
  switch (side) {
    case 'top':
      return { x: node.x + node.width / 2, y: node.y };
    case 'right':
      return { x: node.x + node.width, y: node.y + node.height / 2 };
    case 'bottom':
      return { x: node.x + node.width / 2, y: node.y + node.height };
    case 'left':
      return { x: node.x, y: node.y + node.height / 2 };
  }
}

/** The side of `from` that faces `to`, for an edge that names none. */
export function facingSide(from: Box, to: Box): CanvasSide {
  const dx = to.x + to.width / 2 - (from.x + from.width / 2);
  const dy = to.y + to.height / 2 - (from.y + from.height / 2);
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 'right' : 'left';
  return dy >= 0 ? 'bottom' : 'top';
}

/** The triangle of an arrowhead whose tip is at `tip`, pointing against `normal` (into the node). */
function head(tip: Point, normal: Point): string {
  const base = { x: tip.x + normal.x * HEAD_LENGTH, y: tip.y + normal.y * HEAD_LENGTH };
  const across = { x: -normal.y * HEAD_HALF_WIDTH, y: normal.x * HEAD_HALF_WIDTH };
  return [tip, { x: base.x + across.x, y: base.y + across.y }, { x: base.x - across.x, y: base.y - across.y }].map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

/**
 * An edge as a cubic curve leaving each node square to its side (as Obsidian draws them): from the
 * middle of `from`'s side to the middle of `to`'s, the control points pushed out along each side's
 * normal by half the distance (at least 30, at most 200 units). A line ends where its arrowhead starts.
 */
export function edgePath(edge: CanvasLine, from: Box, to: Box): EdgePath {
  const fromSide = edge.fromSide ?? facingSide(from, to);
  const toSide = edge.toSide ?? facingSide(to, from);
  const n0 = NORMALS[fromSide];
  const n1 = NORMALS[toSide];
  const tip0 = anchor(from, fromSide);
  const tip1 = anchor(to, toSide);
  const heads: string[] = [];
  const start = edge.fromEnd === 'arrow' ? { x: tip0.x + n0.x * HEAD_LENGTH, y: tip0.y + n0.y * HEAD_LENGTH } : tip0;
  const end = edge.toEnd === 'arrow' ? { x: tip1.x + n1.x * HEAD_LENGTH, y: tip1.y + n1.y * HEAD_LENGTH } : tip1;
  if (edge.fromEnd === 'arrow') heads.push(head(tip0, n0));
  if (edge.toEnd === 'arrow') heads.push(head(tip1, n1));
  const reach = Math.min(200, Math.max(30, Math.hypot(end.x - start.x, end.y - start.y) / 2));
  const c0 = { x: start.x + n0.x * reach, y: start.y + n0.y * reach };
  const c1 = { x: end.x + n1.x * reach, y: end.y + n1.y * reach };
  const d = `M${num(start.x)},${num(start.y)} C${num(c0.x)},${num(c0.y)} ${num(c1.x)},${num(c1.y)} ${num(end.x)},${num(end.y)}`;
  const middle = { x: (start.x + 3 * c0.x + 3 * c1.x + end.x) / 8, y: (start.y + 3 * c0.y + 3 * c1.y + end.y) / 8 };
  return { d, heads, middle, hull: [start, c0, c1, end] };
}

/** The box holding every node and every `extra` box (edges' curves and labels), with a margin; a board with no node gets a small empty box. */
export function boundsOf(nodes: readonly CanvasShape[], extra: readonly Box[] = []): Box {
  if (nodes.length === 0) return { x: 0, y: 0, width: 400, height: 200 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const box of [...nodes, ...extra]) {
    minX = Math.min(minX, box.x);
    minY = Math.min(minY, box.y);
    maxX = Math.max(maxX, box.x + box.width);
    maxY = Math.max(maxY, box.y + box.height);
  }
  return { x: minX - MARGIN, y: minY - MARGIN, width: maxX - minX + 2 * MARGIN, height: maxY - minY + 2 * MARGIN };
}
