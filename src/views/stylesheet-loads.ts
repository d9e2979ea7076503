// What in a stylesheet makes a browser fetch a file: read from the text a browser reads, with CSS
// escapes decoded first (`u\72 l(`, `\75rl(` and `u\rl(` all say `url(`), so no spelling hides it.

/** At-rules that load a file or declare where names come from: dropped whole, in any case. */
const LOADING_AT_RULES = new Set(['import', 'font-face', 'namespace', 'document', '-moz-document']);

/**
 * Functions whose argument is an address the browser fetches (a string in `image()`, `image-set()`,
 * `src()` and `cross-fade()` is one too), with or without a vendor prefix, and IE's `expression()`.
 */
const URL_FUNCTION = /(?<![\w-])(?:-[a-z]+-)?(?:url|url-prefix|domain|src|image|image-set|cross-fade|expression)\s*\(/;

/** Properties that load code or a file whatever their value. */
const LOADING_PROPERTIES = new Set(['behavior', '-moz-binding']);

/**
 * Takes CSS text (an identifier, a value, an at-rule's name or prelude); returns it as a browser
 * reads it: comments removed and escapes decoded (CSS Syntax 3, "consume an escaped code point": up
 * to six hex digits and one optional white space, or the character itself), in lower case.
 */
export function decodeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(
      /\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\r\n\f])|([\s\S])|$)/g,
      (_all, hex: string | undefined, newline: string | undefined, char: string | undefined) => {
        if (hex !== undefined) {
          const code = Number.parseInt(hex, 16);
          return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ? '\uFFFD' : String.fromCodePoint(code);
        }
        if (newline !== undefined) return '';
        return char ?? '\uFFFD';
      },
    )
    .toLowerCase();
}

/**
 * Takes an at-rule as written after its `@`, up to its block or `;` (`IMPORT "x"`, `\\66ont-face`,
 * `impor\\t "x"`, which a parser may split inside the escaped name); returns its name as a browser
 * reads it when it loads a file (`import`), else `undefined`.
 */
export function loadingAtRule(written: string): string | undefined {
  const read = decodeCss(written);
  const name = /^[\w-]*/.exec(read)?.[0] ?? '';
  return LOADING_AT_RULES.has(name) || URL_FUNCTION.test(read) ? name : undefined;
}

/** Takes a declaration's property and value as written (a custom property's too); returns whether it loads a file. */
export function declarationLoads(prop: string, value: string): boolean {
  return LOADING_PROPERTIES.has(decodeCss(prop)) || URL_FUNCTION.test(decodeCss(value));
}
