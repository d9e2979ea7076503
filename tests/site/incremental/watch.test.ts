// `npm run build -- --watch`: a save builds again once (saves close together make one build), a save
// during a build gets a build of its own after it, and hidden folders and the output are not content.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pause, until } from '../../wait.ts';
import { watchContent } from '../../../src/orchestrate/watch.ts';

let stop: () => void = () => undefined;
let dir = '';

afterEach(async () => {
  stop();
  await rm(dir, { recursive: true, force: true });
});

describe('watchContent', () => {
  it('builds once per burst of saves, again for a save made during a build, and never for hidden folders or the output', async () => {
    dir = await mkdtemp(join(tmpdir(), 'watch-'));
    await mkdir(join(dir, '.obsidian'));
    await mkdir(join(dir, 'dist'));
    let builds = 0;
    let release: () => void = () => undefined;
    const build = (): Promise<number> => {
      builds += 1;
      return new Promise((resolve) => {
        release = () => resolve(0);
      });
    };
    const said: string[] = [];
    stop = watchContent(dir, [join(dir, 'dist')], build, (line) => said.push(line));
    // A hidden folder and the output: no build.
    await writeFile(join(dir, '.obsidian', 'workspace.json'), '{}');
    await writeFile(join(dir, 'dist', 'index.html'), '<p>built</p>');
    await pause(500);
    expect(builds).toBe(0);
    // Two saves close together: one build.
    await writeFile(join(dir, 'a.md'), '# A\n');
    await writeFile(join(dir, 'b.md'), '# B\n');
    await until(() => builds === 1, 'the first build');
    // A save while it runs: a build of its own, once the first has ended.
    await writeFile(join(dir, 'a.md'), '# A, edited\n');
    await pause(500);
    expect(builds).toBe(1);
    release();
    await until(() => builds === 2, 'the second build');
    release();
    await until(() => said.filter((line) => line.includes('watching')).length === 3, 'watching again');
    expect(said.filter((line) => line.includes('building again'))).toEqual(['build: 2 files changed; building again', 'build: a.md changed; building again']);
  }, 30_000);
});
