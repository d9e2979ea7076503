// A build leaves the output it replaced beside the new one and the next build deletes it, so no
// build waits for tens of thousands of files to be deleted.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeOldOutputs, swapInto } from '../../src/orchestrate/swap.ts';

describe('swap keeping the old output', () => {
  let work = '';
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });

  async function freshWith(name: string, text: string): Promise<string> {
    const fresh = join(work, `fresh-${name}`);
    await mkdir(fresh, { recursive: true });
    await writeFile(join(fresh, 'index.html'), text);
    return fresh;
  }

  it('parks the replaced output beside it, and removeOldOutputs deletes only that output', async () => {
    work = await mkdtemp(join(tmpdir(), 'site-swap-keep-'));
    const dest = join(work, 'dist');
    await swapInto(await freshWith('a', 'first'), dest, { keepOld: true });
    await swapInto(await freshWith('b', 'second'), dest, { keepOld: true });
    expect(await readFile(join(dest, 'index.html'), 'utf8')).toBe('second');
    const parked = join(work, '.build', `old-dist-${process.pid}`);
    expect(await readFile(join(parked, 'index.html'), 'utf8')).toBe('first');
    // Another output's leftovers in the same folder are not this output's to delete.
    await mkdir(join(work, '.build', 'old-site-1'), { recursive: true });

    expect(await removeOldOutputs(dest)).toBe(1);
    expect(existsSync(parked)).toBe(false);
    expect(await readdir(join(work, '.build'))).toEqual(['old-site-1']);
    expect(await readFile(join(dest, 'index.html'), 'utf8')).toBe('second');
  });

  it('finds nothing to delete when no swap has run', async () => {
    work = await mkdtemp(join(tmpdir(), 'site-swap-keep-'));
    expect(await removeOldOutputs(join(work, 'dist'))).toBe(0);
  });
});
