// A folder the settings exclude is excluded however its name is encoded: written NFC in the
// settings and stored NFD on disk (as macOS file systems and synced vaults do), or the reverse.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAndParse } from '../../src/pipeline/parse/read-and-parse.ts';
import { ignoresCase, inFolders } from '../../src/pipeline/read/vault-settings.ts';

const NFC = 'Priv\u00e9';
const NFD = 'Prive\u0301';
const SECRET = 'PRIVNORMALISED4e1a';

describe('excluded folders compared normalised', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'normalised-'));
    await mkdir(join(dir, NFD, 'Deep'), { recursive: true });
    await writeFile(join(dir, NFD, 'Plans.md'), `${SECRET}\n![[secret.png]]\n`);
    await writeFile(join(dir, NFD, 'Deep', 'More.md'), `${SECRET}\n`);
    await writeFile(join(dir, NFD, 'secret.png'), SECRET);
    await writeFile(join(dir, 'Public.md'), 'Public text.\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves out the notes and attachments of a folder written NFC in the settings and NFD on disk', async () => {
    const read = await readAndParse(dir, { exclude: [NFC] });
    expect(read.parsed.map((p) => p.file)).toEqual(['Public.md']);
    expect(read.attachments).toEqual([]);
  });

  it('leaves them out when the settings write the folder NFD and a glob names it', async () => {
    const read = await readAndParse(dir, { exclude: [`**/${NFD}`] });
    expect(read.parsed.map((p) => p.file)).toEqual(['Public.md']);
  });

  it('folds case only when asked (a case-insensitive file system)', () => {
    expect(inFolders(`${NFD}/x.md`, ['priv\u00e9'], true)).toBe(true);
    expect(inFolders(`${NFD}/x.md`, ['priv\u00e9'], false)).toBe(false);
    expect(inFolders(`${NFD}/x.md`, ['PRIV\u00c9/*'], true)).toBe(true);
    expect(inFolders('Private2/x.md', [NFC], true)).toBe(false);
  });

  it('tells whether the content folder ignores case', async () => {
    // Linux file systems keep case; the test machine's temporary folder is one.
    expect(await ignoresCase(dir)).toBe(process.platform === 'darwin' || process.platform === 'win32');
  });
});
