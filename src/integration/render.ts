import { build } from 'astro';
import type { SiteContext } from './context.ts';
import { siteAstroConfig } from './astro-config.ts';

/** Astro's log level for the build: `info` lists every route (too much at 15,000 pages), so `warn` unless asked. */
export type RenderLogLevel = 'info' | 'warn' | 'error';

/**
 * Renders the site of `context` with Astro into `outDir`, in this process: the pages take the
 * context's knowledge base (src/integration/index.ts). No configuration file is read, so one process
 * can render one context after another. Throws what Astro throws.
 */
export async function renderSite(context: SiteContext, options: { outDir: string; logLevel?: RenderLogLevel | undefined }): Promise<void> {
  await build({ ...siteAstroConfig(context), configFile: false, outDir: options.outDir, logLevel: options.logLevel ?? 'warn', mode: 'production' });
}
