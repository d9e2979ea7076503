import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { afterAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/run-import.ts';
import { buildFixtureSite } from '../robustness/site.ts';
import { fixture, treeHashes } from './helpers.ts';

// The pages under shapes/hubs-and-papers/input are written in the site's wording for the shapes
// that once made the importer write what the site never published: a topic hub and a topic page
// with their navigation ("← All notes", "View as", "Explore related", "Read →") and member
// descriptions that end in a question, papers with bullets after the abstract, an editor's note
// and a worded date, chips whose names hold commas, citations a parenthetical follows, titles of
// pages not in the batch used mid-sentence, and text that looks like HTML.
const PAGES = fileURLToPath(new URL('./shapes/hubs-and-papers/input/', import.meta.url));
/** What the site's navigation prints: never a title, a description, a cluster name or a body line of what is imported. */
const NAVIGATION = /View as|←|Explore related|Read →|Topic Hub|^(?:List|Graph|Outline|Map)$/m;

interface Written {
  path: string;
  fm: Record<string, unknown>;
  body: string;
}

async function written(dir: string): Promise<Written[]> {
  const out: Written[] = [];
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith('.md')) continue;
    const abs = path.join(e.parentPath, e.name);
    const parsed = matter(await readFile(abs, 'utf8'));
    out.push({ path: path.relative(dir, abs).split(path.sep).join('/'), fm: parsed.data, body: parsed.content });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}

// Kept for the whole file (the helpers' temporary folders go after each test): the round trip builds and imports into it again.
const out = await mkdtemp(path.join(tmpdir(), 'never-invents-'));
afterAll(() => rm(out, { recursive: true, force: true }));
const result = await runImport({ paths: [fixture('seeds'), PAGES], outDir: out });
const files = await written(out);
const byPath = (p: string): Written => {
  const file = files.find((f) => f.path === p);
  if (!file) throw new Error(`the import wrote no ${p}; it wrote ${files.map((f) => f.path).join(', ')}`);
  return file;
};

describe('the importer writes only what the site published', () => {
  it('never makes a title, description, cluster name or body from the navigation of hub and topic pages', () => {
    for (const f of files) {
      const fields = [f.fm['title'], f.fm['description'], ...((f.fm['clusters'] as string[] | undefined) ?? [])].map(String).join('\n');
      expect(fields, f.path).not.toMatch(NAVIGATION);
      expect(f.body, f.path).not.toMatch(NAVIGATION);
    }
  });

  it('turns a topic hub and a topic page into clusters with their members, and a related topic into neither', () => {
    expect(byPath('clusters/planning-and-search-in-language-models.md').fm).toEqual({
      kind: 'cluster',
      title: 'Planning and Search in Language Models',
      description: 'How language models plan ahead, search over reasoning steps and recover from a wrong turn.',
    });
    expect(byPath('clusters/reasoning-under-uncertainty.md').fm['description']).toBe(
      'How models weigh evidence, hedge and abstain when they do not know the answer.',
    );
    const members = (cluster: string): string[] =>
      files.filter((f) => ((f.fm['clusters'] as string[] | undefined) ?? []).includes(cluster)).map((f) => String(f.fm['title']));
    expect(members('Planning and Search in Language Models').sort()).toEqual([
      'Can language models plan several steps before they act?',
      'Do reasoning models commit to a plan in their first tokens?',
      'Does tree search help small models reason?',
      'Why does best-of-n sampling stop improving after a few dozen samples?',
    ]);
    expect(members('Reasoning Under Uncertainty').sort()).toEqual([
      'Calibrated Abstention for Question Answering',
      'Can calibration survive instruction tuning?',
      'Do verbal hedges track a model’s real uncertainty?'.replace('’', "'"),
      'Does instruction tuning erase calibration?',
      'When should a language model abstain instead of guessing?',
    ]);
    expect(files.some((f) => f.path.startsWith('clusters/agentic-systems'))).toBe(false);
  });

  it('titles a note only by a line the page shows as a title, and keeps a member description that ends in a question as its description', () => {
    for (const f of files.filter((f) => f.fm['kind'] === 'note')) expect(String(f.fm['title']), f.path).not.toMatch(/[.!?]\s+[A-Z]/);
    expect(byPath('notes/when-should-a-language-model-abstain-instead-of-guessing.md').fm['description']).toBe(
      'Abstention is mostly scored after the fact. Could a model learn to stop before it answers?',
    );
  });

  it('reads every paper form: ids, worded dates, an editor’s note above the abstract and bullets kept as a list', () => {
    expect(byPath('papers/2504.08812.md').fm).toMatchObject({ arxiv: '2504.08812', date: '2025-07-10', authors: ['Sam Ortiz', 'Hui Chen'] });
    expect(byPath('papers/2504.08812.md').body).toMatch(/^\s*> Note: this comment was added by the collection's editors/);
    expect(byPath('papers/does-self-consistency-help-small-models.md').fm).toMatchObject({ date: '2025-03-03', authors: ['Ada Moreau', 'Jun Ito'] });
    expect(byPath('papers/2507.11021.md').body).toMatch(/\n- The slow module updates once every eight steps of the fast one\.\n- On maze/);
    expect(byPath('papers/2502.01877.md').fm).toMatchObject({ kind: 'paper', arxiv: '2502.01877' });
    expect(byPath('papers/2502.01877.md').body).not.toMatch(/^##\s+Adding/m);
    // Chips above a paper's title are its clusters, never its body; its worded date is its date.
    expect(byPath('papers/2506.04410.md').fm).toMatchObject({
      date: '2025-07-10',
      clusters: ['Reasoning and Planning', 'Training, RL, and Test-Time Scaling'],
    });
    expect(byPath('papers/2506.04410.md').body).not.toMatch(/Reasoning and Planning|Published/);
  });

  it('keeps chips whose names hold commas whole, with separators or run together', () => {
    expect(byPath('notes/does-more-thinking-time-always-help-a-reasoning-model.md').fm['clusters']).toEqual([
      'Reasoning and Planning',
      'Training, RL, and Test-Time Scaling',
    ]);
    expect(byPath('notes/do-reasoning-models-overthink-easy-questions.md').fm['clusters']).toEqual([
      'Reasoning and Planning',
      'Training, RL, and Test-Time Scaling',
    ]);
  });

  it('links a known title a parenthetical follows, reports every unknown question-shaped span a sentence runs on after, and shows HTML-like text as written', () => {
    const note = byPath('notes/does-more-thinking-time-always-help-a-reasoning-model.md').body;
    expect(note).toContain('[[Can language models plan several steps before they act?]] (HRM)');
    const candidates = result.findings
      .filter((f) => f.code === 'citation-candidate')
      .map((f) => `${f.file?.split('/').pop()}:${f.line} ${f.message.split('"')[1]}`);
    expect(candidates).toEqual([
      'note-comma-chips.txt:8 How do reward hacks spread across tasks?',
      'note-comma-chips.txt:8 Is verification cheaper than generation?',
    ]);
    expect(note).toContain('&lt;tool assistant>search("budget forcing")&lt;/tool assistant>');
    expect(note).not.toMatch(/<\/?(?:tool|thinking)/);
  });

  it('names each page’s kind and the lines that decided it', () => {
    for (const r of result.summary.perPage) {
      expect(r.outcome, r.file).toBe('imported');
      expect(r.evidence, r.file).toMatch(/line \d+ "/);
    }
  });
});

describe('a round trip through the site', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('builds what it imported, and importing the same pages again changes nothing', async () => {
    const site = await buildFixtureSite('never-invents', out);
    cleanups.push(site.remove);
    const built = await readdir(path.join(site.dir, 'clusters'));
    expect(built).toEqual(expect.arrayContaining(['planning-and-search-in-language-models', 'reasoning-under-uncertainty']));
    const before = await treeHashes(out);
    const again = await runImport({ paths: [fixture('seeds'), PAGES], outDir: out });
    expect(await treeHashes(out)).toEqual(before);
    expect(again.summary.files).toMatchObject({ create: 0, update: 0, removed: 0 });
  }, 120_000);
});
