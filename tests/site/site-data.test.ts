// Unit tests of the site's data helpers over the sample knowledge base: lookups, views, paging, swap.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Slug } from '../../src/schemas/brand.ts';
import { freshOutDir, swapInto } from '../../src/orchestrate/swap.ts';
import { homeView } from '../../src/views/home.ts';
import { siteFromData } from '../../src/handoff/kb.ts';
import { indexPages, indexPageUrl } from '../../src/views/listing.ts';
import { pageAt, pagesOfKind } from '../../src/views/pages.ts';
import { inquiryView, noteView, stubView } from '../../src/views/views.ts';

const raw: unknown = JSON.parse(readFileSync(new URL('../fixtures/site/kb-sample.json', import.meta.url), 'utf8'));
const site = siteFromData(raw, 'kb-sample.json');
const slug = (s: string) => s as Slug;

describe('knowledge base loading', () => {
  it('indexes pages and clusters by slug', () => {
    expect(site.bySlug.size).toBe(8);
    expect(site.clusterBySlug.get(slug('conversational-grounding'))?.name).toBe('Conversational grounding');
  });

  it('rejects data that does not match the schema, naming where it came from and the field', () => {
    expect(() => siteFromData({ pages: [{ kind: 'note', slug: 'Bad Slug' }], clusters: [], findings: [] }, 'broken.json')).toThrow(
      /broken\.json does not match the knowledge-base schema[\s\S]*pages/,
    );
  });

  it('fails loudly on a link to a page the knowledge base does not hold', () => {
    expect(() => pageAt(site, slug('no-such-page'), '/notes/x/')).toThrow('/notes/x/ links to "no-such-page"');
  });
});

describe('page views', () => {
  it("resolves an inquiring line's sources in order with their claims", () => {
    const [line] = pagesOfKind(site, 'inquiry').filter((page) => !page.stub);
    if (!line) throw new Error('fixture has no written inquiring line');
    const view = inquiryView(site, line);
    expect(view.sources.map((source) => source.ref.slug)).toEqual([
      'llms-avoid-correcting-false-claims',
      'does-preference-optimization-harm-conversational-understanding',
    ]);
    expect(view.sources[0]?.ref.stub).toBe(true);
    expect(view.sources[1]?.claim).toBe('RLHF reduces grounding acts by 77.5% below human levels.');
    expect(view.clusters.map((cluster) => cluster.name)).toEqual(['Conversational grounding']);
  });

  it('marks incoming-only related links and takes descriptions from the targets', () => {
    const note = pagesOfKind(site, 'note').find((page) => page.slug === 'does-preference-optimization-harm-conversational-understanding');
    if (!note) throw new Error('fixture note missing');
    const view = noteView(site, note);
    expect(view.related.map((item) => [item.ref.slug, item.incoming])).toEqual([
      ['llms-avoid-correcting-false-claims', false],
      ['can-models-abandon-correct-beliefs', true],
    ]);
    expect(view.related[1]?.description).toBe('Exploring whether persistent persuasion flips correct answers.');
    expect(view.papers.map((paper) => paper.slug)).toEqual(['2311.09144', 'direct-preference-optimization']);
  });

  it('lists what links to a stub, by kind then title', () => {
    const stub = pageAt(site, slug('llms-avoid-correcting-false-claims'), 'test');
    expect(stubView(site, stub).linkedFrom.map((ref) => ref.kind)).toEqual(['inquiry', 'inquiry', 'note']);
  });

  it('counts kinds and stubs for the home page, and features written pages only', () => {
    const home = homeView(site);
    expect(home.counts).toEqual([
      { kind: 'inquiry', total: 2, stubs: 1 },
      { kind: 'note', total: 3, stubs: 1 },
      { kind: 'paper', total: 2, stubs: 1 },
      { kind: 'discussion', total: 1, stubs: 0 },
    ]);
    // The most-cited note is not yet written: it is counted, never featured.
    expect(home.notes.map((item) => item.ref.slug)).not.toContain('llms-avoid-correcting-false-claims');
    expect(home.notes.length).toBeGreaterThan(0);
    for (const item of [...home.notes, ...home.lines]) expect(item.ref.stub).toBe(false);
    expect(home.recent.every((ref) => !ref.stub)).toBe(true);
  });
});

describe('kind index paging', () => {
  it('splits a kind into pages of a fixed size, sorted by title, with their ranges', () => {
    const pages = indexPages(site, 'note', 2);
    expect(pages.map((page) => page.url)).toEqual(['/notes/', '/notes/page/2/']);
    expect(pages[0]?.items.map((ref) => ref.title)).toEqual([
      'Can models abandon correct beliefs under conversational pressure?',
      'Does preference optimization harm conversational understanding?',
    ]);
    expect(pages[1]?.all[1]).toEqual({
      number: 2,
      url: '/notes/page/2/',
      first: 'Why do language models avoid correcting…',
      last: 'Why do language models avoid correcting…',
    });
    expect(pages[0]?.total).toBe(3);
  });

  it('keeps one empty page for a kind with no pages', () => {
    const empty = siteFromData({ pages: [], clusters: [], findings: [] }, 'empty');
    expect(indexPages(empty, 'paper')).toHaveLength(1);
    expect(indexPageUrl('paper', 3)).toBe('/papers/page/3/');
  });
});

describe('swap into the output folder', () => {
  let work = '';
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('replaces the old folder with the new one and leaves nothing behind', async () => {
    work = await mkdtemp(join(tmpdir(), 'site-swap-'));
    const dest = join(work, 'dist');
    const fresh = freshOutDir(work);
    expect(fresh).toBe(join(work, '.build', `out-${process.pid}`));
    await mkdir(dest);
    await writeFile(join(dest, 'old.html'), 'old');
    await mkdir(fresh, { recursive: true });
    await writeFile(join(fresh, 'new.html'), 'new');
    await swapInto(fresh, dest);
    expect(await readFile(join(dest, 'new.html'), 'utf8')).toBe('new');
    expect(existsSync(join(dest, 'old.html'))).toBe(false);
    expect(existsSync(fresh)).toBe(false);
  });

  it('puts the old folder back when the new one cannot be moved in', async () => {
    work = await mkdtemp(join(tmpdir(), 'site-swap-'));
    const dest = join(work, 'dist');
    await mkdir(dest);
    await writeFile(join(dest, 'old.html'), 'old');
    await expect(swapInto(join(work, 'missing'), dest)).rejects.toThrow();
    expect(await readFile(join(dest, 'old.html'), 'utf8')).toBe('old');
  });
});
