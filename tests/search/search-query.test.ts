import { describe, expect, it } from 'vitest';
import { pagefindFilters, queryString, readQuery } from '../../src/client/search/search-query.ts';

describe('search URL state', () => {
  it('reads the words, kinds and clusters of a shared search URL', () => {
    const query = readQuery(new URLSearchParams('q=+face-saving+&kind=note&kind=bogus&kind=inquiry&kind=note&cluster=Sycophancy%2C+truth'));
    expect(query).toEqual({ q: 'face-saving', kinds: ['inquiry', 'note'], clusters: ['Sycophancy, truth'] });
  });

  it('writes a query back to the same URL it was read from', () => {
    const text = '?q=face-saving&kind=note&cluster=Alignment+Tax';
    expect(queryString(readQuery(new URLSearchParams(text)))).toBe(text);
    expect(queryString({ q: '', kinds: [], clusters: [] })).toBe('');
  });

  it('turns chosen values into any-of filters, leaving one group out for its own counts', () => {
    const query = { q: 'x', kinds: ['note' as const, 'paper' as const], clusters: ['A'] };
    expect(pagefindFilters(query)).toEqual({ kind: { any: ['note', 'paper'] }, cluster: { any: ['A'] } });
    expect(pagefindFilters(query, 'kind')).toEqual({ cluster: { any: ['A'] } });
    expect(pagefindFilters({ q: 'x', kinds: [], clusters: [] })).toEqual({});
  });
});
