// The swap when the fresh folder and the output are on different file systems (a rename fails
// with EXDEV, as from the project into a tmpfs /tmp): it copies, and the output is still replaced whole.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swapInto } from '../../src/orchestrate/swap.ts';

/** Folders whose renames fail as if they were on another file system. */
const foreign = new Set<string>();

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      if (foreign.has(String(from))) throw Object.assign(new Error(`EXDEV: cross-device link not permitted, rename '${String(from)}'`), { code: 'EXDEV' });
      return actual.rename(from, to);
    },
  };
});

describe('swap across file systems', () => {
  let work = '';
  afterEach(async () => {
    foreign.clear();
    await rm(work, { recursive: true, force: true });
  });

  it('copies the fresh folder beside the output, replaces the output and leaves nothing behind', async () => {
    work = await mkdtemp(join(tmpdir(), 'site-swap-exdev-'));
    const dest = join(work, 'out', 'dist');
    const fresh = join(work, 'project', '.build', 'out-1');
    await mkdir(dest, { recursive: true });
    await writeFile(join(dest, 'old.html'), 'old');
    await mkdir(join(fresh, 'notes'), { recursive: true });
    await writeFile(join(fresh, 'notes', 'new.html'), 'new');
    foreign.add(fresh);
    await swapInto(fresh, dest);
    expect(await readFile(join(dest, 'notes', 'new.html'), 'utf8')).toBe('new');
    expect(existsSync(join(dest, 'old.html'))).toBe(false);
    expect(existsSync(fresh)).toBe(false);
    expect(existsSync(join(work, 'out', '.build', `new-dist-${process.pid}`))).toBe(false);
    expect(existsSync(join(work, 'out', '.build', `old-dist-${process.pid}`))).toBe(false);
  });

  it('keeps the old output when the copied folder cannot be renamed into place', async () => {
    work = await mkdtemp(join(tmpdir(), 'site-swap-exdev-'));
    const dest = join(work, 'dist');
    const fresh = join(work, 'project', '.build', 'out-1');
    await mkdir(dest, { recursive: true });
    await writeFile(join(dest, 'old.html'), 'old');
    await mkdir(fresh, { recursive: true });
    await writeFile(join(fresh, 'new.html'), 'new');
    foreign.add(fresh);
    foreign.add(join(work, '.build', `new-dist-${process.pid}`));
    await expect(swapInto(fresh, dest)).rejects.toThrow(/EXDEV/);
    expect(await readFile(join(dest, 'old.html'), 'utf8')).toBe('old');
    expect(existsSync(join(work, '.build', `new-dist-${process.pid}`))).toBe(false);
  });
});
