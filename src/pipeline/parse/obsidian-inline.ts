import type { FootnoteDefinition, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

// `==text==`: no space just inside the marks, as Obsidian reads it.
const HIGHLIGHT_RE = /==(?=\S)([^\n]*?\S)==/g;
// Obsidian's inline footnote `^[text]`, on one line.
const INLINE_NOTE_RE = /\^\[([^\]\n]+)\]/g;
// A block id ends its block: ` ^id` of letters, digits and `-`.
const BLOCK_ID_RE = /(?:^|\s)\^([A-Za-z0-9-]+)[ \t]*$/;

/** The element id of a block id `abc`: `^abc`, so `[[Note#^abc]]` and Obsidian's own URLs agree. */
export function blockAnchor(id: string): string {
  return `^${id}`;
}

/**
 * Splits `==highlights==` (rendered as `<mark>`) and inline footnotes `^[…]` (added as numbered
 * footnotes after any written ones) out of text nodes. Mutates `tree`.
 */
export function transformInline(tree: Root): void {
  const notes: FootnoteDefinition[] = [];
  visit(tree, 'text', (node: Text, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    if (!node.value.includes('==') && !node.value.includes('^[')) return;
    const parts: PhrasingContent[] = [];
    let last = 0;
    const pattern = new RegExp(`${HIGHLIGHT_RE.source}|${INLINE_NOTE_RE.source}`, 'g');
    for (const m of node.value.matchAll(pattern)) {
      if (m.index > last) parts.push({ type: 'text', value: node.value.slice(last, m.index) });
      if (m[1] !== undefined) {
        parts.push({ type: 'emphasis', children: [{ type: 'text', value: m[1] }], data: { hName: 'mark' } });
      } else {
        const identifier = `inline-${notes.length + 1}`;
        notes.push({ type: 'footnoteDefinition', identifier, label: identifier, children: [{ type: 'paragraph', children: [{ type: 'text', value: m[2] ?? '' }] }] });
        parts.push({ type: 'footnoteReference', identifier, label: identifier });
      }
      last = m.index + m[0].length;
    }
    if (parts.length === 0) return;
    if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
    if (node.position) for (const p of parts) p.position = node.position;
    parent.children.splice(index, 1, ...(parts as typeof parent.children));
    return [SKIP, index + parts.length];
  });
  tree.children.push(...notes);
}

/**
 * Block ids: a paragraph ending in ` ^id` loses the mark and becomes the anchor `^id` (in a list,
 * its list item does); a line holding only `^id` after a list, table, quote or callout anchors
 * that block. Mutates `tree`.
 */
export function transformBlockIds(tree: Root): void {
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (!parent || index === undefined || node.type !== 'paragraph') return;
    const tail = node.children[node.children.length - 1];
    if (tail?.type !== 'text') return;
    const m = BLOCK_ID_RE.exec(tail.value);
    if (!m) return;
    const id = blockAnchor(m[1] ?? '');
    tail.value = tail.value.slice(0, m.index).replace(/\s+$/, '');
    if (tail.value === '') node.children.pop();
    const alone = node.children.length === 0;
    const previous = index > 0 ? (parent.children[index - 1] as RootContent | undefined) : undefined;
    const target = alone && previous ? previous : parent.type === 'listItem' && index === 0 ? parent : node;
    target.data = { ...target.data, hProperties: { ...(target.data?.hProperties ?? {}), id } };
    if (alone && previous) {
      parent.children.splice(index, 1);
      return index;
    }
    return undefined;
  });
}
