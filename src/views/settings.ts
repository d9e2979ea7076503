// The site settings the pages and the search index read, taken from the one configuration
// (src/config/settings.ts: `site.config.yaml` and its environment overrides).
import { settings } from '../config/settings.ts';

/**
 * Takes a language tag as written in a setting; returns it in canonical form (`zh-hant` →
 * `zh-Hant`), or throws a message naming the setting when it is not a BCP 47 tag.
 */
export function languageTag(value: string, setting: string): string {
  try {
    const [tag] = Intl.getCanonicalLocales(value.trim());
    if (tag !== undefined) return tag;
  } catch {
    // Reported below.
  }
  throw new Error(`${setting} is "${value}", which is not a language tag; set it to one such as en, de, zh, ja or ko.`);
}

/** The name of the collection, shown in the header and page titles: the configuration's `title`. */
export const SITE_TITLE = settings.title;

/**
 * The language the collection is written in, as a BCP 47 tag: every page's `<html lang>` unless
 * the page itself is mostly in another script (`src/views/page-lang.ts`), and the language search
 * indexes it in: the configuration's `lang`.
 */
export const SITE_LANG = languageTag(settings.lang, 'lang');
