// The language a text is written in, told by its letters first: the script at least half of them
// are written in, and for a script several languages write (Latin, Arabic, Cyrillic, Devanagari)
// franc's guess among them. `init` guesses a vault's language with it (src/config/first-run.ts),
// and a page written in another script than its site's carries its own (src/views/page-lang.ts).
import { franc } from 'franc-min';
import { letterScript, scriptLang } from '../../core/script-lang.ts';

// The language of a script only one language of the collection's kind writes in (franc-min leaves Hebrew out).
const ONE_LANGUAGE: Readonly<Record<string, string>> = { Hebr: 'he', Thai: 'th', Grek: 'el' };
// The language taken for a script when franc cannot tell which of its languages a text is in.
const USUAL_LANGUAGE: Readonly<Record<string, string>> = { Latn: 'en', Arab: 'ar', Cyrl: 'ru', Deva: 'hi' };

// `Intl.Locale#maximize` takes tens of microseconds and a site asks for one tag on every page: each answer is kept (a pure function's memo).
const scripts = new Map<string, string | undefined>();

/** The script a language tag is written in (ISO 15924, by `Intl.Locale#maximize`: `en` → `Latn`, `zh` → `Hans`); `undefined` for a tag Intl does not know. */
export function scriptOf(lang: string): string | undefined {
  if (scripts.has(lang)) return scripts.get(lang);
  let script: string | undefined;
  try {
    script = new Intl.Locale(lang).maximize().script;
  } catch {
    script = undefined;
  }
  scripts.set(lang, script);
  return script;
}

/**
 * Takes some text, how much of it to read and how many letters franc needs at least (default 0:
 * franc's own minimum); returns its language as a BCP 47 tag, `undefined` when its letters are
 * split between scripts: `zh`, `ja` or `ko` when half its letters are Han,
 * kana or Hangul; `he`, `th`, `el` by their scripts; for a Latin, Arabic, Cyrillic or Devanagari
 * text franc's guess canonicalised by Intl (`cmn` → `zh`, `arb` → `ar`) when it is of that script,
 * else the script's usual language (`en`, `ar`, `ru`, `hi`).
 */
export function textLanguage(text: string, sampleChars: number, minLetters = 0): string | undefined {
  const cjk = scriptLang(text, sampleChars);
  if (cjk !== undefined) return cjk;
  const script = letterScript(text, sampleChars);
  if (script === undefined) return undefined;
  const one = ONE_LANGUAGE[script];
  if (one !== undefined) return one;
  const usual = USUAL_LANGUAGE[script];
  const sample = text.slice(0, sampleChars);
  // franc guesses wildly from a few words (a table of figures reads as Lingala): too few letters, the script's usual language.
  if (minLetters > 0 && (sample.match(/\p{L}/gu)?.length ?? 0) < minLetters) return usual;
  const code = franc(sample, { minLength: 40 });
  if (code === 'und') return usual;
  try {
    const lang = Intl.getCanonicalLocales(code)[0];
    return lang !== undefined && scriptOf(lang) === script ? lang : usual;
  } catch {
    return usual;
  }
}
