// The content folder's watch (src/pipeline/read/watch-content.ts), which the dev server and a
// watching build share: every file saved, added or removed below the folder is reported, in
// folders made after the watch began too, and nothing in hidden folders, node_modules or the output.
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pause, until } from '../wait.ts';
import { watchContentFiles } from '../../src/pipeline/read/watch-content.ts';

let stop: () => void = () => undefined;
let dir = '';
afterEach(async () => {
  stop();
  await rm(dir, { recursive: true, force: true });
});

describe('watchContentFiles', () => {
  it('reports each file below the folder, in folders made later too, and nothing hidden, installed or built', async () => {
    dir = await mkdtemp(join(tmpdir(), 'watch-content-'));
    await mkdir(join(dir, 'Notes', 'Deep'), { recursive: true });
    await mkdir(join(dir, '.obsidian'));
    await mkdir(join(dir, 'node_modules', 'pkg'), { recursive: true });
    await mkdir(join(dir, 'dist'));
    const seen = new Set<string>();
    stop = watchContentFiles(dir, [join(dir, 'dist')], (file) => seen.add(file));
    await writeFile(join(dir, '.obsidian', 'workspace.json'), '{}');
    await writeFile(join(dir, 'node_modules', 'pkg', 'index.md'), '# installed');
    await writeFile(join(dir, 'dist', 'index.html'), '<p>built</p>');
    await writeFile(join(dir, 'Notes', '.hidden.md'), 'hidden');
    await writeFile(join(dir, 'Notes', 'Deep', 'a.md'), '# A');
    await until(() => seen.has('Notes/Deep/a.md'), 'a file two folders down');
    // A folder made after the watch began: it is reported, and so are the files saved in it.
    await mkdir(join(dir, 'Later'));
    await until(() => seen.has('Later'), 'the new folder');
    await writeFile(join(dir, 'Later', 'b.md'), '# B');
    await until(() => seen.has('Later/b.md'), 'a file in the new folder');
    await rename(join(dir, 'Later', 'b.md'), join(dir, 'Notes', 'b.md'));
    await until(() => seen.has('Notes/b.md'), 'a file moved to another folder');
    await pause(200);
    expect([...seen].filter((file) => /obsidian|node_modules|dist|hidden/.test(file))).toEqual([]);
  });

  it('stops reporting once stopped', async () => {
    dir = await mkdtemp(join(tmpdir(), 'watch-content-'));
    const seen: string[] = [];
    stop = watchContentFiles(dir, [], (file) => seen.push(file));
    stop();
    await writeFile(join(dir, 'a.md'), '# A');
    await pause(300);
    expect(seen).toEqual([]);
  });
});
