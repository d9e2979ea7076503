import { describe, expect, it } from 'vitest';
import { GraphDataSchema } from '../../src/schemas/graph.ts';
import { toGraphData } from '../../src/pipeline/derive/graph-data.ts';
import { buildGraphIndex } from '../../src/pipeline/derive/graph-index.ts';
import { layoutGraph } from '../../src/pipeline/derive/graph-layout.ts';
import { syntheticKnowledgeBase } from '../../src/tools/generate/graph-synthetic.ts';
import { decodeGraph, filterNodes, neighboursOf, nodeUrl } from '../../src/client/graph/graph-model.ts';
import { isGraphData } from '../../src/client/graph/guards.ts';
import { CLUSTER_COLOURS, fillCount, fillOf } from '../../src/client/graph/full-style.ts';
import { findTitles } from '../../src/client/graph/full-find.ts';
import { fixtureKnowledgeBase } from '../fixtures/graph/load.ts';

const kb = fixtureKnowledgeBase();
const index = buildGraphIndex(kb);
const data = toGraphData(kb, index, layoutGraph(index).layout);

describe('full graph data', () => {
  it('validates against its schema and passes the browser guard', () => {
    expect(GraphDataSchema.safeParse(data).success).toBe(true);
    expect(isGraphData(JSON.parse(JSON.stringify(data)))).toBe(true);
    expect(isGraphData({ ...data, x: data.x.slice(1) })).toBe(false);
    expect(isGraphData({ ...data, kind: data.kind.map(() => 9) })).toBe(false);
  });

  it('leaves out slugs the browser can derive from the title, and keeps the others', () => {
    const at = (slug: string) => index.indexOf.get(slug as never)!;
    expect(data.slug[at('do-language-models-save-face')]).toBe('');
    expect(data.slug[at('the-alignment-tax-on-communication')]).toBe('the-alignment-tax-on-communication');
    expect(data.slug[at('2401.00001')]).toBe('2401.00001');
  });

  it('decodes in the browser to the same pages, links, stubs and clusters', () => {
    const model = decodeGraph(data);
    expect(model.slugs).toEqual(kb.pages.map((p) => p.slug));
    kb.pages.forEach((p, i) => {
      expect([...neighboursOf(model, i)].sort((a, b) => a - b)).toEqual(index.adjacency[i]);
      expect(nodeUrl(model, i)).toBe(p.url);
      expect(model.stub[i]).toBe(p.stub ? 1 : 0);
    });
    expect(model.clusterNames).toEqual(['Alignment', 'Dialogue']);
    expect([...model.clusterMembers[1]!].map((i) => kb.pages[i]!.slug).sort()).toEqual([...kb.clusters[1]!.pages].sort());
  });

  it('filters by kind and by cluster', () => {
    const model = decodeGraph(data);
    const shown = new Uint8Array(model.count);
    expect(filterNodes(model, shown, new Set([0, 1, 2, 3]), -1)).toBe(kb.pages.length);
    expect(filterNodes(model, shown, new Set([1]), -1)).toBe(kb.pages.filter((p) => p.kind === 'note').length);
    const dialogueNotes = kb.pages.filter((p) => p.kind === 'note' && p.clusters.includes('dialogue' as never));
    expect(filterNodes(model, shown, new Set([1]), 1)).toBe(dialogueNotes.length);
    expect(kb.pages.filter((_, i) => shown[i]).map((p) => p.slug)).toEqual(dialogueNotes.map((p) => p.slug));
  });

  it('leaves pages not yet written out when asked', () => {
    const model = decodeGraph(data);
    const shown = new Uint8Array(model.count);
    const written = kb.pages.filter((p) => !p.stub);
    expect(written.length).toBeLessThan(kb.pages.length);
    expect(filterNodes(model, shown, new Set([0, 1, 2, 3]), -1, true)).toBe(written.length);
    expect(kb.pages.filter((_, i) => shown[i]).every((p) => !p.stub)).toBe(true);
  });

  it('colours each node by its kind, or by its first cluster (grey slot for none)', () => {
    const model = decodeGraph(data);
    kb.pages.forEach((p, i) => {
      expect(model.kinds[fillOf(model, i, 'kind')]).toBe(p.kind);
      const first = p.clusters[0];
      const expected = first === undefined ? CLUSTER_COLOURS : kb.clusters.findIndex((c) => c.slug === first) % CLUSTER_COLOURS;
      expect(fillOf(model, i, 'cluster'), p.slug).toBe(expected);
      expect(fillOf(model, i, 'cluster')).toBeLessThan(fillCount(model, 'cluster'));
    });
    // Two clusters in the fixture: both coloured, and they differ.
    const slots = new Set(kb.pages.map((_, i) => fillOf(model, i, 'cluster')));
    expect([...slots].filter((slot) => slot < CLUSTER_COLOURS).length).toBe(2);
  });

  it('is the same JSON, byte for byte, from two builds of the same content', () => {
    const a = syntheticKnowledgeBase(800, 5);
    const b = syntheticKnowledgeBase(800, 5);
    const json = (k: typeof a) => JSON.stringify(toGraphData(k, buildGraphIndex(k), layoutGraph(buildGraphIndex(k)).layout));
    expect(json(a)).toBe(json(b));
  });

  it('finds titles: starts first, then word starts, then anywhere', () => {
    const lower = ['grounding gaps', 'does grounding matter', 'ungrounding', 'other'];
    expect(findTitles(lower, 'Grounding')).toEqual([0, 1, 2]);
    expect(findTitles(lower, '  ')).toEqual([]);
  });
});
