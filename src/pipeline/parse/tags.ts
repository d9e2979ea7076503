import type { Link, Parent, PhrasingContent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { normalTag, tagUrl } from '../resolve/slug.ts';

// Obsidian's inline tag: `#` after a space or at the start, then letters, digits, `_`, `-` and `/`
// for nesting, with at least one character that is not a digit (`#1` is not a tag).
const TAG_RE = /(^|\s)#([\p{L}\p{N}_\-/]*[\p{L}_\-/][\p{L}\p{N}_\-/]*)/gu;

/**
 * Turns `#tag` and `#nested/tag` in the body's text into links to the tag's page (class `tag`);
 * returns the tags, normalised (`normalTag`), in order of first appearance. Mutates `tree`.
 */
export function splitTags(tree: Root): string[] {
  const found = new Set<string>();
  visit(tree, 'text', (node: Text, index, parent: Parent | undefined) => {
    if (!parent || index === undefined || parent.type === 'link' || parent.type === 'linkReference' || parent.type === 'heading') return;
    if (!node.value.includes('#')) return;
    const parts: PhrasingContent[] = [];
    let last = 0;
    for (const m of node.value.matchAll(TAG_RE)) {
      const lead = m[1] ?? '';
      const name = m[2] ?? '';
      const tag = normalTag(name);
      if (tag === '') continue;
      const start = m.index + lead.length;
      if (start > last) parts.push({ type: 'text', value: node.value.slice(last, start) });
      const link: Link = { type: 'link', url: tagUrl(tag), children: [{ type: 'text', value: `#${name}` }], data: { hProperties: { className: ['tag'] } } };
      parts.push(link);
      found.add(tag);
      last = start + 1 + name.length;
    }
    if (parts.length === 0) return;
    if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
    parent.children.splice(index, 1, ...(parts as typeof parent.children));
    return [SKIP, index + parts.length];
  });
  return [...found];
}
