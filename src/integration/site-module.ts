// The virtual module `virtual:research-notes/site`: what Astro's pages know of the site context.
// It holds the settings, the collection's title and language as data, and re-exports the page
// source's functions (src/integration/provider.ts). The knowledge base never enters the bundle: the
// pages read it from the page source of the call that renders them.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { SiteContext } from './context.ts';
import { resolveScriptWords, scriptWordsCode } from './script-words.ts';

/** The virtual module's name, as pages import it. */
export const SITE_MODULE = 'virtual:research-notes/site';
const RESOLVED_SITE_MODULE = `\0${SITE_MODULE}`;

/** The page source's file, whose functions the virtual module re-exports. */
export const PROVIDER_FILE = fileURLToPath(new URL('./provider.ts', import.meta.url));

/** The interface catalogue's source file: the virtual module gives pages its words in the site's language. */
const I18N_FILE = fileURLToPath(new URL('../core/i18n/index.ts', import.meta.url));

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

/** A Vite plugin serving `virtual:research-notes/site` for `context`, and the browser scripts' words in its language (./script-words.ts). */
export function siteModule(context: SiteContext): Plugin {
  return {
    name: 'research-notes-site:site-module',
    resolveId(id) {
      return id === SITE_MODULE ? RESOLVED_SITE_MODULE : resolveScriptWords(id);
    },
    load(id) {
      return id === RESOLVED_SITE_MODULE ? siteModuleCode(context) : scriptWordsCode(id, context.lang);
    },
  };
}
