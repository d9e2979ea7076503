// Code blocks of a vault note (tests/fixtures/obsidian-constructs/Code blocks.md), coloured at
// build time by classes only: the Content-Security-Policy allows no `style` attribute.
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { ROOT } from '../site/build-helper.ts';

const VAULT = join(ROOT, 'tests', 'fixtures', 'obsidian-constructs');
let html = '';
beforeAll(async () => {
  const kb = await buildKnowledgeBase({ contentDir: VAULT, allowMissing: true });
  html = kb.pages.find((p) => p.file === 'Code blocks.md')?.bodyHtml ?? '';
  // An unknown language is no warning.
  expect(kb.findings.filter((f) => f.file === 'Code blocks.md' && f.severity !== 'info')).toEqual([]);
});

/** The code blocks of the note, in order (`<pre>` parsed as elements, not as text). */
const blocks = () => parse(html, { blockTextElements: {} }).querySelectorAll('.code-block');

describe('code blocks', () => {
  it('colours every block of a known language by classes, with no style attribute anywhere', () => {
    expect(html).not.toMatch(/\sstyle=/i);
    const [fib, ts, bash] = blocks();
    expect(fib?.querySelector('.t-keyword')?.text).toMatch(/^def\s*$/);
    expect(fib?.querySelector('.t-comment')?.text).toBe('# the first two');
    expect(ts?.querySelector('.t-keyword')?.text.trim()).toBe('const');
    expect(bash?.querySelector('.t-function')?.text.trim()).toBe('curl');
  });

  it("shows a block's title and its language's name", () => {
    const heads = blocks().map((b) => b.querySelector('.code-head')?.text ?? '');
    expect(heads).toEqual(['fib.pyPython', 'TypeScript', 'Shell', 'chart', '', '', 'JSON']);
    // The language's name is a label: search does not index it; the author's title it does.
    const langs = blocks().flatMap((b) => b.querySelectorAll('.code-lang'));
    expect(langs.map((l) => l.hasAttribute('data-pagefind-ignore'))).toEqual([true, true, true, true, true]);
    expect(blocks()[0]?.querySelector('.code-title')?.hasAttribute('data-pagefind-ignore')).toBe(false);
  });

  it('numbers lines where the author asks, from where they ask, and a long block unasked; marks the named lines', () => {
    const numbers = (i: number) =>
      blocks()
        [i]?.querySelectorAll('.line')
        .map((l) => l.getAttribute('data-n')) ?? [];
    expect(numbers(0)).toEqual(['1', '2', '3', '4']);
    expect(numbers(1)).toEqual(['10', '11']);
    expect(numbers(2)).toEqual([]);
    expect(numbers(6)).toHaveLength(15);
    expect(
      blocks()[0]
        ?.querySelectorAll('.line.marked')
        .map((l) => l.getAttribute('data-n')),
    ).toEqual(['2', '3']);
    expect(blocks().map((b) => b.querySelector('pre')?.classList.contains('numbered'))).toEqual([true, true, false, false, false, false, true]);
  });

  it('keeps the code as written: a long line whole, markup and wiki links as text, an unknown language plain', () => {
    const [, , bash, chart, bare, indented] = blocks();
    expect(bash?.querySelector('code')?.text).toContain("| jq '.items[] | {title, modified}'");
    expect(chart?.querySelector('code')?.innerHTML).toBe('type: bar\nlabels: [Mon, Tue, Wed]');
    expect(bare?.querySelector('code')?.text).toBe('plain <b>text</b> & [[Not a link]]');
    expect(indented?.querySelector('code')?.text).toBe('const indented = [[Not a link either]];');
  });

  it('makes every block focusable, so a wide one scrolls by keyboard', () => {
    expect(blocks().map((b) => b.querySelector('pre')?.getAttribute('tabindex'))).toEqual(Array(7).fill('0'));
  });
});
