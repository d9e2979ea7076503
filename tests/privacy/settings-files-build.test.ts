// A vault whose Publish settings lead out of it builds: the logo outside the vault, a logo in
// .obsidian, and a publish.css linked from outside are each left out at the start with a warning
// naming the setting and the file, never read, and never a failure after the work.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuildHere } from '../setup/commands.ts';
import { filesContaining, readOutputTree } from './output-tree.ts';

const OUTSIDE_CSS = 'outside-stylesheet-6d0a';
let work = '';
let out = '';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'settings-files-'));
  const vault = join(work, 'vault');
  await mkdir(join(vault, '.obsidian'), { recursive: true });
  await writeFile(join(work, 'outside.png'), 'png');
  await writeFile(join(work, 'outside.css'), `.${OUTSIDE_CSS} { color: red }`);
  await writeFile(join(vault, '.obsidian', 'logo.png'), 'png');
  await writeFile(join(vault, 'site-options.json'), '{\n  "siteName": "Settings vault",\n  "logo": "../outside.png"\n}\n');
  await symlink(join(work, 'outside.css'), join(vault, 'publish.css'));
  await writeFile(join(vault, 'Home.md'), 'The home note.\n');
  out = join(work, 'dist');
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('settings files that lead out of the vault', () => {
  it('build, with a warning naming each setting and file, and nothing of them in the output', async () => {
    const run = await runBuildHere(['--out', out, '--cache-dir', join(work, 'cache')], { CONTENT_DIR: join(work, 'vault') });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const said = `${run.stdout}\n${run.stderr}`;
    expect(said).toMatch(/site-options\.json:3.*logo: "\.\.\/outside\.png" is not read: it lies outside the content folder/);
    expect(said).toMatch(/publish\.css.*is not read: it is a symbolic link that leads outside the content folder/);
    expect(said).not.toMatch(/race|changed during the build/);
    const tree = await readOutputTree(out);
    expect(filesContaining(tree, OUTSIDE_CSS)).toEqual([]);
    expect([...tree.keys()].filter((file) => file.startsWith('attachments/'))).toEqual([]);
    expect(tree.get('index.html')).not.toContain('outside.png');
  }, 300_000);
});
