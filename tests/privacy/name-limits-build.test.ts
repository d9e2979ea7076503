// A vault of names longer than a file name may be (a 300-letter tag, a tag 400 levels deep, titles
// of 80 four-byte letters, a folder of 240 bytes) checks and builds, and every name of the output
// fits a file system.
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { utf8Bytes } from '../../src/core/slug.ts';
import { CheckReportSchema } from '../../src/schemas/finding.ts';
import { buildFixtureSite } from '../robustness/site.ts';
import { runCheck } from '../setup/commands.ts';

const VAULT = fileURLToPath(new URL('../fixtures/hostile-names/', import.meta.url));
let site: { dir: string; remove: () => Promise<void> } | undefined;

afterAll(async () => {
  await site?.remove();
});

/** Every file and folder below `dir`, relative. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.map((entry) => relative(dir, join(dir, entry)));
}

describe('names longer than a file name may be', () => {
  it('check finds no error', async () => {
    const run = await runCheck(['--json'], { CONTENT_DIR: VAULT });
    const report = CheckReportSchema.parse(JSON.parse(run.stdout));
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('build, and every name of the output fits in 255 bytes', async () => {
    site = await buildFixtureSite('hostile-names', VAULT);
    const names = (await tree(site.dir)).flatMap((path) => path.split(sep));
    const longest = Math.max(...names.map(utf8Bytes));
    expect(longest).toBeLessThanOrEqual(255);
    const paths = await tree(site.dir);
    expect(paths.some((path) => path.startsWith(join('tags', 'level0', 'level1')))).toBe(true);
    expect(paths.filter((path) => path.startsWith(`notes${sep}`) && path.endsWith('index.html')).length).toBeGreaterThanOrEqual(7);
  }, 300_000);
});
