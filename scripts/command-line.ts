import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadSettings, type Settings } from '../src/config/load.ts';
import { siteContext, type KnowledgeBaseSource, type SiteContext } from '../src/integration/context.ts';

/** Exit status of a command-line script called with arguments it does not take. */
export const USAGE_EXIT = 2;

/**
 * `parseArgs` for the scripts in `scripts/`: an unknown option, an option without its value or an
 * argument the script does not take prints what was wrong and the script's usage line, and exits
 * with `USAGE_EXIT`, instead of a stack trace. `--help` and `-h` print the usage and exit 0.
 */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string, args: string[] = process.argv.slice(2)): ReturnType<typeof parseArgs<T>> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  try {
    return parseArgs<T>({ ...config, args });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usage}\n`);
    process.exit(USAGE_EXIT);
  }
}

/** Where a command prints: its standard output and its standard error. */
export interface CommandOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** The process's own standard output and error, for a command run from the command line. */
export const PROCESS_OUTPUT: CommandOutput = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/** Takes a module's `import.meta.url`; returns whether that module is the script this process was started with (not imported by another, e.g. a test). */
export function isEntryScript(moduleUrl: string): boolean {
  const started = process.argv[1];
  return started !== undefined && pathToFileURL(resolve(started)).href === moduleUrl;
}

/** Exit status of a command run with a configuration that cannot be used. */
export const CONFIG_EXIT = 2;

/**
 * The settings of this command (src/config/load.ts: `site.config.yaml` or the file env
 * `SITE_CONFIG` names, with its environment overrides). A configuration that cannot be used ends
 * the command here, with its problems listed (each names the file and line, or the variable), and
 * exit status `CONFIG_EXIT`, instead of a stack trace.
 */
export function settingsOrExit(): Settings {
  return orExit(loadSettings);
}

/**
 * Takes the settings and the command line's `--allow-missing` and `--drafts`; returns the settings
 * with each flag given turned on, as writing it in the configuration would. The build and the check
 * apply them here, once, so everything after reads the settings only.
 */
export function withFlags(settings: Settings, flags: { allowMissing: boolean; drafts: boolean }): Settings {
  return { ...settings, allowMissing: settings.allowMissing || flags.allowMissing, drafts: settings.drafts || flags.drafts };
}

/** The site context of this command: its settings (as `settingsOrExit`) and where its knowledge base comes from. */
export function contextOrExit(knowledgeBase: KnowledgeBaseSource): SiteContext {
  return orExit(() => siteContext(loadSettings(), knowledgeBase));
}

function orExit<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(CONFIG_EXIT);
  }
}
