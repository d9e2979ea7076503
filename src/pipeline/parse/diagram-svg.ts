// Makes a diagram's SVG (from beautiful-mermaid) fit for a page under the site's
// Content-Security-Policy (`style-src 'self'`): its `<style>` elements and `style=""` attributes
// would be blocked, so they are dropped and src/styles/diagrams.css styles the diagram instead
// (every colour the SVG uses is a CSS variable or a class that sheet defines). Ids get a prefix, so
// two diagrams on one page never share one, and the SVG is sanitised against an allow-list.
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

const SHAPE = [
  'fill',
  'stroke',
  'strokeWidth',
  'strokeDashArray',
  'strokeLineJoin',
  'strokeLineCap',
  'opacity',
  'className',
  'transform',
  'markerStart',
  'markerEnd',
  'id',
];
const TEXT = ['x', 'y', 'dx', 'dy', 'fontSize', 'fontWeight', 'fontStyle', 'textAnchor', 'fill', 'className', 'transform'];

/** The SVG elements and attributes the diagram renderer writes; nothing else (no script, link, foreign object or event handler) passes. */
export const DIAGRAM_SCHEMA: Schema = {
  clobberPrefix: '',
  strip: ['style', 'script'],
  tagNames: ['svg', 'g', 'defs', 'marker', 'polygon', 'polyline', 'line', 'rect', 'circle', 'ellipse', 'path', 'text', 'tspan', 'title'],
  attributes: {
    svg: ['xmlns', 'viewBox', 'width', 'height', 'className', 'role', 'ariaLabel'],
    g: ['className', 'transform'],
    marker: ['id', 'markerWidth', 'markerHeight', 'refX', 'refY', 'orient'],
    polygon: ['points', ...SHAPE],
    polyline: ['points', ...SHAPE],
    line: ['x1', 'y1', 'x2', 'y2', ...SHAPE],
    rect: ['x', 'y', 'width', 'height', 'rx', 'ry', ...SHAPE],
    circle: ['cx', 'cy', 'r', ...SHAPE],
    ellipse: ['cx', 'cy', 'rx', 'ry', ...SHAPE],
    path: ['d', ...SHAPE],
    text: TEXT,
    tspan: TEXT,
  },
  // No URL-valued attribute is allowed at all; `url(#id)` in marker-end is a fragment of the SVG itself.
  protocols: {},
};

const URL_REF = /url\(#([^)]+)\)/g;

/** Takes the SVG text of one diagram and an id prefix unique on the page; returns the SVG as HTML that needs no inline style and no script. */
export function pageSafeSvg(svg: string, prefix: string): string {
  const tree: Root = fromHtml(svg, { fragment: true });
  visit(tree, 'element', (node: Element) => {
    delete node.properties['style'];
    const id = node.properties['id'];
    if (typeof id === 'string') node.properties['id'] = `${prefix}${id}`;
    for (const key of ['markerStart', 'markerEnd', 'fill', 'stroke']) {
      const value = node.properties[key];
      if (typeof value === 'string') node.properties[key] = value.replace(URL_REF, (_, ref: string) => `url(#${prefix}${ref})`);
    }
  });
  const clean = sanitize(tree, DIAGRAM_SCHEMA);
  const root = clean.type === 'root' ? clean.children.find((n): n is Element => n.type === 'element' && n.tagName === 'svg') : undefined;
  if (!root) return '';
  root.properties['role'] = 'img';
  root.properties['ariaLabel'] = diagramLabel(root);
  return toHtml(root, { space: 'svg' });
}

/** The text of a node and its descendants. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** A label for screen readers: `Diagram:` and the text of its nodes, in drawing order. */
function diagramLabel(svg: Element): string {
  const words: string[] = [];
  visit(svg, 'element', (node: Element) => {
    const text = node.tagName === 'text' ? textOf(node).trim() : '';
    if (text) words.push(text);
  });
  return `Diagram: ${words.join(', ')}`.slice(0, 300);
}
