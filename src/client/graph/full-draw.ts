import type { Camera } from './camera.ts';
import { transformOf } from './camera.ts';
import type { GraphModel } from './graph-model.ts';
import { neighboursOf } from './graph-model.ts';
import type { SpatialGrid } from './spatial-grid.ts';

/** What the frame shows besides the map itself. */
export interface DrawState {
  /** 1 where the node passes the kind and cluster filters. */
  shown: Uint8Array;
  /** The focused node and its neighbours, drawn strong while everything else fades; `null` for none. */
  highlight: Set<number> | null;
  /** Nodes ringed: the focus, the selected one, the one under the pointer (-1 for none). */
  focus: number;
  selected: number;
  hover: number;
  colours: Palette;
}

/** Colours read from the page's CSS (so the map follows the light or dark theme). */
export interface Palette {
  kinds: string[];
  edge: string;
  hot: string;
  text: string;
  background: string;
  ring: string;
  font: string;
}

/** Most edges drawn in a frame: past this, an even sample of the visible edges keeps the frame short. */
const EDGE_BUDGET = 12000;
/** Labels are drawn for all visible nodes when there are at most this many. */
const LABEL_LIMIT = 220;

let inView = new Uint8Array(0);
let visible = new Int32Array(0);

/** Traces node i's shape (by kind) into the current path: circle, diamond, square or triangle. */
function trace(ctx: CanvasRenderingContext2D, kind: string | undefined, x: number, y: number, r: number): void {
  switch (kind) {
    case 'inquiry':
      ctx.moveTo(x, y - r * 1.3);
      ctx.lineTo(x + r * 1.3, y);
      ctx.lineTo(x, y + r * 1.3);
      ctx.lineTo(x - r * 1.3, y);
      ctx.closePath();
      break;
    case 'paper':
      ctx.rect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8);
      break;
    case 'discussion':
      ctx.moveTo(x, y - r * 1.25);
      ctx.lineTo(x + r * 1.19, y + r * 0.94);
      ctx.lineTo(x - r * 1.19, y + r * 0.94);
      ctx.closePath();
      break;
    default:
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, 2 * Math.PI);
  }
}

/**
 * Draws one frame: only nodes in view (found with the grid), edges of the nodes in view within a
 * budget, the highlighted neighbourhood on top, and titles once few enough nodes are in view.
 * Returns how many nodes it drew.
 */
export function drawGraph(
  ctx: CanvasRenderingContext2D,
  model: GraphModel,
  grid: SpatialGrid,
  cam: Camera,
  size: { width: number; height: number },
  state: DrawState,
): number {
  const { width, height } = size;
  const { a, bx, by } = transformOf(cam, width, height);
  const { colours, shown, highlight } = state;
  if (inView.length !== model.count) {
    inView = new Uint8Array(model.count);
    visible = new Int32Array(model.count);
  }
  ctx.fillStyle = colours.background;
  ctx.fillRect(0, 0, width, height);
  const r = Math.min(9, Math.max(1.3, 4 * a));
  const pad = (r + 2) / a;
  let m = 0;
  grid.query(-bx / a - pad, -by / a - pad, (width - bx) / a + pad, (height - by) / a + pad, (i) => {
    if (shown[i]) {
      inView[i] = 1;
      visible[m++] = i;
    }
  });
  const { x, y } = model;

  // Edges of the visible nodes, an even sample when there are too many to draw in a frame.
  let total = 0;
  for (let v = 0; v < m; v++) {
    const i = visible[v]!;
    total += model.offsets[i + 1]! - model.offsets[i]!;
  }
  const stride = Math.max(1, Math.ceil(total / EDGE_BUDGET));
  ctx.beginPath();
  let seen = 0;
  for (let v = 0; v < m; v++) {
    const i = visible[v]!;
    for (let k = model.offsets[i]!, end = model.offsets[i + 1]!; k < end; k++) {
      const j = model.targets[k]!;
      if (!shown[j] || (inView[j] && j < i)) continue;
      if (seen++ % stride !== 0) continue;
      ctx.moveTo(a * x[i]! + bx, a * y[i]! + by);
      ctx.lineTo(a * x[j]! + bx, a * y[j]! + by);
    }
  }
  ctx.strokeStyle = colours.edge;
  ctx.lineWidth = 1;
  ctx.globalAlpha = highlight ? 0.25 : Math.min(0.7, 0.25 * stride ** 0.25);
  ctx.stroke();

  // Nodes by kind: one path and one fill per kind; squares while they are too small for shapes.
  const small = r < 2.5;
  ctx.globalAlpha = highlight ? 0.3 : 1;
  for (let kind = 0; kind < model.kinds.length; kind++) {
    ctx.fillStyle = colours.kinds[kind] ?? colours.text;
    if (!small) ctx.beginPath();
    const name = model.kinds[kind];
    for (let v = 0; v < m; v++) {
      const i = visible[v]!;
      if (model.kind[i] !== kind) continue;
      const sx = a * x[i]! + bx;
      const sy = a * y[i]! + by;
      if (small) ctx.fillRect(sx - r, sy - r, 2 * r, 2 * r);
      else trace(ctx, name, sx, sy, r);
    }
    if (!small) ctx.fill();
  }
  ctx.globalAlpha = 1;
  if (highlight) drawHighlight(ctx, model, state, a, bx, by, Math.max(r, 3.5));
  drawRings(ctx, model, state, a, bx, by, Math.max(r, 3.5));
  if (m <= LABEL_LIMIT) drawLabels(ctx, model, visible.subarray(0, m), state, a, bx, by, r);
  for (let v = 0; v < m; v++) inView[visible[v]!] = 0;
  return m;
}

function drawHighlight(ctx: CanvasRenderingContext2D, model: GraphModel, state: DrawState, a: number, bx: number, by: number, r: number): void {
  const { x, y } = model;
  const centre = state.focus >= 0 ? state.focus : state.selected;
  if (centre >= 0) {
    ctx.beginPath();
    for (const j of neighboursOf(model, centre)) {
      if (!state.shown[j]) continue;
      ctx.moveTo(a * x[centre]! + bx, a * y[centre]! + by);
      ctx.lineTo(a * x[j]! + bx, a * y[j]! + by);
    }
    ctx.strokeStyle = state.colours.hot;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  for (const i of state.highlight ?? []) {
    if (!state.shown[i]) continue;
    ctx.beginPath();
    trace(ctx, model.kinds[model.kind[i]!], a * x[i]! + bx, a * y[i]! + by, r);
    ctx.fillStyle = state.colours.kinds[model.kind[i]!] ?? state.colours.text;
    ctx.fill();
  }
}

function drawRings(ctx: CanvasRenderingContext2D, model: GraphModel, state: DrawState, a: number, bx: number, by: number, r: number): void {
  ctx.strokeStyle = state.colours.ring;
  for (const [i, width] of [[state.focus, 3], [state.selected, 2.5], [state.hover, 2]] as const) {
    if (i < 0) continue;
    ctx.beginPath();
    ctx.arc(a * model.x[i]! + bx, a * model.y[i]! + by, r + 5, 0, 2 * Math.PI);
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

function drawLabels(ctx: CanvasRenderingContext2D, model: GraphModel, nodes: Int32Array, state: DrawState, a: number, bx: number, by: number, r: number): void {
  ctx.font = `11px ${state.colours.font}`;
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = state.colours.background;
  ctx.fillStyle = state.colours.text;
  for (const i of nodes) {
    const title = model.titles[i] ?? '';
    const text = title.length > 36 ? `${title.slice(0, 35).trimEnd()}…` : title;
    const sx = a * model.x[i]! + bx + r + 4;
    const sy = a * model.y[i]! + by;
    ctx.strokeText(text, sx, sy);
    ctx.fillText(text, sx, sy);
  }
}
