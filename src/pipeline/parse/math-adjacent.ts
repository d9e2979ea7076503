// Two display formulas written back to back, `$$a$$$$b$$`: Obsidian closes the first formula at
// the first `$$` and opens the next at the second, so the four dollars between them are a close
// and an open. The Markdown parser pairs a run of dollars only with a run of the same length, so
// it reads the whole as one formula holding `$$$$`, which KaTeX rejects; this splits it back.
import type { Parent, Root } from 'mdast';
import type { InlineMath } from 'mdast-util-math';
import type { Point } from 'unist';
import { SKIP, visit } from 'unist-util-visit';

/** The point of `offset` in `body`: its line and column (1-based), counted from the start of `body`. */
function pointAt(body: string, offset: number): Point {
  let line = 1;
  let lineStart = 0;
  for (let i = body.indexOf('\n'); i >= 0 && i < offset; i = body.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1, offset };
}

/**
 * Splits each `$$…$$` formula of `tree` whose TeX holds `$$$$` into the formulas Obsidian reads
 * there, each with its own position in `body` (the text the tree was parsed from). Mutates `tree`.
 */
export function splitAdjacentDisplays(tree: Root, body: string): void {
  visit(tree, 'inlineMath', (node: InlineMath, index, parent: Parent | undefined) => {
    const start = node.position?.start.offset;
    if (!node.value.includes('$$$$') || start === undefined || body.slice(start, start + 2) !== '$$' || !parent || index === undefined) return undefined;
    const parts: InlineMath[] = [];
    // `from`: where this part's TeX starts in the formula's TeX; its `$$` stand just before, at `start + from` in the body.
    let from = 0;
    for (const tex of node.value.split('$$$$')) {
      const open = start + from;
      const close = open + 2 + tex.length + 2;
      parts.push({ type: 'inlineMath', value: tex, position: { start: pointAt(body, open), end: pointAt(body, close) } });
      from += tex.length + 4;
    }
    parent.children.splice(index, 1, ...(parts as Array<(typeof parent.children)[number]>));
    return [SKIP, index + parts.length];
  });
}
