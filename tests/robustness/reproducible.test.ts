// Two builds of the same content give byte-identical output: the second one warm (reusing the
// first one's knowledge-base cache and graph layout), into another folder.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFixtureSite, PAYLOAD_CONTENT, treeHashes } from './site.ts';

const removals: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const remove of removals) await remove();
});

describe('a build', () => {
  it('is byte-identical when repeated on the same content', async () => {
    const first = await buildFixtureSite('robustness-repro-a', PAYLOAD_CONTENT);
    removals.push(first.remove);
    const second = await buildFixtureSite('robustness-repro-b', PAYLOAD_CONTENT, ['--cache-dir', join(first.dir, '..')]);
    removals.push(second.remove);
    const a = await treeHashes(first.dir);
    const b = await treeHashes(second.dir);
    expect([...a.keys()]).toEqual([...b.keys()]);
    const differing = [...a].filter(([file, hash]) => b.get(file) !== hash).map(([file]) => file);
    expect(differing).toEqual([]);
    // The search index and the graph data are part of what is compared.
    expect([...a.keys()].some((file) => file.startsWith('pagefind/'))).toBe(true);
    expect(a.has('graph/data.json')).toBe(true);
  }, 300_000);
});
