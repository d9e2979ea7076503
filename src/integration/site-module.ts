// The virtual module `virtual:research-notes/site`: what Astro's pages know of the site context.
// It holds the settings, the collection's title and language as data, and re-exports the page
// source's functions (src/integration/provider.ts). The knowledge base never enters the bundle: the
// pages ask the provider for it when they render.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { SiteContext } from './context.ts';
import type { PageSource } from './provider.ts';

/** The virtual module's name, as pages import it. */
export const SITE_MODULE = 'virtual:research-notes/site';
const RESOLVED_SITE_MODULE = `\0${SITE_MODULE}`;

/** The provider's source file: one module per page environment, which the site integration gives its source. */
export const PROVIDER_FILE = fileURLToPath(new URL('./provider.ts', import.meta.url));

/** The interface catalogue's source file: the virtual module gives pages its words in the site's language. */
const I18N_FILE = fileURLToPath(new URL('../core/i18n/index.ts', import.meta.url));

/** The provider's chunk in the prerender bundle: a file of its own, with its exports as named, so the integration can load it beside the pages. */
export const PROVIDER_CHUNK = 'research-notes-site-provider.mjs';

/** The environment Astro's build renders the static pages in. */
const PRERENDER = 'prerender';

/** The virtual module's code for a site context: the settings as data, the interface's words, the provider's functions re-exported. */
export function siteModuleCode(context: SiteContext): string {
  return [
    `export const settings = ${JSON.stringify(context.settings)};`,
    `export const siteTitle = ${JSON.stringify(context.title)};`,
    `export const siteLang = ${JSON.stringify(context.lang)};`,
    `import { uiFor } from ${JSON.stringify(I18N_FILE)};`,
    'export const ui = uiFor(siteLang);',
    `export { getSite, renderScope } from ${JSON.stringify(PROVIDER_FILE)};`,
    '',
  ].join('\n');
}

/**
 * A Vite plugin serving `virtual:research-notes/site` for `context`. In a build's prerender
 * environment it writes the provider as its own chunk (`PROVIDER_CHUNK`) and tells `onPrerenderBundle`
 * the folder the bundle was written to.
 */
export function siteModule(context: SiteContext, onPrerenderBundle: (dir: string) => void = () => undefined): Plugin {
  return {
    name: 'research-notes-site:site-module',
    resolveId(id) {
      return id === SITE_MODULE ? RESOLVED_SITE_MODULE : undefined;
    },
    load(id) {
      return id === RESOLVED_SITE_MODULE ? siteModuleCode(context) : undefined;
    },
    buildStart() {
      if (this.environment.name !== PRERENDER || this.environment.mode !== 'build') return;
      this.emitFile({ type: 'chunk', id: PROVIDER_FILE, fileName: PROVIDER_CHUNK, preserveSignature: 'strict' });
    },
    writeBundle(options) {
      if (this.environment.name === PRERENDER && options.dir !== undefined) onPrerenderBundle(options.dir);
    },
  };
}

/** A loaded copy of the provider, as the site integration uses it. */
export interface LoadedProvider {
  provide(source: PageSource): void;
}

/** Takes a module loaded from the provider's file or chunk and where it was loaded; returns it as the provider, or throws naming where when it is not one. */
export function asProvider(loaded: unknown, where: string): LoadedProvider {
  const provide: unknown = typeof loaded === 'object' && loaded !== null ? Reflect.get(loaded, 'provide') : undefined;
  if (typeof provide !== 'function')
    throw new Error(`the page source loaded in the ${where} (${PROVIDER_FILE}) exports no provide(); the pages cannot be given their knowledge base`);
  return { provide: (source) => Reflect.apply(provide, loaded, [source]) };
}
