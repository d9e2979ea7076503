// Builds the committed seed content once per test run, for every test file that reads a built
// seed site (the seed facts, the search, graph and reading browser tests), instead of once per file,
// and beside it the small fixture sites several files read (tests/setup/fixture-sites.ts). The
// builds run while the first test files run: each site's folder is known from the start, and a
// file that reads one waits for its build to end (tests/setup/seed-site.ts).
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, runBuild, runScript } from '../site/build-helper.ts';
import { FIXTURE_SITES, type FixtureSiteName } from './fixture-sites.ts';
import { recordSiteBuild, SITE_BUILDS, siteBuildEnded, siteBuilt } from './site-builds.ts';

/** Where the shared seed site is built (inside the project, so Astro keeps its files in it). */
export const SEED_SITE_WORK = join(ROOT, '.build', 'test-site');

/** Builds the seed site into `dist`. */
async function buildSeedSite(dist: string): Promise<void> {
  const started = performance.now();
  const run = await runBuild(['--out', dist, '--cache-dir', SEED_SITE_WORK], { CONTENT_DIR: join(ROOT, 'content') });
  if (run.code !== 0) throw new Error(`the seed site (content/) did not build for the tests:\n${run.stdout}\n${run.stderr}`);
  console.log(`seed site for the tests built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${dist}`);
}

/**
 * Takes fixture site names; builds them one after another in one process
 * (tests/setup/build-fixture-sites.ts). A site whose build failed, or that the process did not get
 * to, is recorded as failed with everything the process printed.
 */
async function buildFixtureSitesInOneProcess(names: FixtureSiteName[]): Promise<void> {
  const run = await runScript('tests/setup/build-fixture-sites.ts', names);
  for (const name of names) {
    const built =
      existsSync(siteBuildEnded(name)) &&
      (await siteBuilt(name).then(
        () => true,
        () => false,
      ));
    if (built) continue;
    const output = `the fixture site "${name}" did not build; the process building ${names.join(', ')} (exit code ${run.code}) printed:\n${run.stdout}\n${run.stderr}`;
    await writeFile(siteBuildEnded(name), JSON.stringify({ error: output }));
  }
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
  // Two lanes, one per core of the machine the suite is sized for, the longest builds first: the
  // seed site (built by the command, as a user runs it), then every other fixture site from the
  // second, in one process; beside it the first fixture site and every other one, in another.
  const builds = Promise.all([
    (async () => {
      if (given === undefined) await recordSiteBuild('seed', () => buildSeedSite(seed));
      await buildFixtureSitesInOneProcess(names.filter((_, index) => index % 2 === 1));
    })(),
    buildFixtureSitesInOneProcess(names.filter((_, index) => index % 2 === 0)),
  ]).then(() => console.log(`fixture sites for the tests built by ${((performance.now() - started) / 1000).toFixed(1)} s: ${names.join(', ')}`));
  project.provide('seedSiteDir', seed);
  project.provide('fixtureSites', fixtures);
  return () => builds;
}
