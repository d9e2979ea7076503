// Support passages on the committed seed collection: every citation of the three written
// inquiring lines has the passage of its note that supports it, the known figure misquote of seed
// 004 is still reported, and no citation a reader would find supported is flagged.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';

const CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));
const SEEDS = [
  'why-do-rlhf-trained-models-struggle-with-proactive-emotional-attunement-in-conve',
  'why-might-chatbots-simply-learn-better-face-saving-instead-of-genuine-perspectiv',
  'why-do-llms-apply-face-saving-over-accurately-tracking-resistance-signals',
];
const SUPPORT_CODES = ['unsupported-citation', 'figure-mismatch', 'contradicted-citation'];

let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await buildKnowledgeBase({ contentDir: CONTENT });
}, 60_000);

describe('support passages on the seed collection', () => {
  it.each(SEEDS)('gives every citation of a note in %s a support passage sharing key terms with its sentence', (slug) => {
    const page = kb.pages.find((p) => p.slug === slug);
    const cited = page?.citations.filter((c) => kb.pages.find((p) => p.slug === c.target)?.kind === 'note') ?? [];
    expect(cited.length).toBeGreaterThan(3);
    expect(page?.support).toHaveLength(cited.length);
    for (const support of page?.support ?? []) {
      expect(support.passage?.text).toBeTruthy();
      expect(support.terms.length + support.figures.length).toBeGreaterThan(0);
      expect(support.passage?.marks.length).toBeGreaterThan(0);
    }
  });

  it('still reports the "10–30 percentage points" of seed 004 as a figure its cited notes do not state', () => {
    expect(kb.findings.filter((f) => f.code === 'figure-not-in-source').map((f) => [f.slug, f.data?.['figure']])).toEqual([
      [SEEDS[0], '10–30 percentage points'],
    ]);
  });

  it('flags none of the seed citations, each of which a reader finds supported by its note', () => {
    expect(kb.findings.filter((f) => SUPPORT_CODES.includes(f.code)).map((f) => `${f.file}:${f.line} ${f.code}`)).toEqual([]);
  });
});
