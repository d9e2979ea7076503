import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ROOT } from '../site/build-helper.ts';
import { buildFixtureSiteNamed, type FixtureSiteName } from './fixture-sites.ts';
import { siteBuilt } from './site-builds.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the seed site built once for the run by tests/setup/seed-site.global.ts. */
    seedSiteDir: string;
    /** The folder of each fixture site (tests/setup/fixture-sites.ts) built once for the run by the same setup, by name. */
    fixtureSites: Partial<Record<FixtureSiteName, string>>;
  }
}

/** The seed site built once for this test run, once its build has ended, or `undefined` when the test file's project has no such setup (then a harness builds its own). */
export async function sharedSeedSite(): Promise<string | undefined> {
  const dir: string | undefined = inject('seedSiteDir');
  if (dir !== undefined) await siteBuilt('seed');
  return dir;
}

/** A built fixture site and how to remove it (nothing to remove when the run's setup built it). */
export interface FixtureSite {
  dir: string;
  remove: () => Promise<void>;
}

/** Takes a fixture site's name; returns the one built for this run once its build has ended, or (in a project without that setup) builds it for this file. */
export async function fixtureSite(name: FixtureSiteName): Promise<FixtureSite> {
  const provided: Partial<Record<FixtureSiteName, string>> | undefined = inject('fixtureSites');
  const shared = provided?.[name];
  if (shared !== undefined) {
    await siteBuilt(name);
    return { dir: shared, remove: async () => undefined };
  }
  const work = join(ROOT, '.build', `fixture-${name}-${process.pid}`);
  const { runBuildHere } = await import('./commands.ts');
  const dir = await buildFixtureSiteNamed(name, work, runBuildHere);
  return { dir, remove: () => rm(work, { recursive: true, force: true }) };
}
