// Builds the fixture sites named on the command line (tests/setup/fixture-sites.ts) one after
// another in this process, each through the build script's `main` with the render step in this
// process, and records each one's end for the test files waiting on it (tests/setup/site-builds.ts).
// Started by tests/setup/seed-site.global.ts: one process builds several sites, instead of two
// processes per site.
import { join } from 'node:path';
import { main } from '../../scripts/build.ts';
import { ROOT } from '../site/build-helper.ts';
import { testSettings } from './test-settings.ts';
import { buildFixtureSiteNamed, FIXTURE_SITES, type FixtureSiteName, type RunBuild } from './fixture-sites.ts';
import { recordSiteBuild } from './site-builds.ts';

/** `npm run build` in this process; what it prints goes to this process's output, which the setup shows when a build fails. */
const buildHere: RunBuild = async (args, env = {}) => {
  const code = await main(args, testSettings(env), 'this process');
  return { code, stdout: '(the build printed its messages above)', stderr: '' };
};

const known = Object.keys(FIXTURE_SITES);
for (const name of process.argv.slice(2)) {
  if (!known.includes(name)) throw new Error(`no fixture site is named "${name}"; the fixture sites are ${known.join(', ')}`);
  await recordSiteBuild(name as FixtureSiteName, () => buildFixtureSiteNamed(name as FixtureSiteName, join(ROOT, '.build', 'test-fixtures', name), buildHere));
}
