// `npm run build` after one note is edited, a page is added or a note renamed renders only the
// pages the change touches, reuses the rest from the output it replaces, and gives the same site as
// a build from scratch.
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../src/tools/generate/generate-corpus.ts';
import { runBuildHere } from '../../setup/commands.ts';
import { ROOT, type BuildRun, renderCounts } from '../build-helper.ts';
import { differences } from './compare-output.ts';
import { addFirstInquiry, appendParagraph, middleNote, retitle } from './corpus-edits.ts';

const WORK = join(ROOT, '.build', `incremental-build-test-${process.pid}`);
const CORPUS = join(WORK, 'content');
const PAGES = 200;

/** Builds the corpus into `out` with its own cache folder; throws with the build's output when it fails. */
async function build(out: string, cache: string): Promise<BuildRun> {
  const run = await runBuildHere(['--out', join(WORK, out), '--cache-dir', join(WORK, cache)], { CONTENT_DIR: CORPUS });
  if (run.code !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  return run;
}

beforeAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  await generateCorpus({ pages: PAGES, seed: 'incremental-build', out: CORPUS });
}, 60_000);

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
});

/** `/graph/data.json` of a built site without the node positions: every page, cluster and link it holds. */
async function graphWithoutPositions(dist: string): Promise<unknown> {
  const { x: _x, y: _y, ...rest } = JSON.parse(await readFile(join(dist, 'graph', 'data.json'), 'utf8')) as Record<string, unknown>;
  return rest;
}

/**
 * Builds the corpus as it now is from scratch, into a folder of its own, and lists how the
 * incremental output in `dist/` differs from it. After a page is added or renamed the graph's
 * positions are left out of the comparison: a rebuild continues the previous layout, so that every
 * node the change did not touch stays where readers saw it, where a cold build lays out afresh.
 */
async function differencesFromCold(step: string, graphPositions: 'same' | 'continued'): Promise<string[]> {
  const cold = join(WORK, `cold-${step}`);
  await build(`cold-${step}`, `cache-cold-${step}`);
  // The search index and the build state record how they were built (shards reused or not); every page is the same.
  const skip = (file: string) => file.startsWith('pagefind/') || file === '.build-state.json' || (graphPositions === 'continued' && file === 'graph/data.json');
  const found = await differences(join(WORK, 'dist'), cold, skip);
  if (graphPositions === 'continued') expect(await graphWithoutPositions(join(WORK, 'dist'))).toEqual(await graphWithoutPositions(cold));
  await rm(cold, { recursive: true, force: true });
  return found;
}

describe('incremental build', () => {
  it('re-renders a few pages after a note is edited, a page added or a note renamed, and matches a build from scratch each time', async () => {
    expect(renderCounts(await build('dist', 'cache'))).toEqual({ rendered: PAGES, reused: 0 });
    const note = await middleNote(CORPUS);
    await appendParagraph(CORPUS, note.file);
    const warm = renderCounts(await build('dist', 'cache'));
    expect(warm.rendered).toBeGreaterThan(0);
    expect(warm.rendered).toBeLessThan(30);
    expect(warm.rendered + warm.reused).toBe(PAGES);
    expect(await differencesFromCold('edit', 'same')).toEqual([]);

    await addFirstInquiry(CORPUS, 'Does adding one page rebuild only what it touches?', note.title);
    const added = renderCounts(await build('dist', 'cache'));
    expect(added.rendered + added.reused).toBe(PAGES + 1);
    expect(added.reused).toBeGreaterThan(0);
    expect(await differencesFromCold('add', 'continued')).toEqual([]);

    await retitle(CORPUS, note.file, 'Is this note renamed between two builds?');
    const renamed = renderCounts(await build('dist', 'cache'));
    expect(renamed.rendered + renamed.reused).toBe(PAGES + 1);
    expect(renamed.reused).toBeGreaterThan(0);
    expect(await differencesFromCold('rename', 'continued')).toEqual([]);
  }, 900_000);
});
