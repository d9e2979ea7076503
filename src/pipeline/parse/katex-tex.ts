// TeX as Obsidian draws it, drawn by KaTeX. Obsidian draws math with MathJax, which knows a few
// commands and environments that KaTeX lacks; the ones real vaults use are given to KaTeX here,
// as macros or as the nearest KaTeX form, and the rest stay errors (the formula is then shown as
// source). Chemistry (`\ce`, `\pu`) is KaTeX's own mhchem extension.
import katex, { type KatexOptions } from 'katex';
import 'katex/contrib/mhchem';

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
  '\\DeclareMathOperator': '\\gdef#1{\\operatorname{#2}}',
  '\\class': '#2',
  '\\cssId': '#2',
  '\\style': '#2',
  '\\mathtip': '#1',
  '\\texttip': '#1',
  '\\eqref': '(\\text{#1})',
  '\\ref': '\\text{#1}',
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
/** An array column spec repeated MathJax's way, `*{3}{c}` or `*{3}c`. */
const REPEATED_COLUMNS_RE = /\*\{(\d{1,2})\}(?:\{([^{}]*)\}|([a-z|]))/g;

/** A note's macros: KaTeX adds each definition to them (as an expansion object, not only strings). */
export type NoteMacros = NonNullable<KatexOptions['macros']>;

/** The macros a note's formulas start from: MathJax's that KaTeX lacks. A note's `\newcommand`s are added to it as its formulas are drawn, as MathJax keeps them. */
export function noteMacros(): NoteMacros {
  return { ...MATHJAX_MACROS };
}

/** The TeX as KaTeX can read it: MathJax-only environments and commands in their KaTeX forms (display-only ones in inline form when `display` is false). */
export function asKatexTex(tex: string, display: boolean): string {
  if (!tex.includes('\\')) return tex;
  let out = tex.replace(SILENT_RE, '');
  for (const [pattern, replacement] of ENVIRONMENTS) out = out.replace(pattern, replacement);
  if (!display) for (const [pattern, replacement] of INLINE_ENVIRONMENTS) out = out.replace(pattern, replacement);
  if (out.includes('*{')) out = out.replace(REPEATED_COLUMNS_RE, (_all, n: string, group?: string, one?: string) => (group ?? one ?? '').repeat(Number(n)));
  return out;
}

/**
 * Takes a formula's TeX, whether it is displayed, and the note's macros (`noteMacros`, added to by
 * the formula's definitions); returns its MathML, or throws KaTeX's error. A `\tag` in an inline
 * formula is drawn as a display formula, as MathJax draws it.
 */
export function texToMathml(tex: string, display: boolean, macros: NoteMacros): string {
  const source = asKatexTex(tex, display);
  try {
    return katex.renderToString(source, { ...KATEX_OPTIONS, displayMode: display, macros, globalGroup: true });
  } catch (error) {
    if (display || !/\\tag\b/.test(source)) throw error;
    return katex.renderToString(asKatexTex(tex, true), { ...KATEX_OPTIONS, displayMode: true, macros, globalGroup: true });
  }
}

/** KaTeX's own message for an error, without its "KaTeX parse error: " prefix and position. */
export function katexMessage(error: unknown): string {
  return error instanceof Error ? error.message.replace(/^KaTeX parse error: /, '').replace(/ at position .*$/s, '') : String(error);
}
