import { z } from 'zod';
import { UrlPathSchema } from './brand.ts';

/**
 * What the render process (src/site/build/render-process.ts) hands back to the build script
 * (scripts/build.ts) in a JSON file when it has rendered the site: its timings and what the
 * search index must cover. The build then indexes, swaps the output in and records manifests.
 */

/** The render process's exit code when the content has errors (it has printed them). */
export const CONTENT_ERRORS_EXIT = 3;

/** One timed stage as the build summary reports it. */
export const StageTimeSchema = z.object({
  name: z.string(),
  seconds: z.number().nonnegative(),
  /** A short note printed after the time (counts, cache mode); `''` when there is none. */
  detail: z.string(),
});
export type StageTime = z.output<typeof StageTimeSchema>;

export const RenderResultSchema = z.object({
  /** The render process's stages in order (knowledge base, cache, graph layout, render, …). */
  stages: z.array(StageTimeSchema),
  /** The knowledge base's own sub-stages (read, parse, assemble); empty when it was loaded from a file. */
  kbStages: z.array(StageTimeSchema),
  /** The URL of every page the search index covers (every note, inquiring line, paper and discussion). */
  searchPages: z.array(UrlPathSchema),
});
export type RenderResult = z.output<typeof RenderResultSchema>;
