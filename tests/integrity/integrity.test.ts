// Grouping of findings for the /integrity/ page, and the figure data the marks read.
import { uiFor } from '../../src/core/i18n/index.ts';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { SlugSchema, UrlPathSchema } from '../../src/schemas/brand.ts';
import { FindingSchema } from '../../src/schemas/finding.ts';
import { codeNote, figureData, figureFindingsOf, groupFindings, locationOf, statedSummary } from '../../src/views/integrity.ts';

const FixtureSchema = z.object({
  // The grouping reads only these fields of a page.
  pages: z.array(z.object({ slug: SlugSchema, url: UrlPathSchema, title: z.string(), file: z.string().nullable() })),
  findings: z.array(FindingSchema),
});
const fixture = FixtureSchema.parse(JSON.parse(readFileSync(new URL('./fixtures/findings.json', import.meta.url), 'utf8')));
const pages = fixture.pages;
const report = groupFindings(fixture.findings, pages);

describe('groupFindings', () => {
  it('groups findings by the page they are about (by slug, else by file), by file (anchors kept distinct), and the whole collection, most serious first', () => {
    expect(report.total).toBe(9);
    expect(report.groups.map((g) => [g.anchor, g.worst, g.url])).toEqual([
      ['whole_collection', 'error', undefined],
      ['warmth-line', 'error', '/inquiring-lines/warmth-line/'],
      ['apples', 'warning', '/inquiring-lines/apples/'],
      ['file_notes-empty-file-md', 'warning', undefined],
      ['orphan', 'info', '/notes/orphan/'],
      ['file_notes-empty-file-md-2', 'info', undefined],
    ]);
    expect(report.groups[0]?.title).toBe('The whole collection');
    expect(report.groups[3]?.title).toBe('notes/Empty File.md');
  });

  it("orders a page's findings by severity, then line", () => {
    const line = report.groups.find((g) => g.anchor === 'warmth-line');
    expect(line?.severities.map((s) => [s.severity, s.findings.map((f) => `${f.code}:${f.line}`)])).toEqual([
      ['error', ['unresolved-link:5']],
      ['warning', ['stub-source:5', 'figure-not-in-source:7']],
      ['info', ['uncited-paragraph:9']],
    ]);
  });

  it('counts findings by code, most serious first, then most frequent', () => {
    expect(report.summary.map((c) => `${c.severity} ${c.code} ${c.count}`)).toEqual([
      'error content-dir-missing 1',
      'error unresolved-link 1',
      'warning stub-source 2',
      'warning empty-file 1',
      'warning figure-not-in-source 1',
      'info orphan-note 1',
      'info raw-html 1',
      'info uncited-paragraph 1',
    ]);
  });

  it('returns no groups for no findings', () => {
    expect(groupFindings([], pages)).toEqual({ total: 0, summary: [], groups: [] });
  });

  it('stays quick and grouped over thousands of findings', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      severity: 'info' as const,
      code: 'orphan-note',
      file: `notes/n${i % 5000}.md`,
      line: null,
      message: 'm',
      slug: `n${i % 5000}`,
    }));
    const started = performance.now();
    const big = groupFindings(many, []);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(big.groups).toHaveLength(5000);
    expect(big.summary).toEqual([{ code: 'orphan-note', severity: 'info', count: 20_000 }]);
  });
});

describe('figure findings', () => {
  const figureFinding = fixture.findings.find((f) => f.code === 'figure-not-in-source');

  it('reads the figure, sentence and what the cited notes state', () => {
    const data = figureFinding ? figureData(figureFinding) : undefined;
    expect(data?.figure).toBe('10–30 percentage points');
    expect(data && statedSummary(data, uiFor('en'))).toBe('the cited notes state 5–9pp, 19.4%');
    expect(data && statedSummary(data, uiFor('fr'))).toBe('les notes citées donnent 5–9pp, 19.4%');
    expect(fixture.findings.filter((f) => figureData(f) !== undefined)).toHaveLength(1);
  });

  it("indexes a knowledge base's figure findings by page", () => {
    const kb = { pages: [], clusters: [], findings: fixture.findings };
    expect(figureFindingsOf(kb, 'warmth-line').map((d) => d.figure)).toEqual(['10–30 percentage points']);
    expect(figureFindingsOf(kb, 'apples')).toEqual([]);
  });

  it('writes locations and explains codes, known or not', () => {
    expect(fixture.findings.map(locationOf).slice(0, 2)).toEqual(['inquiring-lines/warmth-line.md:9', 'inquiring-lines/warmth-line.md:7']);
    expect(locationOf(fixture.findings[4]!)).toBe('notes/orphan.md');
    expect(locationOf(fixture.findings[8]!)).toBe('—');
    expect(codeNote('figure-not-in-source', uiFor('en')).label).toBe('Figure not found in the cited source');
    expect(codeNote('yaml-syntax', uiFor('en')).label).toBe('yaml-syntax');
    expect(codeNote('orphan-note', uiFor('ko')).label).toBe('어디에서도 링크되지 않는 노트');
    expect(codeNote('yaml-syntax', uiFor('de')).explanation).toBe('Ein Problem, das beim Lesen des Inhalts der Sammlung gefunden wurde.');
  });
});
