import type { ContentPath } from '../../schemas/brand.ts';
import { CanvasEdgeSchema, CanvasNodeSchema, type CanvasLine, type CanvasNode } from '../../schemas/canvas.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';

// Reading a board's JSON (`pipeline/parse/canvas.ts`): its nodes and edges, each that does not fit
// left out with a finding at the line it is written on, and the order a reader takes the nodes in.

/** The 1-based line a `JSON.parse` error names (`line 3 column 5`, or `position 120`). */
export function jsonErrorLine(text: string, reason: string): number {
  const line = /line (\d+)/.exec(reason)?.[1];
  if (line !== undefined) return Number(line);
  const position = /position (\d+)/.exec(reason)?.[1];
  return position === undefined ? 1 : text.slice(0, Number(position)).split('\n').length;
}

/** The 1-based line where the node or edge of this id is written (its `nth` writing, from 0), for findings; 1 when it cannot be found. */
function lineOf(text: string, id: string, nth = 0): number {
  const quoted = JSON.stringify(id);
  let at = text.indexOf(quoted);
  for (let n = 0; n < nth && at >= 0; n++) at = text.indexOf(quoted, at + 1);
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

/** The `id` a node or edge of the file writes, if it writes one. */
function idOf(item: unknown): string | undefined {
  return typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'string' ? item.id : undefined;
}

/** What a schema issue says, with the key it is about: `x: Invalid input: expected number, received undefined`. */
function issueText(issue: { path: readonly PropertyKey[]; message: string } | undefined): string {
  if (issue === undefined) return 'it does not fit the format';
  const key = issue.path.map(String).join('.');
  return key === '' ? issue.message : `${key}: ${issue.message}`;
}

/** The readable nodes, each with its line; the unreadable are left out with a warning. */
export function readNodes(file: ContentPath, text: string, raw: readonly unknown[], findings: Finding[]): Array<{ node: CanvasNode; line: number }> {
  const out: Array<{ node: CanvasNode; line: number }> = [];
  // How many nodes so far wrote each id (to find each at its own line), and the ids of the nodes kept.
  const seen = new Map<string, number>();
  const kept = new Set<string>();
  raw.forEach((item, i) => {
    const parsed = CanvasNodeSchema.safeParse(item);
    const id = idOf(item);
    const line = id === undefined ? 1 : lineOf(text, id, seen.get(id) ?? 0);
    if (id !== undefined) seen.set(id, (seen.get(id) ?? 0) + 1);
    if (!parsed.success || kept.has(parsed.data.id)) {
      const why = parsed.success ? `its id "${parsed.data.id}" is used by an earlier node` : issueText(parsed.error.issues[0]);
      findings.push(
        finding(
          'warning',
          'canvas-node',
          file,
          line,
          `node ${i + 1}${id === undefined ? '' : ` ("${id}")`} of the board is left out: ${why}. A node needs an id, a type (text, file, link or group), x, y, width and height`,
        ),
      );
      return;
    }
    kept.add(parsed.data.id);
    out.push({ node: parsed.data, line });
  });
  return out;
}

/** The edges between drawn nodes, in file order; one naming a node the board does not draw is left out (with a warning when the node is not in the file at all). */
export function readEdges(file: ContentPath, text: string, raw: readonly unknown[], at: ReadonlyMap<string, number>, findings: Finding[]): CanvasLine[] {
  const out: CanvasLine[] = [];
  raw.forEach((item, i) => {
    const parsed = CanvasEdgeSchema.safeParse(item);
    if (!parsed.success) {
      const id = idOf(item);
      findings.push(
        finding(
          'warning',
          'canvas-edge',
          file,
          id === undefined ? 1 : lineOf(text, id),
          `edge ${i + 1}${id === undefined ? '' : ` ("${id}")`} of the board is left out: ${issueText(parsed.error.issues[0])}. An edge needs an id, a fromNode and a toNode`,
        ),
      );
      return;
    }
    const edge = parsed.data;
    const from = at.get(edge.fromNode);
    const to = at.get(edge.toNode);
    if (from === undefined || to === undefined) {
      const missing = from === undefined ? edge.fromNode : edge.toNode;
      findings.push(
        finding(
          'warning',
          'canvas-edge',
          file,
          lineOf(text, edge.id),
          `the edge "${edge.id}" joins the node "${missing}", which the board does not draw; the edge is left out`,
        ),
      );
      return;
    }
    const line: CanvasLine = { from, to, fromEnd: edge.fromEnd, toEnd: edge.toEnd };
    if (edge.fromSide !== undefined) line.fromSide = edge.fromSide;
    if (edge.toSide !== undefined) line.toSide = edge.toSide;
    if (edge.color !== undefined) line.color = edge.color;
    if (edge.label !== undefined && edge.label.trim() !== '') line.label = edge.label.trim();
    out.push(line);
  });
  return out;
}

/**
 * The reading order of nodes (indices): groups first, then the other nodes, each from top to
 * bottom in rows and, in a row, left to right. Taken by their tops, a node joins the row above when
 * its top lies within half the height of that row's first node (cards side by side whose tops differ
 * a little are one row); ties keep the file's order.
 */
export function readingOrder(nodes: ReadonlyArray<Pick<CanvasNode, 'type' | 'x' | 'y' | 'height'>>): number[] {
  const inRows = (indices: number[]): number[] => {
    const byTop = [...indices].sort((a, b) => (nodes[a]?.y ?? 0) - (nodes[b]?.y ?? 0) || a - b);
    const rows: number[][] = [];
    let reach = -Infinity;
    for (const i of byTop) {
      const node = nodes[i];
      if (node === undefined) continue;
      const row = rows[rows.length - 1];
      if (row !== undefined && node.y <= reach) row.push(i);
      else {
        rows.push([i]);
        reach = node.y + node.height / 2;
      }
    }
    return rows.flatMap((row) => row.sort((a, b) => (nodes[a]?.x ?? 0) - (nodes[b]?.x ?? 0) || a - b));
  };
  const all = nodes.map((_, i) => i);
  return [...inRows(all.filter((i) => nodes[i]?.type === 'group')), ...inRows(all.filter((i) => nodes[i]?.type !== 'group'))];
}
