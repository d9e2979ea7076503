import { describe, expect, it } from 'vitest';
import { splitChips } from '../../src/import/categories.ts';
import { detectKind } from '../../src/import/detect-kind.ts';
import { splitExportLines } from '../../src/import/export-lines.ts';
import { findCitations } from '../../src/import/find-citations.ts';
import { linkSpans } from '../../src/import/link-body.ts';
import { readInputs } from '../../src/import/page-report.ts';
import { parseExport } from '../../src/import/parse-export.ts';
import { TitleIndex } from '../../src/import/title-index.ts';
import { matchKey } from '../../src/pipeline/resolve/slug.ts';

const detect = (text: string, file = 'page.txt') => detectKind(splitExportLines(text), file);

describe('recognising a page by the evidence of the whole page', () => {
  it('reads a compact note whose description opens with a question, naming the evidence', () => {
    const found = detect(
      'Reasoning and Logic\nCan a model check its own proof?\nWhat would it take for a model to catch its own slip? This note collects the attempts.\nSelf-checking helps on short proofs.',
    );
    expect(found).toMatchObject({ kind: 'note', confident: true });
    if (!('kind' in found)) throw new Error('not recognised');
    expect(found.because).toContain(
      'line 3 "What would it take for a model to catch its own slip? This …" is a description after the question (it opens with a question)',
    );
    expect(found.because).toContain('line 1 "Reasoning and Logic" stands before the question');
  });

  it('reads a compact note whose description is a plain statement', () => {
    expect(
      detect(
        'Does retrieval fix stale knowledge?\nLarge language models answer from what they saw in training, so their facts age.\nRetrieval helps when the index is fresh.',
      ),
    ).toMatchObject({
      kind: 'note',
      because: expect.stringContaining('(a plain statement)'),
    });
  });

  it("lets a note's own sections outweigh a description that opens like a lede", () => {
    const found = detect(
      'Does hedging cost trust?\nThis explores whether users punish a model that states its doubt.\nUsers rate hedged answers lower.\nRelated papers in this collection 1\n- Hedging and Trust\nOriginal note title\nhedging costs trust',
    );
    expect(found).toMatchObject({ kind: 'note', confident: true, runnerUp: { kind: 'inquiry' } });
  });

  it('reads a paper from the site meta line, from "arXiv <id>" and from its authors and abstract alone', () => {
    expect(detect('Probing Syllogisms\nPaper · arXiv 2510.04417\nAbstract\nText.')).toMatchObject({
      kind: 'paper',
      because: expect.stringContaining("is a paper's meta line"),
    });
    expect(detect('Probing Syllogisms\narXiv 2510.04417\nText.')).toMatchObject({ kind: 'paper', because: expect.stringContaining('names an arXiv paper') });
    expect(detect('Hedging and Trust\n\nAuthors\n\nA. Person\n\nAbstract\n\nText.')).toMatchObject({ kind: 'paper', confident: true });
  });

  it('reads a topic page by its counts line, and the home and index pages by the site sections', () => {
    expect(detect('Reasoning and Logic\nHow models chain steps.\n12 synthesis notes · 40 source papers\n- Can a model check its own proof?')).toMatchObject({
      kind: 'topic',
      confident: true,
    });
    expect(detect('Research notes\nHome · Notes · Papers · Topics · Search\n- Can a model check its own proof?')).toMatchObject({ kind: 'index' });
    expect(
      detect(
        'Research notes\nNotes on language models.\nLatest inquiring lines\n- Can a model check its own proof?\n- Why do long proofs fail?\n- Is memory a state?',
      ),
    ).toMatchObject({
      kind: 'index',
      because: "3 of the 5 lines after the title are entries naming a question, as a listing page's are",
    });
    expect(
      detect('Topics\nReasoning and Logic\nHow models chain steps.\n12 synthesis notes · 40 source papers\n- Can a model check its own proof?'),
    ).toMatchObject({
      kind: 'topic',
      confident: true,
      because: expect.stringContaining('line 1 "Topics" is the breadcrumb above a topic\'s name'),
    });
    expect(detect('Papers\n- Probing Syllogisms\narXiv 2510.04417\n- Hedging and Trust\narXiv 2510.01234\n- ToolScout\narXiv 2509.00042')).toMatchObject({
      kind: 'index',
      confident: true,
    });
    expect(
      detect('Topics\nReasoning and Logic\n12 synthesis notes · 40 source papers\nAgentic Systems and Tool Use\n17 synthesis notes · 53 source papers'),
    ).toMatchObject({ kind: 'index' });
  });

  it('reads an index of bare question lines as a listing page, and a note under a section breadcrumb as a note, flagged', () => {
    expect(detect('Synthesis notes\nCan a model check its own proof?\nWhy do long proofs fail?\nIs memory a state?')).toMatchObject({
      kind: 'index',
      confident: true,
    });
    const note = parseExport(
      'n.txt',
      'Notes\nCan a model check its own proof?\nSelf-checking catches slips on short proofs and misses them on long ones.\nThe first study ran on short proofs.',
    );
    expect(note.page?.kind).toBe('note');
    expect(note.findings).toContainEqual(
      expect.objectContaining({ code: 'kind-uncertain', message: expect.stringContaining('it could also be a listing page') }),
    );
  });

  it('recognises a page cut off mid-heading by its other sections', () => {
    expect(detect('Is memory a state?\nWeighs two designs.\nAgents differ.\nRelated concepts in th')).toMatchObject({
      kind: 'note',
      because: expect.stringContaining('line 4 "Related concepts in th" is the cut-off start of a note\'s heading "Related concepts in this collection"'),
    });
  });

  it('reports a page whose evidence is close between two kinds with the lines that decided, and skips it', () => {
    const text = 'Reasoning and Logic\nWhy do proofs fail?\nThis explores why models slip on long proofs.\nThey lose track of steps.';
    const result = parseExport('close.txt', text);
    expect(result.page?.kind).toBe('inquiry');
    expect(result.findings).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'kind-uncertain',
        message: expect.stringMatching(
          /^the evidence is too thin to import it: it reads as an inquiring line \(score 3: line 3 "This explores why.*; it could also be a note \(score 2: line 1 "Reasoning and Logic".*nothing was imported from it/,
        ),
      }),
    );
    const read = readInputs([{ name: 'close.txt', text }], []);
    expect(read.parsed).toEqual([]);
    expect(read.reports).toEqual([expect.objectContaining({ file: 'close.txt', outcome: 'skipped', kind: 'inquiry', confident: false })]);
    // What the warning advises: the site's type label on the first line settles the kind.
    const labelled = parseExport(
      'close.txt',
      'SYNTHESIS NOTE\nReasoning and Logic\nWhy do proofs fail?\nThis explores why models slip on long proofs.\nThey lose track of steps.',
    );
    expect(labelled.page).toMatchObject({ kind: 'note', chips: { value: 'Reasoning and Logic' } });
    expect(labelled.findings.filter((f) => f.severity !== 'info')).toEqual([expect.objectContaining({ code: 'page-cut-off' })]);
  });
});

describe('reading the new page kinds', () => {
  it('reads a topic: name, description, counts, member notes with their descriptions and member papers', () => {
    const { page, findings } = parseExport(
      'topic.txt',
      'Reasoning and Logic\nHow models chain steps, and where the chain breaks.\n2 synthesis notes · 1 source paper\n- Can a model check its own proof?\nCollects attempts at self-checking.\n- Why do long proofs fail?\nSource papers\n- Probing Syllogisms',
    );
    expect(findings.filter((f) => f.code === 'line-not-placed')).toEqual([]);
    expect(page).toMatchObject({
      kind: 'topic',
      title: { value: 'Reasoning and Logic' },
      description: { value: 'How models chain steps, and where the chain breaks.' },
      counts: { line: 3, value: { notes: 2, papers: 1 } },
      members: [
        { kind: 'note', title: { value: 'Can a model check its own proof?' }, description: { value: 'Collects attempts at self-checking.' } },
        { kind: 'note', title: { value: 'Why do long proofs fail?' }, description: null },
        { kind: 'paper', title: { value: 'Probing Syllogisms' } },
      ],
    });
  });

  it('reads a full topic export under its "Topics" breadcrumb, with a "Topic ·" counts line, the description after it and records opened by "-"', () => {
    const { page, findings } = parseExport(
      'topic.txt',
      'Topics\n\nReasoning and Logic\n\nTopic · 2 synthesis notes\n\nHow models chain steps.\n\n-\nCan a model check its own proof?\nCollects attempts.\n\n-\nWhy do long proofs fail?\nModels lose track.',
    );
    expect(findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(page).toMatchObject({
      kind: 'topic',
      title: { line: 3, value: 'Reasoning and Logic' },
      description: { line: 7, value: 'How models chain steps.' },
      counts: { line: 5, value: { notes: 2, papers: null } },
      members: [{ description: { value: 'Collects attempts.' } }, { description: { value: 'Models lose track.' } }],
    });
  });

  it("reads an arXiv line with its subject class as the paper's id, not its abstract", () => {
    const { page } = parseExport('p.txt', 'Probing Syllogisms\narXiv:2510.04417 [cs.CL]\nPublished 2025-10-06\nAbstract\nText.');
    expect(page).toMatchObject({ kind: 'paper', arxiv: { value: '2510.04417' }, date: { value: '2025-10-06' }, abstract: [{ value: 'Text.' }] });
  });

  it('reads a paper meta line before the title, with its date', () => {
    const { page } = parseExport('p.txt', 'Paper · arXiv:2510.04417v2 · 2025-10-06\nProbing Syllogisms\nAbstract\nText.');
    expect(page).toMatchObject({ kind: 'paper', title: { value: 'Probing Syllogisms' }, arxiv: { value: '2510.04417v2' }, date: { value: '2025-10-06' } });
  });

  it('imports what a page cut mid-heading holds, with one warning naming the cut', () => {
    const { page, findings } = parseExport('cut.txt', 'Why do proofs fail?\nThis explores why models slip.\nThey lose track of steps.\nSources 3 no');
    expect(page).toMatchObject({ kind: 'inquiry', paragraphs: [{ value: 'They lose track of steps.' }] });
    const cut = findings.filter((f) => f.code === 'page-cut-off');
    expect(cut).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: 4,
        message: expect.stringMatching(/^the export stops at line 4 mid-heading \("Sources 3 no", the start of "Sources N notes"\) before its Sources list/),
      }),
    ]);
    expect(findings.filter((f) => f.code === 'line-not-placed')).toEqual([]);
  });
});

describe('citations anywhere in a sentence', () => {
  const MEMORY = 'Is agent memory a retrieval problem or a state problem?';
  const PROOF = 'Can a model check its own proof?';
  function titles(): TitleIndex {
    const index = new TitleIndex();
    index.addAll([
      { title: MEMORY, kind: 'note', from: 'a.txt' },
      { title: PROOF, kind: 'note', from: 'b.txt' },
      { title: 'How do agents choose tools?', kind: 'inquiry', from: 'c.txt' },
      { title: 'Does pruning help agents?', kind: 'note', from: 'd.txt', citedOnly: true },
    ]);
    return index;
  }
  const link = (text: string): string => linkSpans(text, findCitations(text, titles(), { structural: true }), (s) => s.known?.title ?? s.shown);

  it.each([
    ['as the subject', `${PROOF} finds that checking helps.`, `[[${PROOF}]] finds that checking helps.`],
    ['as an object after "to"', `and to ${MEMORY} as the question underneath.`, `and to [[${MEMORY}]] as the question underneath.`],
    ['in the middle of a sentence', `A study echoes ${MEMORY} from the other side.`, `A study echoes [[${MEMORY}]] from the other side.`],
  ])('links a known note title %s', (_, text, expected) => {
    expect(link(text)).toBe(expected);
  });

  it.each([
    ['a quoted title', `the "${MEMORY}" debate goes on.`],
    ['a curly-quoted title', `the “${MEMORY}” debate goes on.`],
    ['a partial title', 'whether memory is a retrieval problem or a state problem? stays open.'],
    ['an unknown question', 'They ask why do agents forget so much? and move on.'],
    ["an inquiring line's title", 'That echoes How do agents choose tools? from afar.'],
    ['a title only other citations name', 'That echoes Does pruning help agents? from afar.'],
  ])('leaves %s in running text unlinked', (_, text) => {
    expect(link(text)).toBe(text);
  });
});

describe("splitting chips by the site's separators", () => {
  it('keeps a chip with spaces and "and" whole', () => {
    expect(splitChips('Agentic Systems and Tool Use', new Set())).toEqual({ categories: ['Agentic Systems and Tool Use'], guessed: true });
  });

  it('splits by " · ", "|" or a tab and never inside a chip, without guessing', () => {
    for (const line of [
      'Agentic Systems and Tool Use · Psychology, Society, and Alignment',
      'Agentic Systems and Tool Use | Psychology, Society, and Alignment',
      'Agentic Systems and Tool Use\tPsychology, Society, and Alignment',
    ]) {
      expect(splitChips(line, new Set([matchKey('Agentic Systems')]))).toEqual({
        categories: ['Agentic Systems and Tool Use', 'Psychology, Society, and Alignment'],
        guessed: false,
      });
    }
  });

  it('reads chips written one to a line before the question', () => {
    const { page } = parseExport('n.txt', 'Agentic Systems and Tool Use\nReasoning and Logic\nCan a model check its own proof?\nCollects attempts.\nBody.');
    expect(page).toMatchObject({ kind: 'note', chips: { line: 1, value: 'Agentic Systems and Tool Use · Reasoning and Logic' } });
  });
});
