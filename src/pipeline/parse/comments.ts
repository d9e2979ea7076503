/**
 * Obsidian comments: `%%inline%%` and blocks from a `%%` to the next `%%`. Authors keep notes to
 * self in them, so they are cut out of the body before anything else reads it. What is code (where
 * `%%` is text) is the Markdown parser's own answer, not a scan of lines: fenced and indented code
 * blocks and inline code spans as CommonMark defines them, so an escaped backtick, a ``` line inside
 * an HTML block or a ``` line whose info string holds a backtick (not a fence) cannot hide a comment.
 */
import type { Nodes } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { firstDeepLine, firstTangledLine, MARKDOWN_MAX_CHARS } from './markdown.ts';
import { maskWikiLinks } from './wiki-links.ts';

// CommonMark alone: GFM and math add no kind of code.
const commonmark = unified().use(remarkParse).freeze();

/** A half-open range of body offsets. */
type Range = readonly [start: number, end: number];

/**
 * After this many rounds (each a parse), every `%%` left is read as a comment whatever the code
 * around it: removing comments rarely changes what is code, and never more than a few times.
 */
const MAX_ROUNDS = 8;

/**
 * The body with every Obsidian comment removed; each comment keeps only its line breaks, so the
 * lines after it keep their numbers. `%%` inside code is text, as in Obsidian, and a comment never
 * closed runs to the end of the body. Since cutting a comment can change what is code after it
 * (a comment holding a backtick or a fence), the result is parsed again until no `%%` is left
 * outside code: what is returned holds no comment by its own parse.
 */
export function stripComments(body: string): string {
  let text = body;
  for (let round = 0; text.includes('%%'); round++) {
    const next = cut(text, round < MAX_ROUNDS ? codeRanges(text) : []);
    if (next === text) return text;
    text = next;
  }
  return text;
}

/**
 * The offsets of `body`'s code: code blocks and inline code spans of its CommonMark tree, with
 * `[[links]]` masked as the real parse masks them. A body the pipeline publishes as plain text
 * (see `parseBody`) has no code.
 */
export function codeRanges(body: string): Range[] {
  if (body.length > MARKDOWN_MAX_CHARS || firstDeepLine(body) !== null) return [];
  const masked = maskWikiLinks(body).text;
  if (firstTangledLine(masked) !== null) return [];
  let tree: Nodes;
  try {
    tree = commonmark.parse(masked);
  } catch {
    return [];
  }
  const ranges: Range[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'code' || node.type === 'inlineCode') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start !== undefined && end !== undefined) ranges.push([start, end]);
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** `text` with each comment that opens outside `code` cut, keeping its line breaks. */
function cut(text: string, code: readonly Range[]): string {
  let out = '';
  let pos = 0;
  let next = 0;
  for (let open = text.indexOf('%%'); open >= 0; open = text.indexOf('%%', pos)) {
    while (next < code.length && (code[next]?.[1] ?? 0) <= open) next++;
    const range = code[next];
    if (range !== undefined && range[0] <= open) {
      // `%%` in code is text: go on after the code.
      out += text.slice(pos, range[1]);
      pos = range[1];
      continue;
    }
    const close = text.indexOf('%%', open + 2);
    const end = close < 0 ? text.length : close + 2;
    out += text.slice(pos, open) + '\n'.repeat(newlines(text, open, end));
    pos = end;
  }
  return out + text.slice(pos);
}

function newlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
