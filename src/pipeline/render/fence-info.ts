/**
 * What a code fence's info string asks for, as Obsidian's code-block plugins write it (Code Styler,
 * Shiki Highlighter, Expressive Code): ` ```python title="main.py" {3-5} showLineNumbers `.
 */
export interface FenceInfo {
  /** The language as written, lower-cased (`python`, `ts`); `''` for a fence that names none. */
  language: string;
  /** `title="…"` (or `title:"…"`, `title:word`); default: none. */
  title?: string;
  /** The number of the first line when the author asks for line numbers (`showLineNumbers`, `showLineNumbers{5}`, `ln:true`, `ln:5`); `false` when asked for none (`ln:false`); default: absent, decided by length. */
  lineNumbers?: number | false;
  /** The lines to highlight, 1-based as written (`{3-5}`, `{1,4-6}`, `hl:3-5`); default: none. */
  highlighted: ReadonlySet<number>;
}

// `title="…"`, `title='…'`, `title:"…"` or `title:word`.
const TITLE_RE = /(?:^|\s)title[=:](?:"([^"]*)"|'([^']*)'|(\S+))/i;
const SHOW_NUMBERS_RE = /(?:^|\s)showLineNumbers(?:\{(\d{1,6})\})?(?=\s|$)/;
const LN_RE = /(?:^|\s)ln:(true|false|\d{1,6})(?=\s|$)/i;
// `{3-5}` or `{1,4-6}` standing alone, or Code Styler's `hl:3-5,7`.
const RANGES_RE = /(?:^|\s)(?:\{([\d\s,-]+)\}|hl:([\d,-]+))(?=\s|$)/g;
/** The most lines one range may name: a typo such as `{1-999999999}` marks nothing past the block anyway. */
const RANGE_MAX = 100_000;

/** Takes a fence's `lang` and `meta` (as mdast gives them); returns what the author asked for. A `{…}` glued to the language (` ```js{2} `) counts too. */
export function fenceInfo(lang: string | null | undefined, meta: string | null | undefined): FenceInfo {
  const written = lang ?? '';
  const brace = written.indexOf('{');
  const language = (brace >= 0 ? written.slice(0, brace) : written).toLowerCase();
  const rest = `${brace >= 0 ? written.slice(brace) : ''} ${meta ?? ''}`;
  // Ranges are read after the title is taken out, so `title="{1-2}"` is a title.
  const title = TITLE_RE.exec(rest);
  const others = title ? rest.replace(title[0], ' ') : rest;
  const info: FenceInfo = { language, highlighted: highlightedLines(others) };
  const named = title?.[1] ?? title?.[2] ?? title?.[3];
  if (named !== undefined && named.trim() !== '') info.title = named.trim();
  const show = SHOW_NUMBERS_RE.exec(others);
  const ln = LN_RE.exec(others);
  if (show) info.lineNumbers = Number(show[1] ?? 1);
  else if (ln?.[1] !== undefined) info.lineNumbers = ln[1].toLowerCase() === 'false' ? false : ln[1].toLowerCase() === 'true' ? 1 : Number(ln[1]);
  return info;
}

/** The line numbers every `{…}` and `hl:…` group of `text` names. */
function highlightedLines(text: string): Set<number> {
  const lines = new Set<number>();
  for (const match of text.matchAll(RANGES_RE)) {
    for (const part of (match[1] ?? match[2] ?? '').split(',')) {
      const [from, to] = part.split('-').map((n) => Number(n.trim()));
      if (from === undefined || !Number.isInteger(from) || from < 1) continue;
      const last = to === undefined || !Number.isInteger(to) ? from : Math.min(to, from + RANGE_MAX);
      for (let n = from; n <= last; n++) lines.add(n);
    }
  }
  return lines;
}
