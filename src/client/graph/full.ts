import { withBase } from '../base-path.ts';
import { fitBounds, panBy, toWorld, zoomAt, type Camera } from './camera.ts';
import { drawGraph, type DrawState, type Palette } from './full-draw.ts';
import { decodeGraph, filterNodes, neighboursOf, nodeUrl, type GraphModel } from './graph-model.ts';
import { isGraphData } from './guards.ts';
import { CLUSTER_COLOURS, DEFAULT_STYLE, readColourBy, readStubs } from './full-style.ts';
import { CLUSTER_COLOUR, KIND_COLOUR } from './kinds.ts';
import { buildGrid, type SpatialGrid } from './spatial-grid.ts';
import { startFind } from './full-find.ts';
import { bindPointer } from './full-pointer.ts';
import { THEME_CHANGE } from '../theme/early.ts';
import graphWords from 'virtual:research-notes/words/graph';
import { pageWords } from '../page-words.ts';
import { kindWord, titledNode } from './words.ts';

/**
 * The full knowledge graph page (markup in src/pages/graph/index.astro): positions come from the
 * build, so the browser only draws. State for readers and tests is on the root as data
 * attributes: `data-state`, `data-focus`, `data-focus-in-view`, `data-focus-at`, `data-selected`,
 * `data-zoom`, `data-centre` (the camera), `data-visible` (nodes drawn), `data-draw-ms` (the last frame's drawing time) and
 * `data-first-draw-ms` (navigation to first frame).
 */

function need<T extends Element>(root: ParentNode, selector: string, type: abstract new () => T): T {
  const el = root.querySelector(selector);
  if (!(el instanceof type)) throw new Error(`the graph page markup lacks ${selector}`);
  return el;
}

function readPalette(el: Element, kinds: readonly string[]): Palette {
  const css = getComputedStyle(el);
  // The stylesheet writes its colours as `light-dark(…, …)`, which a canvas cannot read: a probe
  // element resolves each to the colour of the scheme in force (CSSOM, which the CSP allows).
  const probe = document.createElement('span');
  probe.hidden = true;
  el.append(probe);
  const colour = (value: string): string => {
    probe.style.color = '';
    probe.style.color = value;
    return probe.style.color === '' ? value : getComputedStyle(probe).color;
  };
  const raw = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const v = (name: string, fallback: string) => (name === '--font-body' ? raw(name, fallback) : colour(raw(name, fallback)));
  const palette: Palette = {
    kinds: kinds.map((k) => v(`--graph-${k}`, KIND_COLOUR[k as keyof typeof KIND_COLOUR] ?? '#888')),
    clusters: [
      ...Array.from({ length: CLUSTER_COLOURS }, (_, c) => v(`--graph-cluster-${c}`, CLUSTER_COLOUR[c] ?? '#888')),
      v('--graph-no-cluster', '#9a988f'),
    ],
    edge: v('--graph-edge', '#b9b6ae'),
    hot: v('--accent', '#9a4a00'),
    text: v('--fg', '#1d1d1f'),
    background: v('--bg', '#fdfdfc'),
    ring: v('--focus', '#1a55a6'),
    font: v('--font-body', 'system-ui, sans-serif'),
  };
  probe.remove();
  return palette;
}

/** Resolves in a later task: work after it does not lengthen the task that awaited it. */
function nextTask(): Promise<void> {
  return new Promise((done) => setTimeout(done, 0));
}

/** Takes the page's `[data-kg]` root and the data URL, loads the graph and makes the map work. */
export async function startFullGraph(root: HTMLElement, dataUrl = withBase('/graph/data.json')): Promise<void> {
  const canvas = need(root, '[data-kg-canvas]', HTMLCanvasElement);
  const stage = need(root, '[data-kg-stage]', HTMLElement);
  const status = need(root, '[data-kg-status]', HTMLElement);
  const tip = need(root, '[data-kg-tip]', HTMLElement);
  const card = need(root, '[data-kg-card]', HTMLElement);
  const clusterSelect = need(root, '[data-kg-cluster]', HTMLSelectElement);
  const colourSelect = need(root, '[data-kg-colour]', HTMLSelectElement);
  const stubSelect = need(root, '[data-kg-stubs]', HTMLSelectElement);
  const clusterKey = need(root, '[data-kg-cluster-key]', HTMLElement);
  const words = pageWords(graphWords);
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) throw new Error('this browser cannot draw on a canvas');
  let model: GraphModel;
  try {
    const response = await fetch(dataUrl);
    if (!response.ok) throw new Error(`${dataUrl} could not be loaded (HTTP ${response.status})`);
    const data: unknown = await response.json();
    if (!isGraphData(data)) throw new Error(`${dataUrl} is not in the expected form`);
    model = decodeGraph(data);
  } catch (error) {
    root.dataset['state'] = 'error';
    status.textContent = words.t('graph.failed', { reason: error instanceof Error ? error.message : String(error) });
    return;
  }
  // Each step of the start in a task of its own, so that a slow phone can answer a tap between them.
  await nextTask();
  const grid: SpatialGrid = buildGrid(model.x, model.y);
  const size = { width: 0, height: 0 };
  let cam: Camera = { x: 0, y: 0, k: 1 };
  const state: DrawState = {
    shown: new Uint8Array(model.count).fill(1),
    version: 0,
    zooming: false,
    highlight: null,
    focus: -1,
    selected: -1,
    hover: -1,
    colours: readPalette(root, model.kinds),
    style: { ...DEFAULT_STYLE },
    cache: false,
  };
  let pending = false;
  let zoomRest: ReturnType<typeof setTimeout> | undefined;

  const frame = () => {
    pending = false;
    const t = performance.now();
    root.dataset['visible'] = String(drawGraph(ctx, model, grid, cam, size, state));
    root.dataset['drawMs'] = (performance.now() - t).toFixed(2);
    root.dataset['zoom'] = cam.k.toFixed(4);
    root.dataset['centre'] = `${cam.x.toFixed(1)},${cam.y.toFixed(1)}`;
    if (state.focus >= 0) {
      const sx = (model.x[state.focus]! - cam.x) * cam.k + size.width / 2;
      const sy = (model.y[state.focus]! - cam.y) * cam.k + size.height / 2;
      root.dataset['focusInView'] = String(sx >= 0 && sy >= 0 && sx <= size.width && sy <= size.height);
      // Where the focused node is drawn, in CSS pixels from the canvas's top left corner.
      root.dataset['focusAt'] = `${Math.round(sx)},${Math.round(sy)}`;
    }
    // Time from navigation to the first frame of the map: what a reader waits.
    root.dataset['firstDrawMs'] ??= performance.now().toFixed(0);
    root.dataset['state'] = 'ready';
  };
  const redraw = () => {
    if (!pending) {
      pending = true;
      requestAnimationFrame(frame);
    }
  };
  const resize = () => {
    const dpr = window.devicePixelRatio || 1;
    size.width = stage.clientWidth;
    size.height = stage.clientHeight;
    canvas.width = Math.round(size.width * dpr);
    canvas.height = Math.round(size.height * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    redraw();
  };
  const view = {
    get camera() {
      return cam;
    },
    set camera(next: Camera) {
      state.cache = true;
      if (next.k !== cam.k) {
        // A zoom in progress shows the map scaled; it is drawn sharp again once the zoom rests.
        state.zooming = true;
        clearTimeout(zoomRest);
        zoomRest = setTimeout(() => {
          state.zooming = false;
          redraw();
        }, 160);
      }
      cam = next;
      redraw();
    },
    size,
  };

  const hitAt = (sx: number, sy: number): number => {
    const [wx, wy] = toWorld(cam, size.width, size.height, sx, sy);
    return grid.nearest(wx, wy, Math.max(10, 6 * cam.k) / cam.k, (i) => state.shown[i] === 1);
  };

  const showTip = (i: number, sx: number, sy: number) => {
    state.hover = i;
    if (i < 0) tip.hidden = true;
    else {
      tip.textContent = titledNode(words, model.titles[i] ?? '', model.kinds[model.kind[i]!] ?? 'note', false);
      tip.style.transform = `translate(${Math.round(Math.min(sx + 12, size.width - 220))}px, ${Math.round(sy + 12)}px)`;
      tip.hidden = false;
    }
    canvas.style.cursor = i < 0 ? '' : 'pointer';
    redraw();
  };

  const openCard = (i: number, moveFocus: boolean) => {
    state.selected = i;
    state.focus = i;
    state.highlight = i < 0 ? null : new Set([i, ...neighboursOf(model, i)]);
    root.dataset['selected'] = i < 0 ? '' : (model.slugs[i] ?? '');
    root.dataset['focus'] = i < 0 ? '' : (model.slugs[i] ?? '');
    if (i < 0) {
      card.hidden = true;
      redraw();
      return;
    }
    const kind = model.kinds[model.kind[i]!] ?? 'note';
    need(card, '[data-kg-card-kind]', HTMLElement).textContent = model.stub[i]
      ? words.t('graph.stubCard', { kind: kindWord(words, kind) })
      : kindWord(words, kind);
    need(card, '[data-kg-card-title]', HTMLElement).textContent = model.titles[i] ?? '';
    const clusters = model.clusterMembers.flatMap((members, c) => (members.includes(i) ? [model.clusterNames[c] ?? ''] : []));
    need(card, '[data-kg-card-clusters]', HTMLElement).textContent = clusters.length > 0 ? words.t('graph.cardClusters', { names: words.list(clusters) }) : '';
    need(card, '[data-kg-card-links]', HTMLElement).textContent = words.count('graph.links', neighboursOf(model, i).length);
    const link = need(card, '[data-kg-card-open]', HTMLAnchorElement);
    link.href = withBase(nodeUrl(model, i));
    card.hidden = false;
    if (moveFocus) link.focus();
    redraw();
  };

  /** Centres and zooms on node i so that it and its neighbours are in view, and opens its card. */
  const focusNode = (i: number, moveFocus: boolean) => {
    const around = [i, ...neighboursOf(model, i)].filter((j) => state.shown[j]);
    const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    for (const j of around) {
      b.x0 = Math.min(b.x0, model.x[j]!);
      b.x1 = Math.max(b.x1, model.x[j]!);
      b.y0 = Math.min(b.y0, model.y[j]!);
      b.y1 = Math.max(b.y1, model.y[j]!);
    }
    // Centre on the node itself; zoom so that its neighbours fit around it.
    const reach = Math.max(b.x1 - model.x[i]!, model.x[i]! - b.x0, b.y1 - model.y[i]!, model.y[i]! - b.y0, 40);
    const fit = fitBounds({ x0: model.x[i]! - reach, y0: model.y[i]! - reach, x1: model.x[i]! + reach, y1: model.y[i]! + reach }, size.width, size.height, 30);
    view.camera = { x: model.x[i]!, y: model.y[i]!, k: Math.min(3, Math.max(0.25, fit.k)) };
    openCard(i, moveFocus);
    const url = new URL(window.location.href);
    url.searchParams.set('focus', model.slugs[i] ?? '');
    history.replaceState(history.state, '', url);
  };

  const applyFilters = () => {
    const kinds = new Set<number>();
    root.querySelectorAll<HTMLInputElement>('[data-kg-kind]').forEach((box) => {
      if (box.checked) kinds.add(model.kinds.findIndex((k) => k === box.dataset['kgKind']));
    });
    state.style = { colourBy: readColourBy(colourSelect.value), stubs: readStubs(stubSelect.value) };
    root.dataset['colourBy'] = state.style.colourBy;
    root.dataset['stubs'] = state.style.stubs;
    clusterKey.hidden = state.style.colourBy !== 'cluster';
    const count = filterNodes(model, state.shown, kinds, clusterSelect.value === '' ? -1 : Number(clusterSelect.value), state.style.stubs === 'hide');
    state.version++;
    status.textContent = words.t('graph.showing', { shown: count, total: model.count });
    redraw();
  };

  root.querySelectorAll<HTMLInputElement>('[data-kg-kind]').forEach((box) => box.addEventListener('change', applyFilters));
  clusterSelect.addEventListener('change', applyFilters);
  colourSelect.addEventListener('change', applyFilters);
  stubSelect.addEventListener('change', applyFilters);
  const zoomBy = (factor: number) => (view.camera = zoomAt(cam, factor, size.width, size.height, size.width / 2, size.height / 2));
  need(root, '[data-kg-zoom-in]', HTMLButtonElement).addEventListener('click', () => zoomBy(1.5));
  need(root, '[data-kg-zoom-out]', HTMLButtonElement).addEventListener('click', () => zoomBy(1 / 1.5));
  need(root, '[data-kg-reset]', HTMLButtonElement).addEventListener('click', () => (view.camera = fitBounds(model.bounds, size.width, size.height)));
  need(card, '[data-kg-card-close]', HTMLButtonElement).addEventListener('click', () => {
    openCard(-1, false);
    canvas.focus();
  });
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      openCard(-1, false);
      canvas.focus();
    }
  });
  canvas.addEventListener('keydown', (event) => {
    const step = event.shiftKey ? 240 : 60;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const move = moves[event.key];
    if (move) view.camera = panBy(cam, move[0], move[1]);
    else if (event.key === '+' || event.key === '=') zoomBy(1.25);
    else if (event.key === '-' || event.key === '_') zoomBy(0.8);
    else if (event.key === '0') view.camera = fitBounds(model.bounds, size.width, size.height);
    else if (event.key === 'Enter') {
      const i = hitAt(size.width / 2, size.height / 2);
      const near = i >= 0 ? i : grid.nearest(cam.x, cam.y, 400 / cam.k, (j) => state.shown[j] === 1);
      if (near >= 0) focusNode(near, true);
    } else if (event.key === 'Escape') openCard(-1, false);
    else return;
    event.preventDefault();
  });
  bindPointer(canvas, view, {
    hover: (sx, sy) => showTip(hitAt(sx, sy), sx, sy),
    leave: () => showTip(-1, 0, 0),
    tap: (sx, sy) => {
      const i = hitAt(sx, sy);
      if (i >= 0) focusNode(i, false);
      else openCard(-1, false);
    },
  });
  await nextTask();
  startFind(root, model, words, (i) => focusNode(i, true));
  new ResizeObserver(resize).observe(stage);
  const repaint = (): void => {
    state.colours = readPalette(root, model.kinds);
    state.version++;
    redraw();
  };
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', repaint);
  // The header's theme button (src/client/theme/toggle.ts).
  document.addEventListener(THEME_CHANGE, repaint);

  resize();
  cam = fitBounds(model.bounds, size.width, size.height);
  applyFilters();
  const wanted = new URL(window.location.href).searchParams.get('focus');
  if (wanted) {
    const i = model.bySlug.get(wanted);
    if (i === undefined) status.textContent = words.t('graph.noSlug', { slug: wanted });
    else {
      focusNode(i, false);
      // Arriving from "Open in graph": bring the middle of the map, where the page is, into the window.
      const rect = stage.getBoundingClientRect();
      if (rect.top + rect.height / 2 > window.innerHeight) stage.scrollIntoView({ block: 'center' });
    }
  }
}
