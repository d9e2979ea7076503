import { describe, expect, it } from 'vitest';
import type { Slug } from '../../src/schemas/brand.ts';
import type { KnowledgeBase, NotePage } from '../../src/schemas/knowledge-base.ts';
import { buildGraphIndex } from '../../src/pipeline/derive/graph-index.ts';
import { layoutGraph } from '../../src/pipeline/derive/graph-layout.ts';
import { syntheticKnowledgeBase } from '../../src/tools/generate/graph-synthetic.ts';
import { fixtureKnowledgeBase } from '../fixtures/graph/load.ts';

const N = 1500;
const base = syntheticKnowledgeBase(N, 7);
const cold = layoutGraph(buildGraphIndex(base));

/** A copy of `kb` in which note `slug` links to `to` instead of its first related note. */
function editRelated(kb: KnowledgeBase, slug: Slug, to: Slug): KnowledgeBase {
  const pages = kb.pages.map((p) => {
    if (p.slug !== slug || p.kind !== 'note') return p;
    const note: NotePage = { ...p, related: [{ slug: to, reason: 'edited', direction: 'outgoing' }, ...p.related.slice(1)] };
    return note;
  });
  return { ...kb, pages };
}

/** Mean distance between 5,000 fixed pairs of nodes: the scale of the map. */
function meanRandomDistance({ x, y }: { x: number[]; y: number[] }): number {
  let sum = 0;
  for (let k = 0; k < 5000; k++) {
    const a = (k * 7919) % N;
    const b = (k * 104729 + 13) % N;
    sum += Math.hypot(x[a]! - x[b]!, y[a]! - y[b]!);
  }
  return sum / 5000;
}

const distance = (a: { x: number[]; y: number[] }, b: { x: number[]; y: number[] }, i: number) =>
  Math.hypot((a.x[i] ?? 0) - (b.x[i] ?? 0), (a.y[i] ?? 0) - (b.y[i] ?? 0));

describe('layoutGraph', () => {
  it('gives byte-identical positions for the same content, without any randomness', () => {
    const again = layoutGraph(buildGraphIndex(syntheticKnowledgeBase(N, 7)));
    expect(JSON.stringify(again.layout)).toBe(JSON.stringify(cold.layout));
    const fixture = fixtureKnowledgeBase();
    expect(JSON.stringify(layoutGraph(buildGraphIndex(fixture)).layout)).toBe(JSON.stringify(layoutGraph(buildGraphIndex(fixtureKnowledgeBase())).layout));
  });

  it('spreads the nodes out: finite positions, no two nodes on one spot, linked nodes closer than random pairs', () => {
    const { x, y } = cold.layout;
    expect(x.every(Number.isFinite) && y.every(Number.isFinite)).toBe(true);
    expect(new Set(x.map((v, i) => `${v},${y[i]}`)).size).toBeGreaterThan(N * 0.99);
    const index = buildGraphIndex(base);
    let linked = 0;
    let edges = 0;
    index.adjacency.forEach((adj, i) =>
      adj.forEach((j) => {
        linked += Math.hypot(x[i]! - x[j]!, y[i]! - y[j]!);
        edges++;
      }),
    );
    expect(linked / edges).toBeLessThan(0.8 * meanRandomDistance(cold.layout));
  });

  it('keeps every node in place when nothing changed (warm start)', () => {
    const warm = layoutGraph(buildGraphIndex(base), cold.layout);
    expect(warm.stats).toMatchObject({ mode: 'warm', free: 0, added: 0 });
    expect(JSON.stringify(warm.layout)).toBe(JSON.stringify(cold.layout));
  });

  it('moves only the edited note and its neighbours when one note changes, and them only a little', () => {
    const index = buildGraphIndex(base);
    const note = base.pages.find((p) => p.kind === 'note' && p.related.length > 3)!;
    const far = base.pages.find(
      (p) => p.kind === 'note' && !index.adjacency[index.indexOf.get(note.slug)!]!.includes(index.indexOf.get(p.slug)!) && p.slug !== note.slug,
    )!;
    const edited = editRelated(base, note.slug, far.slug);
    const editedIndex = buildGraphIndex(edited);
    const warm = layoutGraph(editedIndex, cold.layout);
    expect(warm.stats.mode).toBe('warm');
    const i = editedIndex.indexOf.get(note.slug)!;
    // Whose links changed (the note, the page it now links to, the one it dropped), and their neighbours.
    const changed = editedIndex.adjacency.flatMap((adj, k) => (adj.join() === index.adjacency[k]!.join() ? [] : [k]));
    expect(changed.length).toBeGreaterThanOrEqual(2);
    const near = new Set(changed.flatMap((k) => [k, ...editedIndex.adjacency[k]!, ...index.adjacency[k]!]));
    let moved = 0;
    let total = 0;
    for (let k = 0; k < N; k++) {
      const d = distance(warm.layout, cold.layout, k);
      if (!near.has(k)) expect(d).toBe(0);
      else if (k !== i) total += d;
      if (d > 0) moved++;
    }
    expect(moved).toBeLessThanOrEqual(near.size);
    expect(total / (near.size - 1)).toBeLessThan(60);
    expect(warm.stats.free).toBeLessThan(N / 10);
  });

  it('places a new page near its neighbours and leaves the others where they were', () => {
    const source = base.pages.find((p) => p.kind === 'note')!;
    const added: NotePage = {
      ...(source as NotePage),
      slug: 'a-new-note' as Slug,
      title: 'A new note?',
      related: (source as NotePage).related.slice(0, 3),
      citedBy: [],
      papers: [],
      linkedFrom: [],
    };
    const grown: KnowledgeBase = { ...base, pages: [...base.pages, added] };
    const index = buildGraphIndex(grown);
    const warm = layoutGraph(index, cold.layout);
    expect(warm.stats.added).toBe(1);
    const k = index.indexOf.get(added.slug)!;
    const neighbours = index.adjacency[k]!;
    const toNeighbours = neighbours.reduce((s, j) => s + Math.hypot(warm.layout.x[k]! - warm.layout.x[j]!, warm.layout.y[k]! - warm.layout.y[j]!), 0);
    expect(toNeighbours / neighbours.length).toBeLessThan(0.5 * meanRandomDistance(warm.layout));
    const unmoved = base.pages.filter((_, j) => distance(warm.layout, cold.layout, j) === 0).length;
    expect(unmoved).toBeGreaterThan(N - 1 - neighbours.length * 40);
  });

  it('ignores a cache written by another layout version', () => {
    const stale = { ...cold.layout, version: 'old' };
    expect(layoutGraph(buildGraphIndex(base), stale).stats.mode).toBe('cold');
  });
});
