import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The slowest files (most run whole site builds), slowest first, as measured on a two-core
// machine. Vitest orders by the last run's durations when it has them, but a fresh clone (CI) has
// none and it falls back to file size, which would start the minute-long incremental tests last
// and leave one core idle while they finish.
const SLOW_FILES = [
  'tests/site/incremental/incremental-render.test.ts',
  'tests/site/incremental/incremental-build.test.ts',
  'tests/site/incremental/settings-build.test.ts',
  'tests/generate/build-links.test.ts',
  'tests/reading/reading-site.test.ts',
  'tests/robustness/command-line.test.ts',
  'tests/privacy/pathological-input.test.ts',
  'tests/site/incremental/dev-server.test.ts',
  'tests/site/build-failure.test.ts',
  'tests/robustness/safe-html.browser.test.ts',
  'tests/search/search-shards.browser.test.ts',
  'tests/privacy/withdrawn-page.test.ts',
  'tests/robustness/bad-input.test.ts',
  'tests/robustness/reproducible.test.ts',
  'tests/privacy/hostile-vault.test.ts',
  'tests/robustness/vault.test.ts',
  'tests/pipeline/check-script.test.ts',
  'tests/import/cli.test.ts',
];

/** Takes a test file; returns its place among the slow files (the list's length when it is not one). */
function slowRank(spec: TestSpecification): number {
  const rank = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return rank === -1 ? SLOW_FILES.length : rank;
}

/** Vitest's order with the known slow files moved to the front of their group. */
export default class SlowFirstSequencer extends BaseSequencer {
  /** Takes the test files; returns them in Vitest's order, the slow files first within each group. */
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || slowRank(a) - slowRank(b));
  }
}
