// The site rendered from a small hand-written knowledge base (tests/fixtures/site/kb-sample.json):
// page structure, stubs, landmarks and links, independent of the content pipeline.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, type FixtureSite } from '../setup/seed-site.ts';
import { brokenLinks, linkHrefs, listFiles, readPage, sectionTitled, ROOT } from './build-helper.ts';
import { LOOK_SCRIPT } from '../../src/client/theme/early.ts';

let site: FixtureSite | undefined;
let dist = '';

beforeAll(async () => {
  site = await fixtureSite('kb-sample');
  dist = site.dir;
}, 180_000);

afterAll(async () => {
  await site?.remove();
});

describe('site rendered from the sample knowledge base', () => {
  it('renders every page of the knowledge base at its URL', async () => {
    const kb = JSON.parse(await readFile(join(ROOT, 'tests/fixtures/site/kb-sample.json'), 'utf8')) as { pages: { url: string }[] };
    const files = new Set(await listFiles(dist));
    for (const page of kb.pages) expect(files.has(`${page.url.slice(1)}index.html`), page.url).toBe(true);
    for (const url of ['', 'notes/', 'inquiring-lines/', 'papers/', 'discussions/', 'clusters/', 'clusters/conversational-grounding/']) {
      expect(files.has(`${url}index.html`), url).toBe(true);
    }
    expect(files.has('404.html')).toBe(true);
  });

  it('gives every page one h1, the landmarks, a skip link, a linked stylesheet and no render-blocking script', async () => {
    const pages = (await listFiles(dist)).filter((file) => file.endsWith('.html'));
    for (const file of pages) {
      const html = parse(await readFile(join(dist, file), 'utf8'));
      expect(html.querySelectorAll('h1'), file).toHaveLength(1);
      for (const landmark of ['header', 'nav', 'main', 'footer']) expect(html.querySelector(landmark), `${file} ${landmark}`).not.toBeNull();
      expect(html.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
      expect(html.querySelector('link[rel="stylesheet"]'), file).not.toBeNull();
      // Module scripts are deferred; data blocks do not run. Anything else would block rendering,
      // but for the few bytes that apply the reader's theme, first in the body (src/client/theme/early.ts).
      const blocking = html.querySelectorAll('script').filter((s) => !['module', 'application/ld+json'].includes(s.getAttribute('type') ?? ''));
      expect(
        blocking.map((s) => s.toString().slice(0, 80)),
        file,
      ).toEqual([`<script src="${LOOK_SCRIPT}"></script>`]);
      expect(html.querySelector('body > script')?.getAttribute('src'), file).toBe(LOOK_SCRIPT);
      expect(html.querySelector('head script:not([type])'), file).toBeNull();
    }
  });

  it("lists an inquiring line's sources in order, each with title and claim, and shows next lines", async () => {
    const page = await readPage(dist, '/inquiring-lines/why-do-llms-apply-face-saving-over-accurately-tracking-resistance-signals/');
    const sources = sectionTitled(page, 'Sources');
    expect(sources.querySelector('h2')?.text).toBe('Sources 2 notes');
    const items = sources.querySelectorAll('ol.sources > li');
    expect(items.map((li) => li.querySelector('a')?.text)).toEqual([
      'Why do language models avoid correcting false user claims?',
      'Does preference optimization harm conversational understanding?',
    ]);
    expect(items[1]?.querySelector('.source__claim')?.text).toBe('RLHF reduces grounding acts by 77.5% below human levels.');
    expect(linkHrefs(sectionTitled(page, 'Next inquiring lines'))).toEqual(['/inquiring-lines/why-might-chatbots-learn-face-saving/']);
    expect(page.querySelectorAll('.page-body a')).toHaveLength(3);
    expect(page.querySelector('article')?.hasAttribute('data-pagefind-body')).toBe(true);
  });

  it("shows a note's claim, backlinks, related concepts with reasons (incoming marked), papers in order and original title", async () => {
    const page = await readPage(dist, '/notes/does-preference-optimization-harm-conversational-understanding/');
    expect(page.querySelector('.claim p')?.text).toContain('77.5%');
    const citedBy = sectionTitled(page, 'Inquiring lines that use this note as a source');
    expect(citedBy.querySelector('h2')?.text).toBe('Inquiring lines that use this note as a source (1)');
    expect(citedBy.hasAttribute('data-pagefind-ignore')).toBe(true);
    const related = sectionTitled(page, 'Related concepts in this collection');
    // The neighbourhood graph stands in the rail beside the text, carrying the note's slug; the list is its plain equivalent.
    expect(page.querySelector('aside.rail [data-neighbourhood][data-slug="does-preference-optimization-harm-conversational-understanding"]')).not.toBeNull();
    expect(related.querySelector('ul.related')).not.toBeNull();
    const items = related.querySelectorAll('.related__item');
    expect(items.map((li) => li.querySelector('.related__reason')?.text)).toEqual([
      'Why related: the conversational consequence',
      'Links here: pressure makes models cave',
    ]);
    expect(items[1]?.querySelector('.related__description')?.text).toBe('Exploring whether persistent persuasion flips correct answers.');
    expect(linkHrefs(sectionTitled(page, 'Related papers'))).toEqual(['/papers/2311.09144/', '/papers/direct-preference-optimization/']);
    expect(sectionTitled(page, 'Original note title').querySelector('p')?.text).toBe('the alignment tax on communication');
  });

  it('renders a stub as not yet written, with what is known and what links to it', async () => {
    const page = await readPage(dist, '/notes/llms-avoid-correcting-false-claims/');
    expect(page.querySelector('.stub-notice')?.text).toContain('Not yet written');
    expect(page.querySelector('.claim p')?.text).toContain('false presuppositions');
    expect(linkHrefs(sectionTitled(page, 'Pages that link here'))).toHaveLength(3);
    const stubLine = await readPage(dist, '/inquiring-lines/why-might-chatbots-learn-face-saving/');
    expect(sectionTitled(stubLine, 'Sources').querySelectorAll('li')).toHaveLength(1);
  });

  it("shows a paper's arXiv link and the notes that draw on it, and a discussion's themes and paper", async () => {
    const paper = await readPage(dist, '/papers/2311.09144/');
    expect(paper.querySelector('a[href="https://arxiv.org/abs/2311.09144"]')).not.toBeNull();
    expect(sectionTitled(paper, 'Notes that draw on it').querySelector('h2')?.text).toBe('Notes that draw on it (1)');
    const discussion = await readPage(dist, '/discussions/warmth-makes-models-less-reliable/');
    expect(discussion.querySelectorAll('.page-body h2')).toHaveLength(2);
    expect(discussion.querySelector('.discussion-paper a')?.getAttribute('href')).toBe('/papers/2311.09144/');
    // The discussion leads on to the notes that draw on its paper, and the paper back to the discussion.
    const notes = sectionTitled(discussion, 'Notes that draw on the paper');
    expect(notes.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(['/notes/does-preference-optimization-harm-conversational-understanding/']);
    const linking = sectionTitled(paper, 'Inquiring lines and discussions that link to it');
    expect(linking.querySelectorAll('a').map((a) => a.getAttribute('href'))).toContain('/discussions/warmth-makes-models-less-reliable/');
  });

  it('lists cluster members by kind with counts', async () => {
    const page = await readPage(dist, '/clusters/conversational-grounding/');
    expect(page.querySelectorAll('section h2').map((h) => h.text)).toEqual(['Inquiring lines (1)', 'Notes (2)']);
  });

  it('writes the knowledge base export without rendered bodies', async () => {
    const data = JSON.parse(await readFile(join(dist, 'knowledge-base.json'), 'utf8')) as { pages: Record<string, unknown>[] };
    expect(data.pages).toHaveLength(8);
    expect(data.pages.every((page) => !('bodyHtml' in page) && typeof page['slug'] === 'string')).toBe(true);
  });

  it('writes a Pagefind index', async () => {
    const files = await listFiles(dist);
    expect(files).toContain('pagefind/pagefind.js');
  });

  it('has no internal link that points to a missing page', async () => {
    const result = await brokenLinks(dist);
    expect(result.links).toBeGreaterThan(50);
    expect(result.broken).toEqual([]);
  });
});
