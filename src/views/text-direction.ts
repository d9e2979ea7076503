// The direction a language is written in, as `<html dir>` needs it: Hebrew, Arabic, Persian, Urdu…
// right to left, the rest left to right. Told by the ICU data behind `Intl` (CLDR's layout
// elements), so a language is never missing from a list kept by hand.

/** A direction of writing, as the `dir` attribute spells it. */
export type TextDirection = 'ltr' | 'rtl';

// Node 24 and browsers name it `getTextInfo()`; earlier V8 had the `textInfo` getter.
type LocaleTextInfo = Intl.Locale & { readonly textInfo?: Intl.TextInfo };

// Each tag's direction, asked of `Intl` once: a site's pages carry one or two tags, and a locale costs tens of microseconds.
const directions = new Map<string, TextDirection>();

/** Takes a BCP 47 language tag; returns `rtl` when the language is written right to left, `ltr` otherwise or when the tag is not one `Intl` reads. */
export function textDirection(tag: string): TextDirection {
  let direction = directions.get(tag);
  if (direction === undefined) directions.set(tag, (direction = directionOf(tag)));
  return direction;
}

function directionOf(tag: string): TextDirection {
  let locale: LocaleTextInfo;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return 'ltr';
  }
  const info = typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}
