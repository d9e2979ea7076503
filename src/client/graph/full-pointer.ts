import { panBy, zoomAt, type Camera } from './camera.ts';

/** The camera a gesture moves, and the canvas size it is measured in. */
export interface View {
  camera: Camera;
  readonly size: { width: number; height: number };
}

/** What the map does with a pointer that is not dragging. */
export interface PointerActions {
  hover(sx: number, sy: number): void;
  leave(): void;
  /** A press and release without moving: a click or a tap. */
  tap(sx: number, sy: number): void;
}

/** A press that moves less than this many pixels is a tap, not a drag. */
const TAP_SLOP = 5;

/**
 * Takes the canvas, the view and the actions and wires mouse, pen and touch: drag pans, the wheel
 * zooms at the pointer, two fingers pinch-zoom and pan, a tap or click hits a node.
 */
export function bindPointer(canvas: HTMLCanvasElement, view: View, actions: PointerActions): void {
  const down = new Map<number, { x: number; y: number }>();
  let moved = 0;
  const local = (e: PointerEvent | WheelEvent) => {
    const rect = canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const pinch = () => {
    const [a, b] = [...down.values()];
    return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y) } : undefined;
  };
  canvas.addEventListener('pointerdown', (e) => {
    canvas.setPointerCapture(e.pointerId);
    down.set(e.pointerId, local(e));
    if (down.size === 1) moved = 0;
  });
  canvas.addEventListener('pointermove', (e) => {
    const p = local(e);
    const last = down.get(e.pointerId);
    if (!last) {
      if (e.pointerType !== 'touch') actions.hover(p.x, p.y);
      return;
    }
    const before = pinch();
    down.set(e.pointerId, p);
    const after = pinch();
    const { width, height } = view.size;
    if (before && after) {
      // Two pointers: zoom by the change in their distance around their midpoint, and follow the midpoint.
      const zoomed = zoomAt(view.camera, after.d / Math.max(1, before.d), width, height, after.x, after.y);
      view.camera = panBy(zoomed, after.x - before.x, after.y - before.y);
      moved += TAP_SLOP;
    } else {
      moved += Math.abs(p.x - last.x) + Math.abs(p.y - last.y);
      view.camera = panBy(view.camera, p.x - last.x, p.y - last.y);
    }
  });
  const release = (e: PointerEvent) => {
    if (!down.has(e.pointerId)) return;
    down.delete(e.pointerId);
    if (e.type === 'pointerup' && down.size === 0 && moved < TAP_SLOP) {
      const p = local(e);
      actions.tap(p.x, p.y);
    }
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
  canvas.addEventListener('pointerleave', (e) => {
    if (!down.has(e.pointerId)) actions.leave();
  });
  canvas.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const p = local(e);
      // Lines or pages of wheel are scaled to pixels so that every device zooms at a similar rate.
      const pixels = e.deltaY * (e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? view.size.height : 1);
      view.camera = zoomAt(view.camera, Math.exp(-pixels * 0.0015), view.size.width, view.size.height, p.x, p.y);
    },
    { passive: false },
  );
}
