import { fitBounds, panBy, zoomAt, type Camera } from '../graph/camera.ts';

/** A press that moves less than this many pixels is a click, not a drag. */
const DRAG_SLOP = 4;
/** How far an arrow key moves the board, in screen pixels. */
const KEY_STEP = 60;
/** How much one press of + or − zooms. */
const KEY_ZOOM = 1.25;
/** What a press on these starts: their own action, never a drag. */
const INTERACTIVE = 'a, button, input, summary, select, textarea, audio, video';

/** The world rectangle an SVG's `viewBox` attribute names. */
function boxOf(svg: SVGSVGElement): { x0: number; y0: number; x1: number; y1: number } | undefined {
  const parts = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  const [x, y, w, h] = parts;
  if (parts.length !== 4 || x === undefined || y === undefined || w === undefined || h === undefined || parts.some((n) => !Number.isFinite(n)))
    return undefined;
  return { x0: x, y0: y, x1: x + w, y1: y + h };
}

/**
 * Makes one drawn board (`[data-canvas]`) movable: drag to pan, the wheel and two fingers to zoom,
 * the keys (when the drawing has focus) arrows to pan, + and − to zoom, 0 to fit; the buttons do the
 * same. A card that takes the keyboard's focus is brought into view, so Tab walks the board in
 * reading order. The camera is the full graph's (`client/graph/camera.ts`), shown by setting the
 * SVG's `viewBox`.
 */
export function mountBoard(root: HTMLElement): void {
  const view = root.querySelector<HTMLElement>('[data-canvas-view]');
  const svg = root.querySelector<SVGSVGElement>('[data-canvas-svg]');
  const whole = svg === null ? undefined : boxOf(svg);
  if (view === null || svg === null || whole === undefined) return;
  root.classList.add('canvas--live');
  root.querySelector<HTMLElement>('[data-canvas-tools]')?.removeAttribute('hidden');
  const size = (): { width: number; height: number } => {
    const rect = svg.getBoundingClientRect();
    return { width: Math.max(1, rect.width), height: Math.max(1, rect.height) };
  };
  let camera: Camera = fitBounds(whole, size().width, size().height, 8);
  // One new view a frame, however many wheel or pointer events came: a board of thousands of cards is laid out again for each.
  let frame = 0;
  const draw = (): void => {
    frame = 0;
    const { width, height } = size();
    const w = width / camera.k;
    const h = height / camera.k;
    svg.setAttribute('viewBox', `${camera.x - w / 2} ${camera.y - h / 2} ${w} ${h}`);
  };
  const show = (next: Camera): void => {
    camera = next;
    if (frame === 0) frame = requestAnimationFrame(draw);
  };
  const fitAll = (): void => show(fitBounds(whole, size().width, size().height, 8));
  const zoom = (factor: number): void => {
    const { width, height } = size();
    show(zoomAt(camera, factor, width, height, width / 2, height / 2));
  };
  fitAll();
  new ResizeObserver(() => show(camera)).observe(svg);
  // A printed page shows the whole board, whatever part of it the screen showed.
  const onScreen = { box: '' };
  window.addEventListener('beforeprint', () => {
    onScreen.box = svg.getAttribute('viewBox') ?? '';
    svg.setAttribute('viewBox', `${whole.x0} ${whole.y0} ${whole.x1 - whole.x0} ${whole.y1 - whole.y0}`);
  });
  window.addEventListener('afterprint', () => svg.setAttribute('viewBox', onScreen.box));

  root.querySelectorAll<HTMLButtonElement>('[data-canvas-zoom]').forEach((button) =>
    button.addEventListener('click', () => {
      const action = button.dataset['canvasZoom'];
      if (action === 'in') zoom(KEY_ZOOM);
      else if (action === 'out') zoom(1 / KEY_ZOOM);
      else fitAll();
    }),
  );

  view.addEventListener('keydown', (e) => {
    if (e.target !== view || e.altKey || e.ctrlKey || e.metaKey) return;
    const moves: Record<string, [number, number]> = { ArrowLeft: [KEY_STEP, 0], ArrowRight: [-KEY_STEP, 0], ArrowUp: [0, KEY_STEP], ArrowDown: [0, -KEY_STEP] };
    const move = moves[e.key];
    if (move !== undefined) show(panBy(camera, move[0], move[1]));
    else if (e.key === '+' || e.key === '=') zoom(KEY_ZOOM);
    else if (e.key === '-' || e.key === '_') zoom(1 / KEY_ZOOM);
    else if (e.key === '0') fitAll();
    else return;
    e.preventDefault();
  });

  // A card reached by Tab is brought into view, at the zoom it is read at.
  view.addEventListener('focusin', (e) => {
    const card = e.target instanceof Element ? e.target.closest('foreignObject') : null;
    if (!(card instanceof SVGForeignObjectElement)) return;
    const x = card.x.baseVal.value;
    const y = card.y.baseVal.value;
    const w = card.width.baseVal.value;
    const h = card.height.baseVal.value;
    const { width, height } = size();
    const half = { w: width / 2 / camera.k, h: height / 2 / camera.k };
    const inside = x >= camera.x - half.w && x + w <= camera.x + half.w && y >= camera.y - half.h && y + h <= camera.y + half.h;
    if (inside) return;
    const k = Math.max(camera.k, Math.min(1, (width * 0.9) / w, (height * 0.9) / h));
    show({ x: x + w / 2, y: y + h / 2, k });
  });

  const down = new Map<number, { x: number; y: number }>();
  let dragging = false;
  svg.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || (e.target instanceof Element && e.target.closest(INTERACTIVE) !== null)) return;
    down.set(e.pointerId, { x: e.clientX, y: e.clientY });
  });
  svg.addEventListener('pointermove', (e) => {
    const last = down.get(e.pointerId);
    // One finger scrolls the page (the drawing lets the browser pan: `touch-action` in canvas.css); two move the board.
    if (last === undefined || (e.pointerType === 'touch' && down.size < 2)) return;
    const dx = e.clientX - last.x;
    const dy = e.clientY - last.y;
    if (!dragging && Math.abs(dx) + Math.abs(dy) < DRAG_SLOP) return;
    if (!dragging) {
      dragging = true;
      svg.setPointerCapture(e.pointerId);
      svg.classList.add('canvas-svg--dragging');
    }
    const others = [...down.entries()].filter(([id]) => id !== e.pointerId).map(([, p]) => p);
    const other = others[0];
    if (other !== undefined) {
      // Two fingers: zoom by the change in their distance around their midpoint, and follow the midpoint.
      const rect = svg.getBoundingClientRect();
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(e.clientX - other.x, e.clientY - other.y);
      const { width, height } = size();
      const mid = { x: (e.clientX + other.x) / 2 - rect.left, y: (e.clientY + other.y) / 2 - rect.top };
      show(panBy(zoomAt(camera, after / Math.max(1, before), width, height, mid.x, mid.y), dx / 2, dy / 2));
    } else show(panBy(camera, dx, dy));
    down.set(e.pointerId, { x: e.clientX, y: e.clientY });
  });
  const release = (e: PointerEvent): void => {
    down.delete(e.pointerId);
    if (down.size > 0) return;
    dragging = false;
    svg.classList.remove('canvas-svg--dragging');
  };
  svg.addEventListener('pointerup', release);
  svg.addEventListener('pointercancel', release);
  svg.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const rect = svg.getBoundingClientRect();
      const pixels = e.deltaY * (e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? rect.height : 1);
      const { width, height } = size();
      show(zoomAt(camera, Math.exp(-pixels * 0.0015), width, height, e.clientX - rect.left, e.clientY - rect.top));
    },
    { passive: false },
  );
}
