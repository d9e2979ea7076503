// Marks, in an inquiring line's rendered body, each figure its cited notes do not state: the
// figure's text is wrapped in a span and followed by a footnote marker linking to the note that
// says what the source does state. Works on the sanitised HTML string the pipeline renders, so
// it needs no DOM; text from content only ever reaches the output escaped.
import { escapeMarkup } from '../core/escape.ts';
import { statedSummary, type FigureFindingData } from './integrity.ts';

/** How a figure was marked: its own text, its whole paragraph (the figure spans inline markup or was not found as written), or not at all. */
export type FlagPlacement = 'figure' | 'paragraph' | 'none';

/** The marked body and, per figure finding (in the given order), where its mark went. */
export interface FlaggedBody {
  html: string;
  placements: FlagPlacement[];
}

/** The id of the footnote of the `n`-th flagged figure (1-based). */
export const figureNoteId = (n: number): string => `figure-note-${n}`;
/** The id of the marker of the `n`-th flagged figure (1-based), which the footnote links back to. */
export const figureRefId = (n: number): string => `figure-ref-${n}`;

// A comment, a tag (attribute values may hold `>` when quoted), a text run, or a stray `<`.
const TOKEN_RE = /<!--[\s\S]*?-->|<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>|[^<]+|</g;
const TAG_NAME_RE = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/;
// A character reference, matched where a text run has an `&`.
const REF_RE = /&(?:#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/y;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
// Elements that end a run of inline text: a figure never spans one of them.
const BLOCKS = new Set(['p', 'li', 'ul', 'ol', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'pre', 'div', 'hr', 'section', 'figure', 'figcaption', 'details', 'summary', 'dl', 'dt', 'dd', 'aside', 'header', 'footer']);
// Context (in characters) a figure's surroundings must share with the finding's sentence.
const MIN_CONTEXT = 8;

interface Token {
  raw: string;
  /** Lower-case tag name for tags, `undefined` for text and comments. */
  tag: string | undefined;
  closing: boolean;
  text: boolean;
}

/**
 * A run of inline content between block boundaries: its text (references decoded, whitespace
 * collapsed) and, per character of it, the token it comes from and its raw span in that token.
 */
interface Segment {
  /** The block tag that opens it (an index into the tokens), if its opening tag is one. */
  opener: number | undefined;
  /** The last token of the run. */
  last: number;
  text: string;
  token: number[];
  start: number[];
  end: number[];
}

function decodeRef(raw: string): string {
  const body = raw.slice(1, -1);
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : raw;
  }
  return NAMED[body] ?? raw;
}

function tokenize(html: string): Token[] {
  return (html.match(TOKEN_RE) ?? []).map((raw): Token => {
    const name = TAG_NAME_RE.exec(raw);
    if (name) return { raw, tag: (name[2] ?? '').toLowerCase(), closing: name[1] === '/', text: false };
    return { raw, tag: undefined, closing: false, text: !raw.startsWith('<!--') };
  });
}

/** True for a whitespace character code (ASCII fast path, `\s` otherwise). */
function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(String.fromCharCode(code));
}

function segmentsOf(tokens: readonly Token[]): Segment[] {
  const out: Segment[] = [];
  let chars: string[] = [];
  let current: Segment = { opener: undefined, last: -1, text: '', token: [], start: [], end: [] };
  let space = true;
  const flush = (): void => {
    current.text = chars.join('');
    if (current.text.trim() !== '') out.push(current);
  };
  const push = (text: string, token: number, start: number, end: number): void => {
    const blank = text.length === 1 ? isSpace(text.charCodeAt(0)) : /^\s+$/.test(text);
    if (blank && space) return;
    space = blank;
    const shown = blank ? ' ' : text;
    // A reference may decode to two code units; each maps back to the whole reference.
    for (let k = 0; k < shown.length; k++) {
      chars.push(shown[k] ?? '');
      current.token.push(token);
      current.start.push(start);
      current.end.push(end);
    }
  };
  tokens.forEach((token, i) => {
    if (token.tag !== undefined && BLOCKS.has(token.tag)) {
      flush();
      chars = [];
      space = true;
      current = { opener: token.closing ? undefined : i, last: i, text: '', token: [], start: [], end: [] };
      return;
    }
    current.last = i;
    if (token.tag === 'br') push(' ', i, 0, 0);
    if (!token.text) return;
    const raw = token.raw;
    for (let j = 0; j < raw.length; ) {
      if (raw[j] === '&') {
        REF_RE.lastIndex = j;
        const ref = REF_RE.exec(raw);
        if (ref) {
          push(decodeRef(ref[0]), i, j, j + ref[0].length);
          j += ref[0].length;
          continue;
        }
      }
      // Keep a surrogate pair together, so a wrap never splits one.
      const code = raw.charCodeAt(j);
      const width = code >= 0xd800 && code <= 0xdbff && j + 1 < raw.length ? 2 : 1;
      push(raw.slice(j, j + width), i, j, j + width);
      j += width;
    }
  });
  flush();
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

/** The footnote marker after a flagged figure or paragraph. */
function markerHtml(n: number, data: FigureFindingData, label: string): string {
  const stated = statedSummary(data);
  const title = `Not stated by the cited source: ${stated}`;
  return `<sup class="figure-flag__marker" data-pagefind-ignore><a href="#${figureNoteId(n)}" id="${figureRefId(n)}" title="${escapeMarkup(title)}" aria-label="${escapeMarkup(`Figure not found in the cited source, note ${n}`)}">${escapeMarkup(label)}</a></sup>`;
}

/** The marker's visible label: a dagger, numbered when a page has several. */
export function markerLabel(n: number, count: number): string {
  return count === 1 ? '†' : `†${n}`;
}

/**
 * Marks each figure of `figures` (the `figure-not-in-source` data of one page) in `html`, the
 * page's sanitised body: wraps the figure's text, in the sentence the finding names, in
 * `<span class="figure-flag">` followed by a marker linking to `#figure-note-<n>` (n = 1-based
 * position in `figures`). When the figure spans inline markup or is not found as written, marks
 * the sentence's paragraph instead (`figure-flag-paragraph` class and the marker at its end).
 * Returns the new HTML and where each mark went.
 */
export function flagFigures(html: string, figures: readonly FigureFindingData[]): FlaggedBody {
  if (figures.length === 0) return { html, placements: [] };
  const tokens = tokenize(html);
  const segments = segmentsOf(tokens);
  const taken = new Set<string>();
  // Per text token: unit ranges to wrap. Per token: markup to add after it. Block openers to class.
  const wraps = new Map<number, { from: number; to: number; n: number; data: FigureFindingData }[]>();
  const after = new Map<number, string[]>();
  const classed = new Set<number>();
  const placements = figures.map((data, index): FlagPlacement => {
    const n = index + 1;
    const marker = markerHtml(n, data, markerLabel(n, figures.length));
    const hit = locate(segments, data, taken);
    const segIndex = hit?.segment ?? sentenceSegment(segments, data);
    if (segIndex === undefined) return 'none';
    const seg = segments[segIndex];
    if (!seg) return 'none';
    if (hit) {
      const token = seg.token[hit.from];
      const from = seg.start[hit.from];
      const to = seg.end[hit.to - 1];
      const sameRun = token !== undefined && from !== undefined && to !== undefined && seg.token[hit.to - 1] === token;
      const overlaps = sameRun && (wraps.get(token) ?? []).some((w) => from < w.to && to > w.from);
      if (sameRun && !overlaps) {
        taken.add(`${segIndex}:${hit.from}`);
        const list = wraps.get(token) ?? [];
        list.push({ from, to, n, data });
        wraps.set(token, list);
        return 'figure';
      }
    }
    if (seg.opener !== undefined) classed.add(seg.opener);
    const list = after.get(seg.last) ?? [];
    list.push(marker);
    after.set(seg.last, list);
    return 'paragraph';
  });

  const out: string[] = [];
  tokens.forEach((token, i) => {
    const list = wraps.get(i);
    if (list) {
      let cursor = 0;
      for (const w of [...list].sort((a, b) => a.from - b.from)) {
        out.push(token.raw.slice(cursor, w.from), `<span class="figure-flag">${token.raw.slice(w.from, w.to)}</span>`, markerHtml(w.n, w.data, markerLabel(w.n, figures.length)));
        cursor = w.to;
      }
      out.push(token.raw.slice(cursor));
    } else if (classed.has(i)) {
      out.push(addClass(token.raw, 'figure-flag-paragraph'));
    } else {
      out.push(token.raw);
    }
    for (const extra of after.get(i) ?? []) out.push(extra);
  });
  return { html: out.join(''), placements };
}

/** An opening tag with `name` added to its class attribute (or given one). */
function addClass(tag: string, name: string): string {
  const cls = /(\sclass\s*=\s*")([^"]*)"/i.exec(tag);
  if (cls) return tag.replace(cls[0], `${cls[1]}${cls[2]} ${name}"`);
  return tag.replace(/\s*(\/?)>$/, ` class="${name}"$1>`);
}
