// Obsidian's (and Pandoc's) rule for inline math with one dollar: `$` opens a formula only when a
// character other than a space follows it, and a later `$` closes it only when a character other
// than a space comes before it and no digit right after it. So `$5 and $10` and shell text such as
// `if [ -e "$1".png ]; then cp "$1" "$2"` stay text, while `$x$`, `$a+b$.` and `$\$5$` are math.
// remark-math's own rule pairs any two dollars like code spans; it reads only `$$…$$` here
// (`singleDollarTextMath: false`), and this construct reads `$…$` into the same tokens, so
// mdast-util-math builds the same `inlineMath` nodes.
import type { Code, Construct, Extension, State, TokenizeContext, Tokenizer } from 'micromark-util-types';
import type { Processor } from 'unified';
import { mathBlock } from './math-flow.ts';

// The token types mdast-util-math turns into `inlineMath` nodes (micromark-extension-math names them too).
declare module 'micromark-util-types' {
  interface TokenTypeMap {
    mathText: 'mathText';
    mathTextSequence: 'mathTextSequence';
    mathTextData: 'mathTextData';
  }
}

const DOLLAR = 36;
const BACKSLASH = 92;
/** micromark's codes for a line ending (CR, LF, CRLF) are below -2; -2 and -1 are a tab and its virtual spaces. */
const isLineEnding = (code: Code): boolean => code !== null && code < -2;
const isSpace = (code: Code): boolean => code !== null && (code === -2 || code === -1 || code === 32);
const isDigit = (code: Code): boolean => code !== null && code >= 48 && code <= 57;

/** Looks one past a candidate closing `$`: succeeds unless a digit follows it. */
const closer: Construct = {
  tokenize(effects, ok, nok) {
    return (code) => {
      effects.enter('mathTextSequence');
      effects.consume(code);
      effects.exit('mathTextSequence');
      return (next) => (isDigit(next) ? nok(next) : ok(next));
    };
  },
  partial: true,
};

// Where a scan for a closing `$` last ran to the end of its text without finding one, per document:
// whether a `$` closes does not depend on where the formula opened, so no `$` opening inside that
// stretch can close either. Without this, text with many lone dollars (`$1 $2 $3 …`) took time
// growing with the square of their number (8,000 took 10 s).
const unclosed = new WeakMap<TokenizeContext['parser'], { from: number; to: number }>();

const tokenizeDollarMath: Tokenizer = function (this: TokenizeContext, effects, ok, nok) {
  const parser = this.parser;
  const start = this.now().offset;
  let last: Code = null;
  /** Gives up at the end of the text, remembering that nothing after `start` closes a formula. */
  const noCloser: State = (code) => {
    const known = unclosed.get(parser);
    const to = this.now().offset;
    unclosed.set(parser, known !== undefined && known.to === to ? { from: Math.min(known.from, start), to } : { from: start, to });
    return nok(code);
  };
  const afterOpen: State = (code) => {
    if (code === null || code === DOLLAR || isSpace(code) || isLineEnding(code)) return nok(code);
    effects.enter('mathTextData');
    return inside(code);
  };
  const close: State = (code) => {
    effects.exit('mathTextData');
    effects.enter('mathTextSequence');
    effects.consume(code);
    effects.exit('mathTextSequence');
    effects.exit('mathText');
    return ok;
  };
  const keep: State = (code) => {
    effects.consume(code);
    last = code;
    return inside;
  };
  const inside: State = (code) => {
    if (code === null) return noCloser(code);
    if (isLineEnding(code)) {
      effects.exit('mathTextData');
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      last = code;
      return afterLineEnding;
    }
    if (code === DOLLAR && last !== BACKSLASH && !isSpace(last) && !isLineEnding(last)) return effects.check(closer, close, keep)(code);
    return keep(code);
  };
  const afterLineEnding: State = (code) => {
    if (code === null) return noCloser(code);
    effects.enter('mathTextData');
    return inside(code);
  };
  return (code) => {
    const known = unclosed.get(parser);
    if (known !== undefined && start >= known.from && start < known.to) return nok(code);
    effects.enter('mathText');
    effects.enter('mathTextSequence');
    effects.consume(code);
    effects.exit('mathTextSequence');
    return afterOpen;
  };
};

/** A `$` may open math unless it follows another `$` (the second of `$$`), an escaped one aside. */
function previous(this: TokenizeContext, code: Code): boolean {
  return code !== DOLLAR || this.events[this.events.length - 1]?.[1].type === 'characterEscape';
}

/** The micromark extension reading `$…$` by Obsidian's rule. */
export const dollarMath: Extension = { text: { [DOLLAR]: { name: 'mathText', tokenize: tokenizeDollarMath, previous } } };

/**
 * A unified plugin adding `dollarMath` and Obsidian's `$$` block (`mathBlock`, in place of
 * remark-math's) to the parser; use it after `remark-math` set to `singleDollarTextMath: false`.
 */
export function remarkDollarMath(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(dollarMath, mathBlock);
}
