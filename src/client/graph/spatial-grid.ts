/**
 * A uniform grid over node positions (built once, counting sort into flat arrays): the nodes in
 * a rectangle for drawing only what is visible, and the nearest node to a point for hit testing.
 */
export interface SpatialGrid {
  /** Calls `visit(i)` for every node in cells touching the rectangle (a superset of the nodes inside it). */
  query(x0: number, y0: number, x1: number, y1: number, visit: (i: number) => void): void;
  /** The node nearest to (x, y) within `radius` that `accept` allows, or -1. */
  nearest(x: number, y: number, radius: number, accept: (i: number) => boolean): number;
}

/** Takes node positions and returns a grid with about `perCell` nodes a cell. */
export function buildGrid(xs: Float32Array, ys: Float32Array, perCell = 4): SpatialGrid {
  const n = xs.length;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < n; i++) {
    x0 = Math.min(x0, xs[i]!);
    x1 = Math.max(x1, xs[i]!);
    y0 = Math.min(y0, ys[i]!);
    y1 = Math.max(y1, ys[i]!);
  }
  if (n === 0) [x0, y0, x1, y1] = [0, 0, 1, 1];
  const size = Math.max(1, Math.sqrt(((x1 - x0 + 1) * (y1 - y0 + 1) * perCell) / Math.max(1, n)));
  const cols = Math.max(1, Math.ceil((x1 - x0 + 1) / size));
  const rows = Math.max(1, Math.ceil((y1 - y0 + 1) / size));
  const col = (x: number) => Math.min(cols - 1, Math.max(0, Math.floor((x - x0) / size)));
  const row = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - y0) / size)));
  const start = new Int32Array(cols * rows + 1);
  const cellOf = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const c = row(ys[i]!) * cols + col(xs[i]!);
    cellOf[i] = c;
    start[c + 1]!++;
  }
  for (let c = 0; c < cols * rows; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, cols * rows);
  const items = new Int32Array(n);
  for (let i = 0; i < n; i++) items[fill[cellOf[i]!]!++] = i;

  const query = (qx0: number, qy0: number, qx1: number, qy1: number, visit: (i: number) => void) => {
    if (qx1 < x0 || qy1 < y0 || qx0 > x1 || qy0 > y1) return;
    const c0 = col(qx0);
    const c1 = col(qx1);
    for (let r = row(qy0), r1 = row(qy1); r <= r1; r++) {
      for (let k = start[r * cols + c0]!, end = start[r * cols + c1 + 1]!; k < end; k++) visit(items[k]!);
    }
  };
  return {
    query,
    nearest(x, y, radius, accept) {
      let best = -1;
      let bestD = radius * radius;
      query(x - radius, y - radius, x + radius, y + radius, (i) => {
        const d = (xs[i]! - x) ** 2 + (ys[i]! - y) ** 2;
        if (d <= bestD && accept(i)) {
          best = i;
          bestD = d;
        }
      });
      return best;
    },
  };
}
