// Where the builds of the sites shared by a test run (tests/setup/seed-site.global.ts) record their
// end, and the wait for it: the builds run while the first test files run, and a file that reads one
// of those sites waits until its build has ended.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../site/build-helper.ts';
import type { FixtureSiteName } from './fixture-sites.ts';

/** The seed site or a fixture site. */
export type SharedSiteName = 'seed' | FixtureSiteName;

/** The folder where each shared site's build writes `<name>.json` when it ends: `{}`, or `{ "error": … }` when it failed. */
export const SITE_BUILDS = join(ROOT, '.build', 'test-site-builds');

/** The file the build of the site `name` writes when it ends. */
export function siteBuildEnded(name: SharedSiteName): string {
  return join(SITE_BUILDS, `${name}.json`);
}

/** Takes a shared site's name; resolves once its build has ended, or throws the build's error. */
export async function siteBuilt(name: SharedSiteName): Promise<void> {
  const file = siteBuildEnded(name);
  while (!existsSync(file)) await sleep(100);
  const ended = JSON.parse(await readFile(file, 'utf8')) as { error?: string };
  if (ended.error !== undefined) throw new Error(ended.error);
}

/** Takes a shared site's name and its build; runs the build and records its end (its error, if it failed) where the test files wait for it. Never throws. */
export async function recordSiteBuild(name: SharedSiteName, build: () => Promise<unknown>): Promise<void> {
  let error: string | undefined;
  try {
    await build();
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  await writeFile(siteBuildEnded(name), JSON.stringify(error === undefined ? {} : { error }));
}
