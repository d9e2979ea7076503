import { z } from 'zod';
import { RenderManifestSchema } from './render-manifest.ts';

/**
 * What the render process (scripts/render-process.ts, running src/orchestrate/render-process.ts) hands back to the build script
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
  /** The stage this one ran alongside (its time is not added to the build's); absent when it ran on its own. */
  alongside: z.string().optional(),
});
export type StageTime = z.output<typeof StageTimeSchema>;

export const RenderResultSchema = z.object({
  /** The render process's stages in order (knowledge base, cache, graph layout, render, …). */
  stages: z.array(StageTimeSchema),
  /** The knowledge base's own sub-stages (read, parse, assemble); empty when it was loaded from a file. */
  kbStages: z.array(StageTimeSchema),
  /** Every page the search index covers (each note, inquiring line, paper and discussion): its URL, its HTML file relative to the output and, when not the site's, its language. */
  searchPages: z.array(z.object({ url: z.string(), file: z.string(), lang: z.string().optional() })),
  /** The HTML files (relative to the output) rendered by this build; every other page file was linked over from the previous output unchanged. */
  rerendered: z.array(z.string()),
  /** The render manifest of the new output, for its build state. */
  renderManifest: RenderManifestSchema,
});
export type RenderResult = z.output<typeof RenderResultSchema>;

/**
 * What the render process tells the build script over IPC: `rendered` once the result file is
 * written (the pages are all there, so indexing may start), then `exported` with the time of the
 * data export it writes meanwhile. The build swaps the output in only once the process has ended with exit code 0.
 */
export const RenderMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rendered') }),
  z.object({ kind: z.literal('exported'), stage: StageTimeSchema }),
]);
export type RenderMessage = z.output<typeof RenderMessageSchema>;
