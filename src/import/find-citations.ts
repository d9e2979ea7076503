import { type KnownTitle, searchForm, type TitleIndex } from './title-index.ts';

/** A citation found in a paragraph: the span of the shown text and what it names. */
export interface CitationSpan {
  start: number;
  /** Index just past the closing "?". */
  end: number;
  /** The text as shown in the body. */
  shown: string;
  /** The known title it matches; `null` for a span located only by its structure. */
  known: KnownTitle | null;
  /** The punctuation right after the span ("." "," ")" "—" or "" at the end of the paragraph). */
  closing: string;
}

/** What to look for: known titles only, or also question-shaped spans no known title matches. */
export interface FindOptions {
  /** Also return spans located by structure alone. Default: `false`. */
  structural?: boolean;
}

/** Capitalised words a question title starts with. */
const QUESTION_WORDS = new Set([
  'why', 'how', 'what', 'when', 'where', 'which', 'who', 'whom', 'whose', 'whether',
  'do', 'does', 'did', 'can', 'could', 'should', 'would', 'will', 'shall', 'may', 'might', 'must',
  'is', 'are', 'was', 'were', 'has', 'have', 'had',
  "don't", "doesn't", "didn't", "can't", "couldn't", "shouldn't", "wouldn't", "won't", "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't",
]);

const MAX_STRUCTURAL_WORDS = 30;
const MIN_STRUCTURAL_WORDS = 3;

/**
 * Finds the inline citations of one paragraph: a question title placed where the claim
 * stands, ending in "?" right before closing punctuation (".", ",", ";", ":", ")", a dash, or the
 * paragraph's end). It covers the bare title, comma-separated runs, a title before a dash and a
 * title in parentheses. A span is a citation when its text is a known title (the longest wins);
 * with `structural`, a "?" that no known title ends at yields the span from the last capitalised
 * question word that follows text which did not end a sentence. Returns spans in text order.
 */
export function findCitations(paragraph: string, index: TitleIndex, options: FindOptions = {}): CitationSpan[] {
  const folded = searchForm(paragraph);
  const spans: CitationSpan[] = [];
  let floor = 0;
  for (let q = paragraph.indexOf('?'); q >= 0; q = paragraph.indexOf('?', q + 1)) {
    const closing = closingAfter(paragraph, q + 1);
    if (closing === null) continue;
    const end = q + 1;
    const known = longestKnown(paragraph, folded, floor, end, index);
    const span = known ?? (options.structural ? structuralStart(paragraph, floor, end) : null);
    if (span === null) continue;
    const start = typeof span === 'number' ? span : span.start;
    spans.push({ start, end, shown: paragraph.slice(start, end), known: typeof span === 'number' ? null : span.title, closing });
    floor = end;
  }
  return spans;
}

/** The punctuation that closes a citation at `at`, or `null` when the "?" is followed by running text. */
export function closingAfter(text: string, at: number): string | null {
  if (at >= text.length || text[at] === '\n') return '';
  const ch = text[at] as string;
  if ('.,;:)]'.includes(ch)) return ch;
  const dash = /^[ \t]+([—–]|-{1,2})(?=\s|$)/.exec(text.slice(at, at + 5));
  return dash ? (dash[1] as string) : null;
}

/** True when a title may start at `i`: the paragraph's start, or after a space, "(" or "[". */
function isWordStart(text: string, i: number): boolean {
  if (i === 0) return true;
  const before = text[i - 1] as string;
  return /\s/.test(before) || before === '(' || before === '[';
}

function longestKnown(text: string, folded: string, floor: number, end: number, index: TitleIndex): { start: number; title: KnownTitle } | null {
  const lowest = Math.max(floor, end - index.longest);
  let best: { start: number; title: KnownTitle } | null = null;
  for (let s = end - 1; s >= lowest; s--) {
    if (!isWordStart(text, s)) continue;
    const hit = index.byFolded(folded.slice(s, end));
    if (hit) best = { start: s, title: hit };
  }
  return best;
}

/**
 * The start of a question-shaped span ending at `end`: the last capitalised question word,
 * within one sentence, that follows text which did not end a sentence (or follows "(").
 */
function structuralStart(text: string, floor: number, end: number): number | null {
  const words = [...text.slice(floor, end).matchAll(/\S+/g)].map((m) => ({ start: floor + (m.index ?? 0), word: m[0] }));
  const last = words.length - 1;
  for (let w = last; w >= Math.max(0, last - MAX_STRUCTURAL_WORDS); w--) {
    const { start, word } = words[w] as { start: number; word: string };
    // A sentence end inside the span means it crossed into the previous sentence.
    if (w < last && /[.!?]["')\]]*$/.test(word)) return null;
    const bare = word.replace(/^[(["']+/, '');
    const opened = bare.length < word.length && word.startsWith('(');
    if (!/^[A-Z]/.test(bare) || !QUESTION_WORDS.has(bare.replace(/[’]/g, "'").toLowerCase())) continue;
    if (last - w + 1 < MIN_STRUCTURAL_WORDS) continue;
    const prev = text.slice(0, start).trimEnd();
    if (prev === '' && !opened) return null;
    if (!opened && /[.!?]["')\]]*$/.test(prev)) continue;
    return opened ? start + 1 : start;
  }
  return null;
}
