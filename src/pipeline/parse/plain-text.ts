import type { Nodes, PhrasingContent } from 'mdast';
import type { WikiLink } from './wiki-links.ts';
import { QUERY_LANGUAGES } from './query-blocks.ts';

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
          out.text += node.value;
          break;
        case 'inlineCode':
          // A Dataview inline query (`= this.file.name`, marked with its line) is no text of its page.
          if (node.data?.line === undefined) out.text += node.value;
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

/**
 * A function from an offset in an `InlineText` to its body line (its mark's line plus newlines
 * since). Offsets must come in increasing order: the scan resumes where the last one stopped, so a
 * paragraph with thousands of links costs one pass, not one pass per sentence.
 */
export function lineCursor(inline: InlineText): (offset: number) => number {
  let markIndex = 0;
  let pos = 0;
  let line = inline.marks[0]?.line ?? 1;
  return (offset) => {
    while (markIndex + 1 < inline.marks.length && (inline.marks[markIndex + 1]?.offset ?? Infinity) <= offset) {
      markIndex++;
      const mark = inline.marks[markIndex];
      if (mark) {
        pos = mark.offset;
        line = mark.line;
      }
    }
    for (; pos < offset; pos++) if (inline.text.charCodeAt(pos) === 10) line++;
    return line;
  };
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
      // A base's or a query's source (YAML, DQL, script) is no text of the page: its page shows rows of other notes, never the source.
      if (!QUERY_LANGUAGES.has(node.lang?.toLowerCase() ?? '')) blocks.push(node.value);
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return blocks.filter((b) => b.trim() !== '').join('\n\n');
}
