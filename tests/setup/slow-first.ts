import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files that run whole site builds, slowest first. Vitest orders by the last run's durations
// when it has them, but a fresh clone (CI) has none and it falls back to file size, which would
// start the two-minute 2,000-page build last and leave one core idle while it finishes.
const SLOW_FILES = [
  'tests/generate/build-links.test.ts',
  'tests/robustness/bad-input.test.ts',
  'tests/site/build-failure.test.ts',
  'tests/robustness/reproducible.test.ts',
  'tests/robustness/vault.test.ts',
  'tests/reading/cite-and-meta.test.ts',
  'tests/pipeline/check-script.test.ts',
  'tests/import/cli.test.ts',
  'tests/site/site-render.test.ts',
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
    return [...sorted].sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || slowRank(a) - slowRank(b),
    );
  }
}
