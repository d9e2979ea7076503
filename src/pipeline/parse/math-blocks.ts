// Obsidian ends a `$$` formula at the next `$$`, even when text follows it on the same line
// (`$$ and so on`); Markdown's math fence closes only on a line holding nothing but `$$`, so one
// such line would run the formula on to the end of the note and pair every later `$$` wrongly.
// The body is parsed in pieces cut right after each such `$$`, each piece's positions shifted
// to where it stands in the body.
import type { Root } from 'mdast';
import type { Point } from 'unist';
import { visit } from 'unist-util-visit';

/** A `$$` starting a line of a formula's source and followed on that line by text (not by more `$`). */
const CLOSING_WITH_TEXT = /\n[ \t]*\$\$(?=[ \t]*[^\s$])/;

/** Takes a parsed body and its text; returns the offset just after the first `$$` that should close a top-level formula but does not, or `undefined`. */
function misclosed(tree: Root, text: string): number | undefined {
  for (const node of tree.children) {
    if (node.type !== 'math' || node.position?.start.offset === undefined || node.position.end.offset === undefined) continue;
    const start = node.position.start.offset;
    const found = CLOSING_WITH_TEXT.exec(text.slice(start, node.position.end.offset));
    if (found) return start + found.index + found[0].length;
  }
  return undefined;
}

/** The line and column of `offset` in `text` (1-based, as unist counts). */
function pointAt(text: string, offset: number): Point {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1, offset };
}

/** Moves every position of `tree`, parsed from text starting at `at`, to where it stands in the whole text. Mutates `tree`. */
function shift(tree: Root, at: Point): void {
  const move = (point: Point): void => {
    if (point.line === 1) point.column += at.column - 1;
    point.line += at.line - 1;
    if (point.offset !== undefined) point.offset += at.offset ?? 0;
  };
  visit(tree, (node) => {
    if (node.position) {
      move(node.position.start);
      move(node.position.end);
    }
  });
}

/**
 * Takes a body's text and a parser; returns the tree, with each top-level formula ended at a `$$`
 * followed by text on its line, as Obsidian ends it (the text after it starts a new block).
 * Parses once for a body without such a line.
 */
export function parseEndingMath(text: string, parse: (text: string) => Root): Root {
  let tree = parse(text);
  if (!text.includes('$$')) return tree;
  let cut = misclosed(tree, text);
  if (cut === undefined) return tree;
  const whole = parse(text.slice(0, cut));
  let from = cut;
  while (cut !== undefined) {
    tree = parse(text.slice(from));
    cut = misclosed(tree, text.slice(from));
    const piece = cut === undefined ? tree : parse(text.slice(from, from + cut));
    shift(piece, pointAt(text, from));
    whole.children.push(...piece.children);
    if (cut !== undefined) from += cut;
  }
  if (whole.position) whole.position.end = pointAt(text, text.length);
  return whole;
}
