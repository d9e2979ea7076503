// A topic page is written as its cluster's file (`kind: cluster`: name and description), its members as before.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../src/pipeline/parse/frontmatter.ts';
import { formatReport } from '../../src/import/report.ts';
import { runImport } from '../../src/import/run-import.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { kbFrom } from '../pipeline/helpers.ts';
import { readPage, tempDir, treeHashes } from './helpers.ts';

const TOPIC = fileURLToPath(new URL('./shapes/site-pages/input/topic-agentic-systems.txt', import.meta.url));
const NOTE = fileURLToPath(new URL('./shapes/site-pages/input/note-this-explores.txt', import.meta.url));
const FILE = 'clusters/agentic-systems-and-tool-use.md';
const DESCRIPTION = 'How agents find, call and combine tools, and what they keep from one call to the next.';

async function clusterFile(dir: string): Promise<unknown> {
  const parsed = parseFrontmatter(FILE as ContentPath, await readFile(path.join(dir, FILE), 'utf8'));
  return parsed.cluster;
}

/** The topic page as a file of `dir`, edited by `edit`. */
async function topicIn(dir: string, edit: (text: string) => string = (t) => t): Promise<string> {
  const file = path.join(dir, 'topic.txt');
  await writeFile(file, edit(await readFile(TOPIC, 'utf8')));
  return file;
}

describe('a topic page imported', () => {
  it('is written as its cluster file, with the name and description, and its members take the cluster', async () => {
    const out = await tempDir();
    const result = await runImport({ paths: [TOPIC], outDir: out });
    expect(await clusterFile(out)).toEqual({ kind: 'cluster', title: 'Agentic Systems and Tool Use', description: DESCRIPTION });
    expect((await readPage(out, 'notes/can-agents-find-the-right-tool-among-thousands.md')).fm.clusters).toEqual(['Agentic Systems and Tool Use']);
    expect(result.findings).toContainEqual(
      expect.objectContaining({ code: 'topic-read', message: expect.stringContaining(`written to the cluster file ${FILE}; the counts are not written`) }),
    );
    expect(result.plan.writes).toContainEqual(expect.objectContaining({ path: FILE, kind: 'cluster', action: 'create' }));
    expect(formatReport(result)).toMatch(/^Pages: .*; 1 cluster file$/m);
  });

  it('still reports counts its list falls short of, and the cluster file is written all the same', async () => {
    const out = await tempDir();
    const input = await topicIn(await tempDir(), (t) => t.replace('2 synthesis notes', '17 synthesis notes'));
    const result = await runImport({ paths: [input], outDir: out });
    expect(result.findings).toContainEqual(
      expect.objectContaining({ severity: 'warning', code: 'count-mismatch', line: 3, data: { announced: 17, found: 2 } }),
    );
    expect(result.trusted).toBe(true);
    expect(await clusterFile(out)).toMatchObject({ title: 'Agentic Systems and Tool Use', description: DESCRIPTION });
  });

  it('builds into a cluster page with that description and the members', async () => {
    const out = await tempDir();
    await runImport({ paths: [TOPIC], outDir: out });
    const files: Record<string, string> = {};
    for (const rel of Object.keys(await treeHashes(out))) if (rel.endsWith('.md')) files[rel] = await readFile(path.join(out, rel), 'utf8');
    const kb = kbFrom(files);
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(kb.clusters).toEqual([
      expect.objectContaining({
        slug: 'agentic-systems-and-tool-use',
        name: 'Agentic Systems and Tool Use',
        description: DESCRIPTION,
        file: FILE,
        pages: expect.arrayContaining(['can-agents-find-the-right-tool-among-thousands']),
      }),
    ]);
  });

  it('keeps its cluster file unchanged when imported again, or when other pages are imported later', async () => {
    const out = await tempDir();
    await runImport({ paths: [TOPIC], outDir: out });
    const before = (await treeHashes(out))[FILE];
    const again = await runImport({ paths: [TOPIC], outDir: out });
    expect(again.plan.writes.find((w) => w.path === FILE)?.action).toBe('unchanged');
    const later = await runImport({ paths: [NOTE], outDir: out });
    expect(later.plan.writes.find((w) => w.path === FILE)?.action).toBe('unchanged');
    expect(later.plan.removals).toEqual([]);
    expect(later.findings.filter((f) => f.code === 'owned-unreadable')).toEqual([]);
    expect((await treeHashes(out))[FILE]).toBe(before);
  });

  it('keeps a description written earlier when the topic page comes back without one', async () => {
    const out = await tempDir();
    await runImport({ paths: [TOPIC], outDir: out });
    const bare = await topicIn(await tempDir(), (t) => t.replace(`${DESCRIPTION}\n`, ''));
    await runImport({ paths: [bare], outDir: out });
    expect(await clusterFile(out)).toMatchObject({ description: DESCRIPTION });
  });

  it('leaves a cluster file edited by hand as it is, unless --force', async () => {
    const out = await tempDir();
    await runImport({ paths: [TOPIC], outDir: out });
    const mine = '---\nkind: cluster\ntitle: Agentic Systems and Tool Use\ndescription: My own words.\n---\n\nRead these first.\n';
    await writeFile(path.join(out, FILE), mine);
    const kept = await runImport({ paths: [TOPIC], outDir: out });
    expect(kept.findings).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'hand-edited', file: expect.stringContaining(FILE) }));
    expect(await readFile(path.join(out, FILE), 'utf8')).toBe(mine);
    await runImport({ paths: [TOPIC], outDir: out, force: true });
    expect(await clusterFile(out)).toMatchObject({ description: DESCRIPTION });
  });

  it('reports two topic pages describing one cluster differently, and writes the first', async () => {
    const dir = await tempDir();
    const first = await topicIn(dir);
    const second = path.join(dir, 'z-topic.txt');
    await writeFile(second, (await readFile(TOPIC, 'utf8')).replace(DESCRIPTION, 'Another account of agents and tools.'));
    const out = await tempDir();
    const result = await runImport({ paths: [first, second], outDir: out });
    expect(await clusterFile(out)).toMatchObject({ description: DESCRIPTION });
    expect(result.findings).toContainEqual(
      expect.objectContaining({ severity: 'warning', code: 'cluster-conflict', file: expect.stringMatching(/z-topic\.txt$/) }),
    );
  });
});
