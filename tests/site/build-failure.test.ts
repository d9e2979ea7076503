// A content error stops the build before it touches the output: the message names the file, the
// line and the closest titles, and the previous output stays exactly as it was.
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, runBuild, ROOT } from './build-helper.ts';

let work = '';
let content = '';
let dist = '';
let args: string[] = [];

const BROKEN = `---
kind: note
title: A note with a broken link
---

This note is fine until here.
It cites [[Do models avoid correcting user]] which is misspelt.
`;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'site-failure-'));
  content = join(work, 'content');
  dist = join(work, 'dist');
  args = ['--out', dist, '--cache-dir', work];
  await cp(join(ROOT, 'tests/fixtures/site/content'), content, { recursive: true });
}, 30_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a build that fails', () => {
  it('builds the good content, then stops on a link to an unknown title and leaves the output intact', async () => {
    const good = await runBuild(args, { CONTENT_DIR: content });
    expect(good.code, good.stdout + good.stderr).toBe(0);
    const filesBefore = (await listFiles(dist)).sort();
    const home = await readFile(join(dist, 'index.html'), 'utf8');
    expect(filesBefore).toContain('notes/do-models-avoid-correcting-users/index.html');

    await writeFile(join(content, 'notes', 'broken.md'), BROKEN);
    const bad = await runBuild(args, { CONTENT_DIR: content });
    const output = bad.stdout + bad.stderr;
    expect(bad.code).toBe(1);
    expect(output).toContain('notes/broken.md:7');
    expect(output).toContain('Do models avoid correcting users?');
    expect(output).toMatch(/dist\/ was not touched/);

    expect((await listFiles(dist)).sort()).toEqual(filesBefore);
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe(home);
    expect(await readdir(join(work, '.build')).catch(() => [])).toEqual([]);
  }, 180_000);

  it('leaves the output intact and removes its temporary folder when rendering fails', async () => {
    const filesBefore = (await listFiles(dist)).sort();
    const kb = JSON.parse(await readFile(join(ROOT, 'tests/fixtures/site/kb-sample.json'), 'utf8')) as {
      pages: { kind: string; next?: string[] }[];
    };
    const line = kb.pages.find((page) => page.kind === 'inquiry');
    if (!line) throw new Error('the sample knowledge base has no inquiring line');
    line.next = ['no-such-line'];
    const broken = join(work, 'broken-kb.json');
    await writeFile(broken, JSON.stringify(kb));

    const run = await runBuild([...args, '--kb', broken]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('links to "no-such-line"');
    expect(run.stderr).toMatch(/dist\/ was left as it was/);
    expect((await listFiles(dist)).sort()).toEqual(filesBefore);
    expect(await readdir(join(work, '.build')).catch(() => [])).toEqual([]);
  }, 180_000);
});
