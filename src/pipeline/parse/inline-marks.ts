// Obsidian's `==highlight==` and inline footnote `^[note]`, found in one pass over a paragraph's
// text. The regular expression they were found with before (`==(?=\S)([^\n]*?\S)==`) scanned to
// the end of the line from every `==` that nothing closes, so a 240 KB line of `==a ` took 36 s;
// here the next closing `==` and the next `]` are known for every position, read from the right once.

/** A mark found in a paragraph's text: where it starts and ends, and where its content does. */
export interface InlineMark {
  kind: 'highlight' | 'note';
  start: number;
  end: number;
  /** Where the content starts and ends: inside the `==`, or inside `^[` and `]`. */
  innerStart: number;
  innerEnd: number;
}

const EQUALS = 61;
const CARET = 94;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const NEWLINE = 10;

const isSpace = (text: string, i: number): boolean => i < 0 || i >= text.length || /\s/.test(text.charAt(i));

/** For every position, the first at or after it where `==` closes a highlight (after a non-space); `-1` for none. */
function nextClosers(text: string): Int32Array {
  const next = new Int32Array(text.length + 1).fill(-1);
  for (let i = text.length - 2; i >= 0; i--) {
    const closes = text.charCodeAt(i) === EQUALS && text.charCodeAt(i + 1) === EQUALS && !isSpace(text, i - 1);
    next[i] = closes ? i : (next[i + 1] ?? -1);
  }
  return next;
}

/** For every position, the first at or after it holding one of `codes` (the text's length when none does). */
function nextOf(text: string, codes: readonly number[]): Int32Array {
  const next = new Int32Array(text.length + 1).fill(text.length);
  for (let i = text.length - 1; i >= 0; i--) next[i] = codes.includes(text.charCodeAt(i)) ? i : (next[i + 1] ?? text.length);
  return next;
}

/**
 * The highlights and inline footnotes of `text`, in order, as Obsidian reads them: `==` opens
 * before a non-space and the first `==` after a non-space on the same line closes it; `^[` runs to
 * the first `]` on its line. Linear in the text's length.
 */
export function inlineMarks(text: string): InlineMark[] {
  const marks: InlineMark[] = [];
  const highlights = text.includes('==');
  const notes = text.includes('^[');
  if (!highlights && !notes) return marks;
  const closer = highlights ? nextClosers(text) : new Int32Array(0);
  const newline = nextOf(text, [NEWLINE]);
  const noteEnd = notes ? nextOf(text, [NEWLINE, CLOSE_BRACKET]) : new Int32Array(0);
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (highlights && c === EQUALS && text.charCodeAt(i + 1) === EQUALS && !isSpace(text, i + 2)) {
      const close = closer[i + 3] ?? -1;
      if (close >= 0 && close <= (newline[i + 2] ?? text.length)) {
        marks.push({ kind: 'highlight', start: i, end: close + 2, innerStart: i + 2, innerEnd: close });
        i = close + 2;
        continue;
      }
    }
    if (notes && c === CARET && text.charCodeAt(i + 1) === OPEN_BRACKET) {
      const close = noteEnd[i + 2] ?? text.length;
      if (close > i + 2 && text.charCodeAt(close) === CLOSE_BRACKET) {
        marks.push({ kind: 'note', start: i, end: close + 1, innerStart: i + 2, innerEnd: close });
        i = close + 1;
        continue;
      }
    }
    i++;
  }
  return marks;
}
