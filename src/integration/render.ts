import { build } from 'astro';
import type { SiteContext } from './context.ts';
import { siteAstroConfig } from './astro-config.ts';
import type { SiteHooks } from './index.ts';

/** Astro's log level for the build: `info` lists every route (too much at 15,000 pages), so `warn` unless asked. */
export type RenderLogLevel = 'info' | 'warn' | 'error';

/**
 * Renders the site of `context` with Astro into `outDir`, in this process: the pages take the
 * context's knowledge base (src/integration/index.ts). No configuration file is read, so one process
 * can render one context after another; `hooks` are told what the build sets up (the site integration's). Throws what Astro throws.
 */
export async function renderSite(
  context: SiteContext,
  options: { outDir: string; logLevel?: RenderLogLevel | undefined; hooks?: SiteHooks | undefined },
): Promise<void> {
  await build({
    ...siteAstroConfig(context, options.hooks),
    configFile: false,
    outDir: options.outDir,
    logLevel: options.logLevel ?? 'warn',
    mode: 'production',
  });
}
