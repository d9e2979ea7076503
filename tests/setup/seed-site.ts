import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the seed site built once for the run by tests/setup/seed-site.global.ts. */
    seedSiteDir: string;
  }
}

/** The seed site built once for this test run, or `undefined` when the test file's project has no such setup (then a harness builds its own). */
export function sharedSeedSite(): string | undefined {
  const dir: string | undefined = inject('seedSiteDir');
  return dir;
}
