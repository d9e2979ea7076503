// The seed site built end to end: /integrity/ shows seed 004's misquoted figure with what its
// source states, and seed 004's page marks that figure and explains it in a footnote.
// Reads the seed site built once per run (tests/setup/seed-site.global.ts, or env SEED_SITE_DIR), else builds content/ into a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkHrefs, readPage, runBuild, ROOT } from '../site/build-helper.ts';
import { sharedSeedSite } from '../setup/seed-site.ts';

const SEED_004_URL = '/inquiring-lines/why-do-rlhf-trained-models-struggle-with-proactive-emotional-attunement-in-conve/';
const SEED_004_SLUG = 'why-do-rlhf-trained-models-struggle-with-proactive-emotional-attunement-in-conve';

let work: string | undefined;
let dist = '';

beforeAll(async () => {
  const given = process.env['SEED_SITE_DIR'] ?? (await sharedSeedSite());
  if (given !== undefined) {
    dist = resolve(given);
    return;
  }
  work = await mkdtemp(join(tmpdir(), 'integrity-site-'));
  dist = join(work, 'dist');
  const run = await runBuild(['--out', dist, '--cache-dir', work], { CONTENT_DIR: join(ROOT, 'content') });
  if (run.code !== 0) throw new Error(`build of content/ failed:\n${run.stdout}\n${run.stderr}`);
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const flat = (element: HTMLElement | null | undefined): string => (element?.text ?? '').replace(/\s+/g, ' ').trim();

describe('the /integrity/ page on the seed site', () => {
  it("lists seed 004's figure finding under its page, with the figure, the sentence and what the source states", async () => {
    const page = await readPage(dist, '/integrity/');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    const group = page.getElementById(SEED_004_SLUG);
    expect(group).not.toBeNull();
    expect(group?.querySelector('h3 a')?.getAttribute('href')).toBe(SEED_004_URL);
    const figures = group?.querySelectorAll('.integrity-figure') ?? [];
    expect(figures).toHaveLength(1);
    const text = flat(figures[0]);
    expect(text).toContain('10–30 percentage points');
    expect(text).toContain('5–9pp');
    expect(flat(figures[0]?.querySelector('q'))).toMatch(/^Five models fine-tuned for warmth got 10–30 percentage points less reliable/);
    expect(linkHrefs(figures[0]!)).toContain('/notes/does-warmth-training-make-language-models-less-reliable/');
    // The finding's code and file:line stand with it.
    const finding = figures[0]?.closest('li');
    expect(flat(finding?.querySelector('.integrity-finding__head'))).toMatch(
      /^warning figure-not-in-source inquiring-lines\/why-do-rlhf-trained-models-struggle-with-proactive-emotional-attunement-in-conve\.md:\d+$/,
    );
  });

  it("opens with what readers need, in plain words and linked, and folds the authors' report with its codes and files", async () => {
    const page = await readPage(dist, '/integrity/');
    const reader = page.querySelector('section.integrity-reader');
    expect(reader).not.toBeNull();
    const text = flat(reader);
    expect(text).toContain('Figures their sources do not state');
    expect(text).toContain('10–30 percentage points');
    expect(linkHrefs(reader!)).toEqual(expect.arrayContaining([SEED_004_URL, '/notes/does-warmth-training-make-language-models-less-reliable/']));
    // No codes, severities or file paths for readers.
    expect(reader!.querySelectorAll('code')).toHaveLength(0);
    expect(text).not.toMatch(/figure-not-in-source|\.md:\d|warning/);
    // The reader's part comes before the authors' report, which is folded.
    const html = page.querySelector('article')!.innerHTML;
    expect(html.indexOf('integrity-reader')).toBeLessThan(html.indexOf('integrity-summary'));
    expect(page.querySelector('table.integrity-summary')!.closest('details.integrity-authors')).not.toBeNull();
  });

  it('counts the findings by code and folds information-level ones away', async () => {
    const page = await readPage(dist, '/integrity/');
    const rows = page.querySelectorAll('table.integrity-summary tbody tr').map((tr) => tr.querySelectorAll('td').map((td) => flat(td)));
    expect(rows).toContainEqual(['Figure not found in the cited source', 'figure-not-in-source', 'warning', '1']);
    const infos = page.querySelectorAll('.integrity-group li.integrity-finding--info');
    expect(infos.length).toBeGreaterThan(0);
    expect(infos.every((li) => li.closest('details') !== null)).toBe(true);
  });

  it('is linked from the footer of every page', async () => {
    for (const url of ['/', SEED_004_URL]) expect(linkHrefs((await readPage(dist, url)).querySelector('footer')!), url).toContain('/integrity/');
  });
});

describe('the figure mark on seed 004', () => {
  it('wraps "10–30 percentage points" and links it to a footnote saying the source states 5–9pp', async () => {
    const page = await readPage(dist, SEED_004_URL);
    const flags = page.querySelectorAll('.page-body span.figure-flag');
    expect(flags.map((span) => span.text)).toEqual(['10–30 percentage points']);
    const marker = page.querySelector('.page-body span.figure-flag + sup.figure-flag__marker a');
    expect(marker?.getAttribute('href')).toBe('#figure-note-1');
    expect(marker?.getAttribute('title')).toContain('5–9pp');
    const note = page.getElementById('figure-note-1');
    expect(note?.closest('section')?.querySelector('h2')?.text).toBe('Figures not found in the cited source');
    expect(flat(note)).toContain('“10–30 percentage points” is not stated by the cited notes');
    expect(flat(note)).toContain('5–9pp');
    expect(linkHrefs(note!)).toEqual(expect.arrayContaining(['#figure-ref-1', `/integrity/#${SEED_004_SLUG}`]));
    expect(page.getElementById('figure-ref-1')).not.toBeNull();
  });

  it('marks nothing on seeds 000 and 001', async () => {
    for (const url of [
      '/inquiring-lines/why-might-chatbots-simply-learn-better-face-saving-instead-of-genuine-perspectiv/',
      '/inquiring-lines/why-do-llms-apply-face-saving-over-accurately-tracking-resistance-signals/',
    ]) {
      const page = await readPage(dist, url);
      expect(page.querySelectorAll('.figure-flag, .figure-flag-paragraph, .figure-notes'), url).toHaveLength(0);
    }
  });
});
