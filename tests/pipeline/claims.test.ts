import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import type { InquiryPage } from '../../src/schemas/knowledge-base.ts';
import { kbFrom, md, page } from './helpers.ts';

const notes = {
  'n1.md': md({ kind: 'note', title: 'Do models avoid correcting users?' }),
  'n2.md': md({ kind: 'note', title: 'Does RLHF make models indifferent to truth?' }),
  'n3.md': md({ kind: 'note', title: 'Why do models respond passively?' }),
  'p.md': md({ kind: 'paper', title: 'A paper' }),
  'i.md': md({ kind: 'inquiry', title: 'Another line?' }),
};

const body = [
  'Models stay quiet [[Do models avoid correcting users?]]. Claims rise from 21% to 85%',
  'after RLHF [[Does RLHF make models indifferent to truth?]], [[Why do models respond passively?]].',
  '',
  'Passivity again [[Why do models respond passively?]] and the first note [[do models avoid correcting users]].',
  'A paper is no source [[A paper]], nor is a line [[Another line?]].',
  '',
  'A citation after the stop. [[Does RLHF make models indifferent to truth?]]',
].join('\n');

function inquiry(): InquiryPage {
  const kb = kbFrom({ ...notes, 'q.md': md({ kind: 'inquiry', title: 'Why?' }, body) });
  const q = page(kb, 'Why?');
  if (q.kind !== 'inquiry') throw new Error('not an inquiry');
  return q;
}

describe('claims and sources of an inquiring line', () => {
  it('splits sentences without breaking at a cited title’s question mark', () => {
    const q = inquiry();
    expect(q.claims.map((c) => c.text)).toEqual([
      'Models stay quiet Do models avoid correcting users?.',
      'Claims rise from 21% to 85% after RLHF Does RLHF make models indifferent to truth?, Why do models respond passively?.',
      'Passivity again Why do models respond passively? and the first note Do models avoid correcting users?.',
      'A paper is no source A paper, nor is a line Another line?.',
      'A citation after the stop. Does RLHF make models indifferent to truth?',
    ]);
  });

  it('gives each claim its file line, paragraph, cited pages in order and figures', () => {
    const q = inquiry();
    expect(q.claims.map((c) => [c.line, c.paragraph, c.cites])).toEqual([
      [5, 0, ['do-models-avoid-correcting-users']],
      [5, 0, ['does-rlhf-make-models-indifferent-to-truth', 'why-do-models-respond-passively']],
      [8, 1, ['why-do-models-respond-passively', 'do-models-avoid-correcting-users']],
      [9, 1, ['a-paper', 'another-line']],
      [11, 2, ['does-rlhf-make-models-indifferent-to-truth']],
    ]);
    expect(q.claims[1]?.figures.map((f) => f.value)).toEqual(['21%', '85%']);
  });

  it('lists distinct cited notes in first-citation order as sources', () => {
    const q = inquiry();
    expect(q.sources).toEqual(['do-models-avoid-correcting-users', 'does-rlhf-make-models-indifferent-to-truth', 'why-do-models-respond-passively']);
    expect(q.citations).toHaveLength(8);
    expect(q.citations.map((c) => c.line)).toEqual([5, 6, 6, 8, 8, 9, 9, 11]);
  });

  it('takes a stub’s sources from its written list', () => {
    const kb = kbFrom({
      ...notes,
      'q.md': md({ kind: 'inquiry', title: 'Stub?', stub: true, sources: ['Why do models respond passively?', 'Do models avoid correcting users?'] }),
    });
    const q = page(kb, 'Stub?');
    expect(q.kind === 'inquiry' && q.sources).toEqual(['why-do-models-respond-passively', 'do-models-avoid-correcting-users']);
    expect(page(kb, 'Why do models respond passively?')).toMatchObject({ citedBy: ['stub'] });
  });

  it('does not take figures from inside a cited title', () => {
    const kb = kbFrom({
      'n.md': md({ kind: 'note', title: 'Does 40% of anything hold?' }),
      'q.md': md({ kind: 'inquiry', title: 'Q?' }, 'It says [[Does 40% of anything hold?]].'),
    });
    const q = page(kb, 'Q?');
    expect(q.kind === 'inquiry' && q.claims[0]?.figures).toEqual([]);
  });
});

describe('parsing bodies', () => {
  it('reads wiki links with shown text, heading and embed, at file lines', () => {
    const parsed = parseFile('x.md' as ContentPath, '---\nkind: note\ntitle: X\n---\n\nSee [[A|shown]] and\n[[B#Part]] then ![[C]].\n\n`[[not a link]]`\n');
    expect(parsed.links).toEqual([
      { target: 'A', shown: 'shown', embed: false, line: 6, paragraph: 0 },
      { target: 'B', heading: 'Part', embed: false, line: 7, paragraph: 0 },
      { target: 'C', embed: true, line: 7, paragraph: 0 },
    ]);
  });

  it('reads a discussion’s themes with their points', () => {
    const kb = kbFrom({
      'd.md': md({ kind: 'discussion', title: 'A digest' }, '## First theme\n\n- One with **bold**\n- Two\n\n## Second theme\n\n- Three\n  continued\n'),
    });
    expect(page(kb, 'A digest')).toMatchObject({
      kind: 'discussion',
      themes: [
        { title: 'First theme', points: ['One with **bold**', 'Two'] },
        { title: 'Second theme', points: ['Three\n  continued'] },
      ],
    });
  });
});
