// A tab after a quote's `>` is a full indentation step of the quote's content, as Obsidian reads it,
// and the tree's positions stay those of the body as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/pipeline/parse/markdown.ts';
import { expandQuoteTabs } from '../../src/pipeline/parse/quote-tabs.ts';
import { ROOT } from '../site/build-helper.ts';

const FIXTURE = readFileSync(join(ROOT, 'tests', 'fixtures', 'math', 'tab-after-quote-marker', 'input.md'), 'utf8');

/** The types of the nodes of `tree` in document order, with their depth as indentation. */
function shape(tree: Root): string[] {
  const out: string[] = [];
  const walk = (node: Root | Root['children'][number], depth: number): void => {
    out.push(`${'  '.repeat(depth)}${node.type}`);
    if ('children' in node) for (const child of node.children) walk(child, depth + 1);
  };
  walk(tree, 0);
  return out.filter((line) => !line.trimStart().startsWith('text'));
}

describe('tabs after quote markers', () => {
  it.each([
    ['a numbered item', '> 1. Solve:\n>\t$$\n>\ta\n>\t$$', '> 1. Solve:\n>    $$\n>    a\n>    $$'],
    ['an item after a space and a tab', '> - a\n> \t$$\n> \tb\n> \t$$', '> - a\n>     $$\n>     b\n>     $$'],
    ['a nested quote', '> > 1. x\n> >\t$$y$$', '> > 1. x\n> >    $$y$$'],
  ])('reads the lines of %s as the item holds them', (_what, tabbed, spaced) => {
    const tree = parseMarkdown(tabbed);
    expect(shape(tree)).toEqual(shape(parseMarkdown(spaced)));
    const types: string[] = [];
    visit(tree, (node) => {
      types.push(node.type);
    });
    expect(types).toContain('math');
    expect(types).not.toContain('inlineMath');
  });

  it('leaves a quote without a list item as CommonMark reads it', () => {
    expect(expandQuoteTabs('> text\n>\tmore')).toBeUndefined();
    expect(expandQuoteTabs('> 1. item\n\n>\tanother quote')).toBeUndefined();
    expect(expandQuoteTabs('> - item\n>\n> margin text\n>\tafter it')).toBeUndefined();
  });

  it("reads 8,000 formulas of a callout's item in linear time (69 s under load before the tabs were read: each formula was tried to the end of the note)", () => {
    const body = `> [!example] Steps\n> 1. Solve:\n${'>\t$$\n>\ta\n>\t$$\n'.repeat(8000)}`;
    const started = performance.now();
    let count = 0;
    visit(parseMarkdown(body), 'math', () => {
      count++;
    });
    expect(count).toBe(8000);
    expect(performance.now() - started).toBeLessThan(8000);
  });

  it('keeps every position as in the body', () => {
    const tree = parseMarkdown(FIXTURE);
    const lines = FIXTURE.split('\n');
    let checked = 0;
    visit(tree, (node) => {
      const start = node.position?.start;
      const end = node.position?.end;
      if (start?.offset === undefined || end?.offset === undefined) return;
      // The offset and the line and column name the same character of the body.
      const lineStart = lines.slice(0, start.line - 1).reduce((sum, line) => sum + line.length + 1, 0);
      expect(start.offset).toBe(lineStart + start.column - 1);
      if (node.type === 'text' || node.type === 'inlineMath') {
        const source = FIXTURE.slice(start.offset, end.offset);
        expect(source).toContain(node.value.split('\n')[0]);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(5);
  });
});
