// TeX as Obsidian draws it, drawn by KaTeX. Obsidian draws math with MathJax, which knows a few
// commands and environments that KaTeX lacks; the ones real vaults use are given to KaTeX here,
// as macros or as the nearest KaTeX form, and the rest stay errors (the formula is then shown as
// source). Chemistry (`\ce`, `\pu`) is KaTeX's own mhchem extension.
import katex, { type KatexOptions } from 'katex';
import 'katex/contrib/mhchem';
import { escapeMarkup } from '../../core/escape.ts';
import { bracedScriptCommands } from './tex-scripts.ts';

/**
 * What KaTeX renders: MathML only. Its HTML output positions glyphs with `style=""` attributes,
 * which the site's Content-Security-Policy (`style-src 'self'`) blocks, while browsers lay out
 * MathML themselves. `trust: false` keeps `\href`, `\url` and `\htmlClass` from producing links
 * or classes. `maxExpand` caps macro expansions per formula (KaTeX's own default; MathJax stops
 * at a 5 KB buffer), `maxSize` caps any size to 20 em, so no formula can be drawn wider than a page.
 */
const KATEX_OPTIONS = { output: 'mathml', throwOnError: true, trust: false, strict: 'ignore', maxExpand: 1000, maxSize: 20 } as const;

/**
 * Commands MathJax defines (in its base package or one it loads on use) that KaTeX lacks, as
 * KaTeX macros: the ones found in real math vaults, and their near kin.
 */
const MATHJAX_MACROS: Readonly<Record<string, string>> = {
  '\\mbox': '\\text{#1}',
  '\\eqalign': '\\begin{aligned}#1\\end{aligned}',
  '\\displaylines': '\\begin{gathered}#1\\end{gathered}',
  '\\cancelto': '\\cancel{#2}^{#1}',
  '\\overparen': '\\overgroup{#1}',
  '\\underparen': '\\undergroup{#1}',
  '\\idotsint': '\\int\\cdots\\int',
  '\\strut': '\\vphantom{(}',
  '\\arrowvert': '\\vert',
  '\\Arrowvert': '\\Vert',
  '\\mspace': '\\mkern#1',
  '\\centernot': '\\not',
  '\\prescript': '{}^{#1}_{#2}#3',
  '\\mathbfit': '\\boldsymbol{#1}',
  '\\class': '#2',
  '\\cssId': '#2',
  '\\style': '#2',
  '\\mathtip': '#1',
  '\\texttip': '#1',
  '\\eqref': '(\\text{#1})',
  '\\ref': '\\text{#1}',
  // MathJax reads the argument of `\llap` and `\rlap` as math (`{\subset\!\supset} \llap{\iint}`, a closed surface's integral); KaTeX's take text.
  '\\llap': '\\mathllap{#1}',
  '\\rlap': '\\mathrlap{#1}',
  // mhchem's ohm sign in units (`\pu{4\ohm}`), which KaTeX's mhchem lacks.
  '\\ohm': '\\Omega',
  // A root index moved up or left (`\sqrt[\uproot{2} n]{c}`): drawn in place.
  '\\uproot': '\\vphantom{#1}',
  '\\leftroot': '\\vphantom{#1}',
};

/** Environments MathJax has and KaTeX lacks, each as the KaTeX environment drawn the same way (column specs included). */
const ENVIRONMENTS: ReadonlyArray<[RegExp, string, string]> = [
  [/\\begin\{eqnarray\*?\}/g, '\\begin{array}{rcl}', 'eqnarray'],
  [/\\end\{eqnarray\*?\}/g, '\\end{array}', 'eqnarray'],
  [/\\(begin|end)\{multline\*?\}/g, '\\$1{gather*}', 'multline'],
  [/\\(begin|end)\{flalign\*?\}/g, '\\$1{align*}', 'flalign'],
  [/\\(begin|end)\{cases\*\}/g, '\\$1{cases}', 'cases*'],
];

/** In an inline formula, display-only environments as their inline forms, as MathJax draws them there. */
const INLINE_ENVIRONMENTS: ReadonlyArray<[RegExp, string]> = [
  [/\\(begin|end)\{(?:align|flalign)\*?\}/g, '\\$1{aligned}'],
  [/\\(begin|end)\{(?:gather|multline|equation)\*?\}/g, '\\$1{gathered}'],
  [/\\begin\{alignat\*?\}/g, '\\begin{alignedat}'],
  [/\\end\{alignat\*?\}/g, '\\end{alignedat}'],
];

/** MathJax-only commands that draw nothing: `\require{…}` loads a package, `\label{…}` names an equation. */
const SILENT_RE = /\\(?:require|label)\s*\{[^{}]*\}/g;
/** `\\newcommand{\\name}[2]` and its spellings without braces, and `\\renewcommand`: the name and the number of arguments. */
const NEWCOMMAND_RE = /\\(?:re)?newcommand\*?\s*(?:\{\s*(\\[A-Za-z]+)\s*\}|(\\[A-Za-z]+))\s*(?:\[(\d)\])?/g;
/** `\\DeclareMathOperator{\\name}{text}` and its starred form (limits set under and over): the star, the name and the text. */
const DECLARE_OPERATOR_RE = /\\DeclareMathOperator(\*?)\s*(?:\{\s*(\\[A-Za-z]+)\s*\}|(\\[A-Za-z]+))\s*\{([^{}]*)\}/g;
/** A named operator right after `_` or `^` (`x_\\max`), which MathJax takes as its subscript and KaTeX refuses unbraced. */
const BARE_OPERATOR_SCRIPT_RE = /([_^])\s*(\\(?:max|min|sup|inf|lim|liminf|limsup|log|ln|exp|sin|cos|tan|det|gcd|deg|dim|ker|arg|Pr)\b)/g;
/** MathJax's `\\unicode{215}` (or `{x00D7}`): the character of that code point. */
const UNICODE_RE = /\\unicode\s*\{\s*(x[0-9A-Fa-f]{1,6}|\d{1,7})\s*\}/g;
/**
 * An optional argument opening with a group (`\\xrightarrow[{R}_{2}]{}`): KaTeX strips the braces of
 * one that starts with `{` and ends with `}` even when they are two groups, and fails; TeX strips
 * them only around one group. A `\\relax` first (which draws nothing) keeps both readings the same.
 */
const OPTIONAL_GROUP_RE = /(\\[A-Za-z]+\s*)\[\{/g;
/** A row break with an empty size, `\\\\[]`, which MathJax reads as no size and KaTeX refuses. */
const EMPTY_ROW_SIZE_RE = /\\\\\[\s*\]/g;
/** A command name followed by `@`. */
const COMMAND_AT_RE = /(\\[A-Za-z]+)@/g;
/** An array column spec repeated MathJax's way, `*{3}{c}` or `*{3}c`. */
const REPEATED_COLUMNS_RE = /\*\{(\d{1,2})\}(?:\{([^{}]*)\}|([a-z|]))/g;

/** A note's macros: KaTeX adds each definition to them (as an expansion object, not only strings). */
export type NoteMacros = NonNullable<KatexOptions['macros']>;

/**
 * The macros a note's formulas start from: MathJax's that KaTeX lacks, then the vault's (`vault`,
 * its preamble's, see math-preamble.ts). A note's `\newcommand`s are added to it as its formulas
 * are drawn, as MathJax keeps them; `vault` itself is never changed.
 */
export function noteMacros(vault?: NoteMacros): NoteMacros {
  return { ...MATHJAX_MACROS, ...vault };
}

/**
 * Reads TeX that only defines commands (`\newcommand`, `\def`, `\DeclareMathOperator`, as a
 * preamble holds them) into `macros`, as a formula's own definitions are; throws KaTeX's error.
 */
export function defineMacros(tex: string, macros: NoteMacros): void {
  katex.renderToString(asKatexTex(tex, true), { ...KATEX_OPTIONS, macros: counted(macros), globalGroup: true });
}

/** The TeX as KaTeX can read it: MathJax-only environments and commands in their KaTeX forms (display-only ones in inline form when `display` is false). */
export function asKatexTex(tex: string, display: boolean): string {
  if (!tex.includes('\\')) return tex;
  // MathJax ends a command's name at `@` (`\varphi@\theta`); KaTeX reads `@` as a letter of it.
  let out = tex.replace(SILENT_RE, '').replace(COMMAND_AT_RE, '$1{}@').replace(BARE_OPERATOR_SCRIPT_RE, '$1{$2}');
  // A command with its argument as a bare script (`^\\sqrt{N}`), which MathJax reads whole.
  if (/[_^]\s*\\/.test(out)) out = bracedScriptCommands(out);
  // MathJax's `\newcommand` redefines a command KaTeX already has (`\R`); KaTeX's refuses, its `\def` does not.
  if (out.includes('newcommand'))
    out = out.replace(
      NEWCOMMAND_RE,
      (_all, braced?: string, bare?: string, n?: string) =>
        `\\def${braced ?? bare ?? ''}${Array.from({ length: Number(n ?? 0) }, (_, i) => `#${i + 1}`).join('')}`,
    );
  if (out.includes('DeclareMathOperator'))
    out = out.replace(
      DECLARE_OPERATOR_RE,
      (_all, star: string, braced?: string, bare?: string, text?: string) => `\\def${braced ?? bare ?? ''}{\\operatorname${star}{${text ?? ''}}}`,
    );
  if (out.includes('\\unicode'))
    out = out.replace(UNICODE_RE, (whole, code: string) => {
      const point = code.startsWith('x') ? Number.parseInt(code.slice(1), 16) : Number(code);
      const char = point > 31 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
      // TeX's own special characters keep the command (KaTeX then names it), any other is that character as text.
      return char === '' || '\\{}$&#^_%~'.includes(char) ? whole : `\\text{${char}}`;
    });
  if (out.includes('[{')) out = out.replace(OPTIONAL_GROUP_RE, '$1[\\relax{');
  if (out.includes('[')) out = out.replace(EMPTY_ROW_SIZE_RE, '\\\\');
  for (const [pattern, replacement] of ENVIRONMENTS) out = out.replace(pattern, replacement);
  if (!display) for (const [pattern, replacement] of INLINE_ENVIRONMENTS) out = out.replace(pattern, replacement);
  if (out.includes('*{')) out = out.replace(REPEATED_COLUMNS_RE, (_all, n: string, group?: string, one?: string) => (group ?? one ?? '').repeat(Number(n)));
  return out;
}

/**
 * The most tokens a formula's macros (the note's definitions and MathJax's above) may expand to.
 * KaTeX's `maxExpand` counts expansions, not their size: 6 KB defined once and used 990 times
 * is within it, and took 40 s to draw 59 MB of MathML. Real formulas expand to a few hundred.
 */
export const MATH_MAX_EXPANSION = 50_000;

/** A formula whose macros expand past `MATH_MAX_EXPANSION` tokens; its message says so. */
export class MathBudgetError extends Error {}

/** `macros` as KaTeX reads them, counting the tokens of every definition it expands and stopping past `MATH_MAX_EXPANSION`. */
function counted(macros: NoteMacros): NoteMacros {
  let tokens = 0;
  return new Proxy(macros, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value === 'string') tokens += value.length;
      else if (typeof value === 'object' && value !== null && 'tokens' in value && Array.isArray(value.tokens)) tokens += value.tokens.length;
      if (tokens > MATH_MAX_EXPANSION) throw new MathBudgetError(`expands through its macros to more than ${MATH_MAX_EXPANSION.toLocaleString('en')} tokens`);
      return value;
    },
  });
}

/**
 * Takes a formula's TeX, whether it is displayed, and the note's macros (`noteMacros`, added to by
 * the formula's definitions); returns its MathML, or throws KaTeX's error (`MathBudgetError` when
 * its macros expand past `MATH_MAX_EXPANSION` tokens). A `\tag` in an inline formula is drawn as a
 * display formula, as MathJax draws it.
 */
export function texToMathml(tex: string, display: boolean, macros: NoteMacros): string {
  const source = asKatexTex(tex, display);
  try {
    return unsearchedTex(
      asWritten(katex.renderToString(source, { ...KATEX_OPTIONS, displayMode: display, macros: counted(macros), globalGroup: true }), source, tex),
    );
  } catch (error) {
    if (display || error instanceof MathBudgetError || !/\\tag\b/.test(source)) throw error;
    const shown = asKatexTex(tex, true);
    return unsearchedTex(
      asWritten(katex.renderToString(shown, { ...KATEX_OPTIONS, displayMode: true, macros: counted(macros), globalGroup: true }), shown, tex),
    );
  }
}

/** KaTeX's opening tag of the TeX annotation. */
const TEX_ANNOTATION = '<annotation encoding="application/x-tex">';

/**
 * The MathML with its TeX annotation left out of the search index (`data-pagefind-ignore`): the
 * formula is indexed once, as drawn, and a result's excerpt never shows its source beside it. The
 * annotation stays, for what a reader copies.
 */
function unsearchedTex(mathml: string): string {
  return mathml.replace(TEX_ANNOTATION, '<annotation encoding="application/x-tex" data-pagefind-ignore="all">');
}

/** The MathML with its TeX annotation (what a reader copies) as the author wrote it, when KaTeX was given another spelling. */
function asWritten(mathml: string, source: string, tex: string): string {
  if (source === tex) return mathml;
  const at = mathml.lastIndexOf(TEX_ANNOTATION);
  const end = mathml.indexOf('</annotation>', at);
  return at < 0 || end < 0 ? mathml : `${mathml.slice(0, at + TEX_ANNOTATION.length)}${escapeMarkup(tex)}${mathml.slice(end)}`;
}

/** KaTeX's own message for an error, without its "KaTeX parse error: " prefix and position. */
export function katexMessage(error: unknown): string {
  return error instanceof Error ? error.message.replace(/^KaTeX parse error: /, '').replace(/ at position .*$/s, '') : String(error);
}
