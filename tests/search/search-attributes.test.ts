import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { KnowledgeBaseSchema } from '../../src/schemas/knowledge-base.ts';
import { searchBody, searchTags } from '../../src/views/search-attributes.ts';

const kb = KnowledgeBaseSchema.parse(JSON.parse(await readFile(new URL('../fixtures/site/kb-sample.json', import.meta.url), 'utf8')));

describe('search attributes for page templates', () => {
  it('marks the article as the indexed body and weighs a stub down', () => {
    expect(searchBody({ stub: false })).toEqual({ 'data-pagefind-body': '' });
    expect(searchBody({ stub: true })).toEqual({ 'data-pagefind-body': '', 'data-pagefind-weight': '0.5' });
  });

  it('tags a page with its kind and cluster names as filters, and its kind and stub state as metadata', () => {
    const stub = kb.pages.find((candidate) => candidate.stub);
    if (!stub) throw new Error('tests/fixtures/site/kb-sample.json needs a stub page');
    const withCluster = KnowledgeBaseSchema.parse({
      ...kb,
      clusters: [{ slug: 'sycophancy-truth', url: '/clusters/sycophancy-truth/', name: 'Sycophancy, truth', pages: [stub.slug] }],
      pages: kb.pages.map((page) => (page === stub ? { ...page, clusters: ['sycophancy-truth'] } : page)),
    });
    const page = withCluster.pages.find((candidate) => candidate.slug === stub.slug);
    if (!page) throw new Error('the stub went missing');
    const tags = searchTags(page, withCluster).map((tag) => `${tag.attribute}=${tag.value}`);
    const name = 'Sycophancy, truth';
    expect(tags).toContain(`data-pagefind-filter=kind:${page.kind}`);
    expect(tags).toContain(`data-pagefind-meta=kind:${page.kind}`);
    expect(tags).toContain(`data-pagefind-filter=cluster:${name}`);
    expect(tags).toContain('data-pagefind-meta=stub:true');
  });
});
