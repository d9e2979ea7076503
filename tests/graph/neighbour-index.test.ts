import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGraphIndex, neighbourIndex } from '../../src/pipeline/derive/graph-index.ts';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { generateCorpus } from '../../src/tools/generate/generate-corpus.ts';
import { fixtureKnowledgeBase } from '../fixtures/graph/load.ts';

// A page's neighbours are read from its own lists alone (its links out and its `linkedFrom`), which
// holds only while every link out of a page is in the `linkedFrom` of the page it reaches: the
// graph must come out undirected without adding each edge from both ends.

const fixtureVault = (name: string): string => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
let work = '';
afterAll(async () => {
  if (work !== '') await rm(work, { recursive: true, force: true });
});

/** Each pair of pages linked one way, whose other end does not list the first. */
function oneWay(kb: KnowledgeBase): string[] {
  const index = neighbourIndex(kb);
  const found: string[] = [];
  kb.pages.forEach((page, i) => {
    for (const j of index.neighbours(i)) {
      if (!index.neighbours(j).includes(i)) found.push(`${page.slug} → ${kb.pages[j]?.slug ?? j}`);
    }
  });
  return found;
}

describe('the neighbour index', () => {
  it.each(['obsidian-vault', 'vault-links', 'hebrew-vault', 'canvas', 'bases'])('is undirected on the %s vault', async (name) => {
    const kb = await buildKnowledgeBase({ contentDir: fixtureVault(name) });
    expect(kb.pages.length).toBeGreaterThan(3);
    expect(oneWay(kb)).toEqual([]);
  });

  it('is undirected on a generated research collection, and its lists are the whole index', async () => {
    work = await mkdtemp(join(tmpdir(), 'neighbours-'));
    await generateCorpus({ pages: 300, seed: 'neighbours', out: work });
    const kb = await buildKnowledgeBase({ contentDir: work });
    expect(oneWay(kb)).toEqual([]);
    const whole = buildGraphIndex(kb);
    const lazy = neighbourIndex(kb);
    expect(whole.edgeCount).toBeGreaterThan(300);
    expect(kb.pages.map((_, i) => lazy.neighbours(i))).toEqual(whole.adjacency);
  });

  it('makes a page list only when asked for it', () => {
    const kb = fixtureKnowledgeBase();
    const index = neighbourIndex(kb);
    expect(index.neighbours(0)).toBe(index.neighbours(0));
    expect(neighbourIndex(kb)).toBe(index);
  });
});
