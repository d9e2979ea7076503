// The dev server's page index, backlinks, related links and clusters kept between drafts: after each change,
// exactly what deriving them afresh gives, with what no change reaches kept as the same arrays.
import { describe, expect, it } from 'vitest';
import { BacklinksMemo, deriveBacklinks, type PageEdges } from '../../src/pipeline/derive/backlinks.ts';
import { type ClusterMember, ClustersMemo, deriveClusters } from '../../src/pipeline/derive/clusters.ts';
import { deriveRelated, RelatedMemo, type RelatedEdges } from '../../src/pipeline/derive/related.ts';
import type { PageIdentity } from '../../src/pipeline/resolve/identity.ts';
import { ResolveMemo } from '../../src/pipeline/resolve/resolve-memo.ts';
import type { PageKind, Slug } from '../../src/schemas/brand.ts';

/** A written page of `kind` titled `title`. */
function page(kind: PageKind, title: string, slug = title.toLowerCase().replaceAll(' ', '-')): PageIdentity {
  return { kind, title, slug: slug as Slug, file: null, stub: false, aliases: [], source: 0 };
}

/** A collection as edges: each line cites its sources, each note links and relates to the pages named. */
interface Collection {
  lines: Array<{ page: PageIdentity; sources: PageIdentity[] }>;
  notes: Array<{ page: PageIdentity; links: PageIdentity[]; related: Array<{ page: PageIdentity; reason: string }> }>;
}

function backlinkEdges(c: Collection): PageEdges[] {
  return [
    ...c.lines.map(({ page, sources }) => ({ page, all: sources, sources, papers: [] })),
    ...c.notes.map(({ page, links, related }) => ({ page, all: [...links, ...related.map((r) => r.page)], sources: [], papers: [] })),
  ];
}

function relatedEdges(c: Collection): RelatedEdges[] {
  return c.notes.map(({ page, related }) => ({ page, related }));
}

const [alpha, beta, gamma, delta] = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((title) => page('note', title)) as [
  PageIdentity,
  PageIdentity,
  PageIdentity,
  PageIdentity,
];
const [first, second] = ['First line', 'Second line'].map((title) => page('inquiry', title)) as [PageIdentity, PageIdentity];

const start: Collection = {
  lines: [
    { page: first, sources: [alpha, beta] },
    { page: second, sources: [alpha] },
  ],
  notes: [
    { page: alpha, links: [beta], related: [{ page: gamma, reason: 'same data' }] },
    { page: beta, links: [alpha, alpha], related: [] },
    { page: gamma, links: [], related: [{ page: beta, reason: 'contrast' }] },
    { page: delta, links: [gamma], related: [] },
  ],
};

/** Each change an author makes, as the collection after it. */
const changes: Array<[string, (c: Collection) => Collection]> = [
  ['a body edit changing no link', (c) => c],
  [
    'a citing line retitled so that it sorts first',
    (c) => ({ ...c, lines: c.lines.map((l) => (l.page === second ? { ...l, page: page('inquiry', 'A second line', 'second-line') } : l)) }),
  ],
  [
    'a note added that links and relates to another',
    (c) => ({ ...c, notes: [...c.notes, { page: page('note', 'Epsilon'), links: [delta], related: [{ page: alpha, reason: 'follows' }] }] }),
  ],
  ['a related reason rewritten', (c) => ({ ...c, notes: c.notes.map((n) => (n.page === gamma ? { ...n, related: [{ page: beta, reason: 'opposes' }] } : n)) })],
  ['a link removed, leaving a page with no backlink', (c) => ({ ...c, notes: c.notes.map((n) => (n.page === delta ? { ...n, links: [] } : n)) })],
  [
    'a note deleted',
    (c) => ({ ...c, notes: c.notes.filter((n) => n.page !== alpha), lines: c.lines.map((l) => ({ ...l, sources: l.sources.filter((s) => s !== alpha) })) }),
  ],
];

describe('BacklinksMemo and RelatedMemo', () => {
  it('give after every change what deriving afresh gives', () => {
    const backlinks = new BacklinksMemo();
    const related = new RelatedMemo();
    let collection = start;
    expect(backlinks.derive(backlinkEdges(collection))).toEqual(deriveBacklinks(backlinkEdges(collection)));
    expect(related.derive(relatedEdges(collection))).toEqual(deriveRelated(relatedEdges(collection)));
    for (const [name, change] of changes) {
      collection = change(collection);
      expect(backlinks.derive(backlinkEdges(collection)), name).toEqual(deriveBacklinks(backlinkEdges(collection)));
      expect(related.derive(relatedEdges(collection)), name).toEqual(deriveRelated(relatedEdges(collection)));
    }
  });

  it('sorts again only the lists a change reaches', () => {
    const backlinks = new BacklinksMemo();
    const related = new RelatedMemo();
    const before = backlinks.derive(backlinkEdges(start));
    const relatedBefore = related.derive(relatedEdges(start));
    const retitled = changes[1]?.[1](start) ?? start;
    const after = backlinks.derive(backlinkEdges(retitled));
    // Alpha is cited by the retitled line: its list is sorted again, by the new title.
    expect(after.citedBy.sources.get(alpha.slug)).toEqual(['second-line', 'first-line']);
    expect(before.citedBy.sources.get(alpha.slug)).toEqual(['first-line', 'second-line']);
    // Gamma is linked only by notes, none changed: the same array.
    expect(after.linkedFrom.get(gamma.slug)).toBe(before.linkedFrom.get(gamma.slug));
    expect(related.derive(relatedEdges(retitled)).get(beta.slug)).toBe(relatedBefore.get(beta.slug));
  });
});

describe('ClustersMemo', () => {
  const members: ClusterMember[] = [
    { slug: 'alpha' as Slug, kind: 'note', title: 'Alpha', clusters: ['Interpretability'] },
    { slug: 'beta' as Slug, kind: 'note', title: 'Beta', clusters: ['interpretability', 'Evaluation'] },
    { slug: 'first-line' as Slug, kind: 'inquiry', title: 'First line', clusters: ['Evaluation'] },
  ];
  const texts = new Map([
    ['evaluation' as Slug, { file: 'clusters/evaluation.md', name: 'Evaluation', description: 'How models are measured.', bodyHtml: '' }],
  ]);

  it('keeps the clusters while no member and no cluster file changed, and derives them afresh after a change', () => {
    const memo = new ClustersMemo();
    const first = memo.derive(members, texts);
    expect(first).toEqual(deriveClusters(members, texts));
    // A save that changed a page's body, not its title, kind or clusters: equal members, new objects.
    expect(memo.derive(structuredClone(members), new Map(texts))).toBe(first);
    const moved = members.map((m) => (m.slug === 'alpha' ? { ...m, clusters: ['Evaluation'] } : m));
    expect(memo.derive(moved, texts)).toEqual(deriveClusters(moved, texts));
    const retitled = moved.map((m) => (m.slug === 'beta' ? { ...m, title: 'Aardvark' } : m));
    expect(memo.derive(retitled, texts)).toEqual(deriveClusters(retitled, texts));
    const described = new Map([
      ['evaluation' as Slug, { file: 'clusters/evaluation.md', name: 'Measuring', description: 'How models are measured.', bodyHtml: '' }],
    ]);
    expect(memo.derive(retitled, described)).toEqual(deriveClusters(retitled, described));
    expect(memo.derive(retitled, described)[0]?.name).toBe('Measuring');
  });
});

describe('ResolveMemo.pageIndex', () => {
  const pages = (): PageIdentity[] => [
    { ...page('note', 'Alpha'), file: 'notes/alpha.md' as PageIdentity['file'], source: 0 },
    { ...page('note', 'Beta'), file: 'notes/beta.md' as PageIdentity['file'], source: 1, aliases: ['B'] },
  ];

  it('keeps the index while every page is identified as it was, and makes a new one that answers the new names after a change', () => {
    const memo = new ResolveMemo();
    const first = memo.pageIndex(pages());
    expect(first.lookup('B')?.page.slug).toBe('beta');
    expect(memo.pageIndex(pages())).toBe(first);
    const renamed = pages().map((p) => (p.slug === 'beta' ? { ...p, aliases: ['Second'] } : p));
    const after = memo.pageIndex(renamed);
    expect(after).not.toBe(first);
    expect(after.lookup('B')).toBeUndefined();
    expect(after.lookup('Second')?.page.slug).toBe('beta');
    // A file added before the others moves them among the parsed files: their headings are read from there.
    const shifted = renamed.map((p) => ({ ...p, source: p.source + 1 }));
    expect(memo.pageIndex(shifted).lookup('Second')?.page.source).toBe(2);
  });
});
