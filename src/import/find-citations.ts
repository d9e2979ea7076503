import { type KnownTitle, searchForm, type TitleIndex } from './title-index.ts';

/**
 * How sure the importer is that a span is a citation:
 * - `known`: its text is a known title, placed where a citation stands;
 * - `pattern`: an unknown question title that starts inside a sentence (or after another cited
 *   title) and ends in "?" right before a citation's punctuation;
 * - `uncertain`: an unknown question that starts a sentence but ends in "?" directly followed by
 *   ".", ",", ";", ":" or ")" (ordinary prose never does that): linked, and reported;
 * - `prose`: an unknown question that starts a sentence and ends the paragraph or stands before a
 *   dash, as a question asked in prose does: not linked, and reported;
 * - `candidate`: an unknown question standing inside a sentence that runs on after its "?" ("…as
 *   How do reward hacks spread? documents"): placed as a citation is, but naming no known page, so
 *   not linked, and reported.
 */
export type Certainty = 'known' | 'pattern' | 'uncertain' | 'prose' | 'candidate';

/** A citation found in a paragraph: the span of the shown text and what it names. */
export interface CitationSpan {
  start: number;
  /** Index just past the closing "?". */
  end: number;
  /** The text as shown in the body. */
  shown: string;
  /** The known title it matches; `null` for a span located only by its structure. */
  known: KnownTitle | null;
  /** What follows the "?": "." "," ";" ":" ")" "]" a dash, "" at the paragraph's end, " " / ", " before the next cited title, or `RUNNING` when the sentence runs on. */
  closing: string;
  certainty: Certainty;
}

/** What to look for. Known titles are always returned. */
export interface FindOptions {
  /** Also return `pattern` spans, located by structure alone. Default: `false`. */
  structural?: boolean;
  /** Also return `uncertain` and `prose` spans (needs `structural`). Default: `false`. */
  uncertain?: boolean;
}

/** Capitalised words a question title starts with. */
const QUESTION_WORDS = new Set([
  'why',
  'how',
  'what',
  'when',
  'where',
  'which',
  'who',
  'whom',
  'whose',
  'whether',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'will',
  'shall',
  'may',
  'might',
  'must',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  "don't",
  "doesn't",
  "didn't",
  "can't",
  "couldn't",
  "shouldn't",
  "wouldn't",
  "won't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "hasn't",
  "haven't",
]);
/** Prepositions that open a question title with a question word after them ("To what extent…", "In which…"). */
const LEADING_PREPOSITIONS = new Set(['to', 'in', 'at', 'for', 'on', 'by', 'from', 'under', 'with', 'of']);

const MAX_STRUCTURAL_WORDS = 30;
const MIN_STRUCTURAL_WORDS = 3;
/** Ends a sentence: ".", "!" or "?" with closing quotes or brackets after it. */
const SENTENCE_END = /[.!?]["'”’)\]]*$/;
/** Punctuation that never follows a "?" in prose, only a title placed as a citation. */
const STRONG_CLOSING = new Set(['.', ',', ';', ':', ')', ']', ', ']);

/**
 * Finds the inline citations of one paragraph: question titles placed where the claim stands,
 * each ending in "?" right before ".", ",", ";", ":", ")", a dash or the paragraph's end, or
 * directly before the next cited title (pairs joined by ", " or a single space), or, for the exact
 * title of a known note, anywhere in a sentence that runs on after it. A span is a known
 * title when its text is one (the longest wins); otherwise it is located by its structure, from the
 * last capitalised question word of the question, and graded by `Certainty`. Returns spans in text order.
 */
export function findCitations(paragraph: string, index: TitleIndex, options: FindOptions = {}): CitationSpan[] {
  const folded = searchForm(paragraph);
  const marks = [...paragraph.matchAll(/\?/g)].map((m) => m.index);
  const spans: CitationSpan[] = [];
  let floor = 0;
  for (let i = 0; i < marks.length; i++) {
    const q = marks[i] as number;
    if (q < floor) continue;
    const closing = closingAfter(paragraph, q + 1);
    if (closing === null) {
      const lower = Math.max(floor, i > 0 ? (marks[i - 1] as number) + 1 : 0);
      const inline =
        runningCitation(paragraph, folded, floor, q + 1, index) ?? (options.structural && options.uncertain ? runningCandidate(paragraph, lower, q + 1) : null);
      if (inline) {
        spans.push(inline);
        floor = inline.end;
      }
      continue;
    }
    const chain = chainEndingAt(paragraph, folded, marks, i, closing, floor, index);
    for (const span of chain) {
      if (span.certainty === 'pattern' && !options.structural) continue;
      if ((span.certainty === 'uncertain' || span.certainty === 'prose') && !(options.structural && options.uncertain)) continue;
      spans.push(span);
    }
    const last = chain[chain.length - 1];
    if (last) floor = last.end;
  }
  return spans;
}

/**
 * The titles of a run ending at the closed "?" `marks[i]`: the title before it and, while the text
 * just before a title is "? " or "?, ", the title ending at that earlier "?". A run is graded from
 * its first title that is not a question asked in prose: every title after it follows a cited title,
 * so it does not start a sentence. Returns them in text order.
 */
function chainEndingAt(text: string, folded: string, marks: readonly number[], i: number, closing: string, floor: number, index: TitleIndex): CitationSpan[] {
  const chain: CitationSpan[] = [];
  let close = closing;
  for (let j = i; j >= 0; j--) {
    const end = (marks[j] as number) + 1;
    const lower = Math.max(floor, j > 0 ? (marks[j - 1] as number) + 1 : 0);
    const span = titleEndingAt(text, folded, floor, lower, end, index, close);
    if (span === null) break;
    chain.unshift(span);
    const prev = j > 0 ? (marks[j - 1] as number) : -1;
    const gap = prev >= floor ? text.slice(prev + 1, span.start) : null;
    if (gap !== ' ' && gap !== ', ') break;
    close = gap;
  }
  const head = chain.findIndex((s) => s.certainty !== 'prose');
  if (head < 0) return chain;
  return chain.map((s, k) => (k > head && s.certainty !== 'known' ? { ...s, certainty: 'pattern' } : s));
}

/** The title ending at `end` (just past its "?"): a known one starting at or after `floor`, else one located by structure within [`lower`, `end`). */
function titleEndingAt(text: string, folded: string, floor: number, lower: number, end: number, index: TitleIndex, closing: string): CitationSpan | null {
  const known = longestKnown(text, folded, floor, end, index);
  if (known) return { start: known.start, end, shown: text.slice(known.start, end), known: known.title, closing, certainty: 'known' };
  const start = structuralStart(text, lower, end);
  if (start === null) return null;
  const prev = text.slice(0, start.at).trimEnd();
  let certainty: Certainty = 'pattern';
  if (start.sentenceStart) certainty = STRONG_CLOSING.has(closing) ? 'uncertain' : 'prose';
  else if (prev === '') certainty = STRONG_CLOSING.has(closing) ? 'pattern' : 'prose';
  return { start: start.at, end, shown: text.slice(start.at, end), known: null, closing, certainty };
}

/** Running text after a "?": a space, then a word in lower case ("…internally? finds that…") or a parenthetical ("…act? (HRM) avoids…"). */
const RUNNING_ON = /^[ \t]+[\p{Ll}\d(]/u;

/**
 * A citation standing as a sentence's subject or object, the sentence running on after it
 * ("…syllogistic reasoning internally? finds…", "echoes Is agent memory…? from the other side"):
 * only the exact title of a note the import or the collection has, starting a word (so not inside
 * quotes) and ending at the "?" at `end`; `null` otherwise. A partial title, or a title only other
 * citations name, is no such citation.
 */
function runningCitation(text: string, folded: string, floor: number, end: number, index: TitleIndex): CitationSpan | null {
  if (!RUNNING_ON.test(text.slice(end, end + 4))) return null;
  const known = longestKnown(text, folded, floor, end, index);
  if (known === null || known.title.kind !== 'note' || known.title.citedOnly === true) return null;
  return { start: known.start, end, shown: text.slice(known.start, end), known: known.title, closing: RUNNING, certainty: 'known' };
}

/**
 * A question-shaped span inside a sentence that runs on after its "?" and names no known title
 * ("…as How do reward hacks spread across tasks? documents…"): a possible citation of a page the
 * import does not have, to report; `null` when the text after the "?" does not run on, or no
 * question opens in the sentence.
 */
function runningCandidate(text: string, lower: number, end: number): CitationSpan | null {
  if (!RUNNING_ON.test(text.slice(end, end + 4))) return null;
  const start = structuralStart(text, lower, end);
  if (start === null) return null;
  return { start: start.at, end, shown: text.slice(start.at, end), known: null, closing: RUNNING, certainty: 'candidate' };
}

/** The `closing` of a citation the sentence runs on after. */
export const RUNNING = 'running text';

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
 * The start of a question-shaped span ending at `end`, within [`lower`, `end`): the last capitalised
 * question word (or a preposition and a question word, "To what…") of at least three words. It is a
 * sentence start when the text before it ends a sentence (a run of citations says otherwise, see `chainEndingAt`).
 */
function structuralStart(text: string, lower: number, end: number): { at: number; sentenceStart: boolean } | null {
  const words = [...text.slice(lower, end).matchAll(/\S+/g)].map((m) => ({ start: lower + m.index, word: m[0] }));
  const last = words.length - 1;
  for (let w = last; w >= Math.max(0, last - MAX_STRUCTURAL_WORDS); w--) {
    const { start, word } = words[w] as { start: number; word: string };
    // A sentence end inside the span means it crossed into the previous sentence.
    if (w < last && SENTENCE_END.test(word)) return null;
    const bare = word.replace(/^[(["'“‘]+/, '');
    const opened = bare.length < word.length && /^[([]/.test(word);
    if (!opensQuestion(bare, words[w + 1]?.word)) continue;
    if (last - w + 1 < MIN_STRUCTURAL_WORDS) continue;
    const at = opened ? start + 1 : start;
    const prev = text.slice(0, start).trimEnd();
    if (opened || prev === '') return { at, sentenceStart: false };
    return { at, sentenceStart: SENTENCE_END.test(prev) };
  }
  return null;
}

/** True when `word` (capitalised) opens a question: a question word, or a preposition before one. */
function opensQuestion(word: string, next: string | undefined): boolean {
  if (!/^[A-Z]/.test(word)) return false;
  const lower = word.replace(/[’]/g, "'").toLowerCase();
  if (QUESTION_WORDS.has(lower)) return true;
  return (
    LEADING_PREPOSITIONS.has(lower) && next !== undefined && ['what', 'which', 'whom', 'whose', 'how', 'when', 'where', 'why'].includes(next.toLowerCase())
  );
}
