// Obsidian pairs `$$` in order through a note, outside code: each `$$` opens a display formula
// and the next one closes it, wherever they stand on their lines (a formula opened within a
// paragraph ends with it). The block construct
// (`math-flow.ts`) reads a formula opened at the start of a line; this module does the two things
// a construct cannot: it keeps a `$$` that nothing closes as text (before parsing, so it cannot
// swallow the rest of the note), and it turns the text after a closing `$$` on its line into the
// paragraph that follows the formula (after parsing). Both keep every position as in the body.
import type { Nodes, Parent, Root, RootContent } from 'mdast';
import type { Point } from 'unist';

// A code fence opening or closing a line (up to three spaces and any quote markers in), and its marker.
const FENCE_RE = /^[ \t>]*(`{3,}|~{3,})/;
// Stands for each dollar of a `$$` that nothing closes, while the body is parsed: same length, so positions hold.
const LONE_DOLLAR = '\uE003';

// What may stand before a block on its line: indentation, quote markers and list markers.
const BLOCK_PREFIX_RE = /^[ \t]*(?:(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+)[ \t]*)*/;
// A line holding nothing but quote markers and spaces: it ends a paragraph.
const BLANK_RE = /^[ \t>]*$/;

/**
 * The offsets of each `$$` at the start of a line that nothing closes, which would open a block
 * running to the end of the note: outside fenced code and inline code spans, an escaped `\$$`
 * aside. Such a `$$` (after quote and list markers) opens a block, which may span blank lines; one
 * within a line opens a formula of its paragraph, which the inline construct leaves as text when a
 * blank line comes first. One pass over the lines.
 */
export function unpairedMathFences(text: string): number[] {
  if (!text.includes('$$')) return [];
  const lone: number[] = [];
  // The `$$` now open: its offset, and whether it opened a block.
  let open: { at: number; block: boolean } | undefined;
  let fence: string | undefined;
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end);
    const code = FENCE_RE.exec(line)?.[1];
    if (fence !== undefined) {
      if (code !== undefined && code[0] === fence[0] && code.length >= fence.length && line.replace(/^[ \t>]*/, '').trim() === code) fence = undefined;
    } else if (code !== undefined && open === undefined) {
      fence = code;
    } else if (open !== undefined && !open.block && BLANK_RE.test(line)) {
      // Left as the inline construct leaves it: text.
      open = undefined;
    } else if (line.includes('$$')) {
      const lineStart = BLOCK_PREFIX_RE.exec(line)?.[0].length ?? 0;
      for (const at of lineFences(line)) {
        if (open === undefined) open = { at: start + at, block: at === lineStart };
        else open = undefined;
      }
    }
    if (newline < 0) break;
    start = newline + 1;
  }
  if (open?.block) lone.push(open.at);
  return lone;
}

/** The offsets in `line` of each `$$` outside inline code spans (a run of backticks closed by a run as long on the line). */
export function lineFences(line: string): number[] {
  const code: Array<[number, number]> = [];
  // Inline code: each backtick run paired with the next run of its length, in one pass.
  const open = new Map<number, number>();
  for (const m of line.matchAll(/`+/g)) {
    const from = open.get(m[0].length);
    if (from === undefined) open.set(m[0].length, m.index);
    else {
      code.push([from, m.index + m[0].length]);
      open.clear();
    }
  }
  const found: number[] = [];
  let next = 0;
  for (const m of line.matchAll(/\${2,}/g)) {
    if (line.charCodeAt(m.index - 1) === 92) continue;
    while (next < code.length && (code[next]?.[1] ?? 0) <= m.index) next++;
    const span = code[next];
    if (span !== undefined && span[0] <= m.index) continue;
    found.push(m.index);
  }
  return found;
}

/** The strings of a node the parser copies from the text: a `$$` masked there is put back in each. */
const TEXT_KEYS = ['value', 'url', 'title', 'alt'] as const;

/** Puts back the dollars that `LONE_DOLLAR` stood for, in every string of the tree. Mutates `tree`. */
function restoreDollars(node: Nodes): void {
  const fields = node as Partial<Record<(typeof TEXT_KEYS)[number], unknown>>;
  for (const key of TEXT_KEYS) {
    const value = fields[key];
    if (typeof value === 'string' && value.includes(LONE_DOLLAR)) fields[key] = value.replaceAll(LONE_DOLLAR, '$');
  }
  if ('children' in node) for (const child of node.children) restoreDollars(child);
}

/** Where the text after a block formula's closing `$$` starts in `text`, or `undefined` when nothing follows it on its line. */
function trailStart(text: string, start: number, end: number): number | undefined {
  let i = start;
  while (text.charCodeAt(i) === 36) i++;
  for (i = text.indexOf('$$', i); i >= 0 && i < end; i = text.indexOf('$$', i + 1)) {
    if (text.charCodeAt(i - 1) === 92) continue;
    let after = i + 2;
    while (text.charCodeAt(after) === 32 || text.charCodeAt(after) === 9) after++;
    return after < end ? after : undefined;
  }
  return undefined;
}

/** Moves every position of `node` by `line` lines and `offset` characters, and by `column` on its first line. Mutates `node`. */
function shift(node: Nodes, line: number, column: number, offset: number): void {
  const move = (point: Point): void => {
    if (point.line === 1) point.column += column;
    point.line += line;
    if (point.offset !== undefined) point.offset += offset;
  };
  if (node.position) {
    move(node.position.start);
    move(node.position.end);
  }
  if ('children' in node) for (const child of node.children) shift(child, line, column, offset);
}

/** Each block formula with text after its closing `$$` ends there; the text is parsed as the paragraph after it. Mutates `tree`. */
function splitTrails(tree: Root, text: string, parse: (text: string) => Root): void {
  const walk = (parent: Parent): void => {
    // The children again, each formula followed by its trail's blocks: one pass, however many trails a container holds.
    const out: RootContent[] = [];
    let split = false;
    for (const node of parent.children as RootContent[]) {
      if ('children' in node) walk(node);
      out.push(node);
      const position = node.position;
      if (node.type !== 'math' || position?.start.offset === undefined || position.end.offset === undefined) continue;
      const from = trailStart(text, position.start.offset, position.end.offset);
      if (from === undefined) continue;
      const fragment = parse(text.slice(from, position.end.offset));
      shift(fragment, position.end.line - 1, position.end.column - 1 - (position.end.offset - from), from);
      position.end = { line: position.end.line, column: position.end.column - (position.end.offset - from), offset: from };
      for (const block of fragment.children) out.push(block);
      split = true;
    }
    if (split) parent.children = out as typeof parent.children;
  };
  walk(tree);
}

/**
 * Takes a body's text and a parser; returns the tree with Obsidian's pairing of `$$`: a `$$` that
 * nothing closes stays text, and text after a closing `$$` on its line is the paragraph after the
 * formula. Every position is as in the body.
 */
export function parseObsidianMath(text: string, parse: (text: string) => Root): Root {
  const lone = text.includes(LONE_DOLLAR) ? [] : unpairedMathFences(text);
  let masked = text;
  if (lone.length > 0) {
    // One pass, however many: each lone `$$` as two mask characters.
    const parts: string[] = [];
    let last = 0;
    for (const at of lone) {
      parts.push(text.slice(last, at), LONE_DOLLAR, LONE_DOLLAR);
      last = at + 2;
    }
    parts.push(text.slice(last));
    masked = parts.join('');
  }
  const tree = parse(masked);
  if (lone.length > 0) restoreDollars(tree);
  if (masked.includes('$$')) splitTrails(tree, masked, parse);
  return tree;
}
