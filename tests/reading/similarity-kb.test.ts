import { describe, expect, it } from 'vitest';
import { deriveSimilarity } from '../../src/pipeline/derive/similarity.ts';
import { KbPageSchema, type KbPage } from '../../src/schemas/knowledge-base.ts';

const base = { stub: false, file: null, aliases: [], clusters: [], tags: [], bodyHtml: '', citations: [], linkedFrom: [] };
const note = (slug: string, title: string, text: string, more: { related?: string[]; papers?: string[] } = {}): KbPage =>
  KbPageSchema.parse({
    ...base,
    kind: 'note',
    slug,
    url: `/notes/${slug}/`,
    title,
    text,
    description: '',
    claim: '',
    citedBy: [],
    related: (more.related ?? []).map((s) => ({ slug: s, reason: '', direction: 'outgoing' })),
    papers: more.papers ?? [],
  });
const paper = (slug: string, title: string, text: string): KbPage =>
  KbPageSchema.parse({ ...base, kind: 'paper', slug, url: `/papers/${slug}/`, title, text, authors: [], citedBy: [] });
const inquiry = (slug: string, title: string, text: string, sources: string[]): KbPage =>
  KbPageSchema.parse({
    ...base,
    kind: 'inquiry',
    slug,
    url: `/inquiring-lines/${slug}/`,
    title,
    text,
    lede: '',
    claims: [],
    sources,
    writtenSources: [],
    next: [],
  });

const pages: KbPage[] = [
  note(
    'grounding',
    'Does preference optimization erode conversational grounding?',
    'RLHF rewards confident answers over clarifying questions and grounding acts.',
    { related: ['grounding-twin'], papers: ['dpo'] },
  ),
  note(
    'grounding-twin',
    'Does preference optimization erode conversational grounding in dialogue?',
    'Preference optimization erodes grounding acts and clarifying questions.',
  ),
  note('clarify', 'Why do models not ask clarifying questions?', 'Clarifying questions and grounding acts are rewarded less than confident answers.'),
  note('sae', 'How do sparse autoencoders find features?', 'Dictionary learning on transformer activations finds monosemantic features.'),
  paper('dpo', 'Direct Preference Optimization', 'A policy trained directly on human preferences without a reward model.'),
  paper(
    'grounding-gaps',
    'Grounding Gaps in Language Model Generations',
    'Models produce fewer grounding acts and clarifying questions than humans; preference optimization reduces them.',
  ),
  paper('sae-paper', 'Towards Monosemanticity', 'Sparse autoencoders on transformer activations find interpretable features.'),
  inquiry('line', 'Why do assistants skip clarifying questions?', 'Preference optimization erodes grounding acts and clarifying questions.', ['grounding']),
];

describe('deriveSimilarity on knowledge-base pages', () => {
  const { pages: out } = deriveSimilarity(pages);
  const bySlug = new Map(out.map((p) => [p.slug, p]));

  it("lists a note's own papers first, marked listed, then computed ones, best first", () => {
    const g = bySlug.get('grounding' as KbPage['slug']);
    if (g?.kind !== 'note') throw new Error('no note');
    const ranked = g.relatedPapers ?? [];
    expect(ranked[0]).toMatchObject({ slug: 'dpo', origin: 'listed' });
    expect(ranked.slice(1).every((r) => r.origin === 'computed')).toBe(true);
    expect(ranked[1]?.slug).toBe('grounding-gaps');
    expect(ranked.filter((r) => r.slug === 'dpo')).toHaveLength(1);
  });

  it('finds similar notes, leaving out the note itself and the notes it already links as related', () => {
    const g = bySlug.get('grounding' as KbPage['slug']);
    const similar = (g?.similar ?? []).map((s) => s.slug);
    expect(similar[0]).toBe('clarify');
    expect(similar).not.toContain('grounding');
    expect(similar).not.toContain('grounding-twin');
    expect((g?.similar ?? []).every((s) => s.origin === 'computed' && s.score > 0 && s.score <= 1)).toBe(true);
  });

  it('gives inquiring lines similar notes other than their sources, and papers nothing', () => {
    const line = bySlug.get('line' as KbPage['slug']);
    const similar = (line?.similar ?? []).map((s) => s.slug);
    expect(similar).not.toContain('grounding');
    expect(similar[0]).toBe('grounding-twin');
    expect(bySlug.get('dpo' as KbPage['slug'])?.similar).toBeUndefined();
  });

  it('keeps the page order and is deterministic', () => {
    expect(out.map((p) => p.slug)).toEqual(pages.map((p) => p.slug));
    expect(JSON.stringify(deriveSimilarity(pages).pages)).toBe(JSON.stringify(out));
  });
});
