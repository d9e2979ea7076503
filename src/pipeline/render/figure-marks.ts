// Marks, in an inquiring line's body tree, each figure its cited notes do not state: the figure's
// text is wrapped in a span and followed by a footnote marker linking to the note that says what
// the source does state. The renderer runs it on the sanitised tree (hast) before serialising it,
// so the marks go out with the body; text from content only ever reaches the output escaped.
import type { Element, ElementContent, Parents, Root, Text } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { escapeMarkup } from '../../core/escape.ts';
import type { Ui } from '../../core/i18n/format.ts';
import type { FigureMark } from '../../schemas/body-outline.ts';
import { statedSummary, type FigureFindingData } from '../../schemas/figure-finding.ts';

/** The id of the footnote of the `n`-th flagged figure (1-based). */
export const figureNoteId = (n: number): string => `figure-note-${n}`;
/** The id of the marker of the `n`-th flagged figure (1-based), which the footnote links back to. */
export const figureRefId = (n: number): string => `figure-ref-${n}`;

// Elements that end a run of inline text: a figure never spans one of them.
const BLOCKS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'pre',
  'div',
  'hr',
  'section',
  'figure',
  'figcaption',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'aside',
  'header',
  'footer',
]);
// Context (in characters) a figure's surroundings must share with the finding's sentence.
const MIN_CONTEXT = 8;

/** A node of the body and the node that holds it. */
interface Placed {
  node: ElementContent;
  parent: Parents;
}

/**
 * A run of inline content between block boundaries: its text (whitespace collapsed) and, per
 * character of it, the text node it comes from and its span in that node's value.
 */
interface Segment {
  /** The block element that opens it, if it starts at a block's start. */
  opener: Element | undefined;
  /** The last inline node of the run (a text, or an inline element once closed). */
  last: Placed | undefined;
  text: string;
  node: (Text | undefined)[];
  start: number[];
  end: number[];
}

/** True for a whitespace character code (ASCII fast path, `\s` otherwise). */
function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(String.fromCharCode(code));
}

/** The body's runs of inline text, in document order. */
function segmentsOf(root: Root): Segment[] {
  const out: Segment[] = [];
  let chars: string[] = [];
  let current: Segment = { opener: undefined, last: undefined, text: '', node: [], start: [], end: [] };
  let space = true;
  const flush = (opener: Element | undefined): void => {
    current.text = chars.join('');
    if (current.text.trim() !== '') out.push(current);
    chars = [];
    space = true;
    current = { opener, last: undefined, text: '', node: [], start: [], end: [] };
  };
  const push = (text: string, node: Text | undefined, start: number, end: number): void => {
    const blank = text.length === 1 ? isSpace(text.charCodeAt(0)) : /^\s+$/.test(text);
    if (blank && space) return;
    space = blank;
    const shown = blank ? ' ' : text;
    for (let k = 0; k < shown.length; k++) {
      chars.push(shown[k] ?? '');
      current.node.push(node);
      current.start.push(start);
      current.end.push(end);
    }
  };
  const walk = (parent: Parents): void => {
    for (const node of parent.children) {
      if (node.type === 'element' && BLOCKS.has(node.tagName)) {
        flush(node);
        walk(node);
        flush(undefined);
        continue;
      }
      if (node.type === 'element') {
        if (node.tagName === 'br') push(' ', undefined, 0, 0);
        walk(node);
        current.last = { node, parent };
      } else if (node.type === 'text') {
        const value = node.value;
        for (let j = 0; j < value.length; ) {
          // Keep a surrogate pair together, so a wrap never splits one.
          const code = value.charCodeAt(j);
          const width = code >= 0xd800 && code <= 0xdbff && j + 1 < value.length ? 2 : 1;
          push(value.slice(j, j + width), node, j, j + width);
          j += width;
        }
        current.last = { node, parent };
      } else if (node.type === 'comment') {
        current.last = { node, parent };
      }
    }
  };
  walk(root);
  flush(undefined);
  return out;
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

function commonSuffix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** The best place of `figure` in the given sentence: segment and character range, with the context it shares with the sentence. */
function locate(segments: readonly Segment[], data: FigureFindingData, taken: ReadonlySet<string>): { segment: number; from: number; to: number } | undefined {
  const figure = collapse(data.figure);
  const sentence = collapse(data.sentence);
  if (figure === '') return undefined;
  const at = sentence.indexOf(figure);
  const before = at >= 0 ? sentence.slice(0, at) : sentence;
  const after = at >= 0 ? sentence.slice(at + figure.length) : '';
  const needed = Math.min(MIN_CONTEXT, before.length + after.length);
  let best: { segment: number; from: number; to: number; score: number } | undefined;
  segments.forEach((seg, s) => {
    for (let i = seg.text.indexOf(figure); i >= 0; i = seg.text.indexOf(figure, i + 1)) {
      if (taken.has(`${s}:${i}`)) continue;
      const score = commonSuffix(seg.text.slice(0, i), before) + commonPrefix(seg.text.slice(i + figure.length), after);
      if (score >= needed && (!best || score > best.score)) best = { segment: s, from: i, to: i + figure.length, score };
    }
  });
  return best;
}

/** The segment holding the sentence, found by its opening words, when the figure itself cannot be found. */
function sentenceSegment(segments: readonly Segment[], data: FigureFindingData): number | undefined {
  const sentence = collapse(data.sentence);
  for (const length of [60, 30, 15]) {
    const head = sentence.slice(0, length);
    if (head.length < Math.min(length, MIN_CONTEXT)) continue;
    const s = segments.findIndex((seg) => seg.text.includes(head));
    if (s >= 0) return s;
  }
  return undefined;
}

/**
 * The footnote marker after a flagged figure or paragraph, as a `raw` node of markup written with
 * the one escaper (`core/escape.ts`): hast-util-to-html leaves `<` unescaped in attribute values,
 * which is valid HTML, but a title quoting content should not read as markup to any later tool.
 */
function marker(n: number, data: FigureFindingData, label: string, words: Ui): Raw {
  const title = words.t('figures.markTitle', { stated: statedSummary(data, words) });
  return {
    type: 'raw',
    value: `<sup class="figure-flag__marker" data-pagefind-ignore><a href="#${figureNoteId(n)}" id="${figureRefId(n)}" title="${escapeMarkup(title)}" aria-label="${escapeMarkup(words.t('figures.markLabel', { n }))}">${escapeMarkup(label)}</a></sup>`,
  };
}

/** The marker's visible label: a dagger, numbered when a page has several. */
export function markerLabel(n: number, count: number): string {
  return count === 1 ? '†' : `†${n}`;
}

/** Joins each run of adjacent text nodes into one, as the text of one run reads in the HTML: a figure is found within one text node. */
function joinTexts(parent: Parents): void {
  const children: ElementContent[] = [];
  for (const child of parent.children as ElementContent[]) {
    const last = children[children.length - 1];
    if (child.type === 'text' && last?.type === 'text') children[children.length - 1] = { type: 'text', value: last.value + child.value };
    else {
      if (child.type === 'element') joinTexts(child);
      children.push(child);
    }
  }
  parent.children = children;
}

/**
 * Marks each figure of `figures` (the `figure-not-in-source` data of one page) in `root`, the
 * page's sanitised body tree: wraps the figure's text, in the sentence the finding names, in
 * `<span class="figure-flag">` followed by a marker linking to `#figure-note-<n>` (n = 1-based
 * position in `figures`). When the figure spans inline markup or is not found as written, marks
 * the sentence's paragraph instead (`figure-flag-paragraph` class and the marker at its end).
 * The markers' names are in the site's `words`. Changes the tree in place; returns where each mark
 * went, in the order of `figures`.
 */
export function markFigures(root: Root, figures: readonly FigureFindingData[], words: Ui): FigureMark[] {
  if (figures.length === 0) return [];
  joinTexts(root);
  const segments = segmentsOf(root);
  const taken = new Set<string>();
  // Per text node: ranges of its value to wrap. Per node: markers to add after it. Block openers to class.
  const wraps = new Map<Text, { from: number; to: number; n: number; data: FigureFindingData }[]>();
  const after = new Map<ElementContent, Raw[]>();
  const classed = new Set<Element>();
  const placements = figures.map((data, index): FigureMark => {
    const n = index + 1;
    const hit = locate(segments, data, taken);
    const segIndex = hit?.segment ?? sentenceSegment(segments, data);
    if (segIndex === undefined) return 'none';
    const seg = segments[segIndex];
    if (!seg) return 'none';
    if (hit) {
      const node = seg.node[hit.from];
      const from = seg.start[hit.from];
      const to = seg.end[hit.to - 1];
      const sameRun = node !== undefined && from !== undefined && to !== undefined && seg.node[hit.to - 1] === node;
      const overlaps = sameRun && (wraps.get(node) ?? []).some((w) => from < w.to && to > w.from);
      if (sameRun && !overlaps) {
        taken.add(`${segIndex}:${hit.from}`);
        const list = wraps.get(node) ?? [];
        list.push({ from, to, n, data });
        wraps.set(node, list);
        return 'figure';
      }
    }
    if (seg.opener !== undefined) classed.add(seg.opener);
    if (seg.last !== undefined) {
      const list = after.get(seg.last.node) ?? [];
      list.push(marker(n, data, markerLabel(n, figures.length), words));
      after.set(seg.last.node, list);
    }
    return 'paragraph';
  });
  if (placements.every((placement) => placement === 'none')) return placements;

  for (const element of classed) {
    const names = element.properties['className'];
    element.properties['className'] = [...(Array.isArray(names) ? names : []), 'figure-flag-paragraph'];
  }
  const rebuild = (parent: Parents): void => {
    const children: ElementContent[] = [];
    for (const child of parent.children as ElementContent[]) {
      if (child.type === 'element') rebuild(child);
      const list = child.type === 'text' ? wraps.get(child) : undefined;
      if (list && child.type === 'text') {
        let cursor = 0;
        for (const w of [...list].sort((a, b) => a.from - b.from)) {
          if (w.from > cursor) children.push({ type: 'text', value: child.value.slice(cursor, w.from) });
          children.push({
            type: 'element',
            tagName: 'span',
            properties: { className: ['figure-flag'] },
            children: [{ type: 'text', value: child.value.slice(w.from, w.to) }],
          });
          children.push(marker(w.n, w.data, markerLabel(w.n, figures.length), words));
          cursor = w.to;
        }
        if (cursor < child.value.length) children.push({ type: 'text', value: child.value.slice(cursor) });
      } else {
        children.push(child);
      }
      children.push(...(after.get(child) ?? []));
    }
    parent.children = children;
  };
  rebuild(root);
  return placements;
}
