// The direction a language is written in, as `<html dir>` needs it: Hebrew, Arabic, Persian, Urdu…
// right to left, the rest left to right. Told by the ICU data behind `Intl` (CLDR's layout
// elements), so a language is never missing from a list kept by hand.

/** A direction of writing, as the `dir` attribute spells it. */
export type TextDirection = 'ltr' | 'rtl';

// Node 24 and browsers name it `getTextInfo()`; earlier V8 had the `textInfo` getter.
type LocaleTextInfo = Intl.Locale & { readonly textInfo?: Intl.TextInfo };

/** Takes a BCP 47 language tag; returns `rtl` when the language is written right to left, `ltr` otherwise or when the tag is not one `Intl` reads. */
export function textDirection(tag: string): TextDirection {
  let locale: LocaleTextInfo;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return 'ltr';
  }
  const info = typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}
