// The language of one page: the site's, unless the page's text is mostly in another script than
// the site's language is written in (a Hebrew note on an English site, an English note on a Hebrew
// or Chinese one). Search indexes each language apart and segments Chinese and Japanese into words
// only in a page marked as such, so a Chinese note on an English site needs `<html lang="zh">` for
// its words to be found; screen readers read a page in the voice of its `lang`.
import { hasLetterBeside, letterScript, scriptLang } from '../core/script-lang.ts';
import { scriptOf, textLanguage } from '../pipeline/parse/text-lang.ts';

// The scripts of Chinese, Japanese and Korean as `Intl.Locale#maximize` names them.
const CJK_SCRIPTS: ReadonlySet<string> = new Set(['Hans', 'Hant', 'Jpan', 'Kore']);
// How much of a page is read to tell its script: enough to see whether it holds another script than its site's, a few microseconds.
const PAGE_SAMPLE = 600;
// How much of a page in another script franc reads to tell which language of that script it is: a few milliseconds.
const FRANC_SAMPLE = 1500;
// A page with fewer letters (a table of figures, a list of formulas) tells franc too little: its script's usual language is taken.
const MIN_LETTERS_TO_GUESS = 250;
// The most of a page any reading here looks at (`scriptLang`'s sample is a page's worth, 4,000 characters).
const PAGE_START = 4000;

/**
 * Takes a page's title and body text, and the site's language (default `SITE_LANG`); returns the
 * page's language tag: the site's, or the language of the script at least half the page's letters
 * are written in when that is not the site's script: `zh`, `ja` or `ko` by their letters, `he`,
 * `th`, `el` by theirs, a Latin, Arabic, Cyrillic or Devanagari page by franc's guess among its
 * script's languages (`en`, `ar`, `ru`, `hi` when the text is too short to tell).
 */
export function pageLang(title: string, text: string, site: string): string {
  // Every reading below looks at the page's start only: the rest of a long body is never copied.
  const page = `${title}\n${text.slice(0, PAGE_START)}`;
  const siteScript = scriptOf(site);
  // Most pages of most sites hold no letter of another script: one test, and the site's language.
  if (!hasLetterBeside(siteScript, page, PAGE_SAMPLE)) return site;
  const cjk = scriptLang(page);
  // A Chinese, Japanese or Korean site keeps its tag on pages in any of the three: search segments them alike.
  if (cjk !== undefined) return siteScript !== undefined && CJK_SCRIPTS.has(siteScript) ? site : cjk;
  // The script first: a page in the site's script is the site's language without asking franc (most pages, most sites).
  const script = letterScript(page, PAGE_SAMPLE);
  if (script === undefined || script === siteScript) return site;
  return textLanguage(page, FRANC_SAMPLE, MIN_LETTERS_TO_GUESS) ?? site;
}
