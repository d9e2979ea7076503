// The site's settings, read once per process from `site.config.yaml` and the environment
// (src/config/load.ts). Everything that depends on a setting imports it from here.
import { loadSettings, type Settings } from './load.ts';

/** The settings of this build. */
export const settings: Settings = loadSettings();
