// Builds the committed seed content once per test run, for every test file that reads a built
// seed site (the seed facts, the search, graph and reading browser tests), instead of once per file,
// and beside it the small fixture sites several files read (tests/setup/fixture-sites.ts).
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, runBuild } from '../site/build-helper.ts';
import { buildFixtureSiteNamed, FIXTURE_SITES, type FixtureSiteName } from './fixture-sites.ts';

/** Where the shared seed site is built (inside the project, so Astro keeps its files in it). */
export const SEED_SITE_WORK = join(ROOT, '.build', 'test-site');

/** How many builds run at once: two, one per core of the machine the suite is sized for (each build also starts its own processes). */
const LANES = 2;

/** Builds the seed site (unless env SEED_SITE_DIR names one already built); returns its folder. */
async function seedSite(): Promise<string> {
  const given = process.env['SEED_SITE_DIR'];
  if (given !== undefined) return resolve(given);
  const dist = join(SEED_SITE_WORK, 'dist');
  const started = performance.now();
  const run = await runBuild(['--out', dist, '--cache-dir', SEED_SITE_WORK], { CONTENT_DIR: join(ROOT, 'content') });
  if (run.code !== 0) throw new Error(`the seed site (content/) did not build for the tests:\n${run.stdout}\n${run.stderr}`);
  console.log(`seed site for the tests built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${dist}`);
  return dist;
}

/** Takes jobs; runs them `LANES` at a time, in order; resolves once all are done (rejects with the first failure). */
async function inLanes(jobs: Array<() => Promise<void>>): Promise<void> {
  const queue = [...jobs];
  const lane = async (): Promise<void> => {
    for (let job = queue.shift(); job !== undefined; job = queue.shift()) await job();
  };
  await Promise.all(Array.from({ length: LANES }, lane));
}

/** Takes the test project; builds the seed site and every fixture site, and provides their folders as `seedSiteDir` and `fixtureSites`. */
export default async function setup(project: TestProject): Promise<void> {
  const fixtures: Partial<Record<FixtureSiteName, string>> = {};
  const names = Object.keys(FIXTURE_SITES) as FixtureSiteName[];
  const started = performance.now();
  let seed = '';
  // The longest first: the seed site, then the fixture sites in their order.
  await inLanes([
    async () => {
      seed = await seedSite();
    },
    ...names.map((name) => async () => {
      fixtures[name] = await buildFixtureSiteNamed(name, join(ROOT, '.build', 'test-fixtures', name));
    }),
  ]);
  console.log(`fixture sites for the tests built by ${((performance.now() - started) / 1000).toFixed(1)} s: ${names.join(', ')}`);
  project.provide('seedSiteDir', seed);
  project.provide('fixtureSites', fixtures);
}
