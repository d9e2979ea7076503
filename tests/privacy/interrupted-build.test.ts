// A build that was killed leaves its fresh output and staged swap in `.build/` folders; the next
// build removes them, and leaves alone the folders of builds that are still running.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runBuild } from '../site/build-helper.ts';

/** The id of a process that has exited, so no build of that id runs. */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('true');
    child.on('error', reject);
    child.on('exit', () => (child.pid === undefined ? reject(new Error('true did not start')) : resolve(child.pid)));
  });
}

const created: string[] = [];

afterAll(async () => {
  await Promise.all(created.map((path) => rm(path, { recursive: true, force: true })));
});

/** A folder standing for one left by a build, with a file in it. */
async function leftFolder(path: string): Promise<string> {
  created.push(path);
  await mkdir(path, { recursive: true });
  await writeFile(join(path, 'index.html'), '<p>half-written</p>\n');
  return path;
}

describe('an interrupted build', () => {
  it('is cleaned up by the next build, while a running build’s folders stay', async () => {
    const work = await mkdtemp(join(tmpdir(), 'interrupted-'));
    created.push(work);
    const dead = await deadPid();
    const live = process.pid;
    const dest = join(work, 'dist');
    const freshDead = await leftFolder(join(ROOT, '.build', `out-${dead}`));
    const resultDead = join(ROOT, '.build', `out-${dead}.result.json`);
    created.push(resultDead);
    await writeFile(resultDead, '{}\n');
    const stagedDead = await leftFolder(join(work, '.build', `new-dist-${dead}`));
    const freshLive = await leftFolder(join(ROOT, '.build', `out-${live}`));
    const stagedLive = await leftFolder(join(work, '.build', `new-dist-${live}`));

    const run = await runBuild(['--out', dest, '--cache-dir', join(work, 'cache'), '--allow-missing'], { CONTENT_DIR: join(ROOT, 'tests/fixtures/vault') });
    expect(run.code, run.stdout + run.stderr).toBe(0);

    expect(existsSync(freshDead)).toBe(false);
    expect(existsSync(resultDead)).toBe(false);
    expect(existsSync(stagedDead)).toBe(false);
    expect(existsSync(join(freshLive, 'index.html'))).toBe(true);
    expect(existsSync(join(stagedLive, 'index.html'))).toBe(true);
    expect(existsSync(join(dest, 'index.html'))).toBe(true);
  }, 300_000);
});
