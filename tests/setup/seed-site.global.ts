// Builds the committed seed content once per test run, for every test file that reads a built
// seed site (the seed facts, the search, graph and reading browser tests), instead of once per file.
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, runBuild } from '../site/build-helper.ts';

/** Where the shared seed site is built (inside the project, so Astro keeps its files in it). */
export const SEED_SITE_WORK = join(ROOT, '.build', 'test-site');

/** Takes the test project; builds the seed site (unless env SEED_SITE_DIR names one already built) and provides its folder as `seedSiteDir`. */
export default async function setup(project: TestProject): Promise<void> {
  const given = process.env['SEED_SITE_DIR'];
  if (given !== undefined) {
    project.provide('seedSiteDir', resolve(given));
    return;
  }
  const dist = join(SEED_SITE_WORK, 'dist');
  const started = performance.now();
  const run = await runBuild(['--out', dist, '--cache-dir', SEED_SITE_WORK], { CONTENT_DIR: join(ROOT, 'content') });
  if (run.code !== 0) throw new Error(`the seed site (content/) did not build for the tests:\n${run.stdout}\n${run.stderr}`);
  console.log(`seed site for the tests built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${dist}`);
  project.provide('seedSiteDir', dist);
}
