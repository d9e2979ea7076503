// The language of one page: the site's, unless the page's text is mostly Chinese, Japanese or
// Korean on a site that is not. Search indexes each language apart and segments Chinese and
// Japanese into words only in a page marked as such, so a Chinese note on an English site needs
// `<html lang="zh">` for its words to be found.
import { SITE_LANG } from './settings.ts';

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

const CJK_LANGS: ReadonlySet<string> = new Set<ScriptLang>(['zh', 'ja', 'ko']);

/**
 * Takes a page's title and body text, and the site's language (default `SITE_LANG`); returns the
 * page's language tag: the site's, or `zh`/`ja`/`ko` for a page mostly in that script on a site
 * written in another (a Chinese, Japanese or Korean site keeps its own tag on every page).
 */
export function pageLang(title: string, text: string, site: string = SITE_LANG): string {
  if (CJK_LANGS.has(site.split('-')[0]?.toLowerCase() ?? '')) return site;
  return scriptLang(`${title}\n${text}`) ?? site;
}
