import type { Neighbourhood } from '../../schemas/graph.ts';

/**
 * Places a neighbourhood in a box: the centre in the middle, the first ring on an ellipse in
 * role order (related, sources, papers, next, backlinks, "+N more"), the second ring outside its
 * parents. Rings rather than a force simulation: the picture is the same on every visit, labels
 * can be placed around it, and nothing needs to run in the browser but arithmetic.
 */

/** A node's place and drawn size. */
export interface PlacedNode {
  x: number;
  y: number;
  /** Size of the node's shape (about its radius). */
  r: number;
}

/** A label the layout found room for. */
export interface PlacedLabel {
  /** Index of the node it names. */
  i: number;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  /** One or two lines, cut with `…` to fit. */
  lines: string[];
}

export interface RadialLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  labels: PlacedLabel[];
}

/** Side of the square the build draws the first view in: the rail's width, and a phone's. */
export const NG_STATIC_SIZE = 350;

/** Approximate width of one character of the 11 px label font. */
const CHAR = 6.6;
const LINE = 13;

/** Takes text and a character budget and returns the text, cut at a word where it can, with `…` when cut. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(1, max - 1));
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Splits a title into at most two lines of `max` characters each. */
function twoLines(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const space = text.lastIndexOf(' ', max);
  const cut = space > max * 0.5 ? space : max;
  return [text.slice(0, cut).trimEnd(), clipText(text.slice(cut).trimStart(), max)];
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Takes a neighbourhood and a box size in CSS pixels and returns where to draw each node and which labels fit. */
export function layoutNeighbourhood(nb: Neighbourhood, width: number, height: number): RadialLayout {
  const w = Math.max(240, width);
  const h = Math.max(200, height);
  const cx = w / 2;
  const cy = h / 2;
  const first: number[] = [];
  const second: number[] = [];
  nb.nodes.forEach((n, i) => {
    if (n.r === 'second') second.push(i);
    else if (n.r !== 'centre') first.push(i);
  });
  const pad = 18;
  const rx = w / 2 - pad;
  const ry = h / 2 - pad;
  const inner = second.length > 0 ? 0.55 : 0.88;
  const m = Math.max(1, first.length);
  const spacing = (2 * Math.PI * Math.min(rx, ry) * inner) / m;
  const nodeR = spacing < 22 ? 6 : 8;
  // Crowded ring: alternate two radii so that neighbours along the ring do not touch.
  const stagger = spacing < 30;
  const nodes: PlacedNode[] = nb.nodes.map(() => ({ x: cx, y: cy, r: nodeR }));
  nodes[0] = { x: cx, y: cy, r: 13 };
  const angleOf = new Map<number, number>();
  first.forEach((i, k) => {
    const a = -Math.PI / 2 + (2 * Math.PI * k) / m;
    const f = inner * (stagger && k % 2 === 1 ? 0.74 : 1);
    angleOf.set(i, a);
    nodes[i] = { x: cx + rx * f * Math.cos(a), y: cy + ry * f * Math.sin(a), r: nb.nodes[i]?.r === 'more' ? 10 : nodeR };
  });
  const byParent = new Map<number, number[]>();
  for (const i of second) {
    const p = nb.nodes[i]?.p ?? 0;
    byParent.set(p, [...(byParent.get(p) ?? []), i]);
  }
  const step = (2 * Math.PI) / m;
  for (const [p, children] of byParent) {
    const base = angleOf.get(p) ?? 0;
    children.forEach((i, k) => {
      // A lone child sits a little off its parent's ray so that the two edges do not read as one line.
      const a = base + (children.length === 1 ? step * 0.25 : step * 0.8 * (k / (children.length - 1) - 0.5));
      nodes[i] = { x: cx + rx * 0.95 * Math.cos(a), y: cy + ry * 0.95 * Math.sin(a), r: 5 };
    });
  }
  return { width: w, height: h, nodes, labels: placeLabels(nb, nodes, w, h) };
}

/** Greedy labelling: the centre first, then the first ring in order, then the second; a label that would cover another label or node is left out. */
function placeLabels(nb: Neighbourhood, nodes: PlacedNode[], w: number, h: number): PlacedLabel[] {
  const taken: Box[] = nodes.map((n) => ({ x0: n.x - n.r, y0: n.y - n.r, x1: n.x + n.r, y1: n.y + n.r }));
  const labels: PlacedLabel[] = [];
  const centre = nodes[0]!;
  const centreLines = twoLines(nb.nodes[0]?.t ?? '', Math.floor(Math.min(w * 0.5, 260) / CHAR));
  const cw = Math.max(...centreLines.map((l) => l.length)) * CHAR;
  const cy0 = centre.y + centre.r + 4;
  labels.push({ i: 0, x: centre.x, y: cy0 + LINE - 3, anchor: 'middle', lines: centreLines });
  taken.push({ x0: centre.x - cw / 2, y0: cy0, x1: centre.x + cw / 2, y1: cy0 + LINE * centreLines.length });
  const cx = w / 2;
  for (let i = 1; i < nb.nodes.length; i++) {
    const node = nb.nodes[i]!;
    const at = nodes[i]!;
    const right = at.x >= cx;
    const room = right ? w - (at.x + at.r + 4) - 2 : at.x - at.r - 4 - 2;
    const max = Math.min(40, Math.floor(room / CHAR));
    const text = node.r === 'more' ? node.t : clipText(node.t, max);
    if (max < 8 && node.r !== 'more') continue;
    const tw = text.length * CHAR;
    const x = right ? at.x + at.r + 4 : at.x - at.r - 4;
    const box: Box = { x0: right ? x : x - tw, y0: at.y - LINE / 2, x1: right ? x + tw : x, y1: at.y + LINE / 2 };
    if (box.x0 < 0 || box.x1 > w || box.y0 < 0 || box.y1 > h) continue;
    if (taken.some((t, k) => k !== i && overlaps(t, box))) continue;
    taken.push(box);
    labels.push({ i, x, y: at.y + 4, anchor: right ? 'start' : 'end', lines: [text] });
  }
  return labels;
}
