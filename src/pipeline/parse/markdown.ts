import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { admonitionsAsCallouts } from './admonitions.ts';
import { transformCallouts } from './callouts.ts';
import { parseObsidianMath } from './math-blocks.ts';
import { remarkDollarMath } from './math-dollars.ts';
import { parseQuoteTabs } from './quote-tabs.ts';
import { CUSTOM_TASK_RE, transformCustomTasks } from './tasks.ts';
import { transformBlockIds, transformInline } from './obsidian-inline.ts';
import { maskWikiLinks, splitWikiLinks } from './wiki-links.ts';

// One frozen processor for every file: building a unified pipeline per file costs more than parsing a note.
// remark-math reads `$$…$$`, and `remarkDollarMath` reads `$…$` by Obsidian's rule (no space just
// inside the dollars, no digit after the closing one); bodies without a `$` skip both.
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMath, { singleDollarTextMath: false }).use(remarkDollarMath).freeze();
const plainProcessor = unified().use(remarkParse).freeze();

/**
 * Bodies longer than this (in characters) are parsed as CommonMark without the GFM extensions.
 * GFM's autolink-literal extension is quadratic on long multi-line paragraphs (a 1 MB paragraph
 * takes most of a minute), while plain CommonMark stays linear (5 MB in a few seconds).
 */
export const GFM_MAX_CHARS = 256 * 1024;

/**
 * Whether a body holds anything GFM reads differently from CommonMark: table pipes, `~`
 * strikethrough, `[^` footnotes, task-list boxes (`[ ]`, `[x]`), and the starts of bare links
 * (`www.`, `http:`, `https:`, `mailto:`, `xmpp:`, an `@` for e-mail; GFM matches them in any case).
 * A body with none of them parses to the same tree either way, about five times faster without
 * the GFM extensions (measured on 1,500 generated bodies: identical trees, 0.74 s against 3.55 s).
 */
export function needsGfm(body: string): boolean {
  return /[|~@]|\[\^|\[[\sxX]\]|www\.|https?:|mailto:|xmpp:/i.test(body);
}

/**
 * Parses a Markdown body (GFM and math; plain CommonMark above `GFM_MAX_CHARS`) into mdast with
 * `[[wiki links]]` split out as `wikiLink` nodes and Obsidian's own syntax read: callouts (and the
 * Admonition plugin's ` ```ad-<type> ` blocks, as callouts),
 * `==highlights==`, inline footnotes `^[…]`, block ids ` ^id`, task statuses `- [?]` and a tab after a
 * quote's `>` as a full indentation step (`quote-tabs.ts`). Each step runs only on a body
 * holding its marker, so plain notes cost what they did. Trusts the body: see `parseBody`.
 */
export function parseMarkdown(written: string): Root {
  // The Admonition plugin's ` ```ad-<type> ` blocks read as the callouts they show as.
  const body = written.includes('ad-') ? admonitionsAsCallouts(written) : written;
  const masked = maskWikiLinks(body);
  const plain = body.length > GFM_MAX_CHARS || (!needsGfm(masked.text) && !body.includes('$'));
  const tree = plain
    ? parseQuoteTabs(masked.text, (text) => plainProcessor.parse(text))
    : parseObsidianMath(masked.text, (text) => parseQuoteTabs(text, (expanded) => processor.parse(expanded)));
  splitWikiLinks(tree, masked.links);
  if (body.includes('[!')) transformCallouts(tree);
  if (body.includes('==') || body.includes('^[')) transformInline(tree);
  if (body.includes('^')) transformBlockIds(tree);
  if (CUSTOM_TASK_RE.test(body)) transformCustomTasks(tree);
  return tree;
}

/**
 * Bodies longer than this are published as plain text: even plain CommonMark takes seconds per
 * megabyte, and no real note is this long.
 */
export const MARKDOWN_MAX_CHARS = 8 * 1024 * 1024;

/**
 * The deepest nesting of lists and quotes a body may have. The Markdown parser recurses once per
 * level (5,000 levels overflow the stack) and works over every open level on each line (a list
 * 1,000 levels deep took 28 s), while real notes stay within a dozen.
 */
export const MAX_NESTING = 64;

/** Why a body was published as plain text instead of Markdown. */
export type PlainReason = 'too-deep' | 'too-tangled' | 'too-large' | 'unparseable';

/**
 * The most `[` one paragraph may hold, and the longest run of `*` or `_` inside text. The
 * parser's bracket and emphasis matching is quadratic (a paragraph of 20,000 `[x]` took 20 s)
 * and deep emphasis overflows the stack; real paragraphs stay far below both.
 */
export const MAX_BRACKETS = 2000;
export const MAX_EMPHASIS_RUN = 64;
/** The most `*` and `_` one paragraph may hold: emphasis nests once per pair, and the parser matches them in quadratic time. */
export const MAX_EMPHASIS_MARKS = 1000;
/**
 * The most headings underlined with `=` or `-` (setext headings) one body may hold: the parser
 * resolves each in time that grows with those before it (4,000 took 20 s, 50,000 ran for hours),
 * while real notes hold a few.
 */
export const MAX_SETEXT_HEADINGS = 500;

/** A parsed body: the tree, and why it is plain text when the Markdown could not be parsed safely. */
export interface ParsedBody {
  tree: Root;
  plain?: PlainReason;
  /** The 1-based body line where the trouble is, for `too-deep` and `too-tangled`. */
  line?: number;
}

/**
 * Parses a Markdown body (GFM; plain CommonMark above `GFM_MAX_CHARS`) into mdast with
 * `[[wiki links]]` split out as `wikiLink` nodes. A body nested deeper than `MAX_NESTING`, longer
 * than `MARKDOWN_MAX_CHARS` or that the parser fails on becomes plain-text paragraphs (links still
 * work); `plain` says why. `plain` set forces the plain text. Never throws.
 */
export function parseBody(body: string, plain = false): ParsedBody {
  if (plain) return { tree: plainTree(body), plain: 'unparseable' };
  if (body.length > MARKDOWN_MAX_CHARS) return { tree: plainTree(body), plain: 'too-large' };
  const deep = firstDeepLine(body);
  if (deep !== null) return { tree: plainTree(body), plain: 'too-deep', line: deep };
  const tangled = firstTangledLine(maskWikiLinks(body).text);
  if (tangled !== null) return { tree: plainTree(body), plain: 'too-tangled', line: tangled };
  try {
    return { tree: parseMarkdown(body) };
  } catch {
    return { tree: plainTree(body), plain: 'unparseable' };
  }
}

const FENCE_RE = /^ {0,3}(?:`{3,}|~{3,})/;

/**
 * The first line whose container nesting (quote markers, list markers and every two columns of
 * indentation before the text) exceeds `MAX_NESTING`, or `null`. Lines inside fenced code are
 * skipped. An over-estimate for four-space lists, which is on the safe side.
 */
export function firstDeepLine(body: string): number | null {
  let line = 1;
  let inFence = false;
  let start = 0;
  while (start <= body.length) {
    const end = body.indexOf('\n', start);
    const stop = end < 0 ? body.length : end;
    if (FENCE_RE.test(body.slice(start, Math.min(stop, start + 8)))) inFence = !inFence;
    else if (!inFence && nesting(body, start, stop) > MAX_NESTING) return line;
    if (end < 0) break;
    start = end + 1;
    line++;
  }
  return null;
}

/** A code fence line: its indentation (up to three spaces), its marker and what follows the marker. */
const FENCE_LINE_RE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * Whether the line `text` is code, given the fence open before it (`fence`, its marker); returns
 * the fence open after it. A backtick fence's opening line holds no other backtick, and a fence
 * closes at a line of its character at least as long, as in CommonMark.
 */
function fenceAfter(text: string, fence: string | undefined): { code: boolean; fence: string | undefined } {
  const marker = FENCE_LINE_RE.exec(text);
  if (fence !== undefined) {
    const closes = marker?.[1] !== undefined && marker[1][0] === fence[0] && marker[1].length >= fence.length && (marker[2] ?? '').trim() === '';
    return closes ? { code: false, fence: undefined } : { code: true, fence };
  }
  const opens = marker?.[1] !== undefined && !(marker[1][0] === '`' && (marker[2] ?? '').includes('`'));
  return { code: false, fence: opens ? marker?.[1] : undefined };
}

/**
 * The line where a paragraph passes `MAX_BRACKETS` brackets or `MAX_EMPHASIS_MARKS` emphasis marks, or where a run of `*` or `_` longer
 * than `MAX_EMPHASIS_RUN` stands in text (a line of only such marks is a rule, not emphasis; a
 * line of fenced code is no emphasis either, such as a C comment's `/*****` banner), or
 * where the body's underlines (a line of only `=` or only `-` after a line of text) pass
 * `MAX_SETEXT_HEADINGS`; `null` when there is none. Wiki links are masked first: they are not
 * brackets to the parser. Brackets and marks count in code too: a line taken for code that the
 * parser reads as text (a fence inside an HTML block) then costs no more than the caps allow.
 */
export function firstTangledLine(body: string): number | null {
  // The fence open at the current line, and whether the line is code.
  let fence: string | undefined;
  let code = false;
  let lineStart = true;
  let line = 1;
  let brackets = 0;
  let marks = 0;
  let run = 0;
  let longRun = false;
  let blank = true;
  let onlyMarks = true;
  // The line's underline mark (`=` or `-`) while it holds only that mark and spaces; -1 before its first mark, 0 when it is no underline.
  let underline = -1;
  let afterText = false;
  let underlines = 0;
  for (let i = 0; i <= body.length; i++) {
    if (lineStart) {
      // Only a line whose first mark (after up to three spaces) is ` or ~ can open or close a fence.
      let j = i;
      while (j < i + 3 && body.charCodeAt(j) === 32) j++;
      const first = body.charCodeAt(j);
      if (first === 96 || first === 126) {
        const end = body.indexOf('\n', i);
        ({ code, fence } = fenceAfter(body.slice(i, end < 0 ? body.length : end), fence));
      } else code = fence !== undefined;
      lineStart = false;
    }
    const c = i < body.length ? body.charCodeAt(i) : 10;
    if (c === 10) {
      if (longRun && !onlyMarks && !code) return line;
      lineStart = true;
      if (underline > 0 && afterText && ++underlines > MAX_SETEXT_HEADINGS) return line;
      afterText = !blank && underline <= 0;
      underline = -1;
      if (blank) {
        brackets = 0;
        marks = 0;
      }
      line++;
      run = 0;
      longRun = false;
      blank = true;
      onlyMarks = true;
      continue;
    }
    if (c !== 32 && c !== 9) {
      blank = false;
      if (underline === -1) underline = c === 61 || c === 45 ? c : 0;
      else if (underline > 0 && c !== underline) underline = 0;
    }
    if (c === 42 || c === 95) {
      run++;
      if (run > MAX_EMPHASIS_RUN) longRun = true;
      if (++marks > MAX_EMPHASIS_MARKS) return line;
    } else {
      run = 0;
      if (c !== 32 && c !== 9) onlyMarks = false;
    }
    if (c === 91 && ++brackets > MAX_BRACKETS) return line;
  }
  return null;
}

/** Container depth at the start of `body[start, stop)`; stops counting once past the limit. */
function nesting(body: string, start: number, stop: number): number {
  let depth = 0;
  let columns = 0;
  let i = start;
  while (i < stop && depth + (columns >> 1) <= MAX_NESTING) {
    const c = body.charCodeAt(i);
    if (c === 32) columns++;
    else if (c === 9) columns += 4;
    else if (c === 62)
      depth++; // >
    else if ((c === 45 || c === 42 || c === 43) && (body.charCodeAt(i + 1) === 32 || body.charCodeAt(i + 1) === 9))
      depth++; // - * +
    else {
      let d = i;
      while (d < stop && d - i < 9 && body.charCodeAt(d) >= 48 && body.charCodeAt(d) <= 57) d++;
      const mark = body.charCodeAt(d);
      if (d === i || (mark !== 46 && mark !== 41) || body.charCodeAt(d + 1) !== 32) break;
      depth++;
      i = d;
    }
    i++;
  }
  return depth + (columns >> 1);
}

/** A body as plain-text paragraphs (split at blank lines), each at its line, with wiki links split out. */
function plainTree(body: string): Root {
  const tree: Root = { type: 'root', children: [] };
  let line = 1;
  for (const block of body.split(/\n[ \t]*\n/)) {
    const text = block.trim();
    if (text !== '') {
      const at = line + newlineCount(block.slice(0, block.length - block.trimStart().length));
      const position = { start: { line: at, column: 1 }, end: { line: at, column: 1 } };
      tree.children.push({ type: 'paragraph', position, children: [{ type: 'text', value: text, position }] });
    }
    line += newlineCount(block) + 2;
  }
  splitWikiLinks(tree);
  if (body.includes('[!')) transformCallouts(tree);
  if (body.includes('==') || body.includes('^[')) transformInline(tree);
  if (body.includes('^')) transformBlockIds(tree);
  if (CUSTOM_TASK_RE.test(body)) transformCustomTasks(tree);
  return tree;
}

function newlineCount(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
