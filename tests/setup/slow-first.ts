import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The slowest files (most run whole site builds), slowest first, as measured on a two-core
// machine (the durations of a whole run, in seconds, in the comments). Vitest orders by the last
// run's durations when it has them, but a fresh clone (CI) has none and it falls back to file size,
// which would start the long incremental tests last and leave one core idle while they finish. The
// files of the seed-site project wait for the shared sites, built while the first files run
// (tests/setup/seed-site.global.ts, about 10 s): the first of them comes fourth.
const SLOW_FILES = [
  'tests/site/incremental/incremental-render.test.ts', // 45
  'tests/site/incremental/incremental-build.test.ts', // 25
  'tests/robustness/command-line.test.ts', // 20
  'tests/reading/reading-site.test.ts', // 20
  'tests/generate/build-links.test.ts', // a 2,000-page build before its tests
  'tests/privacy/pathological-input.test.ts', // 13
  'tests/site/build-failure.test.ts', // 10
  'tests/site/incremental/settings-build.test.ts', // 10
  'tests/robustness/safe-html.browser.test.ts', // 10
  'tests/site/incremental/dev-server.test.ts', // 10
  'tests/search/search-shards.browser.test.ts', // 9
  'tests/search/search.browser.test.ts', // 8
  'tests/graph/graph.browser.test.ts', // 7
  'tests/vault/vault-csp.browser.test.ts', // 7
  'tests/vault/folders.browser.test.ts', // 6
  'tests/vault/publish-vault.browser.test.ts', // 6
  'tests/privacy/interrupted-build.test.ts', // 4
  'tests/config/base-path.browser.test.ts', // 4
  'tests/privacy/messages.test.ts', // 3
  'tests/robustness/bad-input.test.ts', // 3
  'tests/robustness/reproducible.test.ts', // 3
  'tests/reading/citation-support.browser.test.ts', // 2.5
  'tests/import/cli.test.ts', // 2
  'tests/pipeline/markdown-fast-path.test.ts', // 2
  'tests/privacy/withdrawn-page.test.ts', // 2
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
