// The site's settings, read once per process from `site.config.yaml` and the environment
// (src/config/load.ts). Everything that depends on a setting imports it from here.
import { ConfigError, loadSettings, type Settings } from './load.ts';

/**
 * The settings of this process. Read when the first module that needs them loads, before any
 * command's own code runs, so a configuration that cannot be used ends the command here, with its
 * problems listed, rather than as an error thrown through every import.
 */
export const settings: Settings = loadOrExplain();

function loadOrExplain(): Settings {
  try {
    return loadSettings();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
