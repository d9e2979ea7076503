// Dataview queries (DQL) evaluated at build time over the published notes: each page of
// tests/fixtures/dataview/vault/ beside the body HTML expected of it (a board whose text cards hold
// queries among them), the findings expected, a query Dataview's own parser reads as
// `FROM … AND …` on one line, and the budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERY_ROWS_MAX } from '../../src/pipeline/dataview/evaluate-query.ts';
import { dataviewDuration } from '../../src/pipeline/query/dataview-functions.ts';
import { jsepSyntax, parseQuery, parseSource } from '../../src/pipeline/dataview/parse-query.ts';
import type { Finding } from '../../src/schemas/finding.ts';
import { buildFixtureVault, expectedName, generatedIndex, rendererOver } from './fixture-vault.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/dataview');
const kb = buildFixtureVault(join(FIXTURE, 'vault'));

describe('dataview queries', () => {
  const cases = readdirSync(join(FIXTURE, 'expected')).filter((f) => f.endsWith('.html'));

  it.each(cases)('%s renders as expected', (name) => {
    const page = kb.pages.find((p) => p.file !== null && expectedName(p.file) === name);
    expect(page, name).toBeDefined();
    expect(page?.bodyHtml).toBe(readFileSync(join(FIXTURE, 'expected', name), 'utf8').trim());
  });

  it('has an expected body for every page with a query', () => {
    const showing = kb.pages.filter((p) => p.file !== null && p.bodyHtml.includes('query-block'));
    expect(showing.map((p) => p.file).sort()).toEqual([
      'Ada.md',
      'Contacts/Contacts.md',
      'Dashboard.md',
      'Planning board.canvas',
      'Reading log.md',
      'Unpublished.md',
    ]);
    const inline = kb.pages.filter((p) => p.file !== null && p.bodyHtml.includes('query-inline'));
    expect(inline.map((p) => p.file).sort()).toEqual(['Planning board.canvas', 'Reading log.md']);
    expect(showing.filter((p) => !existsSync(join(FIXTURE, 'expected', expectedName(p.file ?? ''))))).toEqual([]);
  });

  it('says, for each query it does not publish, why, at the file and line', () => {
    const found = kb.findings.filter((f) => f.code === 'query-not-published').map((f) => ({ severity: f.severity, code: f.code, file: f.file, line: f.line }));
    expect(found).toEqual(JSON.parse(readFileSync(join(FIXTURE, 'expected/findings.json'), 'utf8')));
    expect(kb.findings.find((f) => f.line === 3 && f.file === 'Unpublished.md')?.message).toContain('durationformat()');
  });

  it("evaluates a query in a board's text card, as Obsidian shows it in the card, its findings at the card's line", () => {
    const board = kb.pages.find((p) => p.file === 'Planning board.canvas');
    const cards = board?.bodyHtml.split('<foreignObject').slice(1) ?? [];
    expect(cards).toHaveLength(3);
    // The first card: its heading, then the table of the active projects (the private one left out).
    expect(cards[0]).toContain('Active projects');
    const rows = [...(cards[0] ?? '').matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
      m[1]
        ?.replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(rows).toEqual(['File status owner', 'Garden active Ada', 'Roof active Babbage']);
    // The second: a dataviewjs block, a box saying it is not published.
    expect(cards[1]).toContain('query-block');
    expect(cards[1]).not.toContain('language-dataviewjs');
    const finding = kb.findings.find((f) => f.file === 'Planning board.canvas' && f.code === 'query-not-published');
    expect(finding?.line).toBe(4);
    // Search reads the card's words, never its query.
    const index = board?.bodyHtml.split('<div class="canvas-index" hidden>')[1]?.split('</div>')[0];
    expect(index).toBe('<p>Active projects\n\nAs of :</p><p>Recent days</p>');
    expect(board?.text ?? '').not.toContain('From "Projects"');
  });

  it('shows an inline query as its value on the page it is written in, and code that is no query as code', () => {
    const log = kb.pages.find((p) => p.file === 'Reading log.md');
    const shown = [...(log?.bodyHtml ?? '').matchAll(/<span class="query-inline">(.*?)<\/span>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ''));
    // this.file.name, a date property in the site's language, a text, arithmetic, the build's day, an empty field as Dataview shows one,
    // whether the page has a field (`contains(this, "status")`), and meta(link).path.
    expect(shown).toEqual(['Reading log', 'May 2, 2024', 'reading', '200', 'Jun 10, 2024', '-', 'set', 'missing', 'Reading log.md']);
    // A function the build does not evaluate stays code, with an info at its line; so do `==`, Lisp and DataviewJS, without one.
    expect(log?.bodyHtml).toContain('<code>= currencyformat(12.5, "EUR")</code>');
    for (const code of ['==', '= (+ 1 2)', '$= dv.current().file.name']) expect(log?.bodyHtml).toContain(`<code>${code}</code>`);
    const infos = kb.findings.filter((f) => f.file === 'Reading log.md' && f.code === 'query-not-published');
    expect(infos.map((f) => [f.line, f.message.includes('currencyformat()')])).toEqual([[12, true]]);
    // The queries are no text of the page: its reading time and similar notes read the words around them.
    expect(log?.text).not.toContain('this.');
  });

  it("evaluates Dataview's lambdas in filter, map, all and any, and nonnull", () => {
    const log = kb.pages.find((p) => p.file === 'Reading log.md')?.bodyHtml ?? '';
    const rows = [...log.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
      m[1]
        ?.replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    // The outdoor projects (the private one left out), their tags but #outdoor, both fields set, and how many of due and budget they have.
    // True and false read as words, as Dataview writes them (Bases and the Properties view draw a checkbox).
    expect(rows.slice(0, 4)).toEqual(['Project Other tags Complete Dated', 'Garden #project true 1', 'Roof #project true 1', 'Shed #project true 0']);
  });

  it("evaluates Dataview's own functions and fields real vaults use: dur, striptime, truncate, padleft, average, file.tasks, file.aliases", () => {
    const log = kb.pages.find((p) => p.file === 'Reading log.md')?.bodyHtml ?? '';
    const lists = [...log.matchAll(/<ul class="query-list">(.*?)<\/ul>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ''));
    // Only the garden changed (May 20) in the four weeks before the build (June 10), shown as its day.
    expect(lists[0]).toBe('Garden: May 20, 2024');
    const rows = [...log.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
      m[1]
        ?.replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    // The garden is due May 1, within two months and ten days of the build; the roof (September 15) is not.
    expect(rows.slice(4, 6)).toEqual(['Project Status Rank Mean', 'Garden a... 002 1.5']);
    // file.tasks (a `[/]` task is not completed) and file.aliases (`aliases: Tiles job, Kitchen tiles`).
    expect(rows.slice(6)).toEqual(['File Open Also', 'Garden 1', 'Kitchen 0 Tiles job Kitchen tiles', 'Roof 2']);
    expect(jsepSyntax('file.mtime >= date(today) - dur(4 weeks)')).toBe('file.mtime >= date(today) - dur("4 weeks")');
    expect(jsepSyntax('dur(this.length)')).toBe('dur(this.length)');
    expect([dataviewDuration('2 months, 10 days'), dataviewDuration('1h 30m'), dataviewDuration('soon')]).toEqual([70 * 864e5, 5_400_000, null]);
  });

  it('shows a CALENDAR as the days it marks, in order, each with its pages', () => {
    const log = kb.pages.find((p) => p.file === 'Reading log.md')?.bodyHtml ?? '';
    const calendar = log.split('as a calendar marks them:')[1] ?? '';
    const days = [...calendar.matchAll(/<li><time datetime="([^"]+)">[^<]*<\/time>: (.*?)<\/li>/g)].map((m) => [m[1], m[2]?.replace(/<[^>]+>/g, '')]);
    expect(days).toEqual([
      ['2024-03-01', '2024-03-01'],
      ['2024-03-02', '2024-03-02'],
    ]);
  });

  it('reads an inline field on each line of a paragraph whose lines end in hard breaks, and draws an embedded picture', () => {
    const html = kb.pages.find((p) => p.file === 'Contacts/Contacts.md')?.bodyHtml ?? '';
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
      m[1]
        ?.replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(rows).toEqual(['File Name Phone City Photo', 'Grace Hopper Grace Hopper 555-0100 Arlington']);
    // `embed(link(cover))` draws the cover picture in its cell, as Dataview does.
    expect(html).toContain('<td data-value="grace.png"><img src="/attachments/Contacts/grace.png" alt="" loading="lazy"></td>');
  });

  it("keeps a query's source out of its page's text", () => {
    const dashboard = kb.pages.find((p) => p.file === 'Dashboard.md');
    expect(dashboard?.text).toContain('Active outdoor projects outside the archive');
    for (const page of kb.pages) expect(page.text, page.file ?? page.slug).not.toMatch(/FROM #|dv\.list|TABLE /);
  });

  it('never shows a query as bare code, nor a private note in a result', () => {
    const html = kb.pages.map((p) => p.bodyHtml).join('\n');
    expect(html).not.toMatch(/<code class="language-dataview/);
    expect(html).not.toContain('Hidden plan');
    expect(html).not.toContain('Secret task');
  });

  it('reads DQL words and sources as Dataview does', () => {
    expect(jsepSyntax('status = "a" and x != 2 or [[Note|n]] = owner')).toBe('status == "a" && x != 2 || link("Note") == owner');
    expect(jsepSyntax('due-date <= "2024-01-01"')).toBe('due_date <= "2024-01-01"');
    expect(jsepSyntax('wellbeing.mood-notes = "discomfort"')).toBe('wellbeing.mood_notes == "discomfort"');
    expect(parseSource('#a and -"B/C" or ([[D]] and !#e)')).toEqual({
      or: [{ and: [{ tag: 'a' }, { not: { folder: 'B/C' } }] }, { and: [{ linksTo: 'D' }, { not: { tag: 'e' } }] }],
    });
    const query = parseQuery('TABLE WITHOUT ID file.link AS "Note", rating FROM #book WHERE rating > 3 SORT rating DESC, file.name LIMIT 5');
    expect(query.type).toBe('table');
    expect(query.withoutId).toBe(true);
    expect(query.columns.map((c) => c.label)).toEqual(['Note', 'rating']);
    expect(query.commands.map((c) => c.kind)).toEqual(['where', 'sort', 'limit']);
  });

  it('shows a query of 10,000 rows bounded, with the count of the rest', () => {
    const found: Finding[] = [];
    const render = rendererOver(
      generatedIndex(10_000, (i) => ({ n: i })),
      found,
    );
    const html = render('dataview', 'TABLE n\nFROM #many\nSORT n DESC', 1);
    expect(html.match(/<tr>/g)?.length).toBe(QUERY_ROWS_MAX + 1);
    expect(html).toContain(`and ${(10_000 - QUERY_ROWS_MAX).toLocaleString('en')} more`);
    expect(html).toContain('<td data-value="9999">9999</td>');
    expect(html).not.toContain('<td data-value="9499">');
    expect(html.length).toBeLessThan(300_000);
    expect(found).toEqual([]);
  });
});
