import type { Neighbourhood } from '../../schemas/graph.ts';
import { distinctLabel } from './short-label.ts';

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

/** Size of the label font in CSS pixels (the layout is drawn at the box's size, so this is what a reader sees). */
export const LABEL_PX = 12;
/** Width of one character of the label font, on the generous side so that a label is never clipped. */
const CHAR = LABEL_PX * 0.64;
const LINE = LABEL_PX + 3;
/** The fewest characters worth showing as a label; a node with less room keeps its accessible name. */
const MIN_LABEL = 9;

/** A label worth showing: whole, or cut with at least `MIN_LABEL` characters of words before the `…`. */
const worthShowing = (text: string) => text !== '' && (!text.endsWith('…') || text.length > MIN_LABEL);

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
    const node = nb.nodes[i];
    // Pages not yet written are drawn smaller: the written ones carry the picture.
    const r = node?.r === 'more' ? 10 : node?.stub ? nodeR - 2 : nodeR;
    nodes[i] = { x: cx + rx * f * Math.cos(a), y: cy + ry * f * Math.sin(a), r };
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

/**
 * Greedy labelling: the centre first, then written pages of the first ring, then pages not yet
 * written, then the second ring. Each label goes beside its node, away from the centre, or else
 * below it; one that would leave the box or cover another label or node is left out, as is one
 * that would read like another page's label (see `distinctLabel`).
 */
function placeLabels(nb: Neighbourhood, nodes: PlacedNode[], w: number, h: number): PlacedLabel[] {
  const taken: Box[] = nodes.map((n) => ({ x0: n.x - n.r, y0: n.y - n.r, x1: n.x + n.r, y1: n.y + n.r }));
  const labels: PlacedLabel[] = [];
  const shown = new Map<string, string>();
  const centre = nodes[0]!;
  const centreTitle = nb.nodes[0]?.t ?? '';
  // The centre's label is a size up and bold (GraphStyles.astro): wider characters.
  const centreChar = CHAR * 1.2;
  const centreLines = twoLines(centreTitle, Math.floor(Math.min(w * 0.6, 300) / centreChar));
  const cw = Math.max(...centreLines.map((l) => l.length)) * centreChar;
  const cy0 = centre.y + centre.r + 4;
  labels.push({ i: 0, x: centre.x, y: cy0 + LINE - 2, anchor: 'middle', lines: centreLines });
  taken.push({ x0: centre.x - cw / 2, y0: cy0, x1: centre.x + cw / 2, y1: cy0 + LINE * centreLines.length });
  const cx = w / 2;
  const inside = (b: Box) => b.x0 >= 1 && b.x1 <= w - 1 && b.y0 >= 1 && b.y1 <= h - 1;
  const free = (b: Box, i: number) => !taken.some((t, k) => k !== i && overlaps(t, b));
  const rank = (i: number) => {
    const node = nb.nodes[i]!;
    return (node.r === 'second' ? 2 : 0) + (node.stub ? 1 : 0);
  };
  const order = nb.nodes
    .map((_, i) => i)
    .slice(1)
    .sort((a, b) => rank(a) - rank(b) || a - b);
  // Labels beside their nodes, to lengthen once every node that can have a label has one.
  const beside: { label: number; box: number; room: number }[] = [];
  for (const i of order) {
    const node = nb.nodes[i]!;
    const at = nodes[i]!;
    if (node.r === 'more') continue;
    const right = at.x >= cx;
    // Beside the node, away from the centre.
    const room = right ? w - (at.x + at.r + 4) - 2 : at.x - at.r - 4 - 2;
    const besideMax = Math.min(24, Math.floor(room / CHAR));
    if (besideMax >= MIN_LABEL) {
      const text = distinctLabel(node.t, besideMax, shown);
      const tw = text.length * CHAR;
      const x = right ? at.x + at.r + 4 : at.x - at.r - 4;
      const box: Box = { x0: right ? x : x - tw, y0: at.y - LINE / 2, x1: right ? x + tw : x, y1: at.y + LINE / 2 };
      if (worthShowing(text) && inside(box) && free(box, i)) {
        taken.push(box);
        shown.set(text, node.t);
        labels.push({ i, x, y: at.y + LABEL_PX / 3, anchor: right ? 'start' : 'end', lines: [text] });
        beside.push({ label: labels.length - 1, box: taken.length - 1, room });
        continue;
      }
    }
    // Below the node, centred on it.
    const belowMax = Math.min(16, Math.floor((Math.min(at.x, w - at.x) * 2 - 4) / CHAR));
    if (belowMax < MIN_LABEL) continue;
    const text = distinctLabel(node.t, belowMax, shown);
    const tw = text.length * CHAR;
    const y0 = at.y + at.r + 2;
    const box: Box = { x0: at.x - tw / 2, y0, x1: at.x + tw / 2, y1: y0 + LINE };
    if (!worthShowing(text) || !inside(box) || !free(box, i)) continue;
    taken.push(box);
    shown.set(text, node.t);
    labels.push({ i, x: at.x, y: y0 + LABEL_PX, anchor: 'middle', lines: [text] });
  }
  lengthen(nb, labels, beside, taken, shown, inside);
  return labels;
}

/** The most characters a label beside its node grows to where nothing stands in its way. */
const LONG_LABEL = 36;

/**
 * Second pass: a label cut short beside its node takes more of its title where the room beside
 * it is free (written pages first, as they were placed), so that the picture reads with longer
 * labels where space allows without leaving any node unlabelled that the first pass labelled.
 */
function lengthen(
  nb: Neighbourhood,
  labels: PlacedLabel[],
  beside: readonly { label: number; box: number; room: number }[],
  taken: Box[],
  shown: Map<string, string>,
  inside: (b: Box) => boolean,
): void {
  for (const { label: li, box: bi, room } of beside) {
    const label = labels[li]!;
    const title = nb.nodes[label.i]?.t ?? '';
    const current = label.lines[0] ?? '';
    if (!current.endsWith('…')) continue;
    const text = distinctLabel(title, Math.min(LONG_LABEL, Math.floor(room / CHAR)), shown);
    if (text.length <= current.length || !worthShowing(text)) continue;
    const tw = text.length * CHAR;
    const old = taken[bi]!;
    const box: Box = label.anchor === 'start' ? { ...old, x1: old.x0 + tw } : { ...old, x0: old.x1 - tw };
    if (!inside(box) || taken.some((t, k) => k !== bi && overlaps(t, box))) continue;
    taken[bi] = box;
    shown.delete(current);
    shown.set(text, title);
    label.lines = [text];
  }
}
