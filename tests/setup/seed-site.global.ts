// Builds the committed seed content once per test run, for every test file that reads a built
// seed site (the seed facts, the search, graph and reading browser tests), instead of once per file,
// and beside it the small fixture sites several files read (tests/setup/fixture-sites.ts). The
// builds run while the first test files run: each site's folder is known from the start, and a
// file that reads one waits for its build to end (tests/setup/seed-site.ts).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, runBuild } from '../site/build-helper.ts';
import { buildFixtureSiteNamed, FIXTURE_SITES, type FixtureSiteName } from './fixture-sites.ts';
import { SITE_BUILDS, siteBuildEnded, type SharedSiteName } from './site-builds.ts';

/** Where the shared seed site is built (inside the project, so Astro keeps its files in it). */
export const SEED_SITE_WORK = join(ROOT, '.build', 'test-site');

/** How many builds run at once: two, one per core of the machine the suite is sized for (each build also starts its own processes). */
const LANES = 2;

/** Builds the seed site into `dist`. */
async function buildSeedSite(dist: string): Promise<void> {
  const started = performance.now();
  const run = await runBuild(['--out', dist, '--cache-dir', SEED_SITE_WORK], { CONTENT_DIR: join(ROOT, 'content') });
  if (run.code !== 0) throw new Error(`the seed site (content/) did not build for the tests:\n${run.stdout}\n${run.stderr}`);
  console.log(`seed site for the tests built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${dist}`);
}

/** Takes a site's name and its build; runs the build and records its end (its error, if it failed) where the test files wait for it. */
async function recorded(name: SharedSiteName, build: () => Promise<unknown>): Promise<void> {
  let error: string | undefined;
  try {
    await build();
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  await writeFile(siteBuildEnded(name), JSON.stringify(error === undefined ? {} : { error }));
}

/** Takes jobs; runs them `LANES` at a time, in order; resolves once all are done (rejects with the first failure). */
async function inLanes(jobs: Array<() => Promise<void>>): Promise<void> {
  const queue = [...jobs];
  const lane = async (): Promise<void> => {
    for (let job = queue.shift(); job !== undefined; job = queue.shift()) await job();
  };
  await Promise.all(Array.from({ length: LANES }, lane));
}

/**
 * Takes the test project; provides the folders of the seed site (`seedSiteDir`) and of every
 * fixture site (`fixtureSites`), and starts building them, without waiting: the test files start
 * meanwhile, and those that read a site wait for its build. Returns the teardown, which waits for
 * the builds still running.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const names = Object.keys(FIXTURE_SITES) as FixtureSiteName[];
  const fixtures = Object.fromEntries(names.map((name) => [name, join(ROOT, '.build', 'test-fixtures', name, 'dist')])) as Record<FixtureSiteName, string>;
  const given = process.env['SEED_SITE_DIR'];
  const seed = given === undefined ? join(SEED_SITE_WORK, 'dist') : resolve(given);
  await rm(SITE_BUILDS, { recursive: true, force: true });
  await mkdir(SITE_BUILDS, { recursive: true });
  if (given !== undefined) await writeFile(siteBuildEnded('seed'), '{}');
  const started = performance.now();
  // The longest first: the seed site, then the fixture sites in their order.
  const builds = inLanes([
    ...(given === undefined ? [() => recorded('seed', () => buildSeedSite(seed))] : []),
    ...names.map((name) => () => recorded(name, () => buildFixtureSiteNamed(name, join(ROOT, '.build', 'test-fixtures', name)))),
  ]).then(() => console.log(`fixture sites for the tests built by ${((performance.now() - started) / 1000).toFixed(1)} s: ${names.join(', ')}`));
  project.provide('seedSiteDir', seed);
  project.provide('fixtureSites', fixtures);
  return () => builds;
}
