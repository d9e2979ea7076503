// Mermaid subgraphs drawn as framed, labelled groups: what the site changes around beautiful-mermaid,
// in the source it is given and the SVG it draws, where the library's drawing differs from Mermaid's.

// A subgraph's opening and closing lines, and a line that only names nodes (`D`, `D & E;`).
const SUBGRAPH_OPEN_RE = /^\s*subgraph\b/;
const SUBGRAPH_END_RE = /^\s*end\s*;?\s*$/;
const NODE_NAMES_RE = /^(\s*)([\w-]+(?:\s*&\s*[\w-]+)*)(\s*;?\s*)$/;

/**
 * Takes a flowchart's source; returns it with each node a subgraph names alone (`subgraph "Blocked"`,
 * `D`, `end`) written as `D[D]`. Mermaid puts a node named inside a subgraph into it, even one drawn
 * earlier; beautiful-mermaid adds a bare name to the subgraph only when it is new, and draws the group
 * as an empty frame with its title floating. Written with a label, the node joins the group and keeps
 * the label it was first given. Lines keep their places.
 */
export function subgraphMembers(source: string): string {
  let depth = 0;
  return source
    .split('\n')
    .map((line) => {
      if (SUBGRAPH_OPEN_RE.test(line)) depth++;
      else if (SUBGRAPH_END_RE.test(line)) depth = Math.max(0, depth - 1);
      else if (depth > 0) {
        const names = NODE_NAMES_RE.exec(line);
        if (names) return `${names[1]}${(names[2] ?? '').replace(/[\w-]+/g, (id) => `${id}[${id}]`)}${names[3]}`;
      }
      return line;
    })
    .join('\n');
}

/** The group title's size in beautiful-mermaid's drawing, the space it leaves on each side of it, and the height of the header bar it sits in. */
const TITLE = { size: 12, inset: 12, header: 28 };
// A subgraph as beautiful-mermaid draws it: its group, title (`data-label`), frame and header rectangles and title text.
const GROUP_RE = /<g class="subgraph"[^>]*\sdata-label="([^"]*)"[^>]*>[\s\S]*?<\/g>/g;
const RECT_RE = /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g;
const TEXT_Y_RE = /(<text x="[\d.]+" y=")([\d.]+)(")/;
// A rectangular node's box, as beautiful-mermaid draws it.
const NODE_RECT_RE = /<g class="node"[^>]*>\s*<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g;
const SVG_SIZE_RE = /^(<svg\b[^>]*?viewBox="0 0 )([\d.]+)( [\d.]+" width=")([\d.]+)(")/;
// Hangul, CJK and full-width forms: about one em wide; other letters about 0.62 em in the title's semibold.
const WIDE_RE = /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** A rectangle of the drawing. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Takes a title (its lines split at line breaks); returns about how wide its longest line is drawn, in the SVG's units. */
function titleWidth(title: string): number {
  const lines = title.split(/\n|&#10;/);
  return Math.max(...lines.map((line) => [...line].reduce((width, char) => width + (WIDE_RE.test(char) ? 1 : 0.62) * TITLE.size, 0)));
}

/** Takes the four numbers of a `RECT_RE` match; returns its box. */
function boxOf(match: RegExpMatchArray): Box {
  return { x: Number(match[1]), y: Number(match[2]), width: Number(match[3]), height: Number(match[4]) };
}

/**
 * Takes beautiful-mermaid's SVG; returns it with each subgraph's frame at least as wide as its title
 * (the library sizes a frame by its nodes alone, so a long title ran out of it and off the drawing)
 * and its header above the nodes it frames (the library may align a framed node with the nodes
 * beside the group, under the header), and the drawing widened to hold the widest frame. Mermaid
 * sizes a group around its title and its nodes in the same way.
 */
export function fitGroupTitles(svg: string): string {
  const nodes = [...svg.matchAll(NODE_RECT_RE)].map(boxOf);
  let right = 0;
  const fitted = svg.replace(GROUP_RE, (group, label: string) => {
    const [frame, header] = [...group.matchAll(RECT_RE)].map(boxOf);
    if (frame === undefined || header === undefined) return group;
    const width = Math.max(frame.width, titleWidth(label) + 2 * TITLE.inset);
    const framed = nodes.filter(
      (node) => node.x >= frame.x && node.x + node.width <= frame.x + frame.width && node.y >= frame.y && node.y < frame.y + frame.height,
    );
    // The header bar and a gap of a third of it above the highest framed node, as the library lays out a group it sizes itself.
    const top = Math.min(frame.y, ...framed.map((node) => node.y - TITLE.header - TITLE.header / 3));
    const up = top >= 0 ? frame.y - top : 0;
    right = Math.max(right, frame.x + width);
    let rect = 0;
    return group
      .replace(RECT_RE, (_whole, x: string, y: string, _width: string, height: string) => {
        const isFrame = rect++ === 0;
        return `<rect x="${x}" y="${Number(y) - up}" width="${width}" height="${isFrame ? Number(height) + up : height}"`;
      })
      .replace(TEXT_Y_RE, (_whole, head: string, y: string, tail: string) => `${head}${Number(y) - up}${tail}`);
  });
  const size = SVG_SIZE_RE.exec(fitted);
  if (!size || right + TITLE.inset <= Number(size[2])) return fitted;
  const width = Math.ceil(right + TITLE.inset);
  return fitted.replace(SVG_SIZE_RE, `$1${width}$3${width}$5`);
}
