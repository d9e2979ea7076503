// Without a Chromium the browser tests stop once, before any test runs, with one message that says
// what to install or set: not one stack trace per test file.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runScript } from '../site/build-helper.ts';

describe('a run of the browser tests with no Chromium', () => {
  it('fails once, before the seed-site build, with what to install or set', async () => {
    const run = await runScript(
      join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
      ['run', 'tests/robustness/safe-html.browser.test.ts', 'tests/search/search.browser.test.ts'],
      {
        CHROMIUM_PATH: '/opt/no-such-browser/chrome',
      },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.code).toBe(1);
    expect(output.match(/CHROMIUM_PATH is \/opt\/no-such-browser\/chrome, which does not exist/g)).toHaveLength(1);
    expect(output).toContain('Set it to a Chromium or Chrome executable');
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('seed site for the tests built');
    expect(output).not.toMatch(/Tests\s+\d+ (passed|failed)/);
  }, 120_000);
});
