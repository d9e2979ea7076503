// `npm run build` after a setting of site.config.yaml changes writes what a build from scratch with
// that setting writes: no page rendered under the old setting is reused (the title once was: every
// reused page kept `· <old title>`).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../src/tools/generate/generate-corpus.ts';
import { runBuildHere } from '../../setup/commands.ts';
import { ROOT, type BuildRun, renderCounts } from '../build-helper.ts';
import { differences } from './compare-output.ts';

const WORK = join(ROOT, '.build', `settings-build-test-${process.pid}`);
const CORPUS = join(WORK, 'content');
const CONFIG = join(WORK, 'site.config.yaml');
const PAGES = 30;

/** Writes the configuration and builds the corpus into `out` with its own cache; throws with the build's output when it fails. */
async function build(config: string, out: string, cache: string): Promise<BuildRun> {
  await writeFile(CONFIG, `content: content\n${config}`);
  await writeFile(join(WORK, 'publish.css'), config.includes('customCss') ? 'main { max-width: 40rem; }\n' : '');
  const run = await runBuildHere(['--out', join(WORK, out), '--cache-dir', join(WORK, cache)], { SITE_CONFIG: CONFIG });
  if (run.code !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  return run;
}

/** The search index and the build state record how they were built (shards reused or not); every page must be the same. */
const skip = (file: string) => file.startsWith('pagefind/') || file === '.build-state.json';

beforeAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  await generateCorpus({ pages: PAGES, seed: 'settings-build', out: CORPUS });
}, 60_000);

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
});

describe('incremental build after a setting changes', () => {
  it('matches a build from scratch after the title changes, and after more settings change', async () => {
    const first = renderCounts(await build('title: First title\n', 'dist', 'cache'));
    const total = first.rendered;
    expect(total).toBeGreaterThanOrEqual(PAGES);
    expect(first.reused).toBe(0);

    // Nothing changed: every page is reused, so the full re-renders below are the settings at work.
    expect(renderCounts(await build('title: First title\n', 'dist', 'cache'))).toEqual({ rendered: 0, reused: total });

    const renamed = 'title: Second title\n';
    expect(renderCounts(await build(renamed, 'dist', 'cache'))).toEqual({ rendered: total, reused: 0 });
    await build(renamed, 'dist-full', 'cache-full');
    expect(await differences(join(WORK, 'dist'), join(WORK, 'dist-full'), skip)).toEqual([]);

    // More settings at each step (three steps, to keep the builds few; the code fingerprint's unit
    // test changes each field alone); each step re-renders every page.
    const steps = [
      'url: https://example.org/notes/\nlang: fr\n',
      'nav:\n  - label: Notes\n    link: /notes/\n  - label: Elsewhere\n    link: https://example.com/\nfooter: Text under CC BY 4.0\n',
      'accent:\n  light: "#0a7d32"\ncustomCss: publish.css\ndescription: One sentence.\nauthors: [A. Author]\nfavicon: /icon.png\nsocialImage: /card.png\n',
    ];
    let config = renamed;
    for (const step of steps) {
      config += step;
      expect(renderCounts(await build(config, 'dist', 'cache')), step).toEqual({ rendered: total, reused: 0 });
    }
    await rm(join(WORK, 'dist-full'), { recursive: true, force: true });
    await build(config, 'dist-full', 'cache-full-2');
    expect(await differences(join(WORK, 'dist'), join(WORK, 'dist-full'), skip)).toEqual([]);
  }, 900_000);
});
