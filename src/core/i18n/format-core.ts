// The interface's words put to use: a message chosen by key, its `{slots}` filled, its plural form
// chosen by `Intl.PluralRules`, numbers, dates and lists written by `Intl`. No catalogue here, so
// the browser code can use it with the few messages its scripts import (`Ui.pick`, served by
// src/integration/script-words.ts); the catalogue (src/core/i18n/) gives it its keys.

/** A message that names a count: one text per plural category of `Intl.PluralRules`, `other` always. */
export interface Plural {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** A message: a text with `{name}` slots, or a `Plural`. */
export type Message = string | Plural;

/** Slot values of a message: `{name}` is replaced by `values.name`. */
export type Slots = Readonly<Record<string, string | number>>;

/** Messages by key, as a script imports them. */
export type Messages<Key extends string = string> = Partial<Record<Key, Message>>;

/** The interface's words and formats in one language: `TextKey` names its texts, `PluralKey` its counts. */
export interface Ui<TextKey extends string = string, PluralKey extends string = string> {
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
  /** Takes keys; returns their messages as this interface has them, for a script to import (`uiOf` there). */
  pick(keys: readonly (TextKey | PluralKey)[]): Messages<TextKey | PluralKey>;
}

function fill(text: string, slots: Slots, format: (value: number) => string): string {
  // Most messages have no slot: nothing to look for.
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = slots[name];
    return value === undefined ? whole : typeof value === 'number' ? format(value) : value;
  });
}

/**
 * Takes a language tag, the messages of its translation and those to fall back on (English);
 * returns the interface in them, formats by the tag. A key neither holds reads as itself.
 */
export function uiOf<TextKey extends string = string, PluralKey extends string = string>(
  lang: string,
  translation: Messages<TextKey | PluralKey>,
  fallback: Messages<TextKey | PluralKey> = {},
): Ui<TextKey, PluralKey> {
  type MessageKey = TextKey | PluralKey;
  const numbers = new Intl.NumberFormat(lang);
  const plurals = new Intl.PluralRules(lang);
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const lists = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
  // A site writes the same numbers, dates and slotless texts on every page: each is formatted once.
  const written = { numbers: new Map<number, string>(), dates: new Map<string, string>(), texts: new Map<MessageKey, string>() };
  const number = (value: number): string => {
    let found = written.numbers.get(value);
    if (found === undefined) written.numbers.set(value, (found = numbers.format(value)));
    return found;
  };
  const message = (key: MessageKey): Message | undefined => translation[key] ?? fallback[key];
  const text = (key: MessageKey, slots: Slots): string => {
    const found = message(key);
    return fill(typeof found === 'string' ? found : key, slots, number);
  };
  return {
    lang,
    t: (key, slots) => {
      if (slots !== undefined) return text(key, slots);
      let found = written.texts.get(key);
      if (found === undefined) written.texts.set(key, (found = text(key, {})));
      return found;
    },
    count: (key, count, slots = {}) => {
      const found = message(key);
      const forms: Plural = typeof found === 'object' ? found : { other: key };
      return fill(forms[plurals.select(count)] ?? forms.other, { ...slots, count }, number);
    },
    number,
    date: (value) => {
      let found = written.dates.get(value);
      if (found === undefined) {
        const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
        written.dates.set(value, (found = Number.isNaN(time) ? value : dates.format(time)));
      }
      return found;
    },
    list: (items) => lists.format(items),
    pick: (keys) => {
      const picked: Messages<MessageKey> = {};
      for (const key of keys) {
        const found = message(key);
        if (found !== undefined) picked[key] = found;
      }
      return picked;
    },
  };
}
