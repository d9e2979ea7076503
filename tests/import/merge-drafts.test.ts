import { describe, expect, it } from 'vitest';
import { mergeDrafts } from '../../src/import/merge-drafts.ts';
import { makeDraft, type PageDraft } from '../../src/import/page-draft.ts';
import type { FrontmatterInput } from '../../src/schemas/frontmatter.ts';

function draft(input: FrontmatterInput, rank: PageDraft['rank'], from: string, body = ''): PageDraft {
  const d = makeDraft(input, body, rank, from);
  if (!('fm' in d)) throw new Error(d.message);
  return d;
}

const NOTE = 'Does preference optimization harm conversational understanding?';
const full = draft(
  {
    kind: 'note',
    title: NOTE,
    description: 'Exploring whether RLHF undermines grounding.',
    originalTitle: 'the alignment tax',
    related: [{ to: 'X?', reason: 'why' }],
  },
  'export',
  '002.txt',
  'Body.',
);
const claimStub = draft({ kind: 'note', title: NOTE, claim: 'RLHF reduces grounding acts by 77.5%.', stub: true }, 'stub', '004.txt');
const describedStub = draft({ kind: 'note', title: NOTE, description: 'A shorter description.', stub: true }, 'stub', '009.txt');

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('merging what several files say of one page', () => {
  it('makes one full page: the export beats stubs, and empty fields fill in from stubs', () => {
    const { pages } = mergeDrafts([claimStub, full]);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.fm).toMatchObject({
      kind: 'note',
      stub: false,
      claim: 'RLHF reduces grounding acts by 77.5%.',
      description: 'Exploring whether RLHF undermines grounding.',
      originalTitle: 'the alignment tax',
    });
    expect(pages[0]?.body).toBe('Body.');
    expect(pages[0]?.from).toEqual(['002.txt', '004.txt']);
  });

  it('never clobbers a non-empty field with an empty one, and reports a value it sets aside', () => {
    const { pages, findings } = mergeDrafts([describedStub, full, claimStub]);
    expect(pages[0]?.fm).toMatchObject({ description: 'Exploring whether RLHF undermines grounding.' });
    expect(findings).toContainEqual(expect.objectContaining({ code: 'merge-differs', file: '009.txt' }));
  });

  it('gives the same page whatever order the drafts arrive in', () => {
    const stubs = [
      draft({ kind: 'inquiry', title: 'Q?', sources: ['B?'], stub: true }, 'stub', 'b.txt'),
      draft({ kind: 'inquiry', title: 'q', sources: ['A?'], stub: true }, 'stub', 'a.txt'),
      draft({ kind: 'inquiry', title: 'Q?', sources: ['A?', 'C?'], stub: true }, 'stub', 'c.txt'),
    ];
    const results = permutations(stubs).map((order) => JSON.stringify(mergeDrafts(order)));
    expect(new Set(results).size).toBe(1);
    const page = mergeDrafts(stubs).pages[0];
    expect(page?.fm).toMatchObject({ kind: 'inquiry', stub: true, sources: ['A?', 'B?', 'C?'] });
    expect(new Set(permutations([full, claimStub, describedStub]).map((o) => JSON.stringify(mergeDrafts(o).pages)))).toHaveProperty('size', 1);
  });

  it('keeps a full inquiring line’s own Sources list over what note backlinks say, reporting a backlink it lacks', () => {
    const page = draft({ kind: 'inquiry', title: 'Q?', sources: ['A?', 'B?'] }, 'export', 'q.txt', 'text');
    const backlink = draft({ kind: 'inquiry', title: 'Q?', sources: ['Z?'], stub: true }, 'stub', 'z.txt');
    const { pages, findings } = mergeDrafts([backlink, page]);
    expect(pages[0]?.fm).toMatchObject({ stub: false, sources: ['A?', 'B?'] });
    expect(findings).toContainEqual(expect.objectContaining({ code: 'backlink-not-a-source', file: 'z.txt' }));
  });

  it('reports one title named as two kinds and keeps one page', () => {
    const asNote = draft({ kind: 'note', title: 'Q?', stub: true }, 'stub', 'n.txt');
    const asInquiry = draft({ kind: 'inquiry', title: 'Q?', stub: true }, 'stub', 'i.txt');
    const { pages, findings } = mergeDrafts([asNote, asInquiry]);
    expect(pages).toHaveLength(1);
    expect(findings).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'kind-conflict' }));
  });
});
