// Where the browser tests, benchmarks and the audit look for a Chromium, in order: CHROMIUM_PATH,
// the usual system locations, then the Chromium that `npm install` brings (@sparticuz/chromium,
// Linux x64 only). The only module that names a browser's location.

/** The usual places a Chromium or Chrome is installed, per platform, first found wins. */
export const SYSTEM_CHROMIUM: Readonly<Partial<Record<NodeJS.Platform, readonly string[]>>> = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'],
  darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
};

/** The value of CHROMIUM_PATH that picks the Chromium `npm install` brings, whatever else is installed. */
export const BUNDLED = 'bundled';

/** The npm package that ships a Chromium build inside it, and the one platform its build runs on. */
export const BUNDLED_PACKAGE = '@sparticuz/chromium';
const BUNDLED_PLATFORM = { platform: 'linux', arch: 'x64' } as const;

/** What the lookup reads: the environment, the platform, whether a file exists, and where the bundled Chromium's files are. */
export interface LookupContext {
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  arch: string;
  exists: (path: string) => boolean;
  /** The folder of the npm package's compressed Chromium, or `undefined` when the package is not installed. */
  bundledBin: string | undefined;
}

/** The lookup's answer: an executable to run, the bundled Chromium to unpack first, or why there is none. */
export type Lookup =
  | { kind: 'executable'; path: string; from: 'CHROMIUM_PATH' | 'system' }
  | { kind: 'bundled'; bin: string }
  | { kind: 'none'; message: string };

const WHAT_TO_DO =
  'Install Chromium or Google Chrome (Debian/Ubuntu: `apt-get install chromium`; macOS: Google Chrome or Chromium in /Applications), ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable.';

/** Takes what the lookup reads; returns the bundled Chromium's folder, or why it cannot be used here. */
function bundled(context: LookupContext): { kind: 'bundled'; bin: string } | { kind: 'unavailable'; why: string } {
  if (context.platform !== BUNDLED_PLATFORM.platform || context.arch !== BUNDLED_PLATFORM.arch) {
    return {
      kind: 'unavailable',
      why: `the Chromium that \`npm install\` brings (${BUNDLED_PACKAGE}) runs only on Linux x64, and this is ${context.platform} ${context.arch}`,
    };
  }
  if (context.bundledBin === undefined) return { kind: 'unavailable', why: `${BUNDLED_PACKAGE} is not installed: run \`npm install\`` };
  return { kind: 'bundled', bin: context.bundledBin };
}

/** Takes what the lookup reads; returns the first Chromium found (CHROMIUM_PATH, system, bundled), or a message saying what to install. */
export function lookUpChromium(context: LookupContext): Lookup {
  const given = context.env['CHROMIUM_PATH'];
  if (given === BUNDLED) {
    const found = bundled(context);
    return found.kind === 'bundled'
      ? found
      : { kind: 'none', message: `CHROMIUM_PATH=${BUNDLED} asks for the bundled Chromium, but ${found.why}. ${WHAT_TO_DO}` };
  }
  if (given !== undefined && given !== '') {
    if (context.exists(given)) return { kind: 'executable', path: given, from: 'CHROMIUM_PATH' };
    return {
      kind: 'none',
      message: `CHROMIUM_PATH is ${given}, which does not exist. Set it to a Chromium or Chrome executable (or \`${BUNDLED}\`), or unset it to look in the usual places.`,
    };
  }
  const system = SYSTEM_CHROMIUM[context.platform] ?? [];
  const path = system.find((candidate) => context.exists(candidate));
  if (path !== undefined) return { kind: 'executable', path, from: 'system' };
  const found = bundled(context);
  if (found.kind === 'bundled') return found;
  const looked = system.length === 0 ? `no usual locations are known for ${context.platform}` : `none of ${system.join(', ')} exists`;
  return { kind: 'none', message: `No Chromium found: CHROMIUM_PATH is not set; ${looked}; ${found.why}. ${WHAT_TO_DO}` };
}
