/**
 * KaTeX writes the bars of `\begin{vmatrix}`, `\left| … \right|` and `\| … \|` as the relations
 * ∣ (U+2223) and ∥ (U+2225), which MathML's operator dictionary never stretches: a browser sets
 * them as short strokes beside a tall matrix. As fences they are the delimiters | and ‖, marked
 * stretchy, which a math font (src/styles/markdown.css names the systems' ones) draws to the height
 * of what they enclose, as TeX does. Only fences are changed: `a \mid b` keeps its relation.
 */
const FENCE_RE = /<mo fence="true">([∣∥])<\/mo>/g;
const DELIMITER: Readonly<Record<string, string>> = { '∣': '|', '∥': '‖' };

/** Takes KaTeX's MathML; returns it with its bar fences as stretchy delimiters. */
export function stretchyFences(mathml: string): string {
  return mathml.replace(FENCE_RE, (_, bar: string) => `<mo fence="true" stretchy="true" symmetric="true">${DELIMITER[bar] ?? bar}</mo>`);
}
