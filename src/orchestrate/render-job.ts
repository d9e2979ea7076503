// What the build hands its render step: the site context the entry point made (its settings read and
// validated there, once) and what to render where. The command sends it to its render process as one
// IPC message (scripts/build.ts → scripts/render-process.ts); the tests' builds pass the same value in
// their own process (src/orchestrate/build-site.ts). The render step never reads the configuration or
// the environment itself.
import { z } from 'zod';
import type { Settings } from '../config/load.ts';
import type { SiteContext } from '../integration/context.ts';

/** What the render step is asked to do, folders absolute. */
export const RenderProcessOptionsSchema = z.object({
  /** The fresh output folder. */
  fresh: z.string(),
  /** The output the build replaces (its pages are reused where unchanged). */
  dest: z.string(),
  /** Where the result (src/schemas/render-result.ts) is written. */
  result: z.string(),
  /** The build's cache folder. */
  cacheDir: z.string(),
  /** A data export to render instead of building the knowledge base from the content. */
  kb: z.string().optional(),
  /** Whether every finding and Astro's list of routes are printed. */
  verbose: z.boolean(),
});
export type RenderProcessOptions = z.output<typeof RenderProcessOptionsSchema>;

/** Whether `value` has the shape of the settings `loadSettings` returns (which validated them): an object naming its content folder and language. */
function isSettings(value: unknown): value is Settings {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'contentDir') === 'string' &&
    typeof Reflect.get(value, 'lang') === 'string' &&
    typeof Reflect.get(value, 'base') === 'string'
  );
}

// The site context as it crosses to the render process: data only (src/integration/context.ts).
const SiteContextSchema = z.object({
  root: z.string(),
  settings: z.custom<Settings>(isSettings, { error: 'holds no settings' }),
  title: z.string(),
  lang: z.string(),
  knowledgeBase: z.object({ from: z.literal('content'), cacheDir: z.string() }),
});

/** The render step's job: the site context and the options. */
export const RenderJobSchema = z.object({ context: SiteContextSchema, options: RenderProcessOptionsSchema });
export interface RenderJob {
  readonly context: SiteContext;
  readonly options: RenderProcessOptions;
}

/** Takes what the build sent its render process; returns the job, its context frozen again, or throws saying what was wrong. */
export function renderJobFrom(raw: unknown): RenderJob {
  const parsed = RenderJobSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`the render process was sent no job it can run (${parsed.error.message}); it is started by scripts/build.ts`);
  const { context, options } = parsed.data;
  const knowledgeBase = Object.freeze({ ...context.knowledgeBase });
  return { context: Object.freeze({ ...context, settings: Object.freeze(context.settings), knowledgeBase }), options };
}
