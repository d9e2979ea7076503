import type { Neighbourhood, NeighbourNode } from '../../schemas/graph.ts';
import { escapeMarkup } from '../../core/escape.ts';
import type { Ui } from '../../core/i18n/format-core.ts';
import { shapePath } from './kinds.ts';
import { LABEL_PX, type RadialLayout } from './radial.ts';
import { titledNode } from './words.ts';

const r1 = (v: number) => Math.round(v * 10) / 10;

/** A node's accessible name in the page's words: its title and kind, e.g. `Why…? (Note)`; a "+N more" node says what it stands for. */
export function nodeName(node: NeighbourNode, words: Ui): string {
  // Starts with the "+N" the node shows, so that what is seen and what is read out agree.
  if (node.r === 'more') return words.t('ng.more', { count: node.t });
  return titledNode(words, node.t, node.k, node.stub === true);
}

/** What a neighbourhood holds, in the page's words: "3 related concepts, 2 papers, 3 pages linking here". */
export function summarise(nb: Neighbourhood, words: Ui): string {
  const count = (role: NeighbourNode['r']) => nb.nodes.filter((n) => n.r === role).length;
  const more = nb.nodes.find((n) => n.r === 'more')?.n ?? 0;
  const parts: string[] = [];
  const add = (n: number, key: string) => {
    if (n > 0) parts.push(words.count(key, n));
  };
  add(count('related'), 'ng.related');
  add(count('source'), 'ng.sources');
  add(count('paper'), 'ng.papers');
  add(count('next'), 'ng.next');
  add(count('cited-by'), 'ng.citedBy');
  // `link` nodes are linked either way (to or from the centre), so they are not called backlinks.
  add(count('link') + more, 'ng.linked');
  add(count('second'), 'ng.second');
  return parts.length > 0 ? parts.join(', ') : words.t('ng.none');
}

/** Options of `renderNeighbourhoodSvg`. */
export interface SvgOptions {
  /** `true`: focusable nodes for the script to drive; `false`: a static picture (the build's first view). */
  interactive: boolean;
  /** The page's words (`GRAPH_WORDS`), for the names and the summary. */
  words: Ui;
  /** Index of the node that takes the graph's one tab stop (the others are reached with the arrow keys). Default: 0, the centre. */
  active?: number;
}

/** Radius of a node's invisible hit area: 25 CSS pixels across, above the 24 px touch target WCAG 2.2 asks for. */
const HIT_R = 12.5;

/**
 * Takes a neighbourhood, its layout and options and returns SVG markup: edges, then nodes
 * (shape by kind, `data-slug`, `data-i`), then the labels that fit.
 */
export function renderNeighbourhoodSvg(nb: Neighbourhood, layout: RadialLayout, options: SvgOptions): string {
  const centre = nb.nodes[0]!;
  const { width, height, nodes } = layout;
  const out: string[] = [];
  const label = options.words.t('ng.label', { title: centre.t, summary: summarise(nb, options.words) });
  out.push(
    options.interactive
      ? `<svg class="ng-svg" viewBox="0 0 ${width} ${height}" role="group" aria-label="${escapeMarkup(label)}">`
      : `<svg class="ng-svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(label)}" preserveAspectRatio="xMidYMid meet">`,
  );
  if (!options.interactive) {
    // The static picture is on every note and line: one path for all edges, whole pixels, no data attributes.
    out.push(renderStatic(nb, layout));
    return out.join('');
  }
  out.push('<g class="ng-edges" aria-hidden="true">');
  for (let k = 0; k + 1 < nb.edges.length; k += 2) {
    const a = nb.edges[k]!;
    const b = nb.edges[k + 1]!;
    const pa = nodes[a];
    const pb = nodes[b];
    if (!pa || !pb) continue;
    out.push(`<line x1="${r1(pa.x)}" y1="${r1(pa.y)}" x2="${r1(pb.x)}" y2="${r1(pb.y)}" data-a="${a}" data-b="${b}"/>`);
  }
  out.push('</g><g class="ng-nodes">');
  nb.nodes.forEach((node, i) => {
    const at = nodes[i]!;
    const cls = `ng-node ng-${node.k}${node.stub ? ' ng-stub' : ''}`;
    const common = `class="${cls}" data-role="${node.r}" data-kind="${node.k}" data-i="${i}"${node.s ? ` data-slug="${escapeMarkup(node.s)}"` : ''} transform="translate(${r1(at.x)} ${r1(at.y)})"`;
    const a11y = options.interactive
      ? ` tabindex="${i === (options.active ?? 0) ? 0 : -1}" role="${node.r === 'centre' ? 'link' : 'button'}" aria-label="${escapeMarkup(nodeName(node, options.words))}"`
      : '';
    const shape =
      node.r === 'more'
        ? `<rect class="ng-shape" x="-19" y="-10" width="38" height="20" rx="10"/><text class="ng-more" y="4" text-anchor="middle">+${node.n ?? ''}</text>`
        : `<path class="ng-shape" d="${shapePath(node.k, at.r)}"/>`;
    const halo = node.r === 'centre' ? `<circle class="ng-halo" r="${at.r + 5}"/>` : '';
    // A tooltip for shapes; the "+N" pill shows its text already (and a title would make its text differ from its name).
    const tip = options.interactive && node.r !== 'more' ? `<title>${escapeMarkup(nodeName(node, options.words))}</title>` : '';
    const hit = options.interactive ? `<circle class="ng-hit" r="${Math.max(HIT_R, at.r + 2)}"/>` : '';
    out.push(`<g ${common}${a11y}>${hit}${halo}${shape}${tip}</g>`);
  });
  out.push(renderLabels(nb, layout, r1), '</svg>');
  return out.join('');
}

function renderLabels(nb: Neighbourhood, layout: RadialLayout, round: (v: number) => number): string {
  const stubs = new Set(nb.nodes.flatMap((n, i) => (n.stub ? [i] : [])));
  const out: string[] = ['<g class="ng-labels" aria-hidden="true">'];
  for (const l of layout.labels) {
    const cls = l.i === 0 ? 'ng-label ng-label--centre' : stubs.has(l.i) ? 'ng-label ng-label--stub' : 'ng-label';
    const tspans = l.lines.map((line, k) => `<tspan x="${round(l.x)}"${k > 0 ? ` dy="${LABEL_PX + 3}"` : ''}>${escapeMarkup(line)}</tspan>`).join('');
    out.push(`<text class="${cls}" data-i="${l.i}" x="${round(l.x)}" y="${round(l.y)}" text-anchor="${l.anchor}">${tspans}</text>`);
  }
  out.push('</g>');
  return out.join('');
}

function renderStatic(nb: Neighbourhood, layout: RadialLayout): string {
  const { nodes } = layout;
  const d: string[] = [];
  for (let k = 0; k + 1 < nb.edges.length; k += 2) {
    const a = nodes[nb.edges[k]!];
    const b = nodes[nb.edges[k + 1]!];
    if (a && b) d.push(`M${Math.round(a.x)} ${Math.round(a.y)}L${Math.round(b.x)} ${Math.round(b.y)}`);
  }
  const out: string[] = [`<path class="ng-edges" d="${d.join('')}"/>`];
  nb.nodes.forEach((node, i) => {
    const at = nodes[i]!;
    const t = `translate(${Math.round(at.x)} ${Math.round(at.y)})`;
    if (node.r === 'more') {
      out.push(
        `<g class="ng-node" data-role="more" transform="${t}"><rect class="ng-shape" x="-19" y="-10" width="38" height="20" rx="10"/><text class="ng-more" y="4" text-anchor="middle">+${node.n ?? ''}</text></g>`,
      );
    } else {
      const halo = i === 0 ? `<circle class="ng-halo" r="${at.r + 5}"/>` : '';
      out.push(
        `<g class="ng-node ng-${node.k}${node.stub ? ' ng-stub' : ''}" transform="${t}">${halo}<path class="ng-shape" d="${shapePath(node.k, at.r)}"/></g>`,
      );
    }
  });
  out.push(renderLabels(nb, layout, Math.round), '</svg>');
  return out.join('');
}
