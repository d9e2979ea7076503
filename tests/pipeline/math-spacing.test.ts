// A function name in a formula spaced as TeX spaces it (KaTeX's HTML output does it with inline
// styles the site cannot serve; its MathML leaves it to the browser, which sets `x\cos\theta` as
// "xcosθ"): a thin space between the name and an ordinary on either side, none before a bracket or
// inside a name's scripts.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { renderBody } from '../../src/pipeline/render/render.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

/** A formula's MathML as the site renders it, reduced to its row: annotation, wrapper and KaTeX's `<semantics>` left out. */
function row(tex: string): string {
  const html = renderBody(parseFile('note.md' as ContentPath, `$${tex}$`).tree, []).html;
  return /<semantics>(.*)<annotation/.exec(html)?.[1] ?? html;
}

const THIN = '<mspace width="0.1667em"></mspace>';
const APPLIED = '<mo rspace="0.1667em">\u2061</mo>';

describe('function names in MathML', () => {
  it('sit a thin space from an ordinary before and after them: x cos θ, 2 sin x, det A', () => {
    expect(row(String.raw`x\cos\theta`)).toBe(`<mrow><mi>x</mi>${THIN}<mi>cos</mi>${APPLIED}<mi>θ</mi></mrow>`);
    expect(row(String.raw`2\sin x`)).toBe(`<mrow><mn>2</mn>${THIN}<mi>sin</mi>${APPLIED}<mi>x</mi></mrow>`);
    expect(row(String.raw`\operatorname{tr} A`)).toBe(`<mrow><mi mathvariant="normal">tr</mi>${APPLIED}<mi>A</mi></mrow>`);
  });

  it('add no space before a bracket, after an operator, or between a name and its scripts', () => {
    expect(row(String.raw`\det(A)`)).toBe('<mrow><mi>det</mi><mo>\u2061</mo><mo stretchy="false">(</mo><mi>A</mi><mo stretchy="false">)</mo></mrow>');
    expect(row(String.raw`-\sin\theta`)).toBe(`<mrow><mo>−</mo><mi>sin</mi>${APPLIED}<mi>θ</mi></mrow>`);
    expect(row(String.raw`\log_2 n`)).toBe('<mrow><msub><mrow><mi>log</mi><mo>\u2061</mo></mrow><mn>2</mn></msub><mi>n</mi></mrow>');
    expect(row(String.raw`a\lim_{n} x`)).toContain(`<mi>a</mi>${THIN}<msub><mrow><mi>lim</mi><mo>\u2061</mo></mrow>`);
  });
});
