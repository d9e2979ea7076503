import { defineConfig } from 'vitest/config';
import { siteContext } from './src/integration/context.ts';
import { siteModule } from './src/integration/site-module.ts';
import { cacheDirFromEnv } from './src/pipeline/parse/cache-dir.ts';
import SlowFirstSequencer from './tests/setup/slow-first.ts';
import { testSettings } from './tests/setup/test-settings.ts';

// Test files that read the seed site or a fixture site (tests/setup/fixture-sites.ts) built once per
// run by tests/setup/seed-site.global.ts. They form their own project, so the builds happen only
// when one of them is selected.
const SEED_SITE_TESTS = [
  'tests/**/*.browser.test.ts',
  'tests/site/seeds.test.ts',
  'tests/reading/reading-site.test.ts',
  'tests/integrity/integrity-site.test.ts',
  'tests/vault/vault-site.test.ts',
  'tests/vault/publish-vault.test.ts',
  'tests/site/site-render.test.ts',
  'tests/reading/cite-and-meta.test.ts',
];

// Unit test files that need a fresh module registry of their own: they build or render sites with
// Astro in the test process (whose modules keep state), give the pages a knowledge base, register a
// kind, drive Pagefind's shared indexing process, mock a module, stub a global, or run long. The other unit files share their worker's modules from one file
// to the next (`isolate: false`): most take milliseconds, and loading the modules they import anew
// for each of them cost more than running them.
const ISOLATED_UNIT_TESTS = [
  'tests/site/incremental/{incremental-render,incremental-build,settings-build,dev-server,render-scope}.test.ts',
  'tests/site/{build-failure,cluster-page,swap,render-job}.test.ts',
  'tests/integration/*.test.ts',
  'tests/generate/{build-links,bench-report}.test.ts',
  'tests/privacy/{pathological-input,hostile-vault,withdrawn-page,interrupted-build,messages,dev-server-files,settings-files-build,name-limits-build,dev-withheld-routes}.test.ts',
  'tests/robustness/*.test.ts',
  'tests/search/{cjk-ranking,pagefind-shards,search-index}.test.ts',
  'tests/kinds/add-kind.test.ts',
  'tests/vault/{vault-base-path,rtl-vault}.test.ts',
  'tests/browser/*.test.ts',
];

export default defineConfig({
  // Tests that import pages or their views in-process read the site context of the tests' settings
  // (tests/setup/test-settings.ts, never the project's configuration) from
  // `virtual:research-notes/site`, as the pages do, and run them inside the page source of the
  // knowledge base they render (`withPageSource`, src/integration/provider.ts).
  plugins: [siteModule(siteContext(testSettings(), { from: 'content', cacheDir: cacheDirFromEnv() }))],
  test: {
    // Generous for a loaded two-core CI machine; the builds inside tests set their own, longer ones.
    testTimeout: 60_000,
    hookTimeout: 300_000,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Each project names its own files: with `extends`, arrays set here would be added to the root's.
          include: ['tests/**/*.test.ts'],
          exclude: [...SEED_SITE_TESTS, ...ISOLATED_UNIT_TESTS],
          isolate: false,
          // One file per core: most are short, and the build tests each run one Astro build at a time.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_TESTS,
          exclude: SEED_SITE_TESTS,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'seed-site',
          include: SEED_SITE_TESTS,
          // Chromium first: without one the run stops before the minute-long build.
          globalSetup: ['tests/setup/chromium.global.ts', 'tests/setup/seed-site.global.ts'],
          // Two files at a time, as in the unit project: a browser test spends much of its time
          // waiting on the page (loads, network idle, a pause to see that nothing happens), and
          // its checks are of state and layout, never of time, so two share the cores safely.
          maxWorkers: 2,
          // One group with the unit project: one queue, the longest files first, no core idle
          // while the last long file of one project finishes before the other's start.
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
