import { describe, expect, it } from 'vitest';
import { pageUrl } from '../../src/orchestrate/search-pages.ts';
import { inLanes } from '../../src/orchestrate/lanes.ts';
import { loadSettings } from '../../src/config/load.ts';
import { assignShards, keptShardCount, shardCount, shardOf, shardPath, SHARD_PAGES, urlHash } from '../../src/orchestrate/search-shards.ts';

const pages = (count: number) =>
  Array.from({ length: count }, (_, at) => ({ url: `/notes/note-${at}-${(at * 7919) % 1000}/`, file: `notes/note-${at}/index.html` }));

describe('search shard assignment', () => {
  it('has one shard per started SHARD_PAGES pages, and at least one', () => {
    expect([shardCount(0, 2500), shardCount(1, 2500), shardCount(2500, 2500), shardCount(2501, 2500), shardCount(15_000, 2500), shardCount(260, 70)]).toEqual([
      1, 1, 1, 2, 6, 4,
    ]);
  });

  it('puts a URL in the same shard every time (a fixed hash, not one seeded per process)', () => {
    expect(urlHash('/notes/why/')).toBe(urlHash('/notes/why/'));
    expect(urlHash('')).toBe(0x811c9dc5);
    expect(urlHash('a')).toBe(0xe40c292c);
    expect(shardOf('/notes/why/', 4)).toBe(urlHash('/notes/why/') % 4);
  });

  it('keeps every other page in its shard when a page is added', () => {
    const before = assignShards(pages(2000), 600);
    const after = assignShards([...pages(2000), { url: '/notes/new/', file: 'notes/new/index.html' }], 600);
    const changed = before.filter((shard, at) => JSON.stringify(shard) !== JSON.stringify(after[at]));
    expect(changed).toHaveLength(1);
  });

  it('keeps the previous shard count while the pages fit it within 5%, so crossing a multiple of the shard size moves no page', () => {
    // 15,000 pages made 6 shards of 2,500; one more page would make 7 from scratch.
    expect([
      keptShardCount(15_001, 2500, 6),
      keptShardCount(15_001, 2500, undefined),
      keptShardCount(15_750, 2500, 6),
      keptShardCount(15_751, 2500, 6),
    ]).toEqual([6, 7, 6, 7]);
    // Shrinking: 7 shards stay down to 95% of 6 full ones.
    expect([keptShardCount(15_000, 2500, 7), keptShardCount(14_251, 2500, 7), keptShardCount(14_250, 2500, 7), keptShardCount(9_000, 2500, 7)]).toEqual([
      7, 7, 6, 4,
    ]);
    const before = assignShards(pages(1200), 600);
    const added = [...pages(1200), { url: '/notes/new/', file: 'notes/new/index.html' }];
    const kept = assignShards(added, 600, before.length);
    expect(kept).toHaveLength(2);
    expect(before.filter((shard, at) => JSON.stringify(shard) !== JSON.stringify(kept[at]))).toHaveLength(1);
    expect(assignShards(added, 600)).toHaveLength(3);
  });

  it('spreads pages evenly: each of 6 shards within 10% of 2,500 for 15,000 URLs', () => {
    const shards = assignShards(pages(15_000), SHARD_PAGES);
    expect(shards).toHaveLength(6);
    for (const shard of shards) expect(Math.abs(shard.length - 2500)).toBeLessThan(250);
    expect(shards.flat()).toHaveLength(15_000);
  });

  it('sorts each shard by URL and drops shards the hash left empty', () => {
    const shards = assignShards(pages(3), 1);
    expect(
      shards
        .flat()
        .map((page) => page.url)
        .sort(),
    ).toEqual(
      pages(3)
        .map((page) => page.url)
        .sort(),
    );
    for (const shard of shards) {
      expect(shard.length).toBeGreaterThan(0);
      expect(shard.map((page) => page.url)).toEqual(shard.map((page) => page.url).sort());
    }
    expect(assignShards([], 10)).toEqual([[]]);
  });

  it("gives pages of another language shards of their own, after the site language's, never mixing languages", () => {
    const zh = Array.from({ length: 5 }, (_, at) => ({ url: `/notes/模板${at}/`, file: `notes/模板${at}/index.html`, lang: 'zh' }));
    const ja = [{ url: '/notes/メモ/', file: 'notes/メモ/index.html', lang: 'ja' }];
    const shards = assignShards([...zh, ...pages(10), ...ja], 4);
    expect(shards.map((shard) => [...new Set(shard.map((page) => page.lang))])).toEqual([[undefined], [undefined], [undefined], ['ja'], ['zh'], ['zh']]);
    expect(shards.flat()).toHaveLength(16);
    // Only the site language's shards depend on its page count: a Chinese page added moves none of them.
    expect(assignShards([...pages(10), ...zh], 4).slice(0, 3)).toEqual(shards.slice(0, 3));
  });

  it('names the first shard the index folder itself and the others shard-N/', () => {
    expect([shardPath(0), shardPath(1), shardPath(12)]).toEqual(['', 'shard-1/', 'shard-12/']);
  });

  it('reads SEARCH_SHARD_PAGES, and says what to set when it is not a whole number', () => {
    const shardPages = (env: NodeJS.ProcessEnv) => loadSettings('/site', env).search.shardPages;
    expect(shardPages({})).toBe(SHARD_PAGES);
    expect(shardPages({ SEARCH_SHARD_PAGES: '70' })).toBe(70);
    expect(() => shardPages({ SEARCH_SHARD_PAGES: '0' })).toThrow(
      /env SEARCH_SHARD_PAGES: search.shardPages is below 1; write a whole number of pages, at least 1/,
    );
    expect(() => shardPages({ SEARCH_SHARD_PAGES: 'many' })).toThrow(/whole number/);
  });
});

describe('page URLs and files', () => {
  it.each([
    ['notes/x/index.html', '/notes/x/'],
    ['index.html', '/'],
    ['404.html', '/404.html'],
    ['papers/a-b/index.html', '/papers/a-b/'],
  ])('%s is the page %s', (file, url) => {
    expect(pageUrl(file)).toBe(url);
  });
});

describe('indexing lanes', () => {
  it('runs at most `lanes` tasks at once, keeps results in order, and starts none after a failure', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task =
      (at: number, fail = false) =>
      async (): Promise<number> => {
        started.push(at);
        running += 1;
        most = Math.max(most, running);
        await new Promise((done) => setTimeout(done, 5));
        running -= 1;
        if (fail) throw new Error(`task ${at} failed`);
        return at * 10;
      };
    await expect(
      inLanes(
        [0, 1, 2, 3, 4].map((at) => task(at)),
        2,
      ),
    ).resolves.toEqual([0, 10, 20, 30, 40]);
    expect(most).toBe(2);
    started.length = 0;
    await expect(inLanes([task(0, true), task(1), task(2), task(3)], 1)).rejects.toThrow('task 0 failed');
    expect(started).toEqual([0]);
  });

  it('runs one lane until moreLanesAfter settles, then all of them', async () => {
    let running = 0;
    let most = 0;
    let open: () => void = () => undefined;
    const gate = new Promise<void>((done) => (open = done));
    const mostBeforeOpen: number[] = [];
    const task = (at: number) => async (): Promise<number> => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, 5));
      running -= 1;
      if (at === 2) {
        mostBeforeOpen.push(most);
        open();
      }
      return at;
    };
    await expect(inLanes([0, 1, 2, 3, 4, 5, 6].map(task), 2, gate)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(mostBeforeOpen).toEqual([1]);
    expect(most).toBe(2);
  });
});
