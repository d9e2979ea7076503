import type { FootnoteDefinition, Heading, Paragraph, Parent, PhrasingContent, Root, RootContent, Table, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { inlineMarks } from './inline-marks.ts';
import { numberLinks } from './wiki-links.ts';

// A block id ends its block: ` ^id` of letters, digits and `-`.
const BLOCK_ID_RE = /(?:^|\s)\^([A-Za-z0-9-]+)[ \t]*$/;

declare module 'mdast' {
  interface HeadingData {
    /** The block id written at the heading's end (`## Title ^abc`), as its anchor `^abc`: the heading keeps its own `h-` id, so the renderer adds this one. */
    blockId?: string;
  }
}

/** The element id of a block id `abc`: `^abc`, so `[[Note#^abc]]` and Obsidian's own URLs agree. */
export function blockAnchor(id: string): string {
  return `^${id}`;
}

// Stands for an inline node that is not text (bold, a link, code…) while the marks are matched
// across a paragraph's pieces, so `==**bold** text==` and `^[see [[Note]]]` match as in Obsidian.
const NODE_MARK = '\uE00F';

/**
 * Splits `==highlights==` (rendered as `<mark>`) and inline footnotes `^[…]` (added as numbered
 * footnotes after any written ones) out of each run of inline nodes, matching the marks across
 * the run's pieces (`==**bold** and [[link]]==`), so no mark is left as text. Mutates `tree`.
 */
export function transformInline(tree: Root): void {
  const notes: FootnoteDefinition[] = [];
  visit(tree, (node) => {
    if (!('children' in node) || node.type === 'root' || !node.children.some((c) => c.type === 'text' && (c.value.includes('==') || c.value.includes('^['))))
      return;
    const children = node.children as PhrasingContent[];
    // The run as one string: text as written, every other node as one NODE_MARK; `starts[i]` is where child i begins.
    const starts: number[] = [];
    let flat = '';
    for (const child of children) {
      starts.push(flat.length);
      flat += child.type === 'text' ? child.value.replaceAll(NODE_MARK, ' ') : NODE_MARK;
    }
    const slice = (from: number, to: number): PhrasingContent[] => sliceRun(children, starts, flat.length, from, to);
    const out: PhrasingContent[] = [];
    let last = 0;
    for (const m of inlineMarks(flat)) {
      out.push(...slice(last, m.start));
      const inner = slice(m.innerStart, m.innerEnd);
      if (m.kind === 'highlight') {
        out.push({ type: 'emphasis', children: inner, data: { hName: 'mark' } });
      } else {
        const identifier = `inline-${notes.length + 1}`;
        notes.push({ type: 'footnoteDefinition', identifier, label: identifier, children: [{ type: 'paragraph', children: inner }] });
        out.push({ type: 'footnoteReference', identifier, label: identifier });
      }
      last = m.end;
    }
    if (last === 0) return;
    out.push(...slice(last, flat.length));
    (node as Parent).children = out as Parent['children'];
  });
  if (notes.length === 0) return;
  tree.children.push(...notes);
  // A link inside an inline footnote moved to the end: links are numbered in document order again.
  numberLinks(tree);
}

/** The nodes of a run covering `[from, to)` of its flat string: text cut to the range, other nodes whole. Finds the first by bisection, so many marks in one run stay linear. */
function sliceRun(children: readonly PhrasingContent[], starts: readonly number[], length: number, from: number, to: number): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let low = 0;
  let high = children.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((starts[mid + 1] ?? length) <= from) low = mid + 1;
    else high = mid;
  }
  for (let i = low; i < children.length && (starts[i] ?? length) < to; i++) {
    const child = children[i];
    if (child === undefined) continue;
    if (child.type !== 'text') {
      out.push(child);
      continue;
    }
    const start = starts[i] ?? 0;
    const end = starts[i + 1] ?? length;
    const value = child.value.slice(Math.max(0, from - start), Math.min(end, to) - start);
    if (value !== '') out.push({ ...child, value } as Text);
  }
  return out;
}

/**
 * Block ids, wherever Obsidian reads them: a paragraph ending in ` ^id` loses the mark and becomes
 * the anchor `^id` (in a list, its list item does; in a quote or callout, the paragraph); a line
 * holding only `^id` after a list, table, quote or callout anchors that block (a line right under a
 * table, which GitHub's tables read as a last row, too); a table row whose last cell ends in
 * ` ^id` becomes that anchor; a heading ending in ` ^id` keeps its own anchor and gains this one,
 * and a heading holding nothing but `^id` (`#### ^id`) is not shown and anchors the block before
 * it. Mutates `tree`.
 */
export function transformBlockIds(tree: Root): void {
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    if (node.type === 'table') return tableIds(node as Table);
    if (node.type === 'heading') return headingId(node as Heading, index, parent);
    if (node.type !== 'paragraph') return;
    const tail = node.children[node.children.length - 1];
    const m = tail?.type === 'text' ? BLOCK_ID_RE.exec(tail.value) : null;
    if (!m || tail?.type !== 'text') {
      if (parent.type === 'listItem' && index === 0) listItemLineId(node as Paragraph, parent);
      return;
    }
    const id = blockAnchor(m[1] ?? '');
    tail.value = tail.value.slice(0, m.index).replace(/\s+$/, '');
    if (tail.value === '') node.children.pop();
    const alone = node.children.length === 0;
    const previous = index > 0 ? (parent.children[index - 1] as RootContent | undefined) : undefined;
    const target = alone && previous ? previous : parent.type === 'listItem' && index === 0 ? parent : node;
    setId(target, id);
    if (alone && previous) {
      parent.children.splice(index, 1);
      return index;
    }
    return undefined;
  });
}

/** Gives a node the element id `id` (through `hProperties`). */
function setId(node: RootContent | Parent, id: string): void {
  node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
}

/** Takes off the block id ending a run of inline nodes (` ^id` in its last text); returns the anchor, or `null` when it holds none. */
function takeId(children: PhrasingContent[]): string | null {
  const tail = children[children.length - 1];
  const m = tail?.type === 'text' ? BLOCK_ID_RE.exec(tail.value) : null;
  if (!m || tail?.type !== 'text') return null;
  tail.value = tail.value.slice(0, m.index).replace(/\s+$/, '');
  if (tail.value === '') children.pop();
  return blockAnchor(m[1] ?? '');
}

/** A table's block ids: a last row holding only `^id` (the line under the table) anchors the table; a row ending in ` ^id` is that anchor. */
function tableIds(table: Table): void {
  const last = table.children[table.children.length - 1];
  const [first, ...rest] = last?.children ?? [];
  const only = first?.children.length === 1 && first.children[0]?.type === 'text' ? /^\^([A-Za-z0-9-]+)$/.exec(first.children[0].value.trim()) : null;
  if (table.children.length > 2 && only && rest.every((cell) => cell.children.length === 0)) {
    table.children.pop();
    setId(table, blockAnchor(only[1] ?? ''));
  }
  for (const row of table.children.slice(1)) {
    const cell = row.children[row.children.length - 1];
    const id = cell ? takeId(cell.children) : null;
    if (id !== null) setId(row, id);
  }
}

/** A heading's block id: ` ^id` at its end gives it that anchor too (its own `h-` anchor stays); a heading of only `^id` goes, its anchor on the block before it (else the block after). */
function headingId(heading: Heading, index: number, parent: Parent): number | undefined {
  const id = takeId(heading.children);
  if (id === null) return undefined;
  if (heading.children.length > 0) {
    heading.data = { ...heading.data, blockId: id };
    return undefined;
  }
  parent.children.splice(index, 1);
  const near = (parent.children[index - 1] ?? parent.children[index]) as RootContent | undefined;
  if (near !== undefined && near.data?.hProperties?.['id'] === undefined && near.type !== 'heading') setId(near, id);
  else if (near !== undefined && near.type === 'heading') near.data = { ...near.data, blockId: near.data?.blockId ?? id };
  return index;
}

// A block id ending a line of a list item, before the item's continuation lines (an indented image).
const LINE_BLOCK_ID_RE = /[ \t]\^([A-Za-z0-9-]+)[ \t]*(?=\n)/;

/** Takes a list item's first paragraph and the item; when a line of it ends with ` ^id`, removes the mark and gives the item that id, as Obsidian does. Mutates both. */
function listItemLineId(paragraph: Paragraph, item: Parent): void {
  for (const child of paragraph.children) {
    if (child.type !== 'text') continue;
    const m = LINE_BLOCK_ID_RE.exec(child.value);
    if (!m) continue;
    child.value = child.value.slice(0, m.index) + child.value.slice(m.index + m[0].length);
    item.data = { ...item.data, hProperties: { ...(item.data?.hProperties ?? {}), id: blockAnchor(m[1] ?? '') } };
    return;
  }
}
