// `$…$` read by Obsidian's (Pandoc's) rule: which dollars open and close a formula.
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/pipeline/parse/markdown.ts';

/** The TeX of every inline formula of `body`, in order. */
function formulas(body: string): string[] {
  const found: string[] = [];
  visit(parseMarkdown(body) as Root, 'inlineMath', (node) => {
    found.push(node.value);
  });
  return found;
}

describe('inline math dollars', () => {
  it.each([
    ['$x$ and $y^2$.', ['x', 'y^2']],
    ['costs $5 and $10', []],
    ['if [ -e "$1".png ]; then cp "$1" "$2"; fi', []],
    ['from $20-$30 a month', []],
    ['$a $b$ closes at the second dollar after a letter', ['a $b']],
    ['$\\$5$ holds an escaped dollar', ['\\$5']],
    ['\\$x$ is not opened by an escaped dollar', []],
    ['$x$5 is not closed before a digit, $y$ is', ['x$5 is not closed before a digit, $y']],
    ['$ x$ and $x $ have a space inside', []],
    ['a formula over\n$two\nlines$ of a paragraph', ['two\nlines']],
  ])('reads %j as %j', (body, expected) => {
    expect(formulas(body)).toEqual(expected);
  });

  it('reads the formulas of a paragraph after one full of lone dollars', () => {
    const lone = Array.from({ length: 3000 }, (_, i) => `$${i}`).join(' ');
    expect(formulas(`Prices: ${lone}\n\nThen $x$ and $y$.`)).toEqual(['x', 'y']);
    // In one paragraph the first lone dollar opens a formula that the dollar after x closes, as in Pandoc.
    const same = formulas(`Prices: ${lone} then $x$ and $y$.`);
    expect(same.map((tex) => tex.slice(0, 5))).toEqual(['0 $1 ', 'y']);
    expect(same[0]?.endsWith('$2999 then $x')).toBe(true);
  });

  it('reads a paragraph of 8,000 lone dollars in linear time (it took 10 s before any scan was remembered)', () => {
    const lone = Array.from({ length: 8000 }, (_, i) => `$${i}`).join(' ');
    const started = performance.now();
    expect(formulas(`Prices: ${lone}`)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(4000);
  });
});

describe('a $$ followed by text on its line', () => {
  it('ends the formula; the text after it starts a paragraph, and positions stay those of the body', () => {
    const body = 'Intro.\n\n$$\na = b\n$$ and the text goes on.\n\nLater $c$.\n\n```\n$$\n```\n$$\nd\n$$';
    const tree = parseMarkdown(body);
    const blocks = tree.children.map((node) => `${node.type}@${node.position?.start.line}:${node.position?.start.column}/${node.position?.start.offset}`);
    const at = (text: string): number => body.indexOf(text);
    expect(blocks).toEqual([
      'paragraph@1:1/0',
      'math@3:1/8',
      `paragraph@5:4/${at('and the')}`,
      `paragraph@7:1/${at('Later')}`,
      `code@9:1/${at('```')}`,
      `math@12:1/${body.lastIndexOf('$$\nd')}`,
    ]);
    expect(tree.children.filter((node) => node.type === 'math').map((node) => node.value)).toEqual(['a = b', 'd']);
    expect(formulas('$$\na\n$$ then $c$ and $$\nd\n$$')).toEqual(['c']);
  });
});
