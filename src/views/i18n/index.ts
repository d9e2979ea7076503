// The interface's words in the site's language: one catalogue (./en.ts and a translation per
// language), chosen by the configuration's `lang`, with counts, dates and numbers formatted by `Intl`.
import type { MessageKey, Plural, PluralKey, TextKey, Translation } from './catalogue.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { zhHans } from './zh-hans.ts';
import { zhHant } from './zh-hant.ts';

export type { MessageKey, PluralKey, TextKey } from './catalogue.ts';

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

/** Slot values of a message: `{name}` is replaced by `values.name`. */
export type Slots = Readonly<Record<string, string | number>>;

/** The interface's words and formats in one language. */
export interface Ui {
  /** The language tag the pages are written in (the configuration's `lang`). */
  lang: string;
  /** Takes a key and its slot values; returns its text in the site's language, else in English. */
  t(key: TextKey, slots?: Slots): string;
  /** Takes a key, a count and further slot values; returns the text for that count (`{count}` formatted as a number). */
  count(key: PluralKey, count: number, slots?: Slots): string;
  /** Takes a number; returns it as the language writes it. */
  number(value: number): string;
  /** Takes a date (`YYYY-MM-DD` or a full ISO time); returns it as the language writes a date, or the text itself when it is no date. */
  date(value: string): string;
  /** Takes words; returns them as a running list (`a, b and c`). */
  list(items: readonly string[]): string;
}

function fill(text: string, slots: Slots, format: (value: number) => string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = slots[name];
    return value === undefined ? whole : typeof value === 'number' ? format(value) : value;
  });
}

/** Takes a BCP 47 language tag; returns the interface in that language, each missing message in English. */
export function uiFor(lang: string): Ui {
  return uiOf(lang, TRANSLATIONS[translationTag(lang)] ?? en);
}

/** Takes a language tag and a translation; returns the interface in it, each message it lacks in English, formats by the tag. */
export function uiOf(lang: string, translation: Translation): Ui {
  const numbers = new Intl.NumberFormat(lang);
  const plurals = new Intl.PluralRules(lang);
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const lists = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
  const number = (value: number): string => numbers.format(value);
  return {
    lang,
    t: (key, slots = {}) => fill(translation[key] ?? en[key], slots, number),
    count: (key, count, slots = {}) => {
      const forms: Plural = translation[key] ?? en[key];
      const text = forms[plurals.select(count)] ?? forms.other;
      return fill(text, { ...slots, count }, number);
    },
    number,
    date: (value) => {
      const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
      return Number.isNaN(time) ? value : dates.format(time);
    },
    list: (items) => lists.format(items),
  };
}

/** Takes a key of `TRANSLATIONS`; returns the English keys that translation lacks, in the catalogue's order. */
export function missingKeys(tag: string): MessageKey[] {
  const translation = TRANSLATIONS[tag] ?? {};
  return (Object.keys(en) as MessageKey[]).filter((key) => !(key in translation));
}
