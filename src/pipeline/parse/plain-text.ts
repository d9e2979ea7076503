import type { Nodes, PhrasingContent } from 'mdast';
import type { WikiLink } from './wiki-links.ts';

/** How a wiki link reads in plain text (e.g. its resolved title, or a placeholder). */
export type LinkText = (link: WikiLink) => string;

/** Text of inline content, with line marks so an offset in the text maps back to a body line. */
export interface InlineText {
  text: string;
  /** Offsets where a source node starts, with the body line it starts on; ascending. */
  marks: Array<{ offset: number; line: number }>;
  /** Wiki-link indices (`WikiLink.index`) in order of appearance. */
  links: number[];
}

/** Flattens inline Markdown to text, writing each wiki link with `linkText`. */
export function inlineText(nodes: readonly PhrasingContent[], linkText: LinkText): InlineText {
  const out: InlineText = { text: '', marks: [], links: [] };
  const walk = (list: readonly PhrasingContent[]): void => {
    for (const node of list) {
      const line = node.position?.start.line;
      if (line !== undefined) out.marks.push({ offset: out.text.length, line });
      switch (node.type) {
        case 'text':
        case 'inlineCode':
          out.text += node.value;
          break;
        case 'wikiLink':
          out.links.push(node.index);
          out.text += linkText(node);
          break;
        case 'break':
          out.text += '\n';
          break;
        case 'emphasis':
        case 'strong':
        case 'delete':
        case 'link':
        case 'linkReference':
          walk(node.children);
          break;
        default:
          break;
      }
    }
  };
  walk(nodes);
  return out;
}

/** The body line of `offset` in an `InlineText` (its mark's line plus newlines since). */
export function lineAt(inline: InlineText, offset: number): number {
  let mark = inline.marks[0];
  for (const m of inline.marks) {
    if (m.offset > offset) break;
    mark = m;
  }
  if (!mark) return 1;
  let line = mark.line;
  for (let i = mark.offset; i < offset; i++) if (inline.text.charCodeAt(i) === 10) line++;
  return line;
}

/** Plain text of a whole tree: blocks separated by blank lines, wiki links written with `linkText`. */
export function plainText(tree: Nodes, linkText: LinkText): string {
  const blocks: string[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      blocks.push(inlineText(node.children, linkText).text);
      return;
    }
    if (node.type === 'code') {
      blocks.push(node.value);
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return blocks.filter((b) => b.trim() !== '').join('\n\n');
}
