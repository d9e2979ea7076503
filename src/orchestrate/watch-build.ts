// The builds of `npm run build -- --watch`: one process builds the site, then builds it again after
// each change to the content folder, keeping in memory between builds what a change leaves as it
// was: the knowledge base (after a change only the changed files are read and parsed again, and
// only the bodies whose input changed are rendered again: src/pipeline/live-knowledge-base.ts) and
// Astro's bundle of the pages (incremental/page-renderer.ts `WarmRenderer`). Each build is otherwise
// the build `npm run build` runs (build-site.ts): the pages whose fingerprint is unchanged are
// linked from the previous output, the search index is updated, the output swapped in.
import { LiveKnowledgeBase } from '../pipeline/live-knowledge-base.ts';
import type { ContentPath } from '../schemas/brand.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import { pipelineOptions } from '../handoff/pipeline-kb.ts';
import type { SiteContext } from '../integration/context.ts';
import { renderInThisProcess, type RenderStarter } from './build-site.ts';
import { WarmRenderer } from './incremental/page-renderer.ts';
import type { RenderSteps } from './render-process.ts';
import type { StageTime } from './stages.ts';

/** The knowledge base of a content folder kept between builds, told which files changed before each. */
export class KeptKnowledgeBase {
  readonly #live: LiveKnowledgeBase;
  readonly #pending = new Set<ContentPath>();
  #built = false;

  /** Takes the site context and the build's cache folder (its parse cache serves the first build). */
  constructor(context: SiteContext, cacheDir: string) {
    // One step: a build needs the similarity lists and support passages of the content as it is.
    this.#live = new LiveKnowledgeBase(pipelineOptions(context.settings, cacheDir), Number.POSITIVE_INFINITY);
  }

  /** Reports content files (paths relative to the content folder, `/`-separated) that changed since the last build. */
  changed(files: Iterable<string>): void {
    for (const file of files) this.#pending.add(file as ContentPath);
  }

  /**
   * The knowledge base of the content as it now is: the whole folder read the first time, then the
   * changed files only; `stages` gets what the update did. The files of an update that throws are
   * read again by the next one.
   */
  async current(stages: StageTime[]): Promise<KnowledgeBase> {
    if (!this.#built) {
      this.#pending.clear();
      const kb = await this.#live.build();
      this.#built = true;
      return kb;
    }
    const files = new Set(this.#pending);
    this.#pending.clear();
    const started = performance.now();
    try {
      const staged = await this.#live.update(files);
      const kb = staged.complete === null ? staged.quick : await staged.complete();
      const { made, reused } = staged.bodies;
      const supported = staged.supported.made + staged.supported.reused;
      stages.push({
        name: 'update',
        seconds: (performance.now() - started) / 1000,
        detail:
          `${files.size} file${files.size === 1 ? '' : 's'} read again, ${made} bodies rendered, ${reused} kept` +
          (supported === 0 ? '' : `, support derived again for ${staged.supported.made} of ${supported} citing pages`),
      });
      return kb;
    } catch (error) {
      for (const file of files) this.#pending.add(file);
      throw error;
    }
  }
}

/** What a watching build keeps: the knowledge base and the renderer, and the render step that uses them. */
export interface WatchBuild {
  /** Reports content files (relative to the content folder) that changed since the last build. */
  changed(files: Iterable<string>): void;
  /** The render step of each build, in this process, with the kept knowledge base and renderer. */
  startRender: RenderStarter;
}

/** Takes the site context and the build's cache folder; returns the watching build's kept state and its render step. */
export function watchBuild(context: SiteContext, cacheDir: string): WatchBuild {
  const knowledgeBase = new KeptKnowledgeBase(context, cacheDir);
  const steps: RenderSteps = { knowledgeBase: (stages) => knowledgeBase.current(stages), renderer: new WarmRenderer() };
  return { changed: (files) => knowledgeBase.changed(files), startRender: renderInThisProcess(context, steps) };
}
