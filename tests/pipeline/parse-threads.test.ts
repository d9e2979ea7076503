import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAll } from '../../src/pipeline/parse/parse-all.ts';
import { readContent } from '../../src/pipeline/read/read.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/pipeline/basic');

describe('parsing on several threads', () => {
  it('gives every file the parse this thread alone gives, in input order', async () => {
    const { files } = await readContent(FIXTURE);
    // Enough files for the threads to start (400), each fixture note many times under its own path.
    const many = Array.from({ length: 6 }, (_, copy) => files.map((file) => ({ ...file, path: `copy-${copy}/${file.path}` as ContentPath }))).flat();
    while (many.length < 450) many.push(...many.slice(0, 450 - many.length));
    const alone = await parseAll(many, { workers: 1 });
    const threaded = await parseAll(many, { workers: 2 });
    expect(threaded.parsed).toHaveLength(many.length);
    expect(JSON.stringify(threaded.parsed)).toBe(JSON.stringify(alone.parsed));
    expect(threaded.parsed.map((parsed) => parsed.file)).toEqual(many.map((file) => file.path));
  }, 60_000);
});
