// Obsidian comments are notes to self: cut out of the body before anything reads it, keeping the
// line numbers of everything after them; `%%` in code is text.
import { describe, expect, it } from 'vitest';
import { stripComments } from '../../src/pipeline/parse/comments.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

const CASES: Array<{ name: string; body: string; want: string }> = [
  { name: 'inline', body: 'Kept %%secret%% kept.', want: 'Kept  kept.' },
  { name: 'two on a line', body: 'a %%x%% b %%y%% c', want: 'a  b  c' },
  { name: 'a block, lines kept as empty lines', body: 'before\n%%\nsecret\nmore secret\n%%\nafter', want: 'before\n\n\n\n\nafter' },
  { name: 'a block opened mid-line', body: 'text %%secret\nstill secret%% text', want: 'text \n text' },
  { name: 'never closed: runs to the end', body: 'kept\n%%\nsecret\nsecret', want: 'kept\n\n\n' },
  { name: 'inside a fenced code block: text', body: '```\n%%shown%%\n```\n%%hidden%%', want: '```\n%%shown%%\n```\n' },
  { name: 'inside an inline code span: text', body: 'use `%%x%%` for comments %%hidden%%', want: 'use `%%x%%` for comments ' },
  { name: 'no comment', body: 'a 50% rise, 10% less', want: 'a 50% rise, 10% less' },
];

describe('stripComments', () => {
  for (const c of CASES) {
    it(c.name, () => {
      expect(stripComments(c.body)).toBe(c.want);
      expect(stripComments(c.body).split('\n')).toHaveLength(c.body.split('\n').length);
    });
  }
});

describe('a parsed file with comments', () => {
  const text = [
    '---',
    'title: Commented',
    '---',
    'Accuracy rose by 12% %%but 99% in the draft run, see [[Hidden target]]%%.',
    '',
    '%%',
    'A 77.5% drop [[Another hidden target]]',
    '%%',
    '',
    'See [[Shown target]].',
  ].join('\n');
  const parsed = parseFile('Commented.md' as ContentPath, text);

  it('counts only the links outside comments, at their true lines', () => {
    expect(parsed.links.map((link) => [link.target, link.line])).toEqual([['Shown target', 10]]);
  });

  it('reads no figure and no sentence from a comment', () => {
    expect(parsed.figures.map((figure) => figure.raw)).toEqual(['12%']);
    const sentences = parsed.sentences.map((s) => s.text).join(' ');
    expect(sentences).not.toMatch(/99%|77\.5%|draft run/);
  });
});
