import { uiFor } from '../../src/core/i18n/index.ts';
import { describe, expect, it } from 'vitest';
import type { Slug } from '../../src/schemas/brand.ts';
import { buildGraphIndex } from '../../src/pipeline/derive/graph-index.ts';
import { syntheticKnowledgeBase } from '../../src/tools/generate/graph-synthetic.ts';
import { selectNeighbourhood } from '../../src/pipeline/derive/neighbourhood.ts';
import { fitBounds, panBy, toWorld, zoomAt } from '../../src/client/graph/camera.ts';
import { isNeighbourhood } from '../../src/client/graph/guards.ts';
import { escapeMarkup } from '../../src/core/escape.ts';
import { renderNeighbourhoodSvg } from '../../src/client/graph/neighbourhood-svg.ts';
import { clipText, LABEL_PX, layoutNeighbourhood, NG_STATIC_SIZE } from '../../src/client/graph/radial.ts';
import { buildGrid } from '../../src/client/graph/spatial-grid.ts';
import { fixtureKnowledgeBase } from '../fixtures/graph/load.ts';

const big = syntheticKnowledgeBase(3000, 3);
const bigIndex = buildGraphIndex(big);
const popular = [...big.pages].sort(
  (a, b) => bigIndex.adjacency[bigIndex.indexOf.get(b.slug)!]!.length - bigIndex.adjacency[bigIndex.indexOf.get(a.slug)!]!.length,
)[0]!;
const crowded = selectNeighbourhood(bigIndex, popular.slug);

describe('radial layout of a neighbourhood', () => {
  for (const [width, height] of [
    [640, 400],
    [NG_STATIC_SIZE, NG_STATIC_SIZE],
  ] as const) {
    it(`keeps every node and label inside a ${width}×${height} box, labels apart from each other`, () => {
      const layout = layoutNeighbourhood(crowded, width, height);
      for (const n of layout.nodes) {
        expect(n.x - n.r).toBeGreaterThanOrEqual(0);
        expect(n.x + n.r).toBeLessThanOrEqual(width);
        expect(n.y - n.r).toBeGreaterThanOrEqual(0);
        expect(n.y + n.r).toBeLessThanOrEqual(height);
      }
      const ring = layout.labels.filter((l) => l.i > 0);
      expect(ring.length).toBeGreaterThan(3);
      // Boxes of the 12 px labels at 0.64 em a character: inside the box (never clipped) and apart.
      const char = LABEL_PX * 0.64;
      const rows = ring.map((l) => {
        const w = l.lines[0]!.length * char;
        const x0 = l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - w : l.x - w / 2;
        return { y: l.y, x0, x1: x0 + w };
      });
      for (const r of rows) {
        expect(r.x0).toBeGreaterThanOrEqual(0);
        expect(r.x1).toBeLessThanOrEqual(width);
      }
      for (let a = 0; a < rows.length; a++) {
        for (let b = a + 1; b < rows.length; b++) {
          const A = rows[a]!;
          const B = rows[b]!;
          const apart = Math.abs(A.y - B.y) >= LABEL_PX || A.x1 <= B.x0 || B.x1 <= A.x0;
          expect(apart).toBe(true);
        }
      }
      // No two pages read alike.
      const texts = ring.map((l) => l.lines.join(' '));
      expect(new Set(texts).size).toBe(texts.length);
    });
  }

  it('clips long titles at a word with an ellipsis', () => {
    expect(clipText('Does preference optimization harm conversational understanding?', 24)).toBe('Does preference…');
    expect(clipText('Short title', 24)).toBe('Short title');
  });
});

describe('neighbourhood SVG', () => {
  const nb = selectNeighbourhood(buildGraphIndex(fixtureKnowledgeBase()), 'the-alignment-tax-on-communication' as Slug);
  const layout = layoutNeighbourhood(nb, 640, 400);

  it('makes the graph one tab stop (the centre; every other node reachable by arrow keys), each node named by title and kind and carrying its slug', () => {
    const svg = renderNeighbourhoodSvg(nb, layout, { interactive: true, words: uiFor('en') });
    expect(svg.match(/tabindex="0"/g)?.length).toBe(1);
    expect(svg.match(/tabindex="-1"/g)?.length).toBe(nb.nodes.length - 1);
    expect(svg).toMatch(/data-i="0"[^>]*tabindex="0"/);
    // Every node has a hit area at least 24 px across.
    for (const m of svg.matchAll(/class="ng-hit" r="([\d.]+)"/g)) expect(Number(m[1])).toBeGreaterThanOrEqual(12);
    expect(svg.match(/class="ng-hit"/g)?.length).toBe(nb.nodes.length);
    expect(svg).toContain('data-slug="the-alignment-tax-on-communication"');
    expect(svg).toContain('role="link" aria-label="Does preference optimization harm conversational understanding? (note)"');
    expect(svg).toContain('aria-label="Does RLHF push therapy chatbots toward problem-solving? (note, not yet written)"');
    expect(svg).toContain('aria-label="Grounding Gaps in Language Model Generations (paper)"');
  });

  it('draws a static picture with no focusable parts for the first view', () => {
    const svg = renderNeighbourhoodSvg(nb, layout, { interactive: false, words: uiFor('en') });
    expect(svg).not.toContain('tabindex');
    expect(svg).toMatch(
      /^<svg [^>]*role="img" aria-label="Neighbourhood of Does preference optimization harm conversational understanding\?: 3 related concepts, 2 papers, 3 pages linking here, 1 neighbour further out"/,
    );
  });

  it("names the nodes and sums the neighbourhood up in the site's language", () => {
    const svg = renderNeighbourhoodSvg(nb, layout, { interactive: false, words: uiFor('ko') });
    expect(svg).toMatch(
      /^<svg [^>]*aria-label="Does preference optimization harm conversational understanding\?의 이웃: 관련 개념 3개, 논문 2편, 여기로 링크하는 페이지 3개, 한 단계 더 떨어진 이웃 1개"/,
    );
    const named = renderNeighbourhoodSvg(nb, layout, { interactive: true, words: uiFor('de') });
    expect(named).toContain('aria-label="Does RLHF push therapy chatbots toward problem-solving? (Notiz, noch nicht geschrieben)"');
  });

  it('escapes titles', () => {
    expect(escapeMarkup(`<script>"x" & 'y'</script>`)).toBe('&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;');
    const hostile = { ...nb, nodes: nb.nodes.map((n, i) => (i === 1 ? { ...n, t: '<img src=x onerror=alert(1)>' } : n)) };
    expect(renderNeighbourhoodSvg(hostile, layout, { interactive: true, words: uiFor('en') })).not.toContain('<img');
  });

  it('is checked in the browser before it is drawn', () => {
    expect(isNeighbourhood(JSON.parse(JSON.stringify(nb)))).toBe(true);
    expect(isNeighbourhood({ ...nb, edges: [0, 99] })).toBe(false);
    expect(isNeighbourhood({ ...nb, nodes: [{ s: 'x', t: 'x', k: 'essay', r: 'centre' }] })).toBe(false);
  });
});

describe('spatial grid', () => {
  const n = 5000;
  const xs = Float32Array.from({ length: n }, (_, i) => ((i * 7919) % 1000) - 500 + (i % 7) * 0.3);
  const ys = Float32Array.from({ length: n }, (_, i) => ((i * 104729) % 800) - 400 + (i % 5) * 0.2);
  const grid = buildGrid(xs, ys);

  it('returns every node inside a rectangle', () => {
    const found = new Set<number>();
    grid.query(-100, -50, 120, 90, (i) => found.add(i));
    for (let i = 0; i < n; i++) if (xs[i]! >= -100 && xs[i]! <= 120 && ys[i]! >= -50 && ys[i]! <= 90) expect(found.has(i)).toBe(true);
    expect(found.size).toBeLessThan(n / 2);
  });

  it('finds the nearest accepted node within a radius, as a full scan does', () => {
    for (const [x, y] of [
      [0, 0],
      [310.5, -122.25],
      [-499, 399],
    ] as const) {
      let best = -1;
      let bestD = 30 * 30;
      for (let i = 0; i < n; i++) {
        const d = (xs[i]! - x) ** 2 + (ys[i]! - y) ** 2;
        if (i % 2 === 0 && d <= bestD) [best, bestD] = [i, d];
      }
      expect(grid.nearest(x, y, 30, (i) => i % 2 === 0)).toBe(best);
    }
  });
});

describe('camera', () => {
  it('zooms about the pointer: the world point under it stays under it', () => {
    const cam = { x: 10, y: -20, k: 0.8 };
    const before = toWorld(cam, 800, 600, 123, 456);
    const after = toWorld(zoomAt(cam, 1.7, 800, 600, 123, 456), 800, 600, 123, 456);
    expect(after[0]).toBeCloseTo(before[0], 6);
    expect(after[1]).toBeCloseTo(before[1], 6);
  });

  it('pans by screen pixels and fits a rectangle', () => {
    expect(panBy({ x: 0, y: 0, k: 2 }, 10, -4)).toEqual({ x: -5, y: 2, k: 2 });
    const fit = fitBounds({ x0: -100, y0: -50, x1: 100, y1: 50 }, 448, 400, 24);
    expect(fit).toEqual({ x: 0, y: 0, k: 2 });
  });
});
