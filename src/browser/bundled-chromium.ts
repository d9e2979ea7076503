// The Chromium that `npm install` brings: @sparticuz/chromium ships a headless Chromium for Linux x64
// brotli-compressed inside the package (no download step), with the NSS and expat libraries it
// links against and a font. Unpacked once into node_modules/.cache/, next to the package, so it
// goes away with node_modules; its libraries are put first on LD_LIBRARY_PATH, so it needs nothing
// from the system beyond glibc (not even the libraries Debian's chromium package brings).
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { x as extractTar } from 'tar';
import { BUNDLED_PACKAGE } from './find-chromium.ts';

/** A Chromium executable and the environment it needs to run. */
export interface UnpackedChromium {
  path: string;
  env: Record<string, string>;
}

/** Returns the folder of the npm package's compressed Chromium (`…/bin`), or `undefined` when the package is not installed. */
export function bundledChromiumBin(): string | undefined {
  try {
    return join(dirname(createRequire(import.meta.url).resolve(BUNDLED_PACKAGE)), '..', 'bin');
  } catch {
    return undefined;
  }
}

/** Takes the unpacked folder; returns a fontconfig file that adds the bundled font to the system's fonts, where there are any. */
function fontsConf(folder: string): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `  <dir>${join(folder, 'fonts')}</dir>`,
    `  <cachedir>${join(folder, 'fonts-cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

/** Takes the unpacked folder; returns the environment the bundled Chromium runs with: its own libraries first, its fontconfig file. */
function environment(folder: string): Record<string, string> {
  const inherited = process.env['LD_LIBRARY_PATH'];
  const libraries = join(folder, 'lib');
  return {
    LD_LIBRARY_PATH: inherited === undefined || inherited === '' ? libraries : `${libraries}:${inherited}`,
    FONTCONFIG_FILE: join(folder, 'fonts.conf'),
  };
}

/**
 * Takes the package's `bin` folder; unpacks the Chromium, its libraries and font into
 * `node_modules/.cache/chromium-<version>/` unless already there, and returns the executable with
 * its environment. Unpacks into a scratch folder renamed into place, so processes starting at
 * the same time never run a half-written browser.
 */
export async function unpackBundledChromium(bin: string): Promise<UnpackedChromium> {
  const { version } = JSON.parse(await readFile(join(bin, '..', 'package.json'), 'utf8')) as { version: string };
  const folder = join(bin, '..', '..', '..', '.cache', `chromium-${version}`);
  const path = join(folder, 'chromium');
  if (!existsSync(path)) {
    const scratch = `${folder}.partial-${process.pid}`;
    await rm(scratch, { recursive: true, force: true });
    await mkdir(scratch, { recursive: true });
    await pipeline(createReadStream(join(bin, 'chromium.br')), createBrotliDecompress(), createWriteStream(join(scratch, 'chromium'), { mode: 0o755 }));
    await extractTar({ file: join(bin, 'al2023.tar.br'), cwd: scratch, brotli: true, preserveOwner: false });
    await extractTar({ file: join(bin, 'fonts.tar.br'), cwd: scratch, brotli: true, preserveOwner: false });
    await writeFile(join(scratch, 'fonts.conf'), fontsConf(folder));
    try {
      await rename(scratch, folder);
    } catch (error) {
      // Another process unpacked it first: use theirs.
      await rm(scratch, { recursive: true, force: true });
      if (!existsSync(path)) throw error;
    }
  }
  return { path, env: environment(folder) };
}
