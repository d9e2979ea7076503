import { availableParallelism } from 'node:os';
import type { Settings } from '../config/load.ts';
import { pinnedBuildTime } from '../config/build-time.ts';
import { parseCacheDir } from '../pipeline/parse/cache-dir.ts';
import { type BuildOptions, buildKnowledgeBase } from '../pipeline/knowledge-base.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';

/**
 * Builds the knowledge base from the settings' content folder with the pipeline and the build's
 * parse cache (below `cacheDir`), where no entry point hands one over: under `astro dev` (after
 * each change to the content) and a plain `astro build`. Content errors are in its findings.
 */
export function buildWithPipeline(settings: Settings, cacheDir: string): Promise<KnowledgeBase> {
  return buildKnowledgeBase(pipelineOptions(settings, cacheDir));
}

/**
 * Takes the settings and the build's cache folder (`undefined`: parse without a cache, as
 * `npm run check` does); returns how the pipeline builds the settings' content folder, on every
 * core. The one place settings become pipeline options: the build's render step, `astro dev`'s
 * live knowledge base and the check all call it. `env` may pin the build's time (`SOURCE_DATE_EPOCH`).
 */
export function pipelineOptions(settings: Settings, cacheDir: string | undefined, env: NodeJS.ProcessEnv = process.env): BuildOptions {
  return {
    contentDir: settings.contentDir,
    drafts: settings.drafts,
    allowMissing: settings.allowMissing,
    home: settings.homeNoteSetting,
    settingsFindings: settings.findings,
    exclude: settings.exclude,
    gitDates: settings.facts.git,
    now: pinnedBuildTime(env),
    view: { lang: settings.lang, hidden: settings.hiddenProperties },
    cacheDir: cacheDir === undefined ? undefined : parseCacheDir(cacheDir),
    workers: availableParallelism(),
  };
}
