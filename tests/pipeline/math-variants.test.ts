// Styled letters as MathML Core draws them: KaTeX's `mathvariant` (which Chromium reads only as
// `normal`) becomes the styled characters themselves, so `\mathbb{R}` shows ℝ in every browser.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { styledCharacter } from '../../src/pipeline/render/math-variants.ts';
import { renderBody } from '../../src/pipeline/render/render.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

/** The body HTML of a note holding `markdown`. */
function html(markdown: string): string {
  const parsed = parseFile('Styled.md' as ContentPath, markdown);
  return renderBody(parsed.tree, []).html;
}

/** The tokens (`<mi>`, `<mn>`) of each formula, without the TeX annotation. */
function tokens(body: string): string[] {
  return [...body.replace(/<annotation[\s\S]*?<\/annotation>/g, '').matchAll(/<(mi|mn)(?: ([^>]*))?>([^<]*)<\/\1>/g)].map((m) => `${m[2] ?? ''}${m[3] ?? ''}`);
}

describe('styled letters in formulas', () => {
  it.each([
    [String.raw`$f : \mathbb{R}^n \to \mathbb{C}$`, ['f', 'ℝ', 'n', 'ℂ']],
    [String.raw`$\mathbf{v} = \mathbf{12}$`, ['𝐯', '𝟏𝟐']],
    [String.raw`$\mathcal{O}_X, \mathcal{L}, \mathscr{B}$`, ['𝒪', 'X', 'ℒ', 'ℬ']],
    [String.raw`$\mathfrak{p} \subset \mathfrak{R}$`, ['𝔭', 'ℜ']],
    [String.raw`$\boldsymbol{\mu} + \boldsymbol{\Sigma}$`, ['𝝁', '𝚺']],
    [String.raw`$\mathbb{1}_A + \mathsf{G} + \mathtt{x}$`, ['𝟙', 'A', '𝖦', '𝚡']],
  ])('draws %s with styled characters and no mathvariant but normal', (markdown, expected) => {
    const drawn = html(markdown);
    expect(tokens(drawn)).toEqual(expected);
    expect(drawn).not.toMatch(/mathvariant="(?!normal")/);
  });

  it('keeps an upright name as KaTeX writes it, and a variant Unicode has no letter for', () => {
    expect(tokens(html(String.raw`$\mathrm{d}x$`))).toEqual(['mathvariant="normal"d', 'x']);
    expect(styledCharacter('double-struck', 'α')).toBeUndefined();
    expect(tokens(html(String.raw`$\mathbb{\alpha}$`))).toEqual(['mathvariant="double-struck"α']);
  });
});
