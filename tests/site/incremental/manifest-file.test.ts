// The render manifest file: read back as written; missing, damaged or old files read as none.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readRenderManifest,
  removeRenderManifest,
  renderManifestFile,
  writeRenderManifest,
} from '../../../src/site/build/incremental/manifest-file.ts';
import { RENDER_MANIFEST_VERSION, type RenderManifest } from '../../../src/schemas/render-manifest.ts';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'render-manifest-'));
  made.push(dir);
  return dir;
}

const manifest: RenderManifest = { version: RENDER_MANIFEST_VERSION, codeFingerprint: 'abc', pages: { 'a-note': '123' } };

describe('render manifest file', () => {
  it('sits beside the knowledge-base cache', () => {
    expect(renderManifestFile('/x/cache/kb.json')).toBe('/x/cache/render-manifest.json');
  });

  it('reads back what was written, into a folder that did not exist', async () => {
    const file = join(await folder(), 'cache', 'render-manifest.json');
    await writeRenderManifest(file, manifest);
    expect(await readRenderManifest(file)).toEqual(manifest);
    await removeRenderManifest(file);
    expect(await readRenderManifest(file)).toBeNull();
  });

  it('reads a damaged file or one of another version as none', async () => {
    const dir = await folder();
    await writeFile(join(dir, 'damaged.json'), '{"version":1,');
    await writeFile(join(dir, 'old.json'), JSON.stringify({ ...manifest, version: 0 }));
    expect(await readRenderManifest(join(dir, 'damaged.json'))).toBeNull();
    expect(await readRenderManifest(join(dir, 'old.json'))).toBeNull();
  });
});
