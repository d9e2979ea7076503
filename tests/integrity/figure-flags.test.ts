// The marking of figures their cited notes do not state, on a rendered body's tree (the fixture
// body is read into a tree here; the renderer hands its own tree over, tests/pipeline/render-record.test.ts).
import { uiFor } from '../../src/core/i18n/index.ts';
import { readFileSync } from 'node:fs';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { SlugSchema } from '../../src/schemas/brand.ts';
import { escapeMarkup } from '../../src/core/escape.ts';
import { markFigures } from '../../src/pipeline/render/figure-marks.ts';
import type { FigureFindingData } from '../../src/schemas/figure-finding.ts';

const BODY = readFileSync(new URL('./fixtures/body.html', import.meta.url), 'utf8');

function figure(
  figureText: string,
  sentence: string,
  cited: { slug: string; title: string; figures: string[] }[] = [{ slug: 'warmth', title: 'Does warmth training cost accuracy?', figures: ['5–9pp'] }],
): FigureFindingData {
  return { figure: figureText, value: figureText, sentence, line: 3, cited: cited.map((c) => ({ ...c, slug: SlugSchema.parse(c.slug) })) };
}

/** `html` as a tree, marked, written back: the marked HTML and where each mark went. */
function flagFigures(html: string, figures: readonly FigureFindingData[]) {
  const tree = fromHtml(html, { fragment: true });
  const placements = markFigures(tree, figures, uiFor('en'));
  return { html: toHtml(tree, { allowDangerousHtml: true }), placements };
}

/** The text of the body before each figure-flag span, to say which sentence holds it. */
function flagged(html: string): { text: string; before: string }[] {
  const root = parse(html);
  return root.querySelectorAll('span.figure-flag').map((span) => {
    const block = span.closest('p') ?? span.closest('li');
    const head = (block?.innerHTML ?? '').split(span.outerHTML)[0] ?? '';
    return { text: span.text, before: `${parse(head).text}${span.text}` };
  });
}

describe('markFigures', () => {
  it('leaves the body untouched when a page has no figure findings', () => {
    expect(flagFigures(BODY, [])).toEqual({ html: BODY, placements: [] });
  });

  it('wraps the figure once, in the sentence the finding names, and adds a marker linking to its footnote', () => {
    const sentence = 'Five models got 21% less reliable the warmth note.';
    const { html, placements } = flagFigures(BODY, [figure('21%', sentence)]);
    expect(placements).toEqual(['figure']);
    const flags = flagged(html);
    expect(flags).toHaveLength(1);
    expect(flags[0]?.before).toBe('Warmth training costs accuracy. Five models got 21%');
    const marker = parse(html).querySelector('span.figure-flag + sup.figure-flag__marker a');
    expect(marker?.getAttribute('href')).toBe('#figure-note-1');
    expect(marker?.getAttribute('id')).toBe('figure-ref-1');
    expect(marker?.getAttribute('title')).toBe('Not stated by the cited source: the cited note states 5–9pp');
    // Everything but the mark is as it was.
    // biome-ignore lint/correctness/noEmptyCharacterClassInRegex: `[^]` is any character, line breaks included
    expect(html.replace(/<span class="figure-flag">(21%)<\/span><sup class="figure-flag__marker"[^]*?<\/sup>/, '$1')).toBe(BODY);
  });

  it('picks the later sentence when the same figure stands in several', () => {
    const { html } = flagFigures(BODY, [figure('21%', 'Later studies saw 21% again in other settings.')]);
    const flags = flagged(html);
    expect(flags).toHaveLength(1);
    expect(flags[0]?.before).toMatch(/Later studies saw 21%$/);
  });

  it('finds figures across collapsed whitespace, character references and in list items', () => {
    const { html, placements } = flagFigures(BODY, [
      figure('77.5%', 'A list item says grounding acts fell 77.5% below human levels Grounding.'),
      figure('2.4×', 'Nothing here cites 21% at all, and sycophancy rose & fell by 2.4× under pressure Pressure.'),
    ]);
    expect(placements).toEqual(['figure', 'figure']);
    expect(flagged(html).map((f) => f.text)).toEqual(['2.4×', '77.5%']);
    // Several marks on a page are numbered, each linking to its own footnote.
    expect(
      parse(html)
        .querySelectorAll('sup.figure-flag__marker a')
        .map((a) => [a.text, a.getAttribute('href')]),
    ).toEqual([
      ['†2', '#figure-note-2'],
      ['†1', '#figure-note-1'],
    ]);
    expect(html).toContain('rose &#x26; fell');
  });

  it('marks the paragraph instead when the figure spans inline markup', () => {
    const { html, placements } = flagFigures(BODY, [
      figure('10–30 percentage points', 'Models fine-tuned for warmth got 10–30 percentage points less reliable the warmth note.'),
    ]);
    expect(placements).toEqual(['paragraph']);
    const root = parse(html);
    expect(root.querySelectorAll('span.figure-flag')).toHaveLength(0);
    const paragraph = root.querySelector('p.figure-flag-paragraph');
    expect(paragraph?.text).toMatch(/^Models fine-tuned for warmth got 10–30 percentage points/);
    expect(paragraph?.lastChild?.toString()).toMatch(/^<sup class="figure-flag__marker"/);
    expect(root.querySelectorAll('.figure-flag-paragraph')).toHaveLength(1);
  });

  it('marks the paragraph when the figure is not written as the finding has it, and nothing when the sentence is not found either', () => {
    const paragraph = flagFigures(BODY, [figure('twenty-one percent', 'Warmth training costs accuracy.')]);
    expect(paragraph.placements).toEqual(['paragraph']);
    expect(parse(paragraph.html).querySelector('p.figure-flag-paragraph')?.text).toMatch(/^Warmth training costs accuracy/);
    const none = flagFigures(BODY, [figure('99%', 'A sentence this body does not hold at all.')]);
    expect(none).toEqual({ html: BODY, placements: ['none'] });
  });

  it('escapes every text taken from content, and never reads markup out of it', () => {
    const hostile = '"><script>alert(1)</script>';
    const body = '<p>Rates rose 40% &#x3C;script> in a week <a href="/notes/x/">x</a>.</p>';
    const { html } = flagFigures(body, [figure('40%', 'Rates rose 40% <script> in a week x.', [{ slug: 'x', title: hostile, figures: [hostile, '5%'] }])]);
    expect(html).not.toContain('<script');
    expect(html).toContain('&#x3C;script>');
    const title = parse(html).querySelector('sup a')?.getAttribute('title');
    expect(title).toBe(`Not stated by the cited source: the cited note states ${hostile}, 5%`);
    expect(escapeMarkup(`<a href="x" title='y'>&`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;');
  });

  it('keeps attributes holding `>` whole and adds the paragraph class beside an existing one', () => {
    const body = '<p class="lead" title="a > b">Growth of 3× and <em>4</em>0% <a href="/notes/x/">x</a>.</p>';
    const { html, placements } = flagFigures(body, [figure('40%', 'Growth of 3× and 40% x.')]);
    expect(placements).toEqual(['paragraph']);
    expect(html.startsWith('<p class="lead figure-flag-paragraph" title="a > b">')).toBe(true);
  });
});
