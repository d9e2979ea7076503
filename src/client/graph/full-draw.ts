import type { Camera } from './camera.ts';
import { transformOf } from './camera.ts';
import type { GraphModel } from './graph-model.ts';
import { neighboursOf } from './graph-model.ts';
import type { SpatialGrid } from './spatial-grid.ts';
import { fillCount, fillOf, STUB_ALPHA, type MapStyle } from './full-style.ts';
import { shapeOf } from './kinds.ts';
import type { GraphShape } from '../../core/kinds.ts';

/**
 * Drawing the map. What costs a frame, without a GPU, is rasterising: long edge lines and many
 * small shapes. So the whole map at one zoom (edges and nodes) is drawn once into an offscreen
 * layer and a pan only copies it; while a zoom gesture runs the layer is copied scaled, and
 * drawn afresh when the gesture rests. Zoomed in, where the layer would be too big, only the
 * nodes in view are drawn (few by then). The highlight, rings and titles go on top each frame.
 */

/** What the frame shows besides the map itself. */
export interface DrawState {
  /** 1 where the node passes the kind and cluster filters. */
  shown: Uint8Array;
  /** Bumped whenever `shown` or the colours change: the cached layer is then redrawn. */
  version: number;
  /** The focused node and its neighbours, drawn strong while everything else fades; `null` for none. */
  highlight: Set<number> | null;
  /** Nodes ringed: the focus, the selected one, the one under the pointer (-1 for none). */
  focus: number;
  selected: number;
  hover: number;
  /** `true` during a zoom gesture: a stale layer may be shown scaled instead of redrawn. */
  zooming: boolean;
  /**
   * `false` until the reader first moves the map: the first frames are drawn straight from the
   * nodes in view, since the layer (many times the canvas) only pays once the map pans, and
   * rasterising it would hold up the page while it loads.
   */
  cache: boolean;
  colours: Palette;
  /** Colour by kind or cluster; unwritten pages shown, dimmed or hidden (hidden ones are left out of `shown`). Changing it bumps `version`. */
  style: MapStyle;
}

/** Colours read from the page's CSS (so the map follows the light or dark theme). */
export interface Palette {
  kinds: string[];
  /** `CLUSTER_COLOURS` cluster colours, then the colour of a page in no cluster. */
  clusters: string[];
  edge: string;
  hot: string;
  text: string;
  background: string;
  ring: string;
  font: string;
}

/** Most screen pixels of edge lines in one drawing (about 10 ms of software rasterising per million). */
const EDGE_PIXELS = 600_000;
/** Most subpaths in one fill: very long paths rasterise far more slowly than several short ones. */
const CHUNK = 400;
/** Titles are drawn (where they fit) once at most this many nodes are in view. */
const LABEL_LIMIT = 400;
/** The cached layer may cover at most this many times the canvas area… */
const LAYER_AREA = 12;
/** …and at most this many device pixels (64 MB). */
const LAYER_PIXELS = 16_000_000;

/** The main canvas's context or an offscreen one: the drawing calls used here are the same. */
type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

interface Layer {
  /** The layer as a bitmap: copying a bitmap each frame is cheaper than copying a canvas. */
  image: ImageBitmap;
  k: number;
  version: number;
  /** The world rectangle the layer shows. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  scale: number;
}

let layer: Layer | undefined;
let inView = new Uint8Array(0);
let visible = new Int32Array(0);

/** Node size on screen at zoom k, in half-pixel steps. */
const radiusAt = (k: number) => Math.round(Math.min(9, Math.max(1.3, 4 * k)) * 2) / 2;

/** Traces a kind's shape into the current path: circle, diamond, square or triangle. */
function trace(ctx: Ctx2D, kind: string | undefined, x: number, y: number, r: number): void {
  TRACE[shapeOf(kind)](ctx, x, y, r);
}

/** Each shape traced at `x`, `y` with size `r` (the same shapes as `shapePath`). */
const TRACE: Readonly<Record<GraphShape, (ctx: Ctx2D, x: number, y: number, r: number) => void>> = {
  diamond: (ctx, x, y, r) => {
    ctx.moveTo(x, y - r * 1.3);
    ctx.lineTo(x + r * 1.3, y);
    ctx.lineTo(x, y + r * 1.3);
    ctx.lineTo(x - r * 1.3, y);
    ctx.closePath();
  },
  square: (ctx, x, y, r) => {
    ctx.rect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8);
  },
  triangle: (ctx, x, y, r) => {
    ctx.moveTo(x, y - r * 1.25);
    ctx.lineTo(x + r * 1.19, y + r * 0.94);
    ctx.lineTo(x - r * 1.19, y + r * 0.94);
    ctx.closePath();
  },
  circle: (ctx, x, y, r) => {
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, 2 * Math.PI);
  },
};

interface Transform {
  a: number;
  bx: number;
  by: number;
}

/** Draws the edges among `nodes` (each once), an even sample when they would cost too many pixels. */
function drawEdges(ctx: Ctx2D, model: GraphModel, nodes: Int32Array, t: Transform, state: DrawState, alpha: number): void {
  const { x, y, offsets, targets } = model;
  const { a, bx, by } = t;
  let total = 0;
  let sampled = 0;
  let length = 0;
  for (const i of nodes) {
    const degree = offsets[i + 1]! - offsets[i]!;
    total += degree;
    // Estimate the mean length on screen from every node's first edge.
    if (degree > 0) {
      const j = targets[offsets[i]!]!;
      length += a * Math.hypot(x[i]! - x[j]!, y[i]! - y[j]!);
      sampled++;
    }
  }
  const mean = sampled > 0 ? length / sampled : 0;
  const stride = Math.max(1, Math.ceil(((total / 2) * mean) / EDGE_PIXELS));
  ctx.strokeStyle = state.colours.edge;
  ctx.lineWidth = 1;
  ctx.globalAlpha = alpha;
  ctx.beginPath();
  let seen = 0;
  let inPath = 0;
  for (const i of nodes) {
    for (let k = offsets[i]!, end = offsets[i + 1]!; k < end; k++) {
      const j = targets[k]!;
      if (!state.shown[j] || (inView[j] && j < i)) continue;
      if (seen++ % stride !== 0) continue;
      ctx.moveTo(a * x[i]! + bx, a * y[i]! + by);
      ctx.lineTo(a * x[j]! + bx, a * y[j]! + by);
      if (++inPath === CHUNK * 4) {
        ctx.stroke();
        ctx.beginPath();
        inPath = 0;
      }
    }
  }
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/** The fill colour of slot `f` under the current style (see `fillOf`). */
function fillColour(state: DrawState, f: number): string {
  const list = state.style.colourBy === 'kind' ? state.colours.kinds : state.colours.clusters;
  return list[f] ?? state.colours.text;
}

/**
 * Draws `nodes` in their shapes (squares while too small to tell shapes apart), one fill colour
 * at a time in chunks; written pages first, then unwritten ones, dimmed when the style says so.
 */
function drawNodes(ctx: Ctx2D, model: GraphModel, nodes: Int32Array, t: Transform, r: number, state: DrawState): void {
  const { a, bx, by } = t;
  const small = r < 2.5;
  const { colourBy, stubs } = state.style;
  for (const stubPass of [0, 1]) {
    ctx.globalAlpha = stubPass === 1 && stubs === 'dim' ? STUB_ALPHA : 1;
    for (let fill = 0, fills = fillCount(model, colourBy); fill < fills; fill++) {
      ctx.fillStyle = fillColour(state, fill);
      let inPath = 0;
      ctx.beginPath();
      for (const i of nodes) {
        if (model.stub[i] !== stubPass || fillOf(model, i, colourBy) !== fill) continue;
        const sx = a * model.x[i]! + bx;
        const sy = a * model.y[i]! + by;
        if (small) {
          ctx.fillRect(sx - r, sy - r, 2 * r, 2 * r);
          continue;
        }
        trace(ctx, model.kinds[model.kind[i]!], sx, sy, r);
        if (++inPath === CHUNK) {
          ctx.fill();
          ctx.beginPath();
          inPath = 0;
        }
      }
      if (!small) ctx.fill();
    }
  }
  ctx.globalAlpha = 1;
}

/** Collects the shown nodes inside a world rectangle into `visible`, marking them in `inView`; returns their count. */
function collect(model: GraphModel, grid: SpatialGrid, shown: Uint8Array, x0: number, y0: number, x1: number, y1: number): number {
  if (inView.length !== model.count) {
    inView = new Uint8Array(model.count);
    visible = new Int32Array(model.count);
  }
  let m = 0;
  grid.query(x0, y0, x1, y1, (i) => {
    if (shown[i] && !inView[i]) {
      inView[i] = 1;
      visible[m++] = i;
    }
  });
  return m;
}

function release(m: number): void {
  for (let v = 0; v < m; v++) inView[visible[v]!] = 0;
}

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Draws the map around the view at zoom k into an offscreen layer: the view widened by half its
 * size on each side (so that panning copies it for a while), cut to the map's bounds; the whole
 * map once it fits. Returns `undefined` when the layer would be too big.
 */
function renderLayer(
  model: GraphModel,
  grid: SpatialGrid,
  k: number,
  view: Rect,
  size: { width: number; height: number },
  state: DrawState,
): Layer | undefined {
  const b = model.bounds;
  const r = radiusAt(k);
  const margin = (r + 4) / k;
  const dx = (view.x1 - view.x0) / 2;
  const dy = (view.y1 - view.y0) / 2;
  const area: Rect = {
    x0: Math.max(b.x0 - margin, view.x0 - dx),
    y0: Math.max(b.y0 - margin, view.y0 - dy),
    x1: Math.min(b.x1 + margin, view.x1 + dx),
    y1: Math.min(b.y1 + margin, view.y1 + dy),
  };
  const w = Math.max(1, (area.x1 - area.x0) * k);
  const h = Math.max(1, (area.y1 - area.y0) * k);
  const scale = window.devicePixelRatio || 1;
  if (w * h > LAYER_AREA * size.width * size.height || w * h * scale * scale > LAYER_PIXELS) return undefined;
  const canvas = new OffscreenCanvas(Math.ceil(w * scale), Math.ceil(h * scale));
  const c = canvas.getContext('2d');
  if (!c) return undefined;
  c.setTransform(scale, 0, 0, scale, 0, 0);
  const t = { a: k, bx: -area.x0 * k, by: -area.y0 * k };
  const m = collect(model, grid, state.shown, area.x0 - margin, area.y0 - margin, area.x1 + margin, area.y1 + margin);
  const nodes = visible.subarray(0, m);
  drawEdges(c, model, nodes, t, state, 0.35);
  drawNodes(c, model, nodes, t, r, state);
  release(m);
  layer?.image.close();
  return { image: canvas.transferToImageBitmap(), k, version: state.version, ...area, scale };
}

/**
 * Draws one frame and returns how many nodes are in view. The map comes from the cached layer
 * when it fits (copied, or scaled while zooming), else from the nodes in view (grid query);
 * then the highlighted neighbourhood, rings and, with few nodes in view, their titles.
 */
export function drawGraph(ctx: Ctx2D, model: GraphModel, grid: SpatialGrid, cam: Camera, size: { width: number; height: number }, state: DrawState): number {
  const { width, height } = size;
  const t = transformOf(cam, width, height);
  const { colours, highlight } = state;
  ctx.fillStyle = colours.background;
  ctx.fillRect(0, 0, width, height);
  const r = radiusAt(cam.k);
  const view: Rect = { x0: -t.bx / cam.k, y0: -t.by / cam.k, x1: (width - t.bx) / cam.k, y1: (height - t.by) / cam.k };
  const b = model.bounds;
  // The layer serves while it covers the view (as far as the map reaches), at this zoom or, during a zoom, one near it.
  const covers = (l: Layer) =>
    l.x0 <= Math.max(view.x0, b.x0) && l.y0 <= Math.max(view.y0, b.y0) && l.x1 >= Math.min(view.x1, b.x1) && l.y1 >= Math.min(view.y1, b.y1);
  const usable = (l: Layer) => l.version === state.version && covers(l) && (l.k === cam.k || (state.zooming && cam.k / l.k > 0.5 && cam.k / l.k < 2));
  if (!state.cache) {
    layer?.image.close();
    layer = undefined;
  } else if (!layer || !usable(layer)) layer = renderLayer(model, grid, cam.k, view, size, state);
  const pad = (r + 2) / cam.k;
  const m = collect(model, grid, state.shown, view.x0 - pad, view.y0 - pad, view.x1 + pad, view.y1 + pad);
  const nodes = visible.subarray(0, m);
  if (layer) {
    const f = cam.k / layer.k;
    const lx = t.a * layer.x0 + t.bx;
    const ly = t.a * layer.y0 + t.by;
    if (f === 1) {
      // Whole device pixels: a plain copy, without filtering the whole view.
      const px = 1 / layer.scale;
      ctx.drawImage(layer.image, Math.round(lx / px) * px, Math.round(ly / px) * px, layer.image.width * px, layer.image.height * px);
    } else ctx.drawImage(layer.image, lx, ly, (layer.image.width / layer.scale) * f, (layer.image.height / layer.scale) * f);
  } else {
    drawEdges(ctx, model, nodes, t, state, 0.35);
    drawNodes(ctx, model, nodes, t, r, state);
  }
  if (highlight) {
    // Fade the map, then draw the highlighted neighbourhood over it.
    ctx.globalAlpha = 0.65;
    ctx.fillStyle = colours.background;
    ctx.fillRect(0, 0, width, height);
    ctx.globalAlpha = 1;
    drawHighlight(ctx, model, state, t, Math.max(r, 3.5));
  }
  drawRings(ctx, model, state, t, Math.max(r, 3.5));
  // The focused and selected pages are always titled; the others once few enough are in view.
  drawLabels(ctx, model, m <= LABEL_LIMIT ? nodes : new Int32Array(0), state, t, Math.max(r, 3.5), width);
  release(m);
  return m;
}

function drawHighlight(ctx: Ctx2D, model: GraphModel, state: DrawState, t: Transform, r: number): void {
  const { x, y } = model;
  const { a, bx, by } = t;
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
    ctx.fillStyle = fillColour(state, fillOf(model, i, state.style.colourBy));
    ctx.globalAlpha = model.stub[i] === 1 && state.style.stubs === 'dim' ? 0.6 : 1;
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function drawRings(ctx: Ctx2D, model: GraphModel, state: DrawState, t: Transform, r: number): void {
  ctx.strokeStyle = state.colours.ring;
  for (const [i, width] of [
    [state.focus, 3],
    [state.selected, 2.5],
    [state.hover, 2],
  ] as const) {
    if (i < 0) continue;
    ctx.beginPath();
    ctx.arc(t.a * model.x[i]! + t.bx, t.a * model.y[i]! + t.by, r + 5, 0, 2 * Math.PI);
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

/**
 * Titles beside the nodes in view, each left out where it would cover one already written (rows
 * of 12 px); a title that would run past the right edge goes on the node's left instead, so none
 * is cut off. Unwritten pages' titles are dimmed with their nodes.
 */
function drawLabels(ctx: Ctx2D, model: GraphModel, nodes: Int32Array, state: DrawState, t: Transform, r: number, width: number): void {
  ctx.font = `11px ${state.colours.font}`;
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = state.colours.background;
  ctx.fillStyle = state.colours.text;
  const rows = new Map<number, [number, number][]>();
  const free = (row: number, x0: number, x1: number) => !(rows.get(row) ?? []).some(([a, b]) => x0 < b && a < x1);
  // The focused and selected pages first, so that their titles always find room.
  const order = [state.focus, state.selected, ...nodes].filter((i, k, all) => i >= 0 && all.indexOf(i) === k);
  for (const i of order) {
    const title = model.titles[i] ?? '';
    const text = title.length > 36 ? `${title.slice(0, 35).trimEnd()}…` : title;
    const cx = t.a * model.x[i]! + t.bx;
    const sy = t.a * model.y[i]! + t.by;
    const textWidth = text.length * 6.2;
    const right = cx + r + 4;
    const sx = right + textWidth > width - 4 ? Math.max(4, cx - r - 4 - textWidth) : right;
    const x1 = sx + textWidth;
    const row = Math.round(sy / 12);
    if (!free(row, sx, x1) || !free(row - 1, sx, x1) || !free(row + 1, sx, x1)) continue;
    rows.set(row, [...(rows.get(row) ?? []), [sx, x1]]);
    ctx.globalAlpha = model.stub[i] === 1 && state.style.stubs === 'dim' && i !== state.focus && i !== state.selected ? 0.55 : 1;
    ctx.strokeText(text, sx, sy);
    ctx.fillText(text, sx, sy);
  }
  ctx.globalAlpha = 1;
}
