import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fixture, tempDir } from './helpers.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

async function importCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/import.ts', ...args], { cwd: root, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('npm run import', () => {
  it('imports a folder into --out, prints a readable report and exits 0', async () => {
    const out = await tempDir();
    const { code, stdout } = await importCli(['--out', out, fixture('seeds')]);
    expect(code).toBe(0);
    expect(stdout).toContain('Pages: 35 notes (34 stubs), 216 inquiring lines (213 stubs), 8 papers (8 stubs), 1 discussion (0 stubs)');
    expect(stdout).toMatch(/line 232: site chrome \(the neighbourhood graph instructions\)/);
    expect(stdout).toMatch(/recovered source 4 "What actually happens inside a language model\?"/);
    expect((await readdir(out)).sort()).toEqual(['.import-manifest.json', 'discussions', 'inquiring-lines', 'notes', 'papers']);
  }, 20_000);

  it('writes to CONTENT_DIR when no --out is given', async () => {
    const out = await tempDir();
    const { code } = await importCli([fixture('digest.txt')], { CONTENT_DIR: out });
    expect(code).toBe(0);
    expect(await readdir(out)).toContain('discussions');
  }, 20_000);

  it('exits 1 when a file cannot be read at all, and 2 without anything to import', async () => {
    const out = await tempDir();
    const bad = await importCli(['--out', out, fixture('not-an-export.txt')]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/error {3}line 1: not an export the importer knows/);
    expect(bad.stderr).toMatch(/could not be read at all/);
    expect(bad.stdout).toMatch(/: 0 skipped, 1 failed$/m);
    const none = await importCli(['--out', out]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/Usage: npm run import/);
  }, 20_000);
});
