// `npm run build` after one note is edited renders only the pages the edit touches, reuses the
// rest from the output it replaces, and gives the same site as a build from scratch.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../src/tools/generate/generate-corpus.ts';
import { ROOT, runBuild, type BuildRun } from '../build-helper.ts';
import { differences } from './compare-output.ts';
import { appendParagraph, middleNote } from './corpus-edits.ts';

const WORK = join(ROOT, '.build', `incremental-build-test-${process.pid}`);
const CORPUS = join(WORK, 'content');

/** Builds the corpus into `out` with its own cache folder; throws with the build's output when it fails. */
async function build(out: string, cache: string): Promise<BuildRun> {
  const run = await runBuild(['--out', join(WORK, out), '--cache-dir', join(WORK, cache)], { CONTENT_DIR: CORPUS });
  if (run.code !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  return run;
}

/** The render stage's counts as the build prints them: `render (Astro) … 6 pages rendered, 294 reused`. */
function renderCounts(run: BuildRun): { rendered: number; reused: number } {
  const match = /render \(Astro\).*?(\d+) pages rendered, (\d+) reused/.exec(run.stdout);
  if (!match) throw new Error(`the build printed no render counts:\n${run.stdout}`);
  return { rendered: Number(match[1]), reused: Number(match[2]) };
}

beforeAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  await generateCorpus({ pages: 300, seed: 'incremental-build', out: CORPUS });
}, 60_000);

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
});

describe('incremental build', () => {
  it('re-renders a few pages after a note is edited and matches a build from scratch', async () => {
    expect(renderCounts(await build('dist', 'cache'))).toEqual({ rendered: 300, reused: 0 });
    await appendParagraph(CORPUS, (await middleNote(CORPUS)).file);
    const warm = renderCounts(await build('dist', 'cache'));
    expect(warm.rendered).toBeGreaterThan(0);
    expect(warm.rendered).toBeLessThan(30);
    expect(warm.rendered + warm.reused).toBe(300);
    await build('dist-full', 'cache-full');
    // The search index and the build state record how they were built (shards reused or not); every page is the same.
    const skip = (file: string) => file.startsWith('pagefind/') || file === '.build-state.json';
    expect(await differences(join(WORK, 'dist'), join(WORK, 'dist-full'), skip)).toEqual([]);
  }, 600_000);
});
