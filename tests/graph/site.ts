import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT, runBuild } from '../site/build-helper.ts';
import { sharedSeedSite } from '../setup/seed-site.ts';

/** A built site for the graph's browser tests, and how to clean it up. */
export interface BuiltSite {
  dir: string;
  dispose: () => Promise<void>;
}

/**
 * The site the graph's browser tests run against: env `GRAPH_SITE_DIR` when set (an existing
 * build of the seed content, to save a build while working), else the seed content built into a
 * temporary folder with its own caches.
 */
export async function graphSite(): Promise<BuiltSite> {
  const given = process.env['GRAPH_SITE_DIR'] ?? (await sharedSeedSite());
  if (given !== undefined) {
    const dir = resolve(given);
    if (!existsSync(join(dir, 'graph', 'data.json'))) throw new Error(`${dir} has no graph/data.json: build the site first (npm run build -- --out ${given})`);
    return { dir, dispose: async () => {} };
  }
  const work = await mkdtemp(join(tmpdir(), 'graph-site-'));
  const dir = join(work, 'dist');
  const run = await runBuild(['--out', dir, '--cache-dir', work], { CONTENT_DIR: join(ROOT, 'content') });
  if (run.code !== 0) throw new Error(`the seed site did not build:\n${run.stdout}\n${run.stderr}`);
  return { dir, dispose: () => rm(work, { recursive: true, force: true }) };
}
