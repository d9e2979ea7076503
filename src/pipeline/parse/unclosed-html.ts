import type { Html, Parent, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';

// Elements that change how an HTML parser reads everything after them until they close: a select
// drops the tags inside it, the raw-text ones swallow the rest as text, a frame set replaces the body.
// Written in prose ("unify every <select>"), never closed, they would take the rest of the body with them.
const SWALLOWING = new Set([
  'select',
  'option',
  'optgroup',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'iframe',
  'noscript',
  'style',
  'script',
  'template',
  'frameset',
  'frame',
  'head',
  'body',
  'html',
]);
const OPEN_RE = /^<([A-Za-z][A-Za-z0-9-]*)(?=[\s/>])/;

/** Whether `value` closes `name` (`</select>`), anywhere in it. */
function closes(value: string, name: string): boolean {
  return new RegExp(`</${name}\\s*>`, 'i').test(value);
}

/**
 * Takes a body's mdast; turns raw HTML that opens an element which swallows what follows
 * (`<select>`, `<textarea>`…) and is never closed among its siblings into plain text, as the author
 * wrote it. Returns an info finding per tag (lines counted from `offset`).
 */
export function literalUnclosedTags(tree: Root, file: string, offset: number): Finding[] {
  const findings: Finding[] = [];
  visit(tree, 'html', (node: Html, index, parent: Parent | undefined) => {
    if (parent === undefined || index === undefined) return;
    const name = OPEN_RE.exec(node.value)?.[1]?.toLowerCase();
    if (name === undefined || !SWALLOWING.has(name) || closes(node.value, name) || /\/>$/.test(node.value.trim())) return;
    const later = parent.children.slice(index + 1);
    if (later.some((n) => n.type === 'html' && closes(n.value, name))) return;
    const text: Text = { type: 'text', value: node.value };
    if (node.position) text.position = node.position;
    parent.children[index] = text;
    findings.push(
      finding(
        'info',
        'raw-html',
        file,
        (node.position?.start.line ?? 1) + offset,
        `"<${name}>" opens an HTML element that is never closed; it is shown as text, so the rest of the note stays visible. Write it as \`<${name}>\` (code) to show the tag, or close it with </${name}>`,
      ),
    );
  });
  return findings;
}
