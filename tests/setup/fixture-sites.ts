// The small sites several test files read, each built once per test run by
// tests/setup/seed-site.global.ts (two at a time, beside the seed site) instead of once per file.
// A file run outside that setup builds the site it needs itself.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, type BuildRun } from '../site/build-helper.ts';

/** How one fixture site is built: from a content folder with build options, a whole configuration (its `content` included), or a knowledge base written by hand (`--kb`). */
type FixtureSiteSpec = { content: string; args?: string[] } | { config: string } | { kb: string };

/** The base path of the `base-path` site: named like the notes' folder on purpose, so that a path joined twice or not at all shows. */
export const FIXTURE_BASE_PATH = '/notes/';

/** The fixture sites by name, the longest to build first (they are built in this order). */
export const FIXTURE_SITES = {
  /** The seed collection served under the base path FIXTURE_BASE_PATH. */
  'base-path': { config: `title: Sub-path notes\nurl: https://example.org${FIXTURE_BASE_PATH}\ncontent: ${join(ROOT, 'content')}\n` },
  /** The Obsidian vault of tests/fixtures/obsidian-vault, links to notes not written yet allowed. */
  'obsidian-vault': { content: join(ROOT, 'tests/fixtures/obsidian-vault'), args: ['--allow-missing'] },
  /** Script payloads in a note's body and frontmatter, beside three ordinary pages. */
  payload: { content: join(ROOT, 'tests/fixtures/robustness/payload') },
  /** The canvas boards of tests/fixtures/canvas/vault, with the notes and picture they show. */
  'canvas-vault': { content: join(ROOT, 'tests/fixtures/canvas/vault'), args: ['--allow-missing'] },
  /** A five-page collection with two clusters and tags (tests/fixtures/reading/clustered). */
  clustered: { content: join(ROOT, 'tests/fixtures/reading/clustered') },
  /** A vault published with Obsidian Publish; no title in the configuration, so the Publish settings name the site. */
  'publish-vault': { config: `content: ${JSON.stringify(join(ROOT, 'tests/fixtures/publish-vault'))}\nallowMissing: true\n` },
  /** The small hand-written knowledge base of the site tests, rendered without the content pipeline. */
  'kb-sample': { kb: join(ROOT, 'tests/fixtures/site/kb-sample.json') },
  /** A hand-written knowledge base whose note title and claim hold a closing script tag, quotes and a line separator, which must stay text. */
  'kb-hostile': { kb: join(ROOT, 'tests/fixtures/reading/kb-hostile.json') },
} as const satisfies Record<string, FixtureSiteSpec>;

export type FixtureSiteName = keyof typeof FIXTURE_SITES;

/** How a fixture site is built: `npm run build` with these arguments and extra environment (CONTENT_DIR, SITE_CONFIG), as a process or in this one. */
export type RunBuild = (args: string[], env?: Record<string, string>) => Promise<BuildRun>;

/** Takes a fixture site's name, a work folder under the project (Astro keeps its intermediate files in the output only there) and how to build; builds the site into `<work>/dist` and returns that folder. Throws with the build's output when it fails. */
export async function buildFixtureSiteNamed(name: FixtureSiteName, work: string, runBuild: RunBuild): Promise<string> {
  const spec: FixtureSiteSpec = FIXTURE_SITES[name];
  const dist = join(work, 'dist');
  await mkdir(work, { recursive: true });
  let run: BuildRun;
  if ('config' in spec) {
    const config = join(work, 'site.config.yaml');
    await writeFile(config, spec.config);
    run = await runBuild(['--out', dist, '--cache-dir', work], { SITE_CONFIG: config });
  } else if ('kb' in spec) {
    run = await runBuild(['--kb', spec.kb, '--out', dist, '--cache-dir', work]);
  } else {
    run = await runBuild(['--out', dist, '--cache-dir', work, ...(spec.args ?? [])], { CONTENT_DIR: spec.content });
  }
  if (run.code !== 0) throw new Error(`the fixture site "${name}" did not build:\n${run.stdout}\n${run.stderr}`);
  return dist;
}
