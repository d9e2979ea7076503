// Every command-line script answers an option it does not take with what was wrong and its usage
// line, and exit status 2; `--help` prints the usage and exits 0. No stack trace either way.
import { describe, expect, it } from 'vitest';
import { runScript } from '../site/build-helper.ts';

const SCRIPTS = ['audit', 'bench', 'bench-check', 'bench-graph', 'bench-math', 'bench-search', 'build', 'check', 'generate', 'import'];

describe('command-line scripts', () => {
  it.each(SCRIPTS)(
    '%s: an unknown option names itself and the usage, exit 2',
    async (name) => {
      const run = await runScript(`scripts/${name}.ts`, ['--no-such-option']);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("Unknown option '--no-such-option'");
      expect(run.stderr).toMatch(/usage: (npm run|npx tsx scripts\/)/i);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    },
    60_000,
  );

  it.each(SCRIPTS)(
    '%s: --help prints the usage, exit 0',
    async (name) => {
      const run = await runScript(`scripts/${name}.ts`, ['--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/usage: (npm run|npx tsx scripts\/)/i);
      expect(run.stderr).toBe('');
    },
    60_000,
  );

  it('build names the option renamed to --cache-dir', async () => {
    const run = await runScript('scripts/build.ts', ['--cache', '.cache/kb.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Unknown option '--cache'");
    expect(run.stderr).toContain('--cache-dir DIR');
  }, 60_000);
});
