// The seed collection (content/, imported from the five exported pages) built end to end: the
// facts each seed must show, the data export, and every internal link of every page.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenLinks, linkHrefs, listFiles, readPage, runBuild, sectionTitled, ROOT } from './build-helper.ts';
import { sharedSeedSite } from '../setup/seed-site.ts';
import { dataEmitters, EMITTERS } from '../../src/emit/emitters.ts';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';

interface ExportedPage {
  kind: string;
  slug: string;
  url: string;
  title: string;
  stub: boolean;
}

let work = '';
let dist = '';
let pages: ExportedPage[] = [];

/** Titles compared as a reader reads them: curly and straight quotes alike. */
const plain = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

function pageTitled(kind: string, title: string): ExportedPage {
  const page = pages.find((candidate) => candidate.kind === kind && plain(candidate.title) === plain(title));
  if (!page) throw new Error(`no ${kind} titled "${title}" in knowledge-base.json`);
  return page;
}

function sourceRows(page: HTMLElement): { title: string; claim: string; href: string }[] {
  return sectionTitled(page, 'Sources')
    .querySelectorAll('ol.sources > li')
    .map((li) => ({
      title: plain(li.querySelector('.source__title a')?.text ?? ''),
      claim: plain(li.querySelector('.source__claim')?.text ?? ''),
      href: li.querySelector('.source__title a')?.getAttribute('href') ?? '',
    }));
}

beforeAll(async () => {
  // The seed site built once for the run; its own build only when run outside that setup.
  const shared = await sharedSeedSite();
  if (shared !== undefined) {
    dist = shared;
  } else {
    work = await mkdtemp(join(tmpdir(), 'site-seeds-'));
    dist = join(work, 'dist');
    const run = await runBuild(['--out', dist, '--cache-dir', work], { CONTENT_DIR: join(ROOT, 'content') });
    if (run.code !== 0) throw new Error(`build of content/ failed:\n${run.stdout}\n${run.stderr}`);
  }
  pages = (JSON.parse(await readFile(join(dist, 'knowledge-base.json'), 'utf8')) as { pages: ExportedPage[] }).pages;
}, 300_000);

afterAll(async () => {
  if (work !== '') await rm(work, { recursive: true, force: true });
});

describe('seed 004: full inquiring line', () => {
  const title = 'Why do RLHF-trained models struggle with proactive emotional attunement in conversations?';
  const sources = [
    'Do LLM therapists respond to emotions like low-quality human therapists?',
    'Does RLHF training push therapy chatbots toward problem-solving?',
    'Does preference optimization harm conversational understanding?',
    'Does preference optimization damage conversational grounding in large language models?',
    'Why do language models respond passively instead of asking clarifying questions?',
    'Does warmth training make language models less reliable?',
    'Does empathy training make AI systems less reliable?',
    'Does RLHF make language models indifferent to truth?',
    'Can emotion rewards make language models genuinely empathic?',
  ];

  it('lists its 9 sources in first-citation order, each linked with its title and claim', async () => {
    const page = await readPage(dist, pageTitled('inquiry', title).url);
    expect(sectionTitled(page, 'Sources').querySelector('h2')?.text).toBe('Sources 9 notes');
    const rows = sourceRows(page);
    expect(rows.map((row) => row.title)).toEqual(sources);
    expect(rows[0]?.claim).toMatch(/^Using the BOLT framework/);
    expect(rows[5]?.claim).toContain('5–9pp');
    for (const row of rows) {
      expect(row.claim.length, row.title).toBeGreaterThan(40);
      expect(row.href).toMatch(/^\/notes\/[a-z0-9-]+\/$/);
    }
  });

  it('carries 10 citation links in its body', async () => {
    const page = await readPage(dist, pageTitled('inquiry', title).url);
    const body = page.querySelector('.page-body');
    expect(body?.text).toContain('RLHF rewards the wrong thing');
    expect(linkHrefs(body ?? page).filter((href) => href.startsWith('/notes/'))).toHaveLength(10);
  });
});

describe('seeds 000 and 001: compact inquiring lines with dropped source titles recovered', () => {
  it('seed 000 shows 7 sources with their recovered titles and claims', async () => {
    const page = await readPage(dist, pageTitled('inquiry', 'Why might chatbots simply learn better face-saving instead of genuine perspective-taking?').url);
    const rows = sourceRows(page);
    expect(rows.map((row) => row.title)).toEqual([
      'Why do language models avoid correcting false user claims?',
      'Does RLHF make language models indifferent to truth?',
      'Why do language models respond passively instead of asking clarifying questions?',
      "Why don't language models develop conversation maintenance skills?",
      "Why don't conversational AI systems mirror their users' word choices?",
      'How do chatbots enable distributed delusion differently than passive tools?',
      'Does chatbot interaction trade authenticity for better problem-solving?',
    ]);
    expect(rows[4]?.claim).toMatch(/^Response generation models fail to adapt vocabulary/);
    expect(rows[6]?.claim).toMatch(/^An empirical study found students/);
  });

  it('seed 001 shows 4 sources with their recovered titles and claims', async () => {
    const page = await readPage(dist, pageTitled('inquiry', 'Why do LLMs apply face-saving over accurately tracking resistance signals?').url);
    const rows = sourceRows(page);
    expect(rows.map((row) => row.title)).toEqual([
      'Why do language models avoid correcting false user claims?',
      'Can models abandon correct beliefs under conversational pressure?',
      'Why do language models fail in gradually revealed conversations?',
      'What actually happens inside a language model?',
    ]);
    expect(rows[2]?.claim).toMatch(/^Across 200,000\+ conversations/);
  });
});

describe('seed 002: note', () => {
  const url = '/notes/the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati/';

  it('is at the URL taken from its original title and shows that title', async () => {
    const page = await readPage(dist, url);
    expect(page.querySelector('h1')?.text).toBe('Does preference optimization harm conversational understanding?');
    expect(plain(sectionTitled(page, 'Original note title').querySelector('p')?.text ?? '')).toBe(
      'the alignment tax on communication — preference optimization erodes the conversational grounding it was meant to improve',
    );
    expect(page.querySelector('.lede')?.text).toMatch(/^Exploring whether RLHF training/);
  });

  it('links the 214 inquiring lines that use it as a source', async () => {
    const section = sectionTitled(await readPage(dist, url), 'Inquiring lines that use this note as a source');
    expect(section.querySelector('h2')?.text).toBe('Inquiring lines that use this note as a source (214)');
    const hrefs = linkHrefs(section);
    expect(hrefs).toHaveLength(214);
    expect(new Set(hrefs).size).toBe(214);
    expect(hrefs.every((href) => href.startsWith('/inquiring-lines/'))).toBe(true);
  });

  it('shows 23 related concepts, each with its reason', async () => {
    const section = sectionTitled(await readPage(dist, url), 'Related concepts in this collection');
    expect(section.querySelector('h2')?.text).toBe('Related concepts in this collection (23)');
    const items = section.querySelectorAll('.related__item');
    expect(items).toHaveLength(23);
    for (const item of items) {
      expect(item.querySelector('.related__title a')?.getAttribute('href')).toMatch(/^\/notes\//);
      expect(item.querySelector('.related__reason')?.text.trim().length).toBeGreaterThan(5);
    }
    expect(items[0]?.querySelector('.related__reason')?.text).toBe('Why related: the specific finding');
  });

  it("lists its 8 related papers in the author's order and its 3 body citations as links", async () => {
    const page = await readPage(dist, url);
    const papers = sectionTitled(page, 'Related papers');
    expect(papers.querySelector('h2')?.text).toBe('Related papers (8)');
    // The author's 8 come first; papers found by text similarity may follow them.
    const titles = (papers.querySelector('ol')?.querySelectorAll('li > a') ?? []).map((a) => a.text).slice(0, 8);
    expect(titles).toHaveLength(8);
    expect(titles[0]).toBe('Grounding Gaps in Language Model Generations');
    expect(titles[7]).toBe('Direct Preference Optimization: Your Language Model is Secretly a Reward Model');
    expect(linkHrefs(page.querySelector('.page-body') ?? page).filter((href) => href.startsWith('/notes/'))).toHaveLength(3);
  });
});

describe('seed 003: discussion digest', () => {
  it('shows 5 themes with 3 points each', async () => {
    const page = await readPage(dist, pageTitled('discussion', 'Training language models to be warm and empathetic makes them less reliable').url);
    const themes = page.querySelectorAll('.page-body h2');
    expect(themes.map((h) => h.text)).toEqual([
      'Warmth vs. Reliability Tradeoff',
      'User Expectations: Oracle vs. Therapist',
      'Anthropomorphism and Emotional Dependence',
      'Technical and Methodological Points',
      'Human Analogies and Empathy Debates',
    ]);
    for (const theme of themes) expect(theme.nextElementSibling?.querySelectorAll('li'), theme.text).toHaveLength(3);
  });
});

describe('the whole built collection', () => {
  it('exports 35 notes, 216 inquiring lines and at least 8 papers in knowledge-base.json', () => {
    const count = (kind: string) => pages.filter((page) => page.kind === kind).length;
    expect(count('note')).toBe(35);
    expect(count('inquiry')).toBe(216);
    expect(count('paper')).toBeGreaterThanOrEqual(8);
  });

  it('renders a page for every exported page, each with one h1', async () => {
    const files = new Set(await listFiles(dist));
    for (const page of pages) expect(files.has(`${page.url.slice(1)}index.html`), page.url).toBe(true);
    for (const file of [...files].filter((name) => name.endsWith('.html'))) {
      const html = parse(await readFile(join(dist, file), 'utf8'));
      expect(html.querySelectorAll('h1'), file).toHaveLength(1);
    }
  });

  it('has no internal link, in any page, that points to a missing page', async () => {
    const result = await brokenLinks(dist);
    expect(result.pages).toBeGreaterThan(260);
    expect(result.broken).toEqual([]);
  });
});

describe('the outputs (src/emit/emitters.ts)', () => {
  it('are each file of the site made by exactly one emitter', async () => {
    const files = await listFiles(dist);
    expect(files.length).toBeGreaterThan(260);
    for (const file of files)
      expect(
        EMITTERS.filter((emitter) => emitter.owns(file)).map((emitter) => emitter.name),
        file,
      ).toHaveLength(1);
  });

  it('are, for every neighbourhood file and the data export, the bytes the dev server serves', async () => {
    const contentDir = join(ROOT, 'content');
    // As the dev server builds it from the default configuration: dates from the repository's history too.
    const kb = await buildKnowledgeBase({ contentDir, workers: 1, gitDates: true });
    const input = { kb, contentDir, layoutFile: join(dist, 'no-layout-here.json'), extraFiles: [] };
    const files = (await listFiles(dist)).filter((file) => file.startsWith('graph/n/') || file === 'knowledge-base.json');
    expect(files).toHaveLength(kb.pages.length + 1);
    for (const file of files) {
      const emitter = dataEmitters().find((candidate) => candidate.owns(file));
      const served = await emitter?.serve(file, input);
      expect(served?.body, file).toBe(await readFile(join(dist, file), 'utf8'));
    }
  });
});
