// `npm run build -- --watch` keeps the knowledge base and Astro's bundle between builds: after a note
// is edited, a page added and a note renamed, each build renders with the prerenderer kept from the
// first build (no bundling), indexes the changed pages into a delta beside the reused search shards
// (a page gone from the site folds the delta back into the shards), and writes the same pages, byte
// for byte, as a build from scratch of the same content.
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
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
const PAGES = 200;

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
});

/** One site the test watches: its folders and the settings' overrides. */
interface Watched {
  corpus: string;
  dist: string;
  cache: string;
  env: Record<string, string>;
  watching: WatchBuild;
}

/** Starts watching a fresh corpus with the settings' overrides `env` (CONTENT_DIR aside). */
async function watched(name: string, env: Record<string, string>): Promise<Watched> {
  const dir = join(WORK, name);
  await rm(dir, { recursive: true, force: true });
  const corpus = join(dir, 'content');
  await generateCorpus({ pages: PAGES, seed: 'watch-build', out: corpus });
  const cache = join(dir, 'cache');
  const settingsEnv = { ...env, CONTENT_DIR: corpus };
  const watching = watchBuild(siteContext(testSettings(settingsEnv), { from: 'content', cacheDir: cache }, ROOT), cache);
  return { corpus, dist: join(dir, 'dist'), cache, env: settingsEnv, watching };
}

/** One build of the watching process after `changed` (content paths); returns the lines it printed, failing with them unless it built. */
async function watchedBuild(site: Watched, changed: readonly string[]): Promise<string> {
  const printed: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
  const warned = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
  try {
    site.watching.changed(changed);
    const context = siteContext(testSettings(site.env), { from: 'content', cacheDir: site.cache }, ROOT);
    const code = await buildSite(context, { dest: site.dist, cacheDir: site.cache, verbose: false, searchDelta: true }, site.watching.startRender);
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
async function differencesFromCold(site: Watched, step: string): Promise<string[]> {
  const cold = `${site.dist}-cold-${step}`;
  const run = await runBuildHere(['--out', cold, '--cache-dir', `${site.cache}-cold-${step}`], site.env);
  if (run.code !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  const skip = (file: string) => file.startsWith('pagefind/') || file === '.build-state.json' || file === 'graph/data.json';
  const found = await differences(site.dist, cold, skip);
  await rm(cold, { recursive: true, force: true });
  return found;
}

/** The delta of the watched output's search index, as the browser reads it. */
async function deltaList(site: Watched): Promise<{ path?: string | undefined; hidden: string[] } | undefined> {
  return ShardListSchema.parse(JSON.parse(await readFile(join(site.dist, 'pagefind', 'shards.json'), 'utf8'))).delta;
}

describe('a watching build', () => {
  it('renders edits, additions and renames with the kept bundle and a search delta, as a build from scratch renders them', async () => {
    const site = await watched('one-shard', {});
    expect(await watchedBuild(site, [])).toMatch(/\(astro build\)/);

    const note = await middleNote(site.corpus);
    await appendParagraph(site.corpus, note.file);
    const edited = await watchedBuild(site, [note.file]);
    expect(edited).toMatch(/\(kept prerenderer\)/);
    expect(edited).toMatch(/1 file read again/);
    expect(edited).toMatch(/reused, 1 in the delta/);
    const hiddenAfterEdit = (await deltaList(site))?.hidden ?? [];
    expect(hiddenAfterEdit).toHaveLength(1);
    expect(existsSync(join(site.dist, 'pagefind', 'delta', 'pagefind-entry.json'))).toBe(true);
    expect(await differencesFromCold(site, 'edit')).toEqual([]);

    const added = await addFirstInquiry(site.corpus, 'Does a watching build add a page as a cold build does?', note.title);
    expect(await watchedBuild(site, [added.file])).toMatch(/\(kept prerenderer\)/);
    expect(await differencesFromCold(site, 'add')).toEqual([]);

    await retitle(site.corpus, note.file, 'Is this note renamed while the build watches?');
    expect(await watchedBuild(site, [note.file])).toMatch(/\(kept prerenderer\)/);
    expect(await differencesFromCold(site, 'rename')).toEqual([]);
    // The edited note's entry in its shard stays hidden while the delta stands in for it.
    expect((await deltaList(site))?.hidden).toEqual(expect.arrayContaining(hiddenAfterEdit));
  }, 900_000);

  it('does the same for a site under a base path, in shards of 60 pages, folding the delta back when a change touches more than 6 pages, and after a file is renamed', async () => {
    const site = await watched('base-path', { SITE_URL: 'https://example.org/notes-site/', SEARCH_SHARD_PAGES: '60' });
    await watchedBuild(site, []);
    const note = await middleNote(site.corpus);
    await appendParagraph(site.corpus, note.file);
    expect(await watchedBuild(site, [note.file])).toMatch(/\(kept prerenderer\)[\s\S]*4 reused, 1 in the delta/);
    expect(await differencesFromCold(site, 'edit')).toEqual([]);
    // The added line renames a cluster as its members' pages show it: more pages than the delta may hold.
    const added = await addFirstInquiry(site.corpus, 'Does a watching build add a page as a cold build does?', note.title);
    const adding = await watchedBuild(site, [added.file]);
    expect(adding).toMatch(/\(kept prerenderer\)/);
    expect(adding).not.toMatch(/in the delta/);
    expect(await deltaList(site)).toBeUndefined();
    expect(await differencesFromCold(site, 'add')).toEqual([]);
    // A note's file renamed, as Obsidian renames a note: the watcher reports both names.
    const moved = note.file.replace(/\.md$/, '-moved.md');
    await rename(join(site.corpus, note.file), join(site.corpus, moved));
    expect(await watchedBuild(site, [note.file, moved])).toMatch(/2 files read again[\s\S]*\(kept prerenderer\)/);
    expect(await differencesFromCold(site, 'move')).toEqual([]);
  }, 900_000);
});
