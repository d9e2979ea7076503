// Bases evaluated at build time over the published notes: each page of
// tests/fixtures/bases/vault/ beside the body HTML expected of it (tables, cards, lists, groups,
// summaries, formulas, `this`, embeds of one view), the findings expected, and the budgets.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_ROWS_MAX } from '../../src/pipeline/bases/evaluate-base.ts';
import { assembleKnowledgeBase, parseFile } from '../../src/pipeline/knowledge-base.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { buildFixtureVault, expectedName } from './fixture-vault.ts';

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
    const files = Array.from({ length: 15_200 }, (_, i) =>
      parseFile(`Many/Note ${String(i).padStart(5, '0')}.md` as ContentPath, `---\nscore: ${i % 97}\ntags: [many]\n---\nText ${i}.`),
    );
    const host = parseFile(
      'Index.md' as ContentPath,
      '```base\nfilters: file.hasTag("many")\nviews:\n  - type: table\n    name: All\n    order: [file.name, score]\n    sort:\n      - property: score\n        direction: DESC\n    summaries:\n      score: Sum\n```\n',
    );
    const big = assembleKnowledgeBase([host, ...files], { view: { lang: 'en' } });
    const html = big.pages.find((p) => p.file === 'Index.md')?.bodyHtml ?? '';
    // The header row, then the rows shown; the summaries are in the foot.
    expect(html.match(/<tr>/g)?.length).toBe(BASE_ROWS_MAX + 1);
    expect(html).toContain(`and ${(15_200 - BASE_ROWS_MAX).toLocaleString('en')} more`);
    // The summary is over every matching note, not only those shown.
    const sum = Array.from({ length: 15_200 }, (_, i) => i % 97).reduce((a, b) => a + b, 0);
    expect(html).toContain(`Sum: ${sum}`);
    expect(html.length).toBeLessThan(400_000);
  });
});
