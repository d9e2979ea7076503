// Adding a kind (README, "Adding a kind"): a test-only kind registered through the kind registry
// is read, built, routed, listed, searched and drawn like a shipped one. Each assertion fails if
// the place it names still decides by the shipped kinds' names instead of asking the registry.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiFor } from '../../src/core/i18n/index.ts';
import { KIND_IDS, type PageKind, resolvePreference } from '../../src/core/kinds.ts';
import { kindIndexUrl, pageOfUrl } from '../../src/core/url.ts';
import type { Site } from '../../src/handoff/kb.ts';
import { kindOf, registerKind } from '../../src/kinds/registry.ts';
import { buildGraphIndex } from '../../src/pipeline/derive/graph-index.ts';
import { toGraphData } from '../../src/pipeline/derive/graph-data.ts';
import { layoutGraph, layoutInput } from '../../src/pipeline/derive/graph-layout.ts';
import { selectNeighbourhood } from '../../src/pipeline/derive/neighbourhood.ts';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { previewOf } from '../../src/pages/previews/_preview-of.ts';
import type { KbPage, KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { contentsOf } from '../../src/views/contents.ts';
import { indexPages } from '../../src/views/listing.ts';
import { metaOf } from '../../src/views/meta.ts';
import { searchTags } from '../../src/views/search-attributes.ts';
import { contentOf } from '../../src/views/site-content.ts';
import { term, TERM_INFO } from './term-kind.ts';

const TERM = TERM_INFO.id;
let dir = '';
let kb: KnowledgeBase;

/** The page with this title; fails the test when there is none. */
function titled(title: string): KbPage {
  const found = kb.pages.find((page) => page.title === title);
  if (found === undefined) throw new Error(`no page titled "${title}"; pages: ${kb.pages.map((page) => `${page.kind}:${page.title}`).join(' | ')}`);
  return found;
}

/** The knowledge base with its lookups, as the pages read it. */
function siteOf(base: KnowledgeBase): Site {
  return { kb: base, bySlug: new Map(base.pages.map((page) => [page.slug, page])), clusterBySlug: new Map() };
}

beforeAll(async () => {
  registerKind(term);
  dir = await mkdtemp(path.join(tmpdir(), 'add-kind-'));
  await mkdir(path.join(dir, 'terms'));
  await mkdir(path.join(dir, 'notes'));
  await writeFile(
    path.join(dir, 'terms', 'entropy.md'),
    '---\nkind: term\ntitle: Entropy\ndefinition: How spread out a distribution is.\n---\nUsed by [[Does entropy predict errors?]].\n\n## Origin\n\nFrom thermodynamics.\n',
  );
  await writeFile(
    path.join(dir, 'notes', 'errors.md'),
    '---\nkind: note\ntitle: Does entropy predict errors?\nclaim: High-entropy answers were wrong 40% of the time.\n---\nSee [[Entropy]].\n',
  );
  kb = await buildKnowledgeBase({ contentDir: dir });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a kind added through the registry', () => {
  it('is read and built without a finding: its frontmatter is validated by its own schema', () => {
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const entropy = titled('Entropy');
    expect(entropy.kind).toBe(TERM);
    expect(entropy.stub).toBe(false);
    expect(kindOf(TERM)).toBe(term);
    expect(Reflect.get(entropy, 'definition')).toBe('How spread out a distribution is.');
  });

  it('is found by its title from a link, after the shipped kinds that share a name', () => {
    const note = titled('Does entropy predict errors?');
    expect(titled('Entropy').linkedFrom).toContain(note.slug);
    expect(kb.pages.filter((page) => page.stub).map((page) => page.title)).not.toContain('Entropy');
    expect(resolvePreference().at(-1)).toBe(TERM);
  });

  it('has its page at its route: the URL folder of its registry entry, and back', () => {
    const entropy = titled('Entropy');
    expect(entropy.url).toBe('/terms/entropy/');
    expect(pageOfUrl(entropy.url)).toEqual({ kind: TERM, slug: 'entropy' });
    expect(KIND_IDS).toContain(TERM);
  });

  it('has an index listing its page', () => {
    const site = siteOf(kb);
    expect(contentOf(kb).kinds).toEqual(['note', TERM]);
    const [index] = indexPages(site, TERM);
    expect(index?.url).toBe(kindIndexUrl(TERM));
    expect(index?.items.map((ref) => ref.title)).toEqual(['Entropy']);
  });

  it('is in the search fields, with the one-line summary and link preview its module gives', () => {
    const entropy = titled('Entropy');
    const preview = previewOf(entropy, siteOf(kb), uiFor('en'));
    expect([preview.kind, preview.summary, preview.url]).toEqual(['Term', 'How spread out a distribution is.', '/terms/entropy/']);
    expect(searchTags(entropy, kb)).toContainEqual({ attribute: 'data-pagefind-filter', value: `kind:${TERM}` });
    expect(searchTags(entropy, kb)).toContainEqual({ attribute: 'data-pagefind-meta', value: `kind:${TERM}` });
    expect(metaOf(entropy, 'en').description).toBe('How spread out a distribution is.');
  });

  it('lists the sections its module gives in the page contents', () => {
    expect(contentsOf(titled('Entropy'), { next: false, research: true }, uiFor('en')).map((entry) => entry.text)).toEqual(['Origin']);
  });

  it('is in the graph: a node of its kind, linked both ways, and in its neighbour’s neighbourhood', () => {
    const index = buildGraphIndex(kb);
    const { layout } = layoutGraph(layoutInput(index));
    const data = toGraphData(kb, index, layout);
    const at = index.indexOf.get(titled('Entropy').slug) ?? -1;
    const note = index.indexOf.get(titled('Does entropy predict errors?').slug) ?? -1;
    expect(data.kinds[data.kind[at] ?? -1]).toBe(TERM);
    expect(index.adjacency[at]).toEqual([note]);
    const around = selectNeighbourhood(index, titled('Does entropy predict errors?').slug);
    expect(around.nodes.map((node) => [node.t, node.k as PageKind])).toContainEqual(['Entropy', TERM]);
  });
});
