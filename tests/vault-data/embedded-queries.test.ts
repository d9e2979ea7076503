// A query shown through an embed: tests/fixtures/embedded-queries/vault/ holds a note whose sections
// hold Dataview queries, a note embedding one section (`![[Plan#In progress]]`) and a board whose
// file card shows another (`"subpath": "#Done"`), and expected/ the bodies of the embedding pages.
// The embedded queries are evaluated over the published notes, as on the note itself, never shown
// as their source.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixtureVault, expectedName } from './fixture-vault.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/embedded-queries');
const kb = buildFixtureVault(join(FIXTURE, 'vault'));

describe('queries in embedded notes and board cards', () => {
  it.each(readdirSync(join(FIXTURE, 'expected')))('%s renders as expected', (name) => {
    const page = kb.pages.find((p) => p.file !== null && expectedName(p.file) === name);
    expect(page, name).toBeDefined();
    expect(page?.bodyHtml).toBe(readFileSync(join(FIXTURE, 'expected', name), 'utf8').trim());
  });

  it('shows no query source on any page', () => {
    for (const page of kb.pages) expect(page.bodyHtml, page.file ?? page.slug).not.toMatch(/FROM &#x22;|FROM "|language-dataview/);
  });

  it('lists on the embedding page what the note itself lists', () => {
    const listed = (file: string): string[] =>
      [...(kb.pages.find((p) => p.file === file)?.bodyHtml ?? '').matchAll(/<div class="query">[\s\S]*?<\/div><\/div>/g)].flatMap((m) =>
        [...m[0].matchAll(/data-slug="([^"]+)"/g)].map((s) => s[1] ?? ''),
      );
    expect(listed('Plan.md')).toEqual(['anatomy', 'pharmacology']);
    expect([...listed('Week.md'), ...listed('Desk.canvas')]).toEqual(['anatomy', 'pharmacology']);
  });
});
