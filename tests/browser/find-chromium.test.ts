// Where the browser tests, benchmarks and the audit find Chromium: CHROMIUM_PATH, then the usual
// system locations, then the Chromium `npm install` brings on Linux x64; otherwise one message
// that says what to install or set.
import { describe, expect, it } from 'vitest';
import { lookUpChromium, SYSTEM_CHROMIUM, type LookupContext } from '../../src/browser/find-chromium.ts';

const BIN = '/project/node_modules/@sparticuz/chromium/bin';

/** The system location of `platform` whose file name is `name` (the locations are the module's to name). */
function systemPath(platform: 'linux' | 'darwin', name: string): string {
  const path = SYSTEM_CHROMIUM[platform]?.find((candidate) => candidate.endsWith(`/${name}`));
  if (path === undefined) throw new Error(`no ${platform} location ends in ${name}`);
  return path;
}
const DEBIAN = systemPath('linux', 'chromium');
const UBUNTU = systemPath('linux', 'chromium-browser');
const CHROME_LINUX = systemPath('linux', 'google-chrome');
const CHROME_MAC = systemPath('darwin', 'Google Chrome');
const CHROMIUM_MAC = systemPath('darwin', 'Chromium');

/** A Linux x64 machine with the npm package installed and only the files in `present`. */
function machine(present: readonly string[], overrides: Partial<LookupContext> = {}): LookupContext {
  return { env: {}, platform: 'linux', arch: 'x64', exists: (path) => present.includes(path), bundledBin: BIN, ...overrides };
}

describe('lookUpChromium', () => {
  it.each([
    [
      'CHROMIUM_PATH, over a system Chromium',
      machine(['/opt/chrome', DEBIAN], { env: { CHROMIUM_PATH: '/opt/chrome' } }),
      { kind: 'executable', path: '/opt/chrome', from: 'CHROMIUM_PATH' },
    ],
    ["Debian's chromium", machine([DEBIAN, CHROME_LINUX]), { kind: 'executable', path: DEBIAN, from: 'system' }],
    ["Ubuntu's chromium-browser", machine([UBUNTU, CHROME_LINUX]), { kind: 'executable', path: UBUNTU, from: 'system' }],
    ['Google Chrome on Linux', machine([CHROME_LINUX]), { kind: 'executable', path: CHROME_LINUX, from: 'system' }],
    [
      'Google Chrome on macOS',
      machine([CHROME_MAC, CHROMIUM_MAC], { platform: 'darwin', arch: 'arm64' }),
      { kind: 'executable', path: CHROME_MAC, from: 'system' },
    ],
    ['Chromium on macOS', machine([CHROMIUM_MAC], { platform: 'darwin', arch: 'x64' }), { kind: 'executable', path: CHROMIUM_MAC, from: 'system' }],
    ['the bundled Chromium when nothing is installed', machine([]), { kind: 'bundled', bin: BIN }],
    ['the bundled Chromium when CHROMIUM_PATH is empty', machine([], { env: { CHROMIUM_PATH: '' } }), { kind: 'bundled', bin: BIN }],
    [
      'the bundled Chromium when CHROMIUM_PATH=bundled, over a system one',
      machine([DEBIAN], { env: { CHROMIUM_PATH: 'bundled' } }),
      { kind: 'bundled', bin: BIN },
    ],
  ])('finds %s', (_, context, expected) => {
    expect(lookUpChromium(context)).toEqual(expected);
  });

  it('looks at the system locations in order and at no other path', () => {
    const asked: string[] = [];
    lookUpChromium(machine([], { exists: (path) => (asked.push(path), false) }));
    expect(asked).toEqual(SYSTEM_CHROMIUM.linux);
  });

  it('names a CHROMIUM_PATH that does not exist instead of looking elsewhere', () => {
    const found = lookUpChromium(machine([DEBIAN], { env: { CHROMIUM_PATH: '/opt/gone/chrome' } }));
    expect(found).toEqual({ kind: 'none', message: expect.stringContaining('CHROMIUM_PATH is /opt/gone/chrome, which does not exist') });
  });

  it('on macOS with nothing installed, says what to install or set, and why the npm one does not help', () => {
    const found = lookUpChromium(machine([], { platform: 'darwin', arch: 'arm64' }));
    if (found.kind !== 'none') throw new Error(`expected no Chromium, got ${JSON.stringify(found)}`);
    expect(found.message).toContain(CHROME_MAC);
    expect(found.message).toContain('runs only on Linux x64, and this is darwin arm64');
    expect(found.message).toContain('Install Chromium or Google Chrome');
    expect(found.message).toContain('set CHROMIUM_PATH to a Chromium or Chrome executable');
  });

  it('on Linux arm64 the npm Chromium is not offered', () => {
    expect(lookUpChromium(machine([], { arch: 'arm64' }))).toEqual({
      kind: 'none',
      message: expect.stringContaining('runs only on Linux x64, and this is linux arm64'),
    });
  });

  it('without the npm package says to run npm install', () => {
    const found = lookUpChromium(machine([], { bundledBin: undefined }));
    expect(found).toEqual({ kind: 'none', message: expect.stringContaining('@sparticuz/chromium is not installed: run `npm install`') });
  });

  it('CHROMIUM_PATH=bundled where the npm Chromium cannot run says so', () => {
    const found = lookUpChromium(machine([CHROMIUM_MAC], { platform: 'darwin', arch: 'arm64', env: { CHROMIUM_PATH: 'bundled' } }));
    expect(found).toEqual({
      kind: 'none',
      message: expect.stringContaining('CHROMIUM_PATH=bundled asks for the bundled Chromium, but the Chromium that `npm install` brings'),
    });
  });
});
