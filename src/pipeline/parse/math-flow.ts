// Obsidian's `$$` block: a line starting with `$$` opens a display formula whose TeX starts right
// after the dollars (`$$X = \begin{cases}`), runs over any lines (blank ones too) and ends at the
// next `$$` wherever it stands on its line (`\end{cases}$$`). Text after that closing `$$` on its
// line is kept as a trail token (`mathFlowTrail`), which `math-blocks.ts` turns into the paragraph
// that follows the formula. remark-math's own block closes only on a line holding nothing but
// `$$`, so the most common way of writing a formula ran on to the end of the note.
// This construct emits the token types of remark-math's (`mathFlow`, `mathFlowFence`,
// `mathFlowValue`), so mdast-util-math builds the same `math` nodes; it is used in place of
// remark-math's block construct (`disable: ['mathFlow']`).
import type { Code, Construct, Effects, Extension, State, Token, TokenizeContext, Tokenizer } from 'micromark-util-types';
import { lineFences } from './math-blocks.ts';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    mathFlow: 'mathFlow';
    mathFlowFence: 'mathFlowFence';
    mathFlowFenceSequence: 'mathFlowFenceSequence';
    mathFlowValue: 'mathFlowValue';
    mathFlowTrail: 'mathFlowTrail';
    // GFM's table tokens (micromark-extension-gfm-table), read to pair a `$$` after a table row.
    table: 'table';
    tableHead: 'tableHead';
    tableRow: 'tableRow';
  }
}

const DOLLAR = 36;
const BACKSLASH = 92;
/** micromark's codes for a line ending (CR, LF, CRLF) are below -2; -2 and -1 are a tab and its virtual spaces. */
const isLineEnding = (code: Code): boolean => code !== null && code < -2;
const isSpace = (code: Code): boolean => code !== null && (code === -2 || code === -1 || code === 32);

/** Consumes `$$` as a closing fence; fails before anything else. */
const closingFence: Construct = {
  tokenize(effects, ok, nok) {
    let size = 0;
    const sequence: State = (code) => {
      if (code === DOLLAR && size < 2) {
        effects.consume(code);
        size++;
        return sequence;
      }
      if (size < 2) return nok(code);
      effects.exit('mathFlowFenceSequence');
      effects.exit('mathFlowFence');
      return ok(code);
    };
    return (code) => {
      effects.enter('mathFlowFence');
      effects.enter('mathFlowFenceSequence');
      return sequence(code);
    };
  },
  partial: true,
};

/** Succeeds on a line holding nothing but spaces and tabs; consumes nothing (use it with `check`). */
const blankLineAhead: Construct = {
  tokenize(effects, ok, nok) {
    const spaces: State = (code) => {
      if (isSpace(code)) {
        effects.consume(code);
        return spaces;
      }
      return code === null || isLineEnding(code) ? ok(code) : nok(code);
    };
    return spaces;
  },
  partial: true,
};

/**
 * Consumes a line ending; fails when the next line is blank and outside the formula's container (a
 * quote's end). A line of TeX that lacks its container's markers or indentation (a list item's
 * formula with a line at the margin) is the formula's, as the `$$` pair in Obsidian whatever the
 * lines between them hold.
 */
const continuation: Construct = {
  tokenize(this: TokenizeContext, effects, ok, nok) {
    return (code) => {
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return (next) => (this.parser.lazy[this.now().line] ? effects.check(blankLineAhead, nok, ok)(next) : ok(next));
    };
  },
  partial: true,
};

// Whether a block's lines up to and including one (a paragraph's content chunk, a table's row)
// hold a `$$` that nothing closed yet, per line: each line of a block is counted once however many
// `$$` lines follow it.
const openAfter = new WeakMap<Token, boolean>();
// What stands between a block's last line and the start of the next one.
const BETWEEN_LINES = new Set(['lineEnding', 'linePrefix', 'whitespace']);

/**
 * The lines of the block just before the current line whose state is not known yet, last first,
 * and the state after the line before them: a paragraph's chunks by their links, a table's rows
 * back through the events to the table's start.
 */
function unknownLines(context: TokenizeContext): { lines: Token[]; open: boolean } {
  const events = context.events;
  let index = events.length - 1;
  while (index >= 0 && BETWEEN_LINES.has(events[index]?.[1].type ?? '')) index--;
  const tail = events[index]?.[1];
  const lines: Token[] = [];
  if (tail?.type === 'chunkContent') {
    let chunk: Token | undefined = tail;
    while (chunk !== undefined && !openAfter.has(chunk)) {
      lines.push(chunk);
      chunk = chunk.previous;
    }
    return { lines, open: chunk === undefined ? false : (openAfter.get(chunk) ?? false) };
  }
  if (tail?.type !== 'tableRow' && tail?.type !== 'tableHead') return { lines, open: false };
  for (; index >= 0; index--) {
    const [kind, token] = events[index] ?? [];
    if (token === undefined) break;
    if (kind === 'enter' && token.type === 'table') break;
    if (kind !== 'exit' || (token.type !== 'tableRow' && token.type !== 'tableHead')) continue;
    const known = openAfter.get(token);
    if (known !== undefined) return { lines, open: known };
    lines.push(token);
  }
  return { lines, open: false };
}

/**
 * Whether the block the current line follows (a paragraph it would interrupt, a table whose row it
 * would end) holds a `$$` still open: an odd number of `$$` (outside inline code, escaped ones
 * aside) over its lines. A `$$` starting the line then closes that formula, as the dollars pair
 * in order in Obsidian, rather than opening a block that would pair every later `$$` wrongly.
 */
function blockHoldsOpenFence(context: TokenizeContext): boolean {
  const { lines, open: before } = unknownLines(context);
  let open = before;
  for (const line of lines.reverse()) {
    if (lineFences(context.sliceSerialize(line)).length % 2 === 1) open = !open;
    openAfter.set(line, open);
  }
  return open;
}

const tokenizeMathBlock: Tokenizer = function (this: TokenizeContext, effects: Effects, ok, nok) {
  const openingLine = this.now().line;
  let last: Code = null;
  let inValue = false;
  const enterValue = (): void => {
    if (!inValue) effects.enter('mathFlowValue');
    inValue = true;
  };
  const exitValue = (): void => {
    if (inValue) effects.exit('mathFlowValue');
    inValue = false;
  };
  const openSequence: State = (code) => {
    if (code === DOLLAR) {
      effects.consume(code);
      return openSequence;
    }
    effects.exit('mathFlowFenceSequence');
    effects.exit('mathFlowFence');
    return inside(code);
  };
  const inside: State = (code) => {
    // Not closed before the end of the note or of its container: the dollars are text.
    if (code === null) return nok(code);
    if (isLineEnding(code)) {
      exitValue();
      last = code;
      return effects.attempt(continuation, inside, nok)(code);
    }
    if (code === DOLLAR && last !== BACKSLASH) {
      exitValue();
      return effects.attempt(closingFence, afterClose, keepDollar)(code);
    }
    enterValue();
    effects.consume(code);
    last = code;
    return inside;
  };
  const keepDollar: State = (code) => {
    enterValue();
    effects.consume(code);
    last = code;
    return inside;
  };
  const afterClose: State = (code) => {
    if (isSpace(code)) {
      effects.enter('whitespace');
      return spaces(code);
    }
    return trail(code);
  };
  const spaces: State = (code) => {
    if (isSpace(code)) {
      effects.consume(code);
      return spaces;
    }
    effects.exit('whitespace');
    return trail(code);
  };
  const trail: State = (code) => {
    if (code === null || isLineEnding(code)) {
      effects.exit('mathFlow');
      return ok(code);
    }
    // `$$a$$ and text` on one line is a formula within a paragraph, which the inline construct reads.
    if (this.now().line === openingLine) return nok(code);
    effects.enter('mathFlowTrail');
    return trailText(code);
  };
  const trailText: State = (code) => {
    if (code === null || isLineEnding(code)) {
      effects.exit('mathFlowTrail');
      effects.exit('mathFlow');
      return ok(code);
    }
    effects.consume(code);
    return trailText;
  };
  return (code) => {
    // A `$$` at the margin interrupting a list item's paragraph (a lazy line, outside the item)
    // stays in the paragraph, as Obsidian keeps it in the item; one closing a `$$` that the
    // paragraph or table before it opened is text of that block.
    if (this.interrupt && this.parser.lazy[this.now().line] && this.now().column === 1) return nok(code);
    if (blockHoldsOpenFence(this)) return nok(code);
    effects.enter('mathFlow');
    effects.enter('mathFlowFence');
    effects.enter('mathFlowFenceSequence');
    effects.consume(code);
    return (next) => (next === DOLLAR ? openSequence(next) : nok(next));
  };
};

/** The micromark extension reading Obsidian's `$$` blocks; use it with remark-math, whose own block construct it disables. */
export const mathBlock: Extension = {
  flow: { [DOLLAR]: { name: 'obsidianMathFlow', tokenize: tokenizeMathBlock, concrete: true } },
  disable: { null: ['mathFlow'] },
};
