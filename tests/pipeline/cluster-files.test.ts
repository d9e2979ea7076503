// Cluster files (`kind: cluster`): a cluster's name, description and text, read into the knowledge base.
import { describe, expect, it } from 'vitest';
import type { Cluster, KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { siteFromData } from '../../src/handoff/kb.ts';
import { toGraphData } from '../../src/pipeline/derive/graph-data.ts';
import { buildGraphIndex } from '../../src/pipeline/derive/graph-index.ts';
import { layoutGraph } from '../../src/pipeline/derive/graph-layout.ts';
import { homeView } from '../../src/views/home.ts';
import { contentOf } from '../../src/views/site-content.ts';
import { kbFrom, md } from './helpers.ts';

const NOTE = 'Do models avoid correcting users to save face?';
const LINE = 'Why do models avoid friction?';

const PAGES = {
  'notes/face.md': md({ kind: 'note', title: NOTE, claim: 'Models defer to users.', clusters: ['alignment'] }, 'Body.'),
  'lines/friction.md': md(
    { kind: 'inquiry', title: LINE, lede: 'This explores friction.', clusters: ['Alignment', 'Conversation'] },
    `Models defer [[${NOTE}]].`,
  ),
};

function cluster(kb: KnowledgeBase, slug: string): Cluster {
  const found = kb.clusters.find((c) => c.slug === slug);
  if (!found) throw new Error(`no cluster "${slug}"; clusters: ${kb.clusters.map((c) => c.slug).join(', ')}`);
  return found;
}

describe('a cluster file', () => {
  const kb = kbFrom({
    ...PAGES,
    'clusters/alignment.md': md(
      { kind: 'cluster', title: 'Alignment and deference', slug: 'alignment', description: 'How training shapes what models will say to users.' },
      `Start with [[${NOTE}]], then read the lines.\n\nA second paragraph.`,
    ),
  });

  it('gives its cluster the name, description and text it writes, and the members stay those the pages name', () => {
    const alignment = cluster(kb, 'alignment');
    expect(alignment).toMatchObject({
      name: 'Alignment and deference',
      file: 'clusters/alignment.md',
      description: 'How training shapes what models will say to users.',
      pages: ['why-do-models-avoid-friction', 'do-models-avoid-correcting-users-to-save-face'],
    });
    expect(alignment.bodyHtml).toContain('href="/notes/do-models-avoid-correcting-users-to-save-face/"');
    expect(alignment.bodyHtml).toContain('<p>A second paragraph.</p>');
  });

  it('makes no page of its own and leaves clusters without a file as they were', () => {
    expect(kb.pages.map((p) => p.file)).not.toContain('clusters/alignment.md');
    expect(kb.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(cluster(kb, 'conversation')).toEqual({
      slug: 'conversation',
      url: '/clusters/conversation/',
      name: 'Conversation',
      pages: ['why-do-models-avoid-friction'],
    });
  });

  it('describes the cluster its title names when it writes no slug', () => {
    const titled = kbFrom({ ...PAGES, 'clusters/c.md': md({ kind: 'cluster', title: 'conversation', description: 'Talk.' }) });
    expect(cluster(titled, 'conversation')).toMatchObject({
      name: 'conversation',
      description: 'Talk.',
      bodyHtml: '',
      pages: ['why-do-models-avoid-friction'],
    });
  });

  it('makes its cluster even when no page names it yet', () => {
    const alone = kbFrom({ ...PAGES, 'clusters/grounding.md': md({ kind: 'cluster', title: 'Grounding', description: 'Common ground in dialogue.' }) });
    expect(cluster(alone, 'grounding')).toMatchObject({ url: '/clusters/grounding/', name: 'Grounding', pages: [] });
    // Often a title that slugs otherwise than the name the pages write: a note says so.
    expect(alone.findings).toContainEqual(
      expect.objectContaining({
        severity: 'info',
        code: 'cluster-without-pages',
        file: 'clusters/grounding.md',
        message: expect.stringContaining('set slug:'),
      }),
    );
    expect(kb.findings.filter((f) => f.code === 'cluster-without-pages')).toEqual([]);
  });

  it('describing a cluster no page names, lists no empty cluster: not on the home page, not in the graph data, not as clusters of the site', () => {
    const alone = kbFrom({ ...PAGES, 'clusters/grounding.md': md({ kind: 'cluster', title: 'Grounding', description: 'Common ground in dialogue.' }) });
    const named = ['alignment', 'conversation'];
    const index = buildGraphIndex(alone);
    const data = toGraphData(alone, index, layoutGraph(index).layout);
    expect(data.clusters.map((c) => c.slug)).toEqual(named);
    expect(Math.max(...data.cluster)).toBeLessThan(named.length);
    const site = siteFromData(JSON.parse(JSON.stringify(alone)), 'kb.json');
    expect(homeView(site).clusters.map((c) => c.slug)).toEqual(named);
    expect(homeView(site).clusters.every((c) => c.size > 0)).toBe(true);
    // A vault whose only cluster is a file's: the site has no clusters to offer.
    const vault = kbFrom({ 'Note.md': 'Text.', 'clusters/grounding.md': md({ kind: 'cluster', title: 'Grounding', description: 'Common ground.' }) });
    expect(vault.clusters.map((c) => c.slug)).toEqual(['grounding']);
    expect(contentOf(vault).clusters).toBe(false);
  });
});

describe('what a cluster file reports', () => {
  it('shows a link naming no page as text, with a warning at its line', () => {
    const kb = kbFrom({ ...PAGES, 'clusters/a.md': md({ kind: 'cluster', title: 'Alignment' }, 'Intro.\n\nSee [[No such page]].') });
    expect(kb.findings).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'cluster-link-unresolved', file: 'clusters/a.md', line: 7 }));
    expect(cluster(kb, 'alignment').bodyHtml).not.toContain('<a');
  });

  it('keeps the first of two files for one cluster and warns at the second, naming the first', () => {
    const kb = kbFrom({
      ...PAGES,
      'clusters/a.md': md({ kind: 'cluster', title: 'Alignment', description: 'First.' }),
      'clusters/b.md': md({ kind: 'cluster', title: 'Other name', slug: 'alignment', description: 'Second.' }),
    });
    expect(cluster(kb, 'alignment')).toMatchObject({ name: 'Alignment', description: 'First.' });
    expect(kb.findings).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'duplicate-cluster-file',
        file: 'clusters/b.md',
        message: expect.stringContaining('clusters/a.md'),
      }),
    );
  });

  it('is an error without a title or with an invalid slug, and the cluster keeps the name its pages write', () => {
    const kb = kbFrom({
      ...PAGES,
      'clusters/a.md': md({ kind: 'cluster', description: 'No title.' }),
      'clusters/b.md': md({ kind: 'cluster', title: 'Conversation', slug: 'Not A Slug' }),
    });
    expect(kb.findings).toContainEqual(expect.objectContaining({ severity: 'error', code: 'missing-field', file: 'clusters/a.md' }));
    expect(kb.findings).toContainEqual(expect.objectContaining({ severity: 'error', code: 'invalid-slug', file: 'clusters/b.md' }));
    expect(cluster(kb, 'alignment')).not.toHaveProperty('description');
  });

  it('is left out with publish: false, as a page would be', () => {
    const kb = kbFrom({ ...PAGES, 'clusters/a.md': md({ kind: 'cluster', title: 'Alignment', description: 'Private.', publish: false }) });
    expect(cluster(kb, 'alignment')).not.toHaveProperty('description');
  });
});
