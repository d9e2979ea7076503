// KaTeX's MathML as TeX sets it: what a browser's MathML layout does not do from KaTeX's markup
// alone (its HTML output does it with inline styles, which the Content-Security-Policy forbids).

/**
 * KaTeX writes the bars of `\begin{vmatrix}`, `\left| … \right|` and `\| … \|` as the relations
 * ∣ (U+2223) and ∥ (U+2225), which MathML's operator dictionary never stretches: a browser sets
 * them as short strokes beside a tall matrix. As fences they are the delimiters | and ‖, marked
 * stretchy, which a math font (src/styles/markdown.css names the systems' ones) draws to the height
 * of what they enclose, as TeX does. Only fences are changed: `a \mid b` keeps its relation.
 */
const FENCE_RE = /<mo fence="true">([∣∥])<\/mo>/g;
const DELIMITER: Readonly<Record<string, string>> = { '∣': '|', '∥': '‖' };

/** TeX's thin space, which it puts between a function name (an Op atom) and an ordinary letter or number on either side. */
const THIN_SPACE = '0.1667em';
// A function name as KaTeX writes it (`\cos`, `\operatorname{tr}`, `\lim_{…}`'s base), with its function application (U+2061).
const NAME = String.raw`(?:<m(?:sub|sup|subsup|under|over|underover)><mrow>)?<mi(?: mathvariant="normal")?>[^<]+<\/mi><mo>\u2061<\/mo>`;
// The name right after an ordinary (a letter, a number, or one with scripts): `x\cos`, `2\sin`.
const ORDINARY_THEN_NAME_RE = new RegExp(String.raw`(<\/(?:mi|mn|msub|msup|msubsup)>)(${NAME})`, 'g');
// The function application right before an argument that is not an operator, fence or the end of a group: `\cos\theta`, not `\sin(x)`.
const APPLIED_TO_ORDINARY_RE = /<mo>\u2061<\/mo>(?=<(?!mo[\s>]|\/))/g;

/** Takes KaTeX's MathML; returns it with its bar fences as stretchy delimiters and its function names spaced as TeX spaces them. */
export function stretchyFences(mathml: string): string {
  return mathml
    .replace(FENCE_RE, (_, bar: string) => `<mo fence="true" stretchy="true" symmetric="true">${DELIMITER[bar] ?? bar}</mo>`)
    .replace(ORDINARY_THEN_NAME_RE, `$1<mspace width="${THIN_SPACE}"></mspace>$2`)
    .replace(APPLIED_TO_ORDINARY_RE, `<mo rspace="${THIN_SPACE}">\u2061</mo>`);
}
