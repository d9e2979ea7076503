import { describe, expect, it } from 'vitest';
import { pagefindFilters, queryString, readQuery } from '../../src/client/search/search-query.ts';

describe('search URL state', () => {
  it('reads the words, kinds, clusters, tags and the stub toggle of a shared search URL', () => {
    const query = readQuery(
      new URLSearchParams('q=+face-saving+&kind=note&kind=bogus&kind=inquiry&kind=note&cluster=Sycophancy%2C+truth&tag=dialogue&tag=dialogue'),
    );
    expect(query).toEqual({ q: 'face-saving', kinds: ['inquiry', 'note'], clusters: ['Sycophancy, truth'], tags: ['dialogue'], stubs: true });
    expect(readQuery(new URLSearchParams('q=x&stubs=hide')).stubs).toBe(false);
  });

  it('writes a query back to the same URL it was read from', () => {
    const text = '?q=face-saving&kind=note&cluster=Alignment+Tax&tag=rlhf%2Freward&stubs=hide';
    expect(queryString(readQuery(new URLSearchParams(text)))).toBe(text);
    expect(queryString({ q: '', kinds: [], clusters: [], tags: [], stubs: true })).toBe('');
  });

  it('turns chosen values into any-of filters, leaving one group out for its own counts', () => {
    const query = { q: 'x', kinds: ['note' as const, 'paper' as const], clusters: ['A'], tags: ['t'], stubs: true };
    expect(pagefindFilters(query)).toEqual({ kind: { any: ['note', 'paper'] }, cluster: { any: ['A'] }, tag: { any: ['t'] } });
    expect(pagefindFilters(query, 'kind')).toEqual({ cluster: { any: ['A'] }, tag: { any: ['t'] } });
    expect(pagefindFilters(query, 'tag')).toEqual({ kind: { any: ['note', 'paper'] }, cluster: { any: ['A'] } });
    expect(pagefindFilters({ q: 'x', kinds: [], clusters: [], tags: [], stubs: true })).toEqual({});
    expect(pagefindFilters({ q: 'x', kinds: [], clusters: [], tags: [], stubs: false })).toEqual({ status: { any: ['written'] } });
  });
});
