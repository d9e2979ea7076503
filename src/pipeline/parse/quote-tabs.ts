// Obsidian's editor indents a line inside a quote or callout with a tab right after the `>`
// (`> 1. Solve:` then `>\t$$`, `>\ta = b`, `>\t$$`), and Obsidian reads that tab as a full
// indentation step of the quote's content: the line belongs to the list item above it. CommonMark
// counts a tab to the next multiple of four columns from the start of the line, and the `>` and
// its optional space take two of them, so `>\t` leaves two columns of indentation, one short of a
// numbered item's three: each such line became a lazy continuation of the item's paragraph, and a
// `$$` block among them was read as text (a formula holding a blank line broke the paragraph).
// Here the whitespace after the last `>` of a line inside a quote holding a list item is written as
// spaces counted from the quote's content, as Obsidian counts them, before the body is parsed;
// the positions of the tree are then moved back to the body's own, so everything after parsing
// (offsets, lines, columns) reads the body as written.
import type { Nodes, Root } from 'mdast';
import type { Point } from 'unist';

/** One line's whitespace after its quote markers, rewritten. */
interface Edit {
  /** The 1-based line. */
  line: number;
  /** The 1-based column where the whitespace starts (the same in the body and in the rewritten text). */
  column: number;
  /** Its offset in the rewritten text. */
  at: number;
  /** Its length in the body. */
  from: number;
  /** Its length in the rewritten text. */
  to: number;
  /** Characters added before it, by the lines above. */
  before: number;
}

// A line inside a quote: its quote markers (after the indentation of a list item holding the
// quote, with the whitespace between nested markers), the whitespace after the last one, and the rest.
const QUOTE_LINE_RE = /^([ \t]*>(?:[ \t]*>)*)([ \t]*)(.*)$/;
// The start of a list item: a bullet or a number, then whitespace or the end of the line.
const LIST_ITEM_RE = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** The columns `whitespace` takes as Obsidian reads a quote's content: one space after `>` is the marker's, then each tab runs to the next multiple of four. */
function contentIndent(whitespace: string): number {
  let width = 0;
  for (const char of whitespace.startsWith(' ') ? whitespace.slice(1) : whitespace) width = char === '\t' ? width + 4 - (width % 4) : width + 1;
  return width;
}

/**
 * Takes a body; returns it with the tabs after the quote markers of each line inside a quote that
 * holds a list item written as spaces (`>\t` as `>` and five spaces: the marker's own space and a
 * tab's four), and the edits made, or `undefined` when no line needs one. A quote's list is open
 * from a line starting an item to the end of the quote, or to a line of text at the quote's own
 * margin after a blank one. One pass over the lines.
 */
export function expandQuoteTabs(text: string): { text: string; edits: Edit[] } | undefined {
  if (!text.includes('>\t') && !text.includes('> \t')) return undefined;
  const lines = text.split('\n');
  const edits: Edit[] = [];
  let inList = false;
  let blank = false;
  let offset = 0;
  let added = 0;
  for (const [index, line] of lines.entries()) {
    const match = QUOTE_LINE_RE.exec(line);
    if (match === null) {
      inList = false;
    } else {
      const [, markers = '', whitespace = '', rest = ''] = match;
      const indent = contentIndent(whitespace);
      if (inList && whitespace.includes('\t') && rest !== '') {
        const spaces = ` ${' '.repeat(indent)}`;
        edits.push({
          line: index + 1,
          column: markers.length + 1,
          at: offset + added + markers.length,
          from: whitespace.length,
          to: spaces.length,
          before: added,
        });
        lines[index] = markers + spaces + rest;
        added += spaces.length - whitespace.length;
      }
      if (LIST_ITEM_RE.test(rest) && indent < 4) inList = true;
      else if (rest !== '' && indent === 0 && blank) inList = false;
      blank = rest === '';
    }
    offset += line.length + 1;
  }
  return edits.length === 0 ? undefined : { text: lines.join('\n'), edits };
}

/** The last edit at or before offset `at` of the rewritten text, by binary search over the edits (in order). */
function editBefore(edits: Edit[], at: number): Edit | undefined {
  let low = 0;
  let high = edits.length - 1;
  let found: Edit | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const edit = edits[mid];
    if (edit !== undefined && edit.at <= at) {
      found = edit;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Moves a point of the rewritten text to the body: a point inside rewritten whitespace to the same place in the original, or to its end. */
function restorePoint(point: Point, edits: Edit[], byLine: Map<number, Edit>): void {
  if (point.offset !== undefined) {
    const edit = editBefore(edits, point.offset);
    if (edit !== undefined) {
      const into = point.offset - edit.at;
      point.offset = into < edit.to ? point.offset - edit.before - Math.max(0, into - edit.from) : point.offset - edit.before - (edit.to - edit.from);
    }
  }
  const edit = byLine.get(point.line);
  if (edit !== undefined && point.column > edit.column)
    point.column = edit.column + Math.min(point.column - edit.column, edit.from) + Math.max(0, point.column - edit.column - edit.to);
}

/**
 * Takes a body's text and a parser; returns the parsed tree, the tabs after quote markers read as
 * Obsidian reads them (`expandQuoteTabs`), with every position as in the body.
 */
export function parseQuoteTabs(text: string, parse: (text: string) => Root): Root {
  const expanded = expandQuoteTabs(text);
  if (expanded === undefined) return parse(text);
  const tree = parse(expanded.text);
  const byLine = new Map(expanded.edits.map((edit) => [edit.line, edit]));
  const walk = (node: Nodes): void => {
    if (node.position) {
      restorePoint(node.position.start, expanded.edits, byLine);
      restorePoint(node.position.end, expanded.edits, byLine);
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return tree;
}
