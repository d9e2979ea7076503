import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { fitGroupTitles, subgraphMembers } from './diagram-groups.ts';
import { pageSafeSvg } from './diagram-svg.ts';

declare module 'mdast' {
  interface CodeData {
    /** A ` ```mermaid ` fence drawn at parse time, as SVG fit for a page (see `pageSafeSvg`); absent when it could not be drawn. */
    svg?: string;
    /**
     * The labels of its nodes of class `internal-link` (Obsidian's links to notes), each a link of
     * the file numbered from `linkIndex` in document order with the body's wiki links. Default: absent, none.
     */
    links?: string[];
    linkIndex?: number;
  }
}

/** The diagram types beautiful-mermaid draws, by the first word of the fence, as named in messages. */
export const DIAGRAM_TYPES = 'flowchart (graph), sequenceDiagram, classDiagram, erDiagram, stateDiagram and xychart-beta';

type DrawSvg = typeof import('beautiful-mermaid').renderMermaidSVG;
let drawSvg: DrawSvg | undefined;

/**
 * The renderer, loaded by the first body that has a diagram: with its layout engine (ELK) it takes
 * about 0.3 s to load, which a collection without diagrams should not pay. `parseFile` is
 * synchronous, so it is loaded with Node's `require` of an ES module (the package exports only an
 * `import` entry, hence the path resolved first).
 */
function renderer(): DrawSvg {
  drawSvg ??= (createRequire(import.meta.url)(fileURLToPath(import.meta.resolve('beautiful-mermaid'))) as typeof import('beautiful-mermaid')).renderMermaidSVG;
  return drawSvg;
}

/**
 * The work one diagram may ask for. beautiful-mermaid's layout grows faster than the square of the
 * links between the same nodes (measured: 200 links between two nodes 0.6 s, 300 took 4 s, 500 took
 * 25 s), so a diagram with more links or lines than this, or a longer source, is shown as its source.
 */
export const DIAGRAM_BUDGET = { links: 200, lines: 500, chars: 32 * 1024 } as const;

/**
 * The links a body's diagrams may have together: past it, the rest are shown as source. A count, not
 * a time, so two builds of the same content draw the same diagrams on any machine.
 */
export const DIAGRAM_BODY_LINKS = 1000;

// A link of a flowchart, graph or state diagram (`-->`, `---`, `-.->`, `==>`, `--text-->`, `~~~`), or a message of a sequence diagram (`->>`, `-->>`, `-x`, `-)`).
const LINK_RE = /<?(?:--+|==+|-\.+-?|~~~)[>ox)]?|->>?|-[x)]/g;

/** Takes a diagram's source; returns the links it draws (see `LINK_RE`). */
export function diagramLinks(source: string): number {
  return source.match(LINK_RE)?.length ?? 0;
}

/** Takes a diagram's source; returns what of `DIAGRAM_BUDGET` it exceeds, in words, or `null` when it fits. */
export function overDiagramBudget(source: string): string | null {
  if (source.length > DIAGRAM_BUDGET.chars) return `${Math.ceil(source.length / 1024)} KB of source, over ${DIAGRAM_BUDGET.chars / 1024} KB`;
  const links = diagramLinks(source);
  if (links > DIAGRAM_BUDGET.links) return `${links} links, over ${DIAGRAM_BUDGET.links}`;
  const lines = source.split('\n').filter((l) => l.trim() !== '').length;
  if (lines > DIAGRAM_BUDGET.lines) return `${lines} lines, over ${DIAGRAM_BUDGET.lines}`;
  return null;
}

/** Takes a body's text; says whether it may hold a ` ```mermaid ` (or `~~~mermaid`) fence (in a quote or callout too). */
export function mayHaveDiagram(body: string): boolean {
  return /^[ \t>]*(?:`{3,}|~{3,})[ \t]*mermaid\b/im.test(body);
}

// A flowchart's `class A,B name;` statement, which assigns a style class (Obsidian's
// `internal-link` among them) and draws nothing.
const FLOWCHART_RE = /^\s*(?:graph|flowchart)\b/i;
const CLASS_STATEMENT_RE = /^[ \t]*class[ \t]+[^\s;]+[ \t]+[\w-]+[ \t]*;?[ \t]*$/gm;
const INTERNAL_LINK_RE = /^[ \t]*class[ \t]+([^\s;]+)[ \t]+internal-link[ \t]*;?[ \t]*$/gm;
// A drawn node: its id and its label, as beautiful-mermaid writes them (before sanitising drops them).
const NODE_RE = /<g class="node" data-id="([^"]*)" data-label="([^"]*)"/g;

/** Takes a flowchart's source and its drawn SVG; returns the labels of its `internal-link` nodes, in drawing order. */
export function internalLinkLabels(source: string, svg: string): string[] {
  if (!FLOWCHART_RE.test(withoutComments(source))) return [];
  const ids = new Set([...source.matchAll(INTERNAL_LINK_RE)].flatMap((m) => (m[1] ?? '').split(',')).map((id) => id.trim()));
  if (ids.size === 0) return [];
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return [...svg.matchAll(NODE_RE)]
    .filter((m) => ids.has(unescape(m[1] ?? '')))
    .map((m) => unescape(m[2] ?? '').trim())
    .filter((label) => label !== '');
}

// A Mermaid comment or directive line (`%% note`, `%%{init: {"theme": "dark"}}%%`): Mermaid draws nothing of it.
const COMMENT_LINE_RE = /^[ \t]*%%.*$/gm;
// A flowchart opened by `graph` or `flowchart` alone, which Mermaid draws top to bottom.
const BARE_FLOWCHART_RE = /^(\s*(?:graph|flowchart))[ \t]*(?=\r?\n|$)/i;

// The diagram types Mermaid (10.9 and later, as Obsidian ships it) draws `$$…$$` as math in: flowcharts' node and link labels, sequence diagrams' names, messages and notes.
const MATH_DIAGRAM_RE = /^\s*(?:graph|flowchart|sequenceDiagram)\b/i;
// A formula of a label, within one line: `A["$$\theta_3^+$$"]`.
const LABEL_MATH_RE = /\$\$([^\n]*?)\$\$/g;

/**
 * Takes a diagram's source; returns it with each `$$…$$` of a flowchart or sequence diagram
 * replaced by the TeX between the dollars. Mermaid draws such a label with KaTeX; beautiful-mermaid
 * sizes each label from its text and draws it as SVG text, with no room for a formula's layout, so
 * the label shows its TeX, plainly, rather than dollars the reader would take for broken math.
 */
export function labelMath(source: string): string {
  if (!MATH_DIAGRAM_RE.test(withoutComments(source))) return source;
  return source.replace(LABEL_MATH_RE, (_, tex: string) => tex.trim());
}

/** The source with its comment and directive lines blanked (see `COMMENT_LINE_RE`). */
function withoutComments(source: string): string {
  return source.replace(COMMENT_LINE_RE, '');
}

/**
 * Takes a diagram's source; returns what the renderer is given: without its comment and directive
 * lines (`%%{init: …}%%`, which beautiful-mermaid reads as an invalid header), a bare `graph` given
 * Mermaid's default direction (`TD`), its labels' formulas as their TeX (see `labelMath`), and a flowchart without its `class` statements, which
 * beautiful-mermaid does not know and would draw as a box named "class". Lines are blanked, not
 * removed, so the renderer's line numbers stay the file's.
 */
export function diagramSource(source: string): string {
  const plain = labelMath(withoutComments(source)).replace(BARE_FLOWCHART_RE, '$1 TD');
  return FLOWCHART_RE.test(plain) ? subgraphMembers(plain.replace(CLASS_STATEMENT_RE, '')) : plain;
}

/**
 * Draws every ` ```mermaid ` fence of `tree` as SVG with beautiful-mermaid (no browser needed),
 * keeping it on the code node for the renderer. A diagram it cannot draw (a type it does not know,
 * a syntax error) stays as its source, with a warning at its file line. Mutates `tree`.
 */
export function drawDiagrams(tree: Root, file: ContentPath, lineOffset: number): Finding[] {
  const findings: Finding[] = [];
  let index = 0;
  let spent = 0;
  let linked = false;
  visit(tree, 'code', (node: Code) => {
    if (node.lang?.toLowerCase() !== 'mermaid') return;
    const line = (node.position?.start.line ?? 1) + lineOffset;
    const links = diagramLinks(node.value);
    const over =
      overDiagramBudget(node.value) ?? (spent + links > DIAGRAM_BODY_LINKS ? `the note's diagrams would have over ${DIAGRAM_BODY_LINKS} links together` : null);
    if (over !== null) {
      findings.push(
        finding(
          'warning',
          'diagram-too-large',
          file,
          line,
          `this Mermaid diagram is too large to draw at build time (${over}), so it is shown as its source and the build goes on. Split it into smaller diagrams, or merge repeated links between the same nodes`,
        ),
      );
      index++;
      return;
    }
    spent += links;
    const prefix = `d${createHash('sha1').update(`${file}\0${index++}`).digest('hex').slice(0, 8)}-`;
    try {
      const drawn = renderer()(diagramSource(node.value), { transparent: true });
      const svg = pageSafeSvg(fitGroupTitles(drawn), prefix);
      if (svg === '') throw new Error('it drew nothing');
      const labels = internalLinkLabels(node.value, drawn);
      node.data = labels.length > 0 ? { ...node.data, svg, links: labels } : { ...node.data, svg };
      linked ||= labels.length > 0;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 160) ?? '';
      findings.push(
        finding(
          'warning',
          'diagram-error',
          file,
          line,
          `this Mermaid diagram cannot be drawn (${reason}), so it is shown as its source. Diagrams drawn: ${DIAGRAM_TYPES}; fix the diagram, or write it as another of these types`,
        ),
      );
    }
  });
  // A diagram's links take their places among the body's wiki links, in document order.
  if (linked) numberLinks(tree);
  return findings;
}

/** Numbers the body's wiki links and diagram links in document order (the order `ParsedFile.links` lists them in). Mutates `tree`. */
function numberLinks(tree: Root): void {
  let count = 0;
  visit(tree, (node) => {
    if (node.type === 'wikiLink') node.index = count++;
    else if (node.type === 'code' && node.data?.links) {
      node.data.linkIndex = count;
      count += node.data.links.length;
    }
  });
}
