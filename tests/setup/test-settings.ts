// The settings every in-process test passes to what it builds, renders or checks: this folder's fixture
// configuration (tests/fixtures/settings/site.config.yaml), with the overrides a test gives as the
// environment variables of src/config/load.ts would. Neither the project's site.config.yaml nor the
// test process's environment reaches a test's site.
import { fileURLToPath } from 'node:url';
import { CONFIG_ENV, loadSettings, type Settings } from '../../src/config/load.ts';

/** The project root, where relative paths given as overrides (CONTENT_DIR) are resolved. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The fixture configuration the tests' settings start from. */
export const TEST_CONFIG = fileURLToPath(new URL('../fixtures/settings/site.config.yaml', import.meta.url));

/** Takes overrides named as the environment variables of `ENV_OVERRIDES` (and `SITE_CONFIG` for another file); returns the test settings with them. */
export function testSettings(overrides: Readonly<Record<string, string>> = {}): Settings {
  return loadSettings(ROOT, { [CONFIG_ENV]: TEST_CONFIG, ...overrides });
}
