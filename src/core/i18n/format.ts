// The formatting of format-core.ts with the catalogue's keys, so a key the English
// messages lack does not compile.
import { type Messages as AnyMessages, uiOf as anyUiOf, type Ui as AnyUi } from './format-core.ts';
import type { MessageKey, PluralKey, TextKey, Translation } from './catalogue.ts';

export type { Slots } from './format-core.ts';

/** Messages by the catalogue's keys, as a script imports them (src/integration/script-words.ts). */
export type Messages = AnyMessages<MessageKey>;

/** The interface's words and formats in one language, by the catalogue's keys. */
export type Ui = AnyUi<TextKey, PluralKey>;

/**
 * Takes a language tag, the messages of its translation and those to fall back on (English);
 * returns the interface in them, formats by the tag. A key neither holds reads as itself.
 */
export function uiOf(lang: string, translation: Translation | Messages, fallback: Translation | Messages = {}): Ui {
  return anyUiOf<TextKey, PluralKey>(lang, translation, fallback);
}
