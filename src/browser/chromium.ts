// The one way the browser tests, benchmarks and the audit start Chromium: find it (find-chromium.ts),
// unpack the bundled one when that is what was found (bundled-chromium.ts), launch it headless.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { bundledChromiumBin, unpackBundledChromium } from './bundled-chromium.ts';
import { lookUpChromium, type LookupContext } from './find-chromium.ts';

/** A Chromium ready to launch: its executable, the environment it needs beyond ours, and where it was found. */
export interface FoundChromium {
  path: string;
  env: Record<string, string>;
  from: 'CHROMIUM_PATH' | 'system' | 'npm';
}

/** No Chromium could be found or started; the message says what to install or set. */
export class ChromiumUnavailableError extends Error {
  override name = 'ChromiumUnavailableError';
}

/** Flags for a shared headless machine with no network: no sandbox (root in CI), no GPU, no background requests. */
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Returns what the lookup reads on this machine. */
export function thisMachine(): LookupContext {
  return { env: process.env, platform: process.platform, arch: process.arch, exists: existsSync, bundledBin: bundledChromiumBin() };
}

/** Takes what the lookup reads (this machine by default); returns the Chromium to launch, unpacking the bundled one if needed, or throws ChromiumUnavailableError. */
export async function findChromium(context: LookupContext = thisMachine()): Promise<FoundChromium> {
  const found = lookUpChromium(context);
  if (found.kind === 'none') throw new ChromiumUnavailableError(found.message);
  if (found.kind === 'executable') return { path: found.path, env: {}, from: found.from };
  return { ...(await unpackBundledChromium(found.bin)), from: 'npm' };
}

/** Takes a found Chromium and extra flags; returns it started headless. */
function launch(found: FoundChromium, args: readonly string[]): Promise<Browser> {
  return chromium.launch({ executablePath: found.path, args: [...ARGS, ...args], env: { ...process.env, ...found.env } });
}

/** Takes extra command-line flags and what the lookup reads (this machine by default); returns a headless Chromium. */
export async function launchChromium(options: { args?: readonly string[]; context?: LookupContext } = {}): Promise<Browser> {
  return launch(await findChromium(options.context), options.args ?? []);
}

/** Finds Chromium and starts it once; returns a line naming it, or throws ChromiumUnavailableError saying what to install or set. */
export async function checkChromium(context: LookupContext = thisMachine()): Promise<string> {
  const found = await findChromium(context);
  let browser: Browser;
  try {
    browser = await launch(found, []);
  } catch (error) {
    const first = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 3).join(' ');
    throw new ChromiumUnavailableError(
      `Chromium at ${found.path} (from ${found.from}) did not start: ${first}. Set CHROMIUM_PATH to another Chromium or Chrome executable, or install Chromium (Debian/Ubuntu: \`apt-get install chromium\`).`,
    );
  }
  const version = browser.version();
  await browser.close();
  return `Chromium ${version} from ${found.from}: ${found.path}`;
}
