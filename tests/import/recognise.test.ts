import { describe, expect, it } from 'vitest';
import { splitChips } from '../../src/import/categories.ts';
import { detectKind } from '../../src/import/detect-kind.ts';
import { splitExportLines } from '../../src/import/export-lines.ts';
import { LineLedger } from '../../src/import/ledger.ts';
import { readNoteHeader } from '../../src/import/note-header.ts';
import { matchKey } from '../../src/pipeline/resolve/slug.ts';
import type { Finding } from '../../src/schemas/finding.ts';

const detect = (text: string, file = 'page.txt') => detectKind(splitExportLines(text), file);

describe('recognising a page from its own shape', () => {
  it.each([
    ['a note type label', 'SYNTHESIS NOTE\nIs it?\nBody.', 'note'],
    ['an older host note meta line', 'Psychology\nIs it a note?\nNote · 2026-02-21 · sourced from X\nBody.', 'note'],
    ['a note description after the question', 'Is it a note?\nExploring whether it is.\nBody.', 'note'],
    ['an inquiring-line lede after the question, with no Sources list', 'Why is it cut?\nThis explores why.\nBody Why do pages stop early?.', 'inquiry'],
    ['a paper label', 'PAPER\nA Paper\nAbstract\nText.', 'paper'],
    ['an arXiv URL', 'A Paper\nhttps://arxiv.org/abs/2505.06120\nText.', 'paper'],
  ])('recognises %s', (_, text, kind) => {
    expect(detect(text)).toMatchObject({ kind });
  });

  it('recognises a paper from an arXiv id in its file name', () => {
    expect(detect('A Paper\nIts abstract.', 'exports/papers_2311.09144.txt')).toMatchObject({
      kind: 'paper',
      because: 'the file name holds the arXiv id 2311.09144',
    });
  });

  it('names the lines that were looked at when nothing points to a kind', () => {
    const found = detect('Models agree with users.\nBecause training rewards it.');
    expect(found).toEqual({
      unknown: expect.stringMatching(
        /^line 1 "Models agree with users\." is no type label .* and no question; line 2 "Because training rewards it\." is neither a lede/,
      ),
    });
  });
});

describe('reading a note header', () => {
  function header(text: string) {
    const lines = splitExportLines(text);
    const findings: Finding[] = [];
    const ledger = new LineLedger('n.txt', lines);
    return { header: readNoteHeader('n.txt', lines, ledger, findings), findings, ledger };
  }

  it('reads every part of the newer host header, leaving the body', () => {
    const { header: h, ledger } = header(
      'SYNTHESIS NOTE\nA, B, and C D, E, and F\nIs it a note?\nExploring whether it is.\nSynthesis note · 2026-02-21 · sourced from Natural Language Inference\nWhy A? How does B work?\nThe body.',
    );
    expect(h).toMatchObject({
      chips: { line: 2, value: 'A, B, and C D, E, and F' },
      title: { line: 3, value: 'Is it a note?' },
      description: { line: 4 },
      date: { line: 5, value: '2026-02-21' },
      sourcedFrom: { value: 'Natural Language Inference' },
      hubs: [
        { line: 6, value: 'Why A?' },
        { line: 6, value: 'How does B work?' },
      ],
      used: 6,
    });
    expect(ledger.roleOf(7)).toBeUndefined();
  });

  it('reads the older host header with the meta line before the question', () => {
    const { header: h } = header('Psychology, Society, and Alignment\nNote · 2025-10-01\nCan it be read?\nExplores whether.\nWhy not? How so?\nBody.');
    expect(h).toMatchObject({
      chips: { line: 1 },
      title: { line: 3 },
      date: { value: '2025-10-01' },
      sourcedFrom: null,
      hubs: [{ value: 'Why not?' }, { value: 'How so?' }],
      used: 5,
    });
  });

  it('takes a question and its description alone, without inventing the rest', () => {
    const { header: h } = header('Is it a note?\nExploring whether it is.\nThe body.');
    expect(h).toMatchObject({ chips: null, date: null, sourcedFrom: null, hubs: [], used: 2 });
  });
});

describe('splitting category chips', () => {
  const known = (...names: string[]) => new Set(names.map(matchKey));

  it('splits by known names, whatever commas they hold', () => {
    expect(
      splitChips('Natural Language Inference Psychology, Society, and Alignment', known('Natural Language Inference', 'Psychology, Society, and Alignment')),
    ).toEqual({
      categories: ['Natural Language Inference', 'Psychology, Society, and Alignment'],
      guessed: false,
    });
  });

  it('splits an unknown run after the word that closes an "A, B, and C" list, and says it guessed', () => {
    expect(splitChips('Psychology, Society, and Alignment Language, Text, and Discourse', known())).toEqual({
      categories: ['Psychology, Society, and Alignment', 'Language, Text, and Discourse'],
      guessed: true,
    });
  });

  it('combines a known name with a guessed rest', () => {
    expect(splitChips('Reasoning Language, Text, and Discourse', known('Language, Text, and Discourse'))).toEqual({
      categories: ['Reasoning', 'Language, Text, and Discourse'],
      guessed: true,
    });
  });
});
