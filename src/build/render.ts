import { build } from 'astro';

/** Astro's log level for the build: `info` lists every route (too much at 15,000 pages), so `warn` unless asked. */
export type RenderLogLevel = 'info' | 'warn' | 'error';

/** Renders the site with Astro into `outDir`; the pages take the knowledge base handed over to src/handoff/kb.ts. Throws what Astro throws. */
export async function renderSite(options: { root: string; outDir: string; logLevel: RenderLogLevel }): Promise<void> {
  await build({ root: options.root, outDir: options.outDir, logLevel: options.logLevel, mode: 'production' });
}
