// The interface's words in the site's language: one catalogue (./en.ts and a translation per
// language), chosen by the configuration's `lang`, with counts, dates and numbers formatted by `Intl`.
import { ar } from './ar.ts';
import type { MessageKey, Translation } from './catalogue.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fa } from './fa.ts';
import { fr } from './fr.ts';
import { he } from './he.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { zhHans } from './zh-hans.ts';
import { zhHant } from './zh-hant.ts';
import { uiOf, type Ui } from './format.ts';

export type { MessageKey, PluralKey, TextKey } from './catalogue.ts';
export { uiOf, type Slots, type Ui } from './format.ts';

/** The translations by the language tag they answer: a base language, or Chinese by script. */
export const TRANSLATIONS: Readonly<Record<string, Translation>> = {
  en,
  ko,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  ja,
  es,
  de,
  fr,
  pt,
  ru,
  he,
  ar,
  fa,
};

/** Chinese regions that write traditional characters when a tag names no script. */
const TRADITIONAL_REGIONS: ReadonlySet<string> = new Set(['TW', 'HK', 'MO']);

/** Takes a BCP 47 tag; returns the key of `TRANSLATIONS` that serves it (`zh-TW` → `zh-Hant`, `pt-BR` → `pt`), `en` when none does. */
export function translationTag(lang: string): string {
  const locale = new Intl.Locale(lang);
  if (locale.language === 'zh') {
    const script = locale.maximize().script;
    return script === 'Hant' || (locale.script === undefined && TRADITIONAL_REGIONS.has(locale.region ?? '')) ? 'zh-Hant' : 'zh-Hans';
  }
  return locale.language in TRANSLATIONS ? locale.language : 'en';
}

/** Takes a BCP 47 language tag; returns the interface in that language, each missing message in English. */
export function uiFor(lang: string): Ui {
  return uiOf(lang, TRANSLATIONS[translationTag(lang)] ?? en, en);
}

/** Takes a key of `TRANSLATIONS`; returns the English keys that translation lacks, in the catalogue's order. */
export function missingKeys(tag: string): MessageKey[] {
  const translation = TRANSLATIONS[tag] ?? {};
  return (Object.keys(en) as MessageKey[]).filter((key) => !(key in translation));
}
