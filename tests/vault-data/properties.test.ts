// A vault note's properties as Obsidian's Properties view shows them, and links in properties as
// links: each note of tests/fixtures/properties/vault/ beside the HTML expected of its view.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleKnowledgeBase, parseFile } from '../../src/pipeline/knowledge-base.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/properties');
const VAULT = join(FIXTURE, 'vault');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [relative(VAULT, full).split('\\').join('/')];
  });
}

function build() {
  const files = walk(VAULT).sort();
  const parsed = files.filter((f) => f.endsWith('.md')).map((f) => parseFile(f as ContentPath, readFileSync(join(VAULT, f), 'utf8')));
  const attachments = files.filter((f) => !f.endsWith('.md')) as ContentPath[];
  return assembleKnowledgeBase(parsed, { attachments, view: { lang: 'en', hidden: ['Hidden-By-Site'] } });
}

describe('properties view', () => {
  const kb = build();
  const cases = readdirSync(join(FIXTURE, 'expected')).filter((f) => f.endsWith('.html'));

  it.each(cases)('%s shows its properties as expected', (name) => {
    const file = name.replace(/\.html$/, '.md').replace(/__/g, '/');
    const page = kb.pages.find((p) => p.file === file);
    expect(page, file).toBeDefined();
    const expected = readFileSync(join(FIXTURE, 'expected', name), 'utf8').trim();
    expect(page?.propertiesHtml ?? '').toBe(expected);
  });

  it('has an expected view for every note of the fixture vault that is published', () => {
    const published = kb.pages.filter((p) => p.file !== null && !p.stub).map((p) => (p.file ?? '').replace(/\//g, '__').replace(/\.md$/, '.html'));
    expect(published.filter((f) => !existsSync(join(FIXTURE, 'expected', f)))).toEqual([]);
  });

  it('counts links in properties as links: backlinks, missing pages, never a private note', () => {
    const ada = kb.pages.find((p) => p.file === 'People/Ada Lovelace.md');
    const every = kb.pages.find((p) => p.file === 'Every type.md');
    const other = kb.pages.find((p) => p.file === 'Other note.md');
    expect(ada?.linkedFrom).toContain(every?.slug);
    // The graph's edges are the pages' citations (src/pipeline/derive/graph-index.ts).
    expect(every?.citations.map((c) => c.target)).toEqual(expect.arrayContaining([ada?.slug, 'charles-babbage']));
    expect(every?.linkedFrom).toContain(other?.slug);
    expect(kb.pages.some((p) => p.title === 'Not written yet' && p.stub)).toBe(true);
    expect(kb.findings.some((f) => f.code === 'missing-page' && f.file === 'Other note.md' && f.line === 5)).toBe(true);
    expect(other?.attachments).toEqual(['cover.png']);
    const html = kb.pages.map((p) => `${p.propertiesHtml ?? ''}${p.bodyHtml}`).join('\n');
    expect(html).not.toContain('Never published');
    expect(html).not.toMatch(/href="[^"]*private-plan/);
  });
});
