import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeJsonFile } from '../../src/emit/json-stream.ts';

async function written(value: unknown): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'json-stream-')), 'out.json');
  await writeJsonFile(file, value);
  return readFile(file, 'utf8');
}

describe('writeJsonFile', () => {
  const cases: [string, unknown][] = [
    [
      'a knowledge-base-like object',
      { pages: [{ slug: 'a', tags: ['x', 'y'], nested: { deep: [1, { k: 'v' }] } }, { slug: 'b' }], clusters: [], findings: null },
    ],
    ['properties that JSON leaves out', { kept: 1, gone: undefined, fn: () => 1, sym: Symbol('s'), list: [undefined, () => 1, 2] }],
    ['values with toJSON', { when: new Date(Date.UTC(2024, 0, 2)), inner: [{ when: new Date(0) }] }],
    ['strings that need escaping', { 'quote"key': 'line\nbreak "and" \\ \u2028 ✓' }],
    ['top-level scalars and arrays', [1, 'two', null, true, [3, [4]]]],
    ['empty containers', { a: {}, b: [], c: [{}] }],
  ];
  it.each(cases)('writes %s exactly as JSON.stringify does', async (_name, value) => {
    expect(await written(value)).toBe(JSON.stringify(value));
  });

  it('writes a value longer than its flush chunk in order', async () => {
    const pages = Array.from({ length: 3000 }, (_, i) => ({ slug: `page-${i}`, body: 'x'.repeat(500 + (i % 7)) }));
    const text = await written({ pages });
    expect(text.length).toBeGreaterThan(1 << 20);
    expect(text).toBe(JSON.stringify({ pages }));
  });
});
