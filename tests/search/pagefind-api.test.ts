import { describe, expect, it } from 'vitest';
import { SearchIndexError, toHit, toOutcome } from '../../src/client/search/pagefind-api.ts';

describe('Pagefind results at the boundary', () => {
  const fragment = {
    url: '/notes/x/',
    excerpt: 'a <mark>face-saving</mark> turn',
    meta: { title: 'Why?', kind: 'note', stub: 'true', date: '2025-03-14' },
    filters: { kind: ['note'], cluster: ['Sycophancy'] },
    sub_results: [
      { title: 'Why?', url: '/notes/x/', excerpt: 'top' },
      { title: 'Theme', url: '/notes/x/#theme', excerpt: 'in <mark>theme</mark>', anchor: { element: 'h2', id: 'theme', location: 3 } },
    ],
  };

  it('reads the kind, stub state, clusters, date and anchored sections of a result', () => {
    expect(toHit(fragment)).toEqual({
      url: '/notes/x/',
      title: 'Why?',
      kind: 'note',
      stub: true,
      clusters: ['Sycophancy'],
      date: '2025-03-14',
      excerpt: 'a <mark>face-saving</mark> turn',
      subResults: [{ title: 'Theme', url: '/notes/x/#theme', excerpt: 'in <mark>theme</mark>' }],
    });
  });

  it('falls back to the URL for a missing title and ignores an unknown kind', () => {
    const hit = toHit({ ...fragment, meta: { kind: 'essay' } });
    expect(hit.title).toBe('/notes/x/');
    expect(hit.kind).toBeUndefined();
    expect(hit.stub).toBe(false);
    expect(hit.date).toBe('');
  });

  it('rejects a result without a URL, saying how to fix it', () => {
    expect(() => toHit({ excerpt: '' })).toThrow(SearchIndexError);
    expect(() => toHit({ excerpt: '' })).toThrow(/no text "url".*npm run build/);
  });

  it('leaves out the hidden page ids (entries a delta stands in for) and shows a page id found twice once', () => {
    const raw = (id: string) => ({ id, data: async () => ({ ...fragment, url: `/notes/${id}/` }) });
    const outcome = toOutcome(
      { results: [raw('en_old'), raw('en_a'), raw('en_new'), raw('en_a')], unfilteredResultCount: 4, filters: {} },
      new Set(['en_old']),
    );
    expect(outcome.results.map((result) => result.id)).toEqual(['en_a', 'en_new']);
  });
});
