/** What part of the map the canvas shows: world point (x, y) at the canvas centre, `k` pixels per world unit. */
export interface Camera {
  x: number;
  y: number;
  k: number;
}

/** Zoom limits, in pixels per world unit. */
export const MIN_ZOOM = 0.02;
export const MAX_ZOOM = 12;

const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** Takes a camera and canvas size and returns the world → screen transform `sx = a·x + bx`, `sy = a·y + by`. */
export function transformOf(cam: Camera, width: number, height: number): { a: number; bx: number; by: number } {
  return { a: cam.k, bx: width / 2 - cam.x * cam.k, by: height / 2 - cam.y * cam.k };
}

/** Takes a screen point and returns the world point under it. */
export function toWorld(cam: Camera, width: number, height: number, sx: number, sy: number): [number, number] {
  return [cam.x + (sx - width / 2) / cam.k, cam.y + (sy - height / 2) / cam.k];
}

/** Returns the camera moved by a screen-pixel drag (dx, dy). */
export function panBy(cam: Camera, dx: number, dy: number): Camera {
  return { x: cam.x - dx / cam.k, y: cam.y - dy / cam.k, k: cam.k };
}

/** Returns the camera zoomed by `factor` keeping the world point under screen point (sx, sy) in place. */
export function zoomAt(cam: Camera, factor: number, width: number, height: number, sx: number, sy: number): Camera {
  const k = clampZoom(cam.k * factor);
  const [wx, wy] = toWorld(cam, width, height, sx, sy);
  return { x: wx - (sx - width / 2) / k, y: wy - (sy - height / 2) / k, k };
}

/** Returns the camera that fits the world rectangle into the canvas with a margin (pixels). */
export function fitBounds(b: { x0: number; y0: number; x1: number; y1: number }, width: number, height: number, margin = 24): Camera {
  const w = Math.max(1, b.x1 - b.x0);
  const h = Math.max(1, b.y1 - b.y0);
  const k = clampZoom(Math.min((width - 2 * margin) / w, (height - 2 * margin) / h));
  return { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2, k };
}
