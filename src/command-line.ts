import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Exit status of a command-line script called with arguments it does not take. */
export const USAGE_EXIT = 2;

/**
 * `parseArgs` for the scripts in `scripts/`: an unknown option, an option without its value or an
 * argument the script does not take prints what was wrong and the script's usage line, and exits
 * with `USAGE_EXIT`, instead of a stack trace. `--help` and `-h` print the usage and exit 0.
 */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  try {
    return parseArgs(config);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usage}\n`);
    process.exit(USAGE_EXIT);
  }
}
