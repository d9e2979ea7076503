// Every file the build reads from the content folder goes through one check: inside the folder
// after symbolic links, not hidden, not excluded, of its kind, a regular file. The settings' files
// (site-options.json, the logo it names, publish.css) are checked before any work, and one that
// fails is left out with a warning naming the setting and the file.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/load.ts';
import { publicFindings } from '../../src/pipeline/finding.ts';
import { checkContentFile, contentRootSync, isAllowed } from '../../src/pipeline/read/content-file.ts';
import { readFiles } from '../../src/pipeline/read/read.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

let work = '';
let vault = '';
const OUTSIDE_NAME = 'OUTSIDE-NAME-3b7e';

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'content-file-'));
  vault = join(work, 'vault');
  await mkdir(join(vault, '.obsidian'), { recursive: true });
  await mkdir(join(vault, 'Templates'), { recursive: true });
  await mkdir(join(vault, 'assets'), { recursive: true });
  await writeFile(join(work, 'outside.png'), 'png');
  await writeFile(join(work, 'outside.json'), JSON.stringify({ siteName: OUTSIDE_NAME }));
  await writeFile(join(work, 'outside.css'), 'body { color: red }');
  await writeFile(join(work, 'outside.md'), 'outside note');
  await writeFile(join(vault, '.obsidian', 'logo.png'), 'png');
  await writeFile(join(vault, 'Templates', 'logo.png'), 'png');
  await writeFile(join(vault, 'assets', 'logo.png'), 'png');
  await writeFile(join(vault, 'assets', 'logo.ico'), 'ico');
  await writeFile(join(vault, 'Note.md'), 'A note.\n');
  await symlink(join(work, 'outside.png'), join(vault, 'assets', 'linked.png'));
  await symlink(join(vault, '.obsidian', 'logo.png'), join(vault, 'assets', 'hidden.png'));
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const IMAGE = { what: 'an image', name: /\.png$/i, excluded: ['Templates'] };

describe('the one check of a content file', () => {
  it.each([
    ['assets/logo.png', null],
    ['../outside.png', /outside the content folder/],
    ['assets/linked.png', /symbolic link that leads outside the content folder/],
    ['assets/hidden.png', /symbolic link into \.obsidian\/logo\.png, a hidden file or folder/],
    ['.obsidian/logo.png', /hidden file or lies in a hidden folder/],
    ['Templates/logo.png', /in a folder the configuration excludes/],
    ['Note.md', /it is not an image/],
    ['assets', /it is not an image/],
    ['assets/none.png', /there is no such file/],
  ])('%s', async (file, refused) => {
    const checked = await checkContentFile(contentRootSync(vault), file, IMAGE);
    if (refused === null) expect(isAllowed(checked)).toBe(true);
    else expect(isAllowed(checked) ? 'allowed' : checked.refused).toMatch(refused);
  });

  it('refuses a note whose folder was swapped for a link out of the content folder after the listing', async () => {
    await symlink(work, join(vault, 'swapped'));
    const read = await readFiles(vault, ['swapped/outside.md' as ContentPath]);
    expect(read.files).toEqual([]);
    expect(read.findings).toEqual([expect.objectContaining({ code: 'unreadable-file', file: 'swapped/outside.md' })]);
    expect(read.findings[0]?.message).toMatch(/is not read: it is a symbolic link that leads outside the content folder/);
  });
});

describe("the settings' files, checked before any work", () => {
  const settings = () => loadSettings(work, { CONTENT_DIR: 'vault', PUBLISH_IGNORE: 'Templates' });
  const refused = (s: ReturnType<typeof settings>) => s.findings.map((f) => [f.code, f.file, f.line, f.severity]);

  it.each([
    ['a path out of the folder', '../outside.png', /logo: "\.\.\/outside\.png" is not read: it lies outside the content folder/],
    ['a symbolic link out of the folder', 'assets/linked.png', /logo: "assets\/linked\.png" is not read: it is a symbolic link that leads outside/],
    ['a file of .obsidian', '.obsidian/logo.png', /logo: "\.obsidian\/logo\.png" is not read: it is a hidden file/],
    ['a file of an excluded folder', 'Templates/logo.png', /logo: "Templates\/logo\.png" is not read: it lies in a folder the configuration excludes/],
    ['a file that is not there', 'assets/gone.png', /logo: "assets\/gone\.png" is not read: there is no such file/],
    ['not an image an attachment may be', 'assets/logo.ico', /logo: "assets\/logo\.ico" is not read: it is not an image \(PNG/],
  ])('leaves out a logo that is %s, with a warning at the line of site-options.json that names it', async (_name, logo, says) => {
    await writeFile(join(vault, 'site-options.json'), `{\n  "siteName": "Vault",\n  "logo": ${JSON.stringify(logo)}\n}\n`);
    const s = settings();
    expect([s.logo, s.logoFile, s.title]).toEqual([undefined, undefined, 'Vault']);
    expect(refused(s)).toEqual([['setting-file-refused', 'site-options.json', 3, 'warning']]);
    expect(s.findings[0]?.message).toMatch(says);
    expect(s.findings[0]?.message).toMatch(/the site is built without a logo/);
    // The site's integrity page names the setting, not the path, which may lead out of the vault.
    expect(publicFindings(s.findings).map((f) => f.message)).toEqual(['the logo is not read, so the site is built without it']);
  });

  it('publishes a logo inside the folder', async () => {
    await writeFile(join(vault, 'site-options.json'), JSON.stringify({ logo: 'assets/logo.png' }));
    const s = settings();
    expect([s.logo, s.logoFile, s.findings]).toEqual(['/attachments/assets/logo.png', 'assets/logo.png', []]);
  });

  it('reads neither site-options.json nor publish.css through a symbolic link out of the folder', async () => {
    await symlink(join(work, 'outside.json'), join(vault, 'site-options.json'));
    await symlink(join(work, 'outside.css'), join(vault, 'publish.css'));
    const s = settings();
    expect(s.title).not.toBe(OUTSIDE_NAME);
    expect(s.customCssFile).toBeUndefined();
    expect(refused(s).sort()).toEqual([
      ['setting-file-refused', 'publish.css', null, 'warning'],
      ['setting-file-refused', 'site-options.json', null, 'warning'],
    ]);
    expect(s.findings.map((f) => f.message).join('\n')).toMatch(
      /site-options\.json \(Obsidian Publish's settings\) is not read: it is a symbolic link that leads outside/,
    );
  });
});
