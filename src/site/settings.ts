// The site's settings, read from the environment once. Every other module imports them from here.

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

/** The name of the collection, shown in the header and page titles. Default: `Research notes` (env `SITE_TITLE`). */
export const SITE_TITLE = process.env['SITE_TITLE'] ?? 'Research notes';

/**
 * The language the collection is written in, as a BCP 47 tag: every page's `<html lang>` unless
 * the page itself is mostly in another script (`src/site/page-lang.ts`), and the language search
 * indexes it in. Default: `en` (env `SITE_LANG`).
 */
export const SITE_LANG = languageTag(process.env['SITE_LANG'] || 'en', 'SITE_LANG');
