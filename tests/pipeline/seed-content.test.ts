import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { page } from './helpers.ts';

// The committed content/ folder: the five seed pages imported. These are the acceptance facts of the collection.
const contentDir = fileURLToPath(new URL('../../content', import.meta.url));
const SEED_004 = 'Why do RLHF-trained models struggle with proactive emotional attunement in conversations?';
const SEED_000 = 'Why might chatbots simply learn better face-saving instead of genuine perspective-taking?';
const SEED_001 = 'Why do LLMs apply face-saving over accurately tracking resistance signals?';

let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await buildKnowledgeBase({ contentDir });
}, 30_000);

describe('the seed collection', () => {
  it('builds without errors', () => {
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('holds 35 notes, 216 inquiring lines and at least 8 papers', () => {
    const count = (kind: string) => kb.pages.filter((p) => p.kind === kind).length;
    expect(count('note')).toBe(35);
    expect(count('inquiry')).toBe(216);
    expect(count('paper')).toBeGreaterThanOrEqual(8);
  });

  it('gives seed 004 nine sources in first-citation order and ten citations; seeds 000 and 001 seven and four', () => {
    const s004 = page(kb, SEED_004);
    expect(s004.kind === 'inquiry' && s004.sources.length).toBe(9);
    expect(s004.citations).toHaveLength(10);
    expect(s004.kind === 'inquiry' && s004.sources[0]).toBe('do-llm-therapists-respond-to-emotions-like-low-quality-human-therapists');
    const s000 = page(kb, SEED_000);
    expect(s000.kind === 'inquiry' && s000.sources.length).toBe(7);
    const s001 = page(kb, SEED_001);
    expect(s001.kind === 'inquiry' && s001.sources.length).toBe(4);
  });

  it('publishes seed 002 at its original-title URL with 214 citing lines, 23 related with reasons, 8 papers, 3 body citations', () => {
    const note = kb.pages.find((p) => p.url === '/notes/the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati/');
    expect(note?.kind).toBe('note');
    if (note?.kind !== 'note') return;
    expect(note.citedBy).toHaveLength(214);
    expect(note.related.filter((r) => r.direction === 'outgoing' && r.reason !== '')).toHaveLength(23);
    expect(note.papers).toHaveLength(8);
    expect(note.originalTitle).toMatch(/^the alignment tax on communication/);
    expect(note.citations).toHaveLength(3);
  });

  it('reads seed 003’s five themes of three points', () => {
    const digest = kb.pages.find((p) => p.kind === 'discussion');
    expect(digest?.kind === 'discussion' && digest.themes.map((t) => t.points.length)).toEqual([3, 3, 3, 3, 3]);
  });

  it('reports the "10–30 percentage points" misquote of seed 004, and no figure finding on seeds 000 and 001', () => {
    const figures = kb.findings.filter((f) => f.code === 'figure-not-in-source');
    expect(figures.map((f) => [f.slug, f.data?.['figure']])).toEqual([[page(kb, SEED_004).slug, '10–30 percentage points']]);
    expect(figures[0]?.data?.['cited']).toEqual(expect.arrayContaining([expect.objectContaining({ figures: ['5–9pp', '19.4%'] })]));
  });
});
