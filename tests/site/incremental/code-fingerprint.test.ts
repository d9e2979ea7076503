// The code fingerprint changes with any file under src/, the project's configuration files and every setting.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../../src/config/load.ts';
import { codeFingerprint } from '../../../src/orchestrate/incremental/code-fingerprint.ts';

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
    expect(await codeFingerprint(root, loadSettings(root, {}))).toBe(await codeFingerprint(root, loadSettings(root, {})));
  });

  it('changes when a source file, a new source file, the configuration, the lockfile or the site URL changes', async () => {
    const root = await project();
    const seen = new Set([await codeFingerprint(root, loadSettings(root, {}))]);
    await writeFile(join(root, 'src', 'components', 'Page.astro'), '<p>page!</p>\n');
    seen.add(await codeFingerprint(root, loadSettings(root, {})));
    await writeFile(join(root, 'src', 'styles.css'), 'p {}\n');
    seen.add(await codeFingerprint(root, loadSettings(root, {})));
    await writeFile(join(root, 'astro.config.mjs'), 'export default { site: "x" };\n');
    seen.add(await codeFingerprint(root, loadSettings(root, {})));
    await writeFile(join(root, 'package-lock.json'), '{"v":2}\n');
    seen.add(await codeFingerprint(root, loadSettings(root, {})));
    seen.add(await codeFingerprint(root, loadSettings(root, { SITE_URL: 'https://notes.example.com' })));
    expect(seen.size).toBe(6);
  });

  it("changes with every setting of site.config.yaml and with the custom stylesheet's bytes", async () => {
    const root = await project();
    const edits = [
      'title: Other',
      'description: One line.',
      'authors: [A. Author]',
      'url: https://example.org/notes/',
      'lang: fr',
      'content: vault',
      'drafts: true',
      'allowMissing: true',
      'exclude: [Private]',
      'nav: [{ label: Notes, link: /notes/ }]',
      'accent: { light: "#123456" }',
      'accent: { dark: "#654321" }',
      'footer: CC BY 4.0',
      'favicon: /icon.png',
      'socialImage: /card.png',
      'search: { shardPages: 70 }',
      'customCss: publish.css',
    ];
    const seen = new Set([await codeFingerprint(root, loadSettings(root, {}))]);
    for (const line of edits) {
      await writeFile(join(root, 'site.config.yaml'), `${line}\n`);
      seen.add(await codeFingerprint(root, loadSettings(root, {})));
    }
    expect(seen.size).toBe(edits.length + 1);
    await writeFile(join(root, 'publish.css'), 'body { color: red; }\n');
    const before = await codeFingerprint(root, loadSettings(root, {}));
    await writeFile(join(root, 'publish.css'), 'body { color: blue; }\n');
    expect(await codeFingerprint(root, loadSettings(root, {}))).not.toBe(before);
  });
});
