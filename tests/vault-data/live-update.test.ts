// The dev server's knowledge base updates a base and a query when a note they list changes, and
// when the `.base` file itself changes, to what a cold build gives.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuildOptions, buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { LiveKnowledgeBase } from '../../src/pipeline/live-knowledge-base.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function vaultCopy(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `live-${name}-`));
  dirs.push(dir);
  await cp(join(FIXTURES, name, 'vault'), dir, { recursive: true });
  return dir;
}

async function update(kb: LiveKnowledgeBase, options: BuildOptions, changed: string[]): Promise<Map<string, string>> {
  const staged = await kb.update(new Set(changed as ContentPath[]));
  const cold = await buildKnowledgeBase(options);
  expect(JSON.stringify(staged.quick)).toBe(JSON.stringify(cold));
  return new Map(staged.quick.pages.map((p) => [p.file ?? p.slug, p.bodyHtml]));
}

describe('live updates of bases and queries', () => {
  it('shows a listed note edited, a note leaving a base and a base edited', async () => {
    const vault = await vaultCopy('bases');
    const options: BuildOptions = { contentDir: vault, workers: 1, view: { lang: 'en' } };
    const kb = new LiveKnowledgeBase(options);
    await kb.build();
    const dune = join(vault, 'Books/Dune.md');
    await writeFile(dune, (await readFile(dune, 'utf8')).replace('year: 1965', 'year: 1966'));
    let bodies = await update(kb, options, ['Books/Dune.md']);
    expect(bodies.get('Books.md')).toContain('<td data-value="1966">1966</td>');
    // Foundation leaves the base: it is no book any more.
    const foundation = join(vault, 'Books/Foundation.md');
    await writeFile(foundation, (await readFile(foundation, 'utf8')).replace('categories: ["[[Books]]"]', 'categories: []'));
    bodies = await update(kb, options, ['Books/Foundation.md']);
    expect(bodies.get('Books.md')).not.toContain('/notes/foundation/');
    // The base itself edited: its first view is now the cards.
    const base = join(vault, 'Bases/Books.base');
    await writeFile(base, (await readFile(base, 'utf8')).replace('  - type: table\n    name: All books', '  - type: table\n    name: Every book'));
    bodies = await update(kb, options, ['Bases/Books.base']);
    expect(bodies.get('Books.md')).toContain('<caption>Every book</caption>');
  });

  it('shows a query over an inline field edited', async () => {
    const vault = await vaultCopy('dataview');
    const options: BuildOptions = { contentDir: vault, workers: 1, view: { lang: 'en' } };
    const kb = new LiveKnowledgeBase(options);
    await kb.build();
    const day = join(vault, 'Daily/2024-03-01.md');
    await writeFile(day, (await readFile(day, 'utf8')).replace('mood:: good', 'mood:: great'));
    const bodies = await update(kb, options, ['Daily/2024-03-01.md']);
    expect(bodies.get('Dashboard.md')).toContain('2024-03-01</a>: great');
  });
});
