import { describe, expect, it } from 'vitest';
import type { Slug } from '../../src/schemas/brand.ts';
import { NeighbourhoodSchema } from '../../src/schemas/graph.ts';
import { buildGraphIndex } from '../../src/pipeline/derive/graph-index.ts';
import { syntheticKnowledgeBase } from '../../src/tools/generate/graph-synthetic.ts';
import { DEFAULT_CAPS, selectNeighbourhood } from '../../src/pipeline/derive/neighbourhood.ts';
import { fixtureKnowledgeBase } from '../fixtures/graph/load.ts';
import { kbFrom, md } from '../pipeline/helpers.ts';

const kb = fixtureKnowledgeBase();
const index = buildGraphIndex(kb);
const slug = (s: string) => s as Slug;

describe('selectNeighbourhood', () => {
  it('puts the note at the centre, then its related concepts in order, its papers, then the lines that cite it', () => {
    const nb = NeighbourhoodSchema.parse(selectNeighbourhood(index, slug('the-alignment-tax-on-communication')));
    expect(nb.nodes.map((n) => [n.r, n.s])).toEqual([
      ['centre', 'the-alignment-tax-on-communication'],
      ['related', 'do-language-models-build-shared-understanding'],
      ['related', 'why-do-language-models-sound-fluent-without-grounding'],
      ['related', 'does-rlhf-push-therapy-chatbots-toward-problem-solving'],
      ['paper', '2401.00001'],
      ['paper', '2402.00002'],
      // Backlinks most tied to the ring first: this line also cites a related concept.
      ['cited-by', 'do-language-models-save-face'],
      ['cited-by', 'why-does-rlhf-reward-confidence'],
      ['cited-by', 'is-sycophancy-learned-from-raters'],
      // Eight is not crowded: a second ring hangs from the first (the discussion of paper 2402.00002).
      ['second', 'what-people-said-about-rifts'],
    ]);
    expect(nb.nodes[9]!.p).toBe(5);
    expect(nb.nodes[3]).toMatchObject({ stub: true, k: 'note' });
    expect(nb.nodes[0]).toMatchObject({ t: 'Does preference optimization harm conversational understanding?', k: 'note' });
  });

  it('links the centre to every first-ring node and first-ring nodes that link to each other', () => {
    const nb = selectNeighbourhood(index, slug('the-alignment-tax-on-communication'));
    const pairs = new Set<string>();
    for (let k = 0; k < nb.edges.length; k += 2) pairs.add(`${nb.edges[k]}-${nb.edges[k + 1]}`);
    for (let i = 1; i < 9; i++) expect(pairs.has(`0-${i}`)).toBe(true);
    expect(pairs.has('5-9')).toBe(true); // second ring to its parent only
    expect(pairs.has('0-9')).toBe(false);
    expect(pairs.has('1-2')).toBe(true); // shared understanding <-> fluent without grounding
    expect(pairs.has('1-5')).toBe(true); // shared understanding lists paper 2402.00002
  });

  it('shows an inquiring line with its sources and next lines, and a second ring when the first is small', () => {
    const nb = selectNeighbourhood(index, slug('why-does-rlhf-reward-confidence'));
    expect(nb.nodes.slice(0, 4).map((n) => [n.r, n.s])).toEqual([
      ['centre', 'why-does-rlhf-reward-confidence'],
      ['source', 'the-alignment-tax-on-communication'],
      ['source', 'do-language-models-build-shared-understanding'],
      ['next', 'do-language-models-save-face'],
    ]);
    const second = nb.nodes.filter((n) => n.r === 'second');
    expect(second.length).toBeGreaterThan(0);
    for (const n of second) {
      expect(n.p).toBeGreaterThan(0);
      expect(n.p).toBeLessThan(4);
    }
    expect(new Set(nb.nodes.map((n) => n.s)).size).toBe(nb.nodes.length);
  });

  it('keeps a note cited by hundreds of lines readable: all related shown, backlinks sampled, "+N more" for the rest', () => {
    const big = syntheticKnowledgeBase(3000, 3);
    const bigIndex = buildGraphIndex(big);
    const popular = big.pages
      .filter((p) => p.kind === 'note')
      .sort((a, b) => (b.kind === 'note' && a.kind === 'note' ? b.citedBy.length - a.citedBy.length : 0))[0]!;
    if (popular.kind !== 'note') throw new Error('expected a note');
    expect(popular.citedBy.length).toBeGreaterThan(100);
    const nb = NeighbourhoodSchema.parse(selectNeighbourhood(bigIndex, popular.slug));
    const related = nb.nodes.filter((n) => n.r === 'related');
    expect(related.length).toBe(new Set(popular.related.map((r) => r.slug)).size);
    expect(nb.nodes.filter((n) => n.r === 'cited-by' || n.r === 'link').length).toBe(DEFAULT_CAPS.backlinks);
    const more = nb.nodes.at(-1)!;
    const linkedCount = bigIndex.adjacency[bigIndex.indexOf.get(popular.slug)!]!.length;
    expect(more).toMatchObject({ r: 'more', s: '' });
    expect(more.n).toBe(linkedCount - (nb.nodes.length - 2));
    expect(nb.nodes.filter((n) => n.r === 'second')).toEqual([]);
    expect(nb.nodes.length).toBeLessThanOrEqual(1 + 25 * 2 + 8 + 8 + 1);
  });

  it('shows written pages first and at most a few not yet written, counting the rest in "+N more"', () => {
    const missing = Array.from({ length: 20 }, (_, k) => `[[Unwritten ${k}]]`).join(' ');
    const vault = kbFrom({ 'Hub.md': `${missing} [[Alpha]] [[Beta]] [[Gamma]]`, 'Alpha.md': 'a', 'Beta.md': 'b', 'Gamma.md': 'c' }, { allowMissing: true });
    const vaultIndex = buildGraphIndex(vault);
    const hub = vault.pages.find((p) => p.title === 'Hub')!;
    const nb = selectNeighbourhood(vaultIndex, hub.slug, { ...DEFAULT_CAPS, backlinks: 20 });
    const ring = nb.nodes.filter((n) => n.r === 'link');
    expect(
      ring
        .filter((n) => n.stub !== true)
        .map((n) => n.t)
        .sort(),
    ).toEqual(['Alpha', 'Beta', 'Gamma']);
    // Sampled links are no group of their own: the whole cap is theirs.
    expect(ring.filter((n) => n.stub === true).length).toBe(DEFAULT_CAPS.stubs);
    expect(nb.nodes.at(-1)).toMatchObject({ r: 'more', n: 20 - DEFAULT_CAPS.stubs });
    // Related concepts not yet written: half the cap, the rest counted.
    const related = kbFrom(
      {
        'Hub.md': md(
          { kind: 'note', title: 'Hub', description: 'h', related: Array.from({ length: 12 }, (_, k) => ({ to: `Unwritten ${k}`, reason: 'r' })) },
          'x',
        ),
      },
      { allowMissing: true },
    );
    const around = selectNeighbourhood(buildGraphIndex(related), related.pages.find((p) => p.title === 'Hub')!.slug);
    expect(around.nodes.filter((n) => n.r === 'related').length).toBe(DEFAULT_CAPS.stubs / 2);
    expect(around.nodes.at(-1)).toMatchObject({ r: 'more', n: 12 - DEFAULT_CAPS.stubs / 2 });
  });

  it('names the slug it does not know', () => {
    expect(() => selectNeighbourhood(index, slug('no-such-page'))).toThrow(/no page has the slug "no-such-page"/);
  });
});
