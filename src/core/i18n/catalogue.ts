// The shape of the interface catalogue: the English messages (./en.ts) define every key, and each
// translation may hold any of them, in the same form (a text, or a text per plural category).
import type { Plural } from './format-core.ts';
import type { en } from './en.ts';

export type { Message, Plural } from './format-core.ts';

/** Every key of the catalogue: the English messages' keys, so a key missing in English does not compile. */
export type MessageKey = keyof typeof en;

/** The keys whose message is a plain text. */
export type TextKey = { [K in MessageKey]: (typeof en)[K] extends string ? K : never }[MessageKey];

/** The keys whose message is a `Plural`. */
export type PluralKey = Exclude<MessageKey, TextKey>;

/** A translation: any of the English keys, each in the English message's form; a missing one falls back to English. */
export type Translation = { readonly [K in TextKey]?: string } & { readonly [K in PluralKey]?: Plural };
