// Obsidian ends a `$$` formula at the next `$$`, even when text follows it on the same line
// (`$$ and so on`); Markdown's math fence closes only on a line holding nothing but `$$`, so one
// such line would run the formula on to the end of the note and pair every later `$$` wrongly.
// Before parsing, a line break is put after each such closing `$$` (outside code fences, at the
// top level of the body); after parsing, every position is moved back to where it stands in the
// body as written. One pass over the lines, one parse.
import type { Root } from 'mdast';
import type { Point } from 'unist';
import { visit } from 'unist-util-visit';

// A code fence opening or closing a line (up to three spaces in), and its marker.
const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/;
// A line starting a formula or ending one: `$$` up to three spaces in, and what follows it.
const MATH_FENCE_RE = /^( {0,3}\${2,})(.*)$/;

/** A line break put after a closing `$$`: where it stands in the text parsed, and where the text after it stood in the body. */
interface Insertion {
  /** Offset of the inserted line break in the text parsed. */
  at: number;
  /** Line of the closing `$$` in the text parsed (1-based). */
  line: number;
  /** Column in the body where the text after `$$` starts (1-based). */
  column: number;
}

/** Takes a body; returns it with a line break after each `$$` that closes a top-level formula with text after it, and where each was put. */
export function splitMathClosings(text: string): { text: string; insertions: Insertion[] } {
  if (!text.includes('$$')) return { text, insertions: [] };
  const lines = text.split('\n');
  const insertions: Insertion[] = [];
  let fence: string | undefined;
  let inMath = false;
  let offset = 0;
  lines.forEach((line, i) => {
    const code = FENCE_RE.exec(line)?.[1];
    const math = MATH_FENCE_RE.exec(line);
    if (fence !== undefined) {
      if (code !== undefined && code[0] === fence[0] && code.length >= fence.length && line.trim() === code) fence = undefined;
    } else if (!inMath && code !== undefined) {
      fence = code;
    } else if (math !== null) {
      const [, mark = '', rest = ''] = math;
      if (!inMath) inMath = !rest.includes('$$');
      else {
        inMath = false;
        if (rest.trim() !== '' && !rest.startsWith('$')) {
          lines[i] = `${mark}\n${rest}`;
          insertions.push({ at: offset + insertions.length + mark.length, line: i + 1 + insertions.length, column: mark.length + 1 });
        }
      }
    }
    offset += line.length + 1;
  });
  return { text: insertions.length === 0 ? text : lines.join('\n'), insertions };
}

/** Moves a point of the text parsed back to where it stands in the body, undoing `insertions`. Mutates `point`. */
function unshift(point: Point, insertions: readonly Insertion[]): void {
  if (point.offset === undefined) return;
  // How many line breaks were put before the point: the first insertion at or after it, by bisection.
  let before = 0;
  let after = insertions.length;
  while (before < after) {
    const mid = (before + after) >> 1;
    if ((insertions[mid]?.at ?? Number.POSITIVE_INFINITY) < point.offset) before = mid + 1;
    else after = mid;
  }
  const last = insertions[before - 1];
  if (last === undefined) return;
  if (point.line === last.line + 1) point.column += last.column - 1;
  point.line -= before;
  point.offset -= before;
}

/**
 * Takes a body's text and a parser; returns the tree, with each top-level formula ended at a `$$`
 * followed by text on its line, as Obsidian ends it (the text after it starts a new block), every
 * position as in the body.
 */
export function parseEndingMath(text: string, parse: (text: string) => Root): Root {
  const split = splitMathClosings(text);
  const tree = parse(split.text);
  if (split.insertions.length === 0) return tree;
  visit(tree, (node) => {
    if (!node.position) return;
    unshift(node.position.start, split.insertions);
    unshift(node.position.end, split.insertions);
  });
  return tree;
}
