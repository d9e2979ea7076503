// The language setting as pages and the search index read it (the site context's `lang`,
// src/integration/context.ts).

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
