// The language of one page: the site's, unless the page's text is mostly Chinese, Japanese or
// Korean on a site that is not. Search indexes each language apart and segments Chinese and
// Japanese into words only in a page marked as such, so a Chinese note on an English site needs
// `<html lang="zh">` for its words to be found.
import { type ScriptLang, scriptLang } from '../core/script-lang.ts';

const CJK_LANGS: ReadonlySet<string> = new Set<ScriptLang>(['zh', 'ja', 'ko']);

/**
 * Takes a page's title and body text, and the site's language (default `SITE_LANG`); returns the
 * page's language tag: the site's, or `zh`/`ja`/`ko` for a page mostly in that script on a site
 * written in another (a Chinese, Japanese or Korean site keeps its own tag on every page).
 */
export function pageLang(title: string, text: string, site: string): string {
  if (CJK_LANGS.has(site.split('-')[0]?.toLowerCase() ?? '')) return site;
  return scriptLang(`${title}\n${text}`) ?? site;
}
