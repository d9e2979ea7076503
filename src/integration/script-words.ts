// The interface's words of the browser scripts, once per site: `virtual:research-notes/words/<name>`
// is a module holding, as its default export, the messages of one script's keys in the site's
// language (English for a message its translation lacks), as JSON. The scripts import it, so the
// words travel in the hashed script bundle the browser caches, not in every page; the catalogue
// itself never reaches the browser. Served by the site module's plugin (./site-module.ts), the same
// under `npm run build`, the kept prerenderer of `--watch` (which keeps the bundle) and `astro dev`.
import type { MessageKey } from '../core/i18n/catalogue.ts';
import { uiFor } from '../core/i18n/index.ts';
import { GRAPH_WORDS } from '../client/graph/words.ts';
import { PREVIEW_WORDS, SUPPORT_WORDS } from '../client/preview/words.ts';
import { READING_WORDS } from '../client/reading/words.ts';
import { DIALOG_WORDS, SEARCH_PAGE_WORDS } from '../client/search/words.ts';

/** What a script imports its words from, before the name of its list. */
export const SCRIPT_WORDS_MODULE = 'virtual:research-notes/words/';
const RESOLVED_PREFIX = `\0${SCRIPT_WORDS_MODULE}`;

/** The scripts' lists of keys by the name their module takes (`virtual:research-notes/words/graph`). */
export const SCRIPT_WORDS: Readonly<Record<string, readonly MessageKey[]>> = {
  graph: GRAPH_WORDS,
  dialog: DIALOG_WORDS,
  'search-page': SEARCH_PAGE_WORDS,
  preview: PREVIEW_WORDS,
  support: SUPPORT_WORDS,
  reading: READING_WORDS,
};

/** Takes a name; returns its list of keys, `undefined` when no list has that name. */
function keysNamed(name: string): readonly MessageKey[] | undefined {
  return Object.hasOwn(SCRIPT_WORDS, name) ? SCRIPT_WORDS[name] : undefined;
}

/**
 * Takes an id a module imports; returns the id to load it by when it names a script's words,
 * `undefined` for any other id. Throws, naming the lists there are, for a name no list has.
 */
export function resolveScriptWords(id: string): string | undefined {
  if (!id.startsWith(SCRIPT_WORDS_MODULE)) return undefined;
  const name = id.slice(SCRIPT_WORDS_MODULE.length);
  if (keysNamed(name) === undefined) {
    const names = Object.keys(SCRIPT_WORDS).join(', ');
    throw new Error(
      `${id} names no list of the scripts' words; the lists are ${names} (SCRIPT_WORDS in src/integration/script-words.ts): import one of them, or add the new list there`,
    );
  }
  return `${RESOLVED_PREFIX}${name}`;
}

/** Takes a resolved id and the site's language; returns the module's code (its messages as the default export), `undefined` for an id that is no script's words. */
export function scriptWordsCode(id: string, lang: string): string | undefined {
  const keys = id.startsWith(RESOLVED_PREFIX) ? keysNamed(id.slice(RESOLVED_PREFIX.length)) : undefined;
  return keys === undefined ? undefined : `export default ${JSON.stringify(uiFor(lang).pick(keys))};\n`;
}
