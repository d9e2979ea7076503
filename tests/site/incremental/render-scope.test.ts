// What Astro is asked to render: only the kind pages the scope names. The neighbourhood files are
// the build's own, the bytes `astro dev` serves for them.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../../src/pipeline/knowledge-base.ts';
import type { Slug } from '../../../src/schemas/brand.ts';
import type { KnowledgeBase } from '../../../src/schemas/knowledge-base.ts';
import { NEIGHBOURHOODS, writeNeighbourhoodFiles } from '../../../src/emit/neighbourhoods.ts';
import type { RenderScope } from '../../../src/integration/context.ts';
import { pageSource, withPageSource } from '../../../src/integration/provider.ts';
import { kindPaths } from '../../../src/views/routes.ts';
import { ROOT } from '../build-helper.ts';

let kb: KnowledgeBase;
let out = '';

beforeAll(async () => {
  kb = await buildKnowledgeBase({ contentDir: join(ROOT, 'content'), workers: 1 });
  out = await mkdtemp(join(tmpdir(), 'render-scope-'));
});

afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

/** Runs `run` with the pages rendering `given`, and the part of the site to render, as the site integration does in a build. */
function handOver<T>(given: KnowledgeBase, scope: RenderScope, run: () => T): T {
  const loaded = Promise.resolve(given);
  return withPageSource(
    pageSource(() => loaded, scope),
    run,
  );
}

/** What `astro dev` answers for one page's neighbourhood file. */
async function servedBody(slug: Slug): Promise<string> {
  const file = await NEIGHBOURHOODS.serve(`graph/n/${slug}.json`, {
    kb,
    contentDir: join(ROOT, 'content'),
    layoutFile: join(out, 'no-layout.json'),
    extraFiles: [],
  });
  if (file === undefined || typeof file.body !== 'string') throw new Error(`no neighbourhood file served for ${slug}`);
  return file.body;
}

describe('render scope', () => {
  it('gives Astro every page of a kind, or only the pages named', async () => {
    const notes = kb.pages.filter((page) => page.kind === 'note').map((page) => page.slug);
    const all = await handOver(kb, {}, () => kindPaths('note'));
    expect(all.map((path) => path.params.slug)).toEqual(notes);
    const scope = { kindPages: new Set(notes.slice(0, 2)) };
    const named = await handOver(kb, scope, () => kindPaths('note'));
    expect(named.map((path) => path.params.slug)).toEqual(notes.slice(0, 2));
    expect(await handOver(kb, scope, () => kindPaths('paper'))).toEqual([]);
  });

  it('writes one neighbourhood file per page, byte for byte what the dev server serves', async () => {
    const { hashes, written } = writeNeighbourhoodFiles(kb, join(out, 'graph', 'n'));
    await written;
    expect(hashes.size).toBe(kb.pages.length);
    for (const page of kb.pages) {
      expect(await readFile(join(out, 'graph', 'n', `${page.slug}.json`), 'utf8'), page.slug).toBe(await servedBody(page.slug));
    }
  });

  it('links a neighbourhood file over from the previous output only when its bytes are unchanged', async () => {
    const before = join(out, 'before');
    const after = join(out, 'after');
    const { hashes, written } = writeNeighbourhoodFiles(kb, before);
    await written;
    const [same, changed] = kb.pages;
    if (same === undefined || changed === undefined) throw new Error('the seed content has fewer than two pages');
    // The previous build recorded another hash for one file: that one is written, not linked.
    const recorded = { ...Object.fromEntries(hashes), [changed.slug]: 'a-hash-of-other-bytes' };
    await writeNeighbourhoodFiles(kb, after, { dir: before, hashes: recorded }).written;
    const inode = async (dir: string, slug: Slug) => (await stat(join(dir, `${slug}.json`))).ino;
    expect(await inode(after, same.slug)).toBe(await inode(before, same.slug));
    expect(await inode(after, changed.slug)).not.toBe(await inode(before, changed.slug));
    expect(await readFile(join(after, `${changed.slug}.json`), 'utf8')).toBe(await servedBody(changed.slug));
  });
});
