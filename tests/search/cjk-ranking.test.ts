// Chinese search against a real Pagefind index, loaded as the browser loads it: a page using the
// queried word ranks above pages holding its characters apart (数据 here, 仓库 there).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runPagefind } from '../../src/orchestrate/search-pagefind.ts';
import { SEARCH_FILTER, SEARCH_STATUS } from '../../src/core/search-fields.ts';
import { phraseFirst, phraseQuery } from '../../src/client/search/phrase-first.ts';
import type { ResultRef, SearchOutcome } from '../../src/client/search/pagefind-api.ts';

// Pages written for this test: two use 数据库 (database) as a word, two hold 数据 (data) and 仓库 (warehouse) apart, more often.
const PAGES: Record<string, string> = {
  'word-design': `数据库设计。${'数据库的索引决定查询的速度，设计数据库时先看查询。'.repeat(6)}`,
  'word-relational': `关系型数据库。${'关系型数据库用表保存记录，每张表有主键。'.repeat(6)}`,
  'apart-warehouse': `仓库管理。${'这里的数据很多，仓库里的货物也很多。我们先整理数据，再整理仓库，数据和仓库分开记录。'.repeat(4)}`,
  'apart-analysis': `数据分析。${'分析数据需要耐心。库存放在仓库，数据放在表格，数据很重要。'.repeat(5)}`,
};

let site: string;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'cjk-ranking-'));
  for (const [name, text] of Object.entries(PAGES)) {
    await mkdir(join(site, name), { recursive: true });
    await writeFile(
      join(site, name, 'index.html'),
      `<!doctype html><html lang="zh"><head><meta charset="utf-8"><title>${name}</title></head><body><main data-pagefind-body><span data-pagefind-filter="${SEARCH_FILTER.status}" hidden>${SEARCH_STATUS.written}</span><p>${text}</p></main></body></html>`,
    );
  }
  await runPagefind(site, join(site, 'pagefind'));
  await writeFile(join(site, 'pagefind', 'shards.json'), JSON.stringify({ shards: [] }));
  // What pagefind.js reads of a browser: a page whose <html lang> is zh, and fetch, here from the disk.
  vi.stubGlobal('window', {});
  vi.stubGlobal('document', { currentScript: null, querySelector: () => ({ getAttribute: () => 'zh' }) });
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const text = String(input).replace(/\?.*$/, '');
    return new Response(await readFile(text.startsWith('file:') ? fileURLToPath(text) : text));
  });
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await rm(site, { recursive: true, force: true });
});

/** The pages found, in rank order, as paths from the site folder (the index's base URL). */
const urls = async (outcome: SearchOutcome): Promise<string[]> =>
  Promise.all(outcome.results.map(async (result) => (await result.load()).url.slice(site.length)));

describe('Chinese search', () => {
  it('ranks the pages using 数据库 as a word above pages holding 数据 and 仓库 apart', async () => {
    const { loadSearchIndex } = await import('../../src/client/search/pagefind-api.ts');
    const index = await loadSearchIndex(`${site}/`);
    const found = await urls(await index.search('数据库', {}));
    expect(found).toHaveLength(4);
    expect(found.slice(0, 2).sort()).toEqual(['/word-design/', '/word-relational/']);
    expect(found.slice(2).sort()).toEqual(['/apart-analysis/', '/apart-warehouse/']);
  }, 60_000);
});

describe('phrase first', () => {
  const ref = (id: string): ResultRef => ({
    id,
    load: async () => ({ url: `/${id}/`, title: id, kind: undefined, excerpt: '', subResults: [], clusters: [], stub: false, date: '' }),
  });
  const outcome = (...ids: string[]): SearchOutcome => ({ results: ids.map(ref), unfilteredResultCount: ids.length, filters: { kind: { note: ids.length } } });

  it('asks for a phrase only for Chinese, Japanese or Korean words not quoted already', () => {
    expect(phraseQuery(' 数据库 ')).toBe('"数据库"');
    expect(phraseQuery('データベース')).toBe('"データベース"');
    expect(phraseQuery('데이터베이스')).toBe('"데이터베이스"');
    expect(phraseQuery('database')).toBeUndefined();
    expect(phraseQuery('库')).toBeUndefined();
    expect(phraseQuery('"数据库"')).toBeUndefined();
  });

  it("puts the phrase matches first, each group in Pagefind's order, keeping counts and filters", () => {
    const ranked = phraseFirst(outcome('c', 'a'), outcome('a', 'b', 'c', 'd'));
    expect(ranked.results.map((r) => r.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(ranked.filters).toEqual({ kind: { note: 4 } });
    expect(phraseFirst(outcome(), outcome('a', 'b')).results.map((r) => r.id)).toEqual(['a', 'b']);
  });
});
