// A page once published and then marked `publish: false` (or given a comment) leaves no trace in the
// next build into the same output, which reuses what it can of the previous one: no reused page,
// search shard, preview or graph file may carry it over.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuildHere } from '../setup/commands.ts';
import { filesContaining, readOutputTree } from './output-tree.ts';

const SECRET = 'WITHDRAWNPAGE7c2e';
const COMMENTED = 'LATERCOMMENTED3b9d';

let work = '';
let content = '';
let args: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'withdrawn-'));
  content = join(work, 'vault');
  args = ['--out', join(work, 'dist'), '--cache-dir', join(work, 'cache')];
  await mkdir(content);
  await writeFile(join(content, 'One.md'), `Public page linking [[Secret]]. Its aside: ${COMMENTED}.\n`);
  await writeFile(join(content, 'Secret.md'), `Published for now: ${SECRET}.\n`);
  for (const n of [1, 2, 3]) await writeFile(join(content, `Filler ${n}.md`), `Filler ${n} about grounding in dialogue.\n`);
}, 30_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a page withdrawn after it was published', () => {
  it('is gone from every file of the next build into the same output', async () => {
    const first = await runBuildHere(args, { CONTENT_DIR: content });
    expect(first.code, first.stdout + first.stderr).toBe(0);
    const before = await readOutputTree(join(work, 'dist'));
    expect(filesContaining(before, SECRET)).toContain('notes/secret/index.html');
    expect(filesContaining(before, COMMENTED).length).toBeGreaterThan(0);

    await writeFile(join(content, 'Secret.md'), `---\npublish: false\n---\nPublished for now: ${SECRET}.\n`);
    await writeFile(join(content, 'One.md'), `Public page linking [[Secret]]. Its aside: %%${COMMENTED}%%.\n`);
    const second = await runBuildHere(args, { CONTENT_DIR: content });
    expect(second.code, second.stdout + second.stderr).toBe(0);
    const after = await readOutputTree(join(work, 'dist'));
    expect(filesContaining(after, SECRET)).toEqual([]);
    expect(filesContaining(after, COMMENTED)).toEqual([]);
    expect([...after.keys()].filter((file) => file.startsWith('notes/secret/'))).toEqual([]);
  }, 300_000);
});
