// `npm run build -- --watch` keeps the knowledge base and Astro's bundle between builds: after a note
// is edited, a page added and a note renamed, each build renders with the prerenderer kept from the
// first build (no bundling), indexes the changed pages into a delta beside the reused search shards,
// and writes the same pages, byte for byte, as a build from scratch of the same content.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../../src/integration/context.ts';
import { buildSite } from '../../../src/orchestrate/build-site.ts';
import { watchBuild, type WatchBuild } from '../../../src/orchestrate/watch-build.ts';
import { ShardListSchema } from '../../../src/schemas/search-manifest.ts';
import { generateCorpus } from '../../../src/tools/generate/generate-corpus.ts';
import { runBuildHere } from '../../setup/commands.ts';
import { testSettings } from '../../setup/test-settings.ts';
import { ROOT } from '../build-helper.ts';
import { differences } from './compare-output.ts';
import { addFirstInquiry, appendParagraph, middleNote, retitle } from './corpus-edits.ts';

// Inside the project: Astro keeps its prerender bundle in an output folder only when it is under the root.
const WORK = join(ROOT, '.build', `watch-build-test-${process.pid}`);
const CORPUS = join(WORK, 'content');
const DIST = join(WORK, 'dist');
const CACHE = join(WORK, 'cache');
const PAGES = 200;

let watching: WatchBuild;

beforeAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  await generateCorpus({ pages: PAGES, seed: 'watch-build', out: CORPUS });
}, 60_000);

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
});

/** One build of the watching process after `changed` (content paths); returns the lines it printed, failing with them unless it built. */
async function watchedBuild(changed: readonly string[]): Promise<string> {
  const printed: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
  const warned = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
  try {
    watching.changed(changed);
    const context = siteContext(testSettings({ CONTENT_DIR: CORPUS }), { from: 'content', cacheDir: CACHE }, ROOT);
    const code = await buildSite(context, { dest: DIST, cacheDir: CACHE, verbose: false, searchDelta: true }, watching.startRender);
    expect(code, printed.join('\n')).toBe(0);
  } finally {
    spy.mockRestore();
    warned.mockRestore();
  }
  return printed.join('\n');
}

/**
 * Builds the corpus as it now is from scratch into a folder of its own and lists how the watched
 * output differs from it: the search index, the build state and (after a page is added or renamed:
 * a rebuild continues the previous layout) the graph's positions are built differently by design.
 */
async function differencesFromCold(step: string): Promise<string[]> {
  const cold = join(WORK, `cold-${step}`);
  const run = await runBuildHere(['--out', cold, '--cache-dir', join(WORK, `cache-cold-${step}`)], { CONTENT_DIR: CORPUS });
  if (run.code !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  const skip = (file: string) => file.startsWith('pagefind/') || file === '.build-state.json' || file === 'graph/data.json';
  const found = await differences(DIST, cold, skip);
  await rm(cold, { recursive: true, force: true });
  return found;
}

/** The delta of the watched output's search index, as the browser reads it. */
async function deltaList(): Promise<{ path?: string | undefined; hidden: string[] } | undefined> {
  return ShardListSchema.parse(JSON.parse(await readFile(join(DIST, 'pagefind', 'shards.json'), 'utf8'))).delta;
}

describe('a watching build', () => {
  it('renders edits, additions and renames with the kept bundle and a search delta, as a build from scratch renders them', async () => {
    watching = watchBuild(siteContext(testSettings({ CONTENT_DIR: CORPUS }), { from: 'content', cacheDir: CACHE }, ROOT), CACHE);
    const first = await watchedBuild([]);
    expect(first).toMatch(/\(astro build\)/);

    const note = await middleNote(CORPUS);
    await appendParagraph(CORPUS, note.file);
    const edited = await watchedBuild([note.file]);
    expect(edited).toMatch(/\(kept prerenderer\)/);
    expect(edited).toMatch(/1 file read again/);
    expect(edited).toMatch(/reused, 1 in the delta/);
    const hiddenAfterEdit = (await deltaList())?.hidden ?? [];
    expect(hiddenAfterEdit).toHaveLength(1);
    expect(existsSync(join(DIST, 'pagefind', 'delta', 'pagefind-entry.json'))).toBe(true);
    expect(await differencesFromCold('edit')).toEqual([]);

    const added = await addFirstInquiry(CORPUS, 'Does a watching build add a page as a cold build does?', note.title);
    const adding = await watchedBuild([added.file]);
    expect(adding).toMatch(/\(kept prerenderer\)/);
    expect(await differencesFromCold('add')).toEqual([]);

    await retitle(CORPUS, note.file, 'Is this note renamed while the build watches?');
    const renaming = await watchedBuild([note.file]);
    expect(renaming).toMatch(/\(kept prerenderer\)/);
    expect(await differencesFromCold('rename')).toEqual([]);
    // The edited note's entry in its shard stays hidden while the delta stands in for it.
    expect((await deltaList())?.hidden).toEqual(expect.arrayContaining(hiddenAfterEdit));
  }, 900_000);
});
