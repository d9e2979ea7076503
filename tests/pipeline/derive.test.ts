import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase, toExport } from '../../src/pipeline/knowledge-base.ts';
import { KnowledgeBaseSchema, type KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { fixture, kbFrom, md, page } from './helpers.ts';

let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await buildKnowledgeBase({ contentDir: fixture('basic') });
});

describe('the basic fixture', () => {
  it('builds without errors into a knowledge base the schema accepts', () => {
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(KnowledgeBaseSchema.safeParse(kb).success).toBe(true);
  });

  it('sorts pages by kind, then slug', () => {
    expect(kb.pages.map((p) => `${p.kind}:${p.slug}`)).toEqual([
      'inquiry:why-do-models-avoid-friction',
      'inquiry:why-do-models-fold-under-pressure',
      'note:does-rlhf-make-models-indifferent-to-truth',
      'note:models-avoid-correcting-users-to-save-face',
      'paper:2311.09144',
      'discussion:grounding-gaps-discussed',
    ]);
  });

  it('derives a note’s citedBy from the inquiring lines using it as a source (body or a stub’s written list)', () => {
    expect(page(kb, 'Do models avoid correcting users?')).toMatchObject({
      citedBy: ['why-do-models-avoid-friction', 'why-do-models-fold-under-pressure'],
    });
  });

  it('derives a paper’s citedBy from the notes listing it', () => {
    expect(page(kb, 'Grounding Gaps in Language Model Generations')).toMatchObject({ citedBy: ['models-avoid-correcting-users-to-save-face'] });
  });

  it('shows a related link on both sides, the other side as incoming with the same reason', () => {
    expect(page(kb, 'Do models avoid correcting users?')).toMatchObject({
      related: [{ slug: 'does-rlhf-make-models-indifferent-to-truth', reason: 'the same reward pressure', direction: 'outgoing' }],
    });
    expect(page(kb, 'Does RLHF make models indifferent to truth?')).toMatchObject({
      related: [{ slug: 'models-avoid-correcting-users-to-save-face', reason: 'the same reward pressure', direction: 'incoming' }],
    });
  });

  it('lists every page linking here in any way, sorted by slug', () => {
    expect(page(kb, 'Do models avoid correcting users?').linkedFrom).toEqual([
      'grounding-gaps-discussed',
      'why-do-models-avoid-friction',
      'why-do-models-fold-under-pressure',
    ]);
    expect(page(kb, 'Grounding Gaps in Language Model Generations').linkedFrom).toEqual([
      'grounding-gaps-discussed',
      'models-avoid-correcting-users-to-save-face',
    ]);
    expect(page(kb, 'Why do models fold under pressure?').linkedFrom).toEqual(['why-do-models-avoid-friction']);
  });

  it('groups pages into clusters by slugified name', () => {
    expect(kb.clusters).toEqual([
      { slug: 'alignment', url: '/clusters/alignment/', name: 'Alignment', pages: ['models-avoid-correcting-users-to-save-face'] },
      {
        slug: 'conversation',
        url: '/clusters/conversation/',
        name: 'Conversation',
        pages: ['why-do-models-avoid-friction', 'models-avoid-correcting-users-to-save-face'],
      },
    ]);
  });

  it('gives a paper its arXiv link and a discussion its paper', () => {
    expect(page(kb, 'Grounding Gaps in Language Model Generations')).toMatchObject({
      arxiv: '2311.09144',
      href: 'https://arxiv.org/abs/2311.09144',
      authors: ['Omar Shaikh', 'Diyi Yang'],
    });
    expect(page(kb, 'Grounding gaps, discussed')).toMatchObject({ paper: '2311.09144' });
  });

  it('exports pages without bodyHtml, and builds the same output twice', async () => {
    const exported = toExport(kb);
    expect(exported.pages).toHaveLength(kb.pages.length);
    expect(exported.pages.some((p) => 'bodyHtml' in p)).toBe(false);
    const again = await buildKnowledgeBase({ contentDir: fixture('basic') });
    expect(JSON.stringify(again)).toBe(JSON.stringify(kb));
  });
});

describe('derived lists', () => {
  it('keeps a related link written on both sides as outgoing on each, with each side’s reason', () => {
    const both = kbFrom({
      'a.md': md({ kind: 'note', title: 'A', related: [{ to: 'B', reason: 'a says' }] }),
      'b.md': md({ kind: 'note', title: 'B', related: [{ to: 'A', reason: 'b says' }] }),
      'c.md': md({ kind: 'note', title: 'C', related: [{ to: 'A', reason: 'c says' }] }),
    });
    expect(page(both, 'A')).toMatchObject({
      related: [
        { slug: 'b', reason: 'a says', direction: 'outgoing' },
        { slug: 'c', reason: 'c says', direction: 'incoming' },
      ],
    });
  });

  it('sorts citedBy by title', () => {
    const sorted = kbFrom({
      'n.md': md({ kind: 'note', title: 'N' }),
      'q1.md': md({ kind: 'inquiry', title: 'Zeta?' }, '[[N]]'),
      'q2.md': md({ kind: 'inquiry', title: 'alpha?', slug: 'z-alpha' }, '[[N]]'),
    });
    expect(page(sorted, 'N')).toMatchObject({ citedBy: ['z-alpha', 'zeta'] });
  });
});
