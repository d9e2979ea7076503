import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphIndex } from '../../src/pipeline/derive/graph-index.ts';
import { graphDataFor, prepareGraphLayout } from '../../src/pipeline/derive/graph-stage.ts';
import { selectNeighbourhood } from '../../src/pipeline/derive/neighbourhood.ts';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { ROOT } from '../site/build-helper.ts';

// The graph data of two builds of the seed content, byte for byte: each build reads the content
// afresh (a new knowledge-base object), lays out from its own cache file, and serialises.
let work: string;
const build = async (cache: string) => {
  const kb: KnowledgeBase = await buildKnowledgeBase({ contentDir: join(ROOT, 'content') });
  // As the build does: the layout stage (which writes the cache), then the data endpoint.
  const stage = await prepareGraphLayout(kb, cache);
  const data = JSON.stringify(await graphDataFor(kb, cache));
  const index = buildGraphIndex(kb);
  const neighbourhoods = kb.pages.map((p) => JSON.stringify(selectNeighbourhood(index, p.slug))).join('\n');
  return { kb, data, neighbourhoods, stage };
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'graph-repro-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('graph data of the seed content', { timeout: 60_000 }, () => {
  it('is byte-identical from two cold builds, and from a warm rebuild over the first one’s cache', async () => {
    const first = await build(join(work, 'a', 'graph-layout.json'));
    const second = await build(join(work, 'b', 'graph-layout.json'));
    const again = await build(join(work, 'a', 'graph-layout.json'));
    expect(first.stage.stats.mode).toBe('cold');
    expect(again.stage.stats.mode).toBe('reused');
    expect(second.data).toBe(first.data);
    expect(again.data).toBe(first.data);
    expect(second.neighbourhoods).toBe(first.neighbourhoods);
    // The cache written is the layout the data was made from.
    const cached = JSON.parse(await readFile(join(work, 'a', 'graph-layout.json'), 'utf8')) as { slugs: string[] };
    expect(cached.slugs).toEqual(first.kb.pages.map((p) => p.slug));
    expect(first.kb.pages.length).toBeGreaterThan(200);
  });
});
