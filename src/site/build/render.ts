import { build } from 'astro';

/** Astro's log level for the build: `info` lists every route (too much at 15,000 pages), so `warn` unless asked. */
export type RenderLogLevel = 'info' | 'warn' | 'error';

/** Renders the site with Astro into `outDir`, reading the knowledge base from `kbFile`. Throws what Astro throws. */
export async function renderSite(options: { root: string; outDir: string; kbFile: string; logLevel: RenderLogLevel }): Promise<void> {
  // The pages read the knowledge base through src/site/kb.ts, which honours KB_FILE.
  process.env['KB_FILE'] = options.kbFile;
  await build({ root: options.root, outDir: options.outDir, logLevel: options.logLevel, mode: 'production' });
}
