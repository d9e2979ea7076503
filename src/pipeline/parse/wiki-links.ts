import type { Literal, Parent, PhrasingContent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

/** An Obsidian-style link in a body: `[[target]]`, `[[target|shown]]`, `[[target#heading]]`, `![[embed]]`. */
export interface WikiLink extends Literal {
  type: 'wikiLink';
  /** The reference as written, without heading or shown text; `''` for a link within the page (`[[#Heading]]`). */
  target: string;
  /** The text after `|`, when written. */
  shown?: string;
  /** The text after `#`, when written. */
  heading?: string;
  /** `true` for `![[…]]`; embeds are rendered as links for now. */
  embed: boolean;
  /** Position of this link in the file's list of links (`ParsedFile.links`). */
  index: number;
}

declare module 'mdast' {
  interface PhrasingContentMap {
    wikiLink: WikiLink;
  }
  interface RootContentMap {
    wikiLink: WikiLink;
  }
}

// No `[`, `]` or newline inside: a stray `[[` never swallows the rest of a paragraph.
const WIKI_LINK_RE = /(!?)\[\[([^[\]\n]+?)\]\]/g;

/** Splits `[[…]]` out of the text nodes of `tree` into `wikiLink` nodes, numbered in document order. Mutates `tree`. */
export function splitWikiLinks(tree: Root): void {
  let count = 0;
  visit(tree, 'text', (node: Text, index, parent: Parent | undefined) => {
    if (!parent || index === undefined || parent.type === 'link' || parent.type === 'linkReference') return;
    if (!node.value.includes('[[')) return;
    const parts: PhrasingContent[] = [];
    const start = node.position?.start;
    let last = 0;
    for (const m of node.value.matchAll(WIKI_LINK_RE)) {
      const [whole, bang, inner] = m;
      if (inner === undefined) continue;
      const pipe = inner.indexOf('|');
      const targetPart = pipe >= 0 ? inner.slice(0, pipe) : inner;
      const hash = targetPart.indexOf('#');
      const target = (hash >= 0 ? targetPart.slice(0, hash) : targetPart).trim();
      // `[[#Heading]]` and `[[#^block]]` (an empty target) link within the page itself.
      if (target === '' && (hash < 0 || targetPart.slice(hash + 1).trim() === '')) continue;
      if (m.index > last) parts.push(textSlice(node, last, m.index));
      const link: WikiLink = { type: 'wikiLink', target, value: '', embed: bang === '!', index: count++ };
      const shown = pipe >= 0 ? inner.slice(pipe + 1).trim() : '';
      if (shown) link.shown = shown;
      const heading = hash >= 0 ? targetPart.slice(hash + 1).trim() : '';
      if (heading) link.heading = heading;
      link.value = link.shown ?? (target || heading);
      if (start) {
        const line = start.line + newlines(node.value, 0, m.index);
        link.position = { start: { line, column: 1 }, end: { line, column: 1 } };
      }
      parts.push(link);
      last = m.index + whole.length;
    }
    if (parts.length === 0) return;
    if (last < node.value.length) parts.push(textSlice(node, last, node.value.length));
    parent.children.splice(index, 1, ...(parts as typeof parent.children));
    return [SKIP, index + parts.length];
  });
}

/** A piece of a text node, keeping the line where the piece starts so later line lookups stay right. */
function textSlice(node: Text, from: number, to: number): Text {
  const piece: Text = { type: 'text', value: node.value.slice(from, to) };
  const start = node.position?.start;
  if (start) {
    const line = start.line + newlines(node.value, 0, from);
    piece.position = { start: { line, column: 1 }, end: { line, column: 1 } };
  }
  return piece;
}

function newlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}
