import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { pageSafeSvg } from './diagram-svg.ts';

declare module 'mdast' {
  interface CodeData {
    /** A ` ```mermaid ` fence drawn at parse time, as SVG fit for a page (see `pageSafeSvg`); absent when it could not be drawn. */
    svg?: string;
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

/**
 * Draws every ` ```mermaid ` fence of `tree` as SVG with beautiful-mermaid (no browser needed),
 * keeping it on the code node for the renderer. A diagram it cannot draw (a type it does not know,
 * a syntax error) stays as its source, with a warning at its file line. Mutates `tree`.
 */
export function drawDiagrams(tree: Root, file: ContentPath, lineOffset: number): Finding[] {
  const findings: Finding[] = [];
  let index = 0;
  let spent = 0;
  visit(tree, 'code', (node: Code) => {
    if (node.lang?.toLowerCase() !== 'mermaid') return;
    const line = (node.position?.start.line ?? 1) + lineOffset;
    const links = diagramLinks(node.value);
    const over = overDiagramBudget(node.value) ?? (spent + links > DIAGRAM_BODY_LINKS ? `the note's diagrams would have over ${DIAGRAM_BODY_LINKS} links together` : null);
    if (over !== null) {
      findings.push(finding('warning', 'diagram-too-large', file, line, `this Mermaid diagram is too large to draw at build time (${over}), so it is shown as its source and the build goes on. Split it into smaller diagrams, or merge repeated links between the same nodes`));
      index++;
      return;
    }
    spent += links;
    const prefix = `d${createHash('sha1').update(`${file}\0${index++}`).digest('hex').slice(0, 8)}-`;
    try {
      const svg = pageSafeSvg(renderer()(node.value, { transparent: true }), prefix);
      if (svg === '') throw new Error('it drew nothing');
      node.data = { ...node.data, svg };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 160) ?? '';
      findings.push(finding('warning', 'diagram-error', file, line, `this Mermaid diagram cannot be drawn (${reason}), so it is shown as its source. Diagrams drawn: ${DIAGRAM_TYPES}; fix the diagram, or write it as another of these types`));
    }
  });
  return findings;
}
