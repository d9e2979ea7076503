// The code fingerprint changes with any file under src/, the configuration and the site URL.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFingerprint } from '../../../src/build/incremental/code-fingerprint.ts';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function project(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'code-fingerprint-'));
  made.push(root);
  await mkdir(join(root, 'src', 'components'), { recursive: true });
  await writeFile(join(root, 'src', 'components', 'Page.astro'), '<p>page</p>\n');
  await writeFile(join(root, 'astro.config.mjs'), 'export default {};\n');
  await writeFile(join(root, 'package-lock.json'), '{}\n');
  return root;
}

describe('code fingerprint', () => {
  it('stays the same when nothing changed', async () => {
    const root = await project();
    expect(await codeFingerprint(root, {})).toBe(await codeFingerprint(root, {}));
  });

  it('changes when a source file, a new source file, the configuration, the lockfile or the site URL changes', async () => {
    const root = await project();
    const seen = new Set([await codeFingerprint(root, {})]);
    await writeFile(join(root, 'src', 'components', 'Page.astro'), '<p>page!</p>\n');
    seen.add(await codeFingerprint(root, {}));
    await writeFile(join(root, 'src', 'styles.css'), 'p {}\n');
    seen.add(await codeFingerprint(root, {}));
    await writeFile(join(root, 'astro.config.mjs'), 'export default { site: "x" };\n');
    seen.add(await codeFingerprint(root, {}));
    await writeFile(join(root, 'package-lock.json'), '{"v":2}\n');
    seen.add(await codeFingerprint(root, {}));
    seen.add(await codeFingerprint(root, { SITE_URL: 'https://notes.example.com' }));
    expect(seen.size).toBe(6);
  });
});
