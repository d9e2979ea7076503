// What Astro is asked to render: only the kind pages the scope names, and no neighbourhood files
// when the build writes them itself; the files it writes are the bytes the route would serve.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../../src/pipeline/knowledge-base.ts';
import { GET, getStaticPaths } from '../../../src/pages/graph/n/[slug].json.ts';
import type { Slug } from '../../../src/schemas/brand.ts';
import type { KnowledgeBase } from '../../../src/schemas/knowledge-base.ts';
import { writeNeighbourhoodFiles } from '../../../src/build/incremental/neighbourhood-files.ts';
import { clearWrittenByBuild, markWrittenByBuild } from '../../../src/handoff/written-by-build.ts';
import type { RenderScope } from '../../../src/integration/context.ts';
import { provide } from '../../../src/integration/provider.ts';
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

/** Gives the pages `kb` to render, and the part of the site to render, as the site integration does in a build. */
function handOver(given: KnowledgeBase, scope: RenderScope = {}): void {
  const loaded = Promise.resolve(given);
  provide({ knowledgeBase: () => loaded, scope });
}

/** The route's response for one page, as Astro would write it. */
async function routeBody(slug: Slug): Promise<string> {
  // The route reads only `props`; the rest of Astro's context plays no part in its output.
  const context = { props: { slug } } as unknown as APIContext<{ slug: Slug }>;
  return (await GET(context)).text();
}

describe('render scope', () => {
  it('gives Astro every page of a kind, or only the pages named', async () => {
    const notes = kb.pages.filter((page) => page.kind === 'note').map((page) => page.slug);
    handOver(kb);
    expect((await kindPaths('note')).map((path) => path.params.slug)).toEqual(notes);
    handOver(kb, { kindPages: new Set(notes.slice(0, 2)) });
    expect((await kindPaths('note')).map((path) => path.params.slug)).toEqual(notes.slice(0, 2));
    expect(await kindPaths('paper')).toEqual([]);
  });

  it('leaves the neighbourhood files out of Astro\'s routes when the build writes them', async () => {
    handOver(kb);
    clearWrittenByBuild();
    expect(await getStaticPaths()).toHaveLength(kb.pages.length);
    markWrittenByBuild(['graph-neighbourhoods']);
    expect(await getStaticPaths()).toEqual([]);
    clearWrittenByBuild();
  });

  it('writes one neighbourhood file per page, byte for byte what the route serves', async () => {
    handOver(kb);
    const hashes = writeNeighbourhoodFiles(kb, join(out, 'graph', 'n'));
    expect(hashes.size).toBe(kb.pages.length);
    for (const page of kb.pages) {
      expect(await readFile(join(out, 'graph', 'n', `${page.slug}.json`), 'utf8'), page.slug).toBe(await routeBody(page.slug));
    }
  });

  it('links a neighbourhood file over from the previous output only when its bytes are unchanged', async () => {
    const before = join(out, 'before');
    const after = join(out, 'after');
    const hashes = writeNeighbourhoodFiles(kb, before);
    const [same, changed] = kb.pages;
    if (same === undefined || changed === undefined) throw new Error('the seed content has fewer than two pages');
    // The previous build recorded another hash for one file: that one is written, not linked.
    const recorded = { ...Object.fromEntries(hashes), [changed.slug]: 'a-hash-of-other-bytes' };
    writeNeighbourhoodFiles(kb, after, { dir: before, hashes: recorded });
    const inode = async (dir: string, slug: Slug) => (await stat(join(dir, `${slug}.json`))).ino;
    expect(await inode(after, same.slug)).toBe(await inode(before, same.slug));
    expect(await inode(after, changed.slug)).not.toBe(await inode(before, changed.slug));
    expect(await readFile(join(after, `${changed.slug}.json`), 'utf8')).toBe(await routeBody(changed.slug));
  });
});
