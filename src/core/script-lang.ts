// The script a text is mostly written in: Chinese, Japanese or Korean, which search segments by (a
// page's `<html lang>`, src/views/page-lang.ts) and `init` guesses a vault's language from
// (src/config/first-run.ts), and the other scripts a page may be written in apart from its site.

/** The languages a page may be marked with beside the site's. */
export type ScriptLang = 'zh' | 'ja' | 'ko';

const HAN = /\p{Script=Han}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HANGUL = /\p{Script=Hangul}/gu;
const LETTER = /\p{L}/gu;
// Text read of a page: enough to tell its script, little enough to cost nothing on long pages.
const SAMPLE = 4000;

const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;

/**
 * Takes a page's text (title and body); returns `zh`, `ja` or `ko` when at least half its letters
 * are Han, kana or Hangul (`ja` when a tenth or more of them are kana, `ko` when Hangul leads), else `undefined`.
 * Reads the first `sampleChars` characters (4,000 by default: a page's worth).
 */
export function scriptLang(text: string, sampleChars: number = SAMPLE): ScriptLang | undefined {
  const sample = text.slice(0, sampleChars);
  const han = count(sample, HAN);
  const kana = count(sample, KANA);
  const hangul = count(sample, HANGUL);
  const cjk = han + kana + hangul;
  if (cjk === 0 || cjk * 2 < count(sample, LETTER)) return undefined;
  if (hangul > han + kana) return 'ko';
  // Japanese writes a good share of kana between its kanji; a Chinese page may quote a Japanese title.
  return kana * 10 >= han + kana ? 'ja' : 'zh';
}

// The scripts a page's letters are counted in beside CJK: ISO 15924 code (as `Intl.Locale#maximize` names a language's script) → Unicode's name.
const SCRIPT_NAMES: Readonly<Record<string, string>> = {
  Latn: 'Latin',
  Hebr: 'Hebrew',
  Arab: 'Arabic',
  Cyrl: 'Cyrillic',
  Grek: 'Greek',
  Thai: 'Thai',
  Deva: 'Devanagari',
};
const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = Object.entries(SCRIPT_NAMES).map(([code, name]) => [code, new RegExp(`\\p{Script=${name}}`, 'gu')]);
// A letter of another script than each of them: one test tells a page wholly in its site's script apart at once.
const OTHER_LETTER: ReadonlyMap<string, RegExp> = new Map(
  Object.entries(SCRIPT_NAMES).map(([code, name]) => [code, new RegExp(`[^\\p{Script=${name}}\\P{L}]`, 'u')]),
);

/** Whether the first `sampleChars` characters of `text` hold a letter of another script than `script` (ISO 15924); `true` for a script not counted here (CJK). */
export function hasLetterBeside(script: string | undefined, text: string, sampleChars: number = SAMPLE): boolean {
  const other = script === undefined ? undefined : OTHER_LETTER.get(script);
  return other === undefined || other.test(text.slice(0, sampleChars));
}

/**
 * Takes a page's text; returns the ISO 15924 code of the script at least half its letters are
 * written in (`Latn`, `Hebr`, `Arab`, `Cyrl`, `Grek`, `Thai`, `Deva`), else `undefined`. Reads the
 * first `sampleChars` characters. Chinese, Japanese and Korean are `scriptLang`'s.
 */
export function letterScript(text: string, sampleChars: number = SAMPLE): string | undefined {
  const sample = text.slice(0, sampleChars);
  const letters = count(sample, LETTER);
  if (letters === 0) return undefined;
  for (const [script, re] of SCRIPTS) if (count(sample, re) * 2 >= letters) return script;
  return undefined;
}
