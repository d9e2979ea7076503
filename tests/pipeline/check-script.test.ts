import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CheckReportSchema } from '../../src/schemas/finding.ts';
import { runCheck } from '../setup/commands.ts';
import { fixture } from './helpers.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** `npm run check` as a process of its own: what it prints and its exit status, end to end. */
async function checkProcess(contentDir: string, ...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(tsx, ['scripts/check.ts', ...args], { cwd: root, env: { ...process.env, CONTENT_DIR: contentDir } });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '' };
  }
}

describe('npm run check', () => {
  it('prints findings as JSON in the documented form and exits 1 on errors', async () => {
    const { code, stdout } = await checkProcess(fixture('integrity'), '--json');
    expect(code).toBe(1);
    const report = CheckReportSchema.parse(JSON.parse(stdout));
    expect(Object.keys(JSON.parse(stdout))).toEqual(['findings']);
    expect(report.findings.map((f) => f.code)).toContain('figure-not-in-source');
  }, 20_000);

  it('prints file:line, severity, code and message grouped by file, with a summary line', async () => {
    const { code, stdout } = await runCheck([], { CONTENT_DIR: fixture('integrity') });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^inquiring-lines\/order\.md\n {2}inquiring-lines\/order\.md:4 {2}error {2}sources-mismatch {2}the written Sources list/m);
    expect(stdout.trim().split('\n').pop()).toMatch(/^7 pages checked in .*: 1 error, 6 warnings, 2 info$/);
  }, 20_000);

  it('exits 0 with warnings, and 1 under --strict', async () => {
    expect((await runCheck([], { CONTENT_DIR: fixture('basic') })).code).toBe(0);
    expect((await runCheck(['--strict'], { CONTENT_DIR: fixture('basic') })).code).toBe(1);
  }, 20_000);
});
