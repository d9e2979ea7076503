// Bases evaluated at build time over the published notes: each page of
// tests/fixtures/bases/vault/ beside the body HTML expected of it (tables, cards, lists, groups,
// summaries, formulas, `this`, embeds of one view), the findings expected, and the budgets.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_ROWS_MAX } from '../../src/pipeline/bases/evaluate-base.ts';
import type { Finding } from '../../src/schemas/finding.ts';
import { buildFixtureVault, expectedName, FIXTURE_NOW, generatedIndex, rendererOver } from './fixture-vault.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/bases');
const kb = buildFixtureVault(join(FIXTURE, 'vault'));
const pageOf = (file: string) => kb.pages.find((p) => p.file === file);

describe('bases', () => {
  const cases = readdirSync(join(FIXTURE, 'expected')).filter((f) => f.endsWith('.html'));

  it.each(cases)('%s renders as expected', (name) => {
    const page = kb.pages.find((p) => p.file !== null && expectedName(p.file) === name);
    expect(page, name).toBeDefined();
    expect(page?.bodyHtml).toBe(readFileSync(join(FIXTURE, 'expected', name), 'utf8').trim());
  });

  it('has an expected body for every page showing a base', () => {
    const showing = kb.pages.filter((p) => p.file !== null && p.bodyHtml.includes('query-block'));
    expect(showing.length).toBeGreaterThan(4);
    expect(showing.filter((p) => !existsSync(join(FIXTURE, 'expected', expectedName(p.file ?? ''))))).toEqual([]);
  });

  it('reports what it could not evaluate, naming the file and line', () => {
    const found = kb.findings.filter((f) => f.code.startsWith('base')).map((f) => ({ severity: f.severity, code: f.code, file: f.file, line: f.line }));
    expect(found).toEqual(JSON.parse(readFileSync(join(FIXTURE, 'expected/findings.json'), 'utf8')));
  });

  it('shows no base YAML on any page, the malformed ones included', () => {
    for (const page of kb.pages) expect(page.bodyHtml, page.file ?? page.slug).not.toMatch(/views:|filters:|formulas:|language-base/);
  });

  it("keeps a base's YAML out of its page's text, so a base page is compared by nothing and lists no similar notes", () => {
    const base = pageOf('Bases/Books.base');
    expect(base?.text).toBe('');
    expect(base?.kind === 'note' ? (base.similar ?? []) : null).toEqual([]);
    for (const page of kb.pages) expect(page.text, page.file ?? page.slug).not.toMatch(/views:|filters:|formulas:/);
    // The prose around a base block is the page's text still.
    expect(pageOf('Reading log.md')?.text).toContain('The notes that link to Foundation');
  });

  it('says under a base that reads now() or today() that it shows the result as of the build, and under no other', () => {
    const recent = pageOf('Recent changes.md')?.bodyHtml ?? '';
    expect(recent.match(/As of Jun 10, 2024, when the site was built\./g)).toHaveLength(2);
    for (const page of kb.pages.filter((p) => p.file !== 'Recent changes.md')) expect(page.bodyHtml, page.file ?? page.slug).not.toContain('As of');
    const later = buildFixtureVault(join(FIXTURE, 'vault'), [], Date.UTC(2025, 0, 31, 23, 59));
    const laterRecent = later.pages.find((p) => p.file === 'Recent changes.md')?.bodyHtml ?? '';
    expect(laterRecent).toContain('As of Jan 31, 2025, when the site was built.');
    // Months later, no book changed in the month before the build: the same base lists none.
    expect(laterRecent).toContain('Recent: no notes match.');
  });

  it('lists no private note, whatever the filters say', () => {
    const html = kb.pages.map((p) => p.bodyHtml).join('\n');
    expect(html).not.toContain('Secret diary');
    expect(html).not.toContain('secret-diary');
    // The base page itself lists the three published books that are no template.
    const base = pageOf('Bases/Books.base');
    expect(base?.bodyHtml.match(/<tr><td data-value="[^"]*"><a href="\/notes\/[^"]+"/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('links an embedded view to the base page, not to a heading', () => {
    expect(pageOf('People/Frank Herbert.md')?.bodyHtml).toContain('<a href="/notes/books-base/" class="embed-link">');
    expect(kb.findings.filter((f) => f.code === 'missing-heading')).toEqual([]);
  });

  it('shows a base over 15,000 notes bounded, with the count of the rest', () => {
    const found: Finding[] = [];
    const render = rendererOver(
      generatedIndex(15_200, (i) => ({ score: i % 97 })),
      found,
    );
    const yaml =
      'filters: file.hasTag("many")\nviews:\n  - type: table\n    name: All\n    order: [file.name, score]\n    sort:\n      - property: score\n        direction: DESC\n    summaries:\n      score: Sum\n';
    const html = render('base', yaml, 1);
    // The header row, then the rows shown; the summaries are in the foot.
    expect(html.match(/<tr>/g)?.length).toBe(BASE_ROWS_MAX + 1);
    expect(html).toContain(`and ${(15_200 - BASE_ROWS_MAX).toLocaleString('en')} more`);
    // The first rows shown are the highest scores, and the summary is over every matching note, not only those shown.
    expect(html).toMatch(
      /^<div class="base" data-view="All"><div class="table-scroll"><table[^>]*><caption>All<\/caption><thead>.*?<\/thead><tbody><tr><td[^>]*><a[^>]*>Note 00096<\/a><\/td><td data-value="96">96<\/td>/,
    );
    const sum = Array.from({ length: 15_200 }, (_, i) => i % 97).reduce((a, b) => a + b, 0);
    expect(html).toContain(`Sum: ${sum}`);
    expect(html.length).toBeLessThan(400_000);
    expect(found).toEqual([]);
  });

  it("labels the built-in summaries and a date range's days in the site's language, and a summary formula by its own name", () => {
    const found: Finding[] = [];
    const index = generatedIndex(3, (i) => ({ score: i + 1, due: `2024-03-0${i * 3 + 1}` }));
    const yaml =
      'filters: file.hasTag("many")\nsummaries:\n  Twice: values.length * 2\nviews:\n  - type: table\n    name: All\n    order: [file.name, score, due]\n    summaries:\n      score: Sum\n      due: Range\n      file.name: Twice\n';
    const korean = rendererOver(index, found, FIXTURE_NOW, 'ko')('base', yaml, 1);
    expect(korean).toContain('합계: ');
    expect(korean).toContain('범위: ');
    expect(korean).toContain('6일');
    expect(korean).toContain('Twice: ');
    expect(korean).not.toMatch(/Sum: |Range: |days/);
    const english = rendererOver(index, found, FIXTURE_NOW)('base', yaml, 1);
    expect(english).toContain('Sum: ');
    expect(english).toContain('Range: ');
    expect(english).toContain('6 days');
    expect(found).toEqual([]);
  });
});
