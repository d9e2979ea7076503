// The command-line scripts run inside the test process, through the `main` each script's entry
// calls, with the tests' settings (tests/setup/test-settings.ts) and the overrides each test names: the same code path as the
// command, without starting a process for it.
import { vi } from 'vitest';
import { main as checkMain } from '../../scripts/check.ts';
import type { CommandOutput } from '../../scripts/command-line.ts';
import type { BuildRun } from '../site/build-helper.ts';
import { testSettings } from './test-settings.ts';

/** Takes a command's `main` with its settings bound; runs it, capturing what it prints (its console too) and turning a thrown error into exit status 1 with the stack Node would print. */
async function capture(run: (io: CommandOutput) => Promise<number>): Promise<BuildRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const line = (args: unknown[]) => `${args.map(String).join(' ')}\n`;
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void stdout.push(line(args))),
    vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void stdout.push(line(args))),
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void stderr.push(line(args))),
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void stderr.push(line(args))),
  ];
  let code: number;
  try {
    code = await run({ stdout: (text) => void stdout.push(text), stderr: (text) => void stderr.push(text) });
  } catch (error) {
    stderr.push(error instanceof Error ? `${error.stack ?? error.message}\n` : `${String(error)}\n`);
    code = 1;
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

/** `npm run check` with `args`, its settings the tests' with the overrides `env` (e.g. CONTENT_DIR); never throws on a failing check. */
export function runCheck(args: string[], env: Record<string, string> = {}): Promise<BuildRun> {
  const settings = testSettings(env);
  return capture((io) => checkMain(args, io, settings));
}

/**
 * `npm run build` with `args`, its settings the tests' with the overrides `env` (e.g.
 * CONTENT_DIR or SITE_CONFIG), through the script's own `main` with
 * the render step in this process instead of a process of its own; never throws on a failing build.
 */
export async function runBuildHere(args: string[], env: Record<string, string> = {}): Promise<BuildRun> {
  const settings = testSettings(env);
  // Imported on first use: the build brings Astro and the whole pipeline, which the files that only check need not load.
  const { main: buildMain } = await import('../../scripts/build.ts');
  return capture(() => buildMain(args, settings, 'this process'));
}
