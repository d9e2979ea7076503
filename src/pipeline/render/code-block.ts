import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { type FenceInfo, fenceInfo } from './fence-info.ts';
import { type CodeToken, highlightLines, knownLanguage } from './highlight.ts';

/** Blocks of at least this many lines are numbered without being asked, as a reader refers to their lines. */
export const NUMBERED_FROM_LINES = 15;

/**
 * Takes a fence's code, `lang` and `meta` (as mdast gives them); returns the markup inside a code
 * block's frame: a head naming its title or language (the copy button joins it in the browser,
 * src/client/reading/code-copy.ts), then the code, coloured when Shiki knows the language (plain
 * otherwise), by classes only. Lines are numbered (by CSS, from `data-n`, so copying leaves the
 * numbers out) when the author asks or the block is long, and the lines the author names are marked.
 */
export function codeBlockMarkup(code: string, lang: string | null | undefined, meta: string | null | undefined): string {
  const info = fenceInfo(lang, meta);
  const known = knownLanguage(info.language);
  const lines = (known && highlightLines(code, known)) ?? code.split('\n').map((text): CodeToken[] => [{ text, classes: [] }]);
  const start = info.lineNumbers ?? (lines.length >= NUMBERED_FROM_LINES ? 1 : false);
  const head = headElement(info, known?.name);
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    // Focusable, so a block wider than the text scrolls by keyboard too.
    properties: { className: start === false ? ['code'] : ['code', 'numbered'], tabIndex: 0 },
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: info.language === '' ? {} : { className: [`language-${info.language}`] },
        children: codeChildren(lines, start, info.highlighted),
      },
    ],
  };
  return toHtml(head === undefined ? [pre] : [head, pre]);
}

/** The block's head: its title and the language's name, when it has either. */
function headElement(info: FenceInfo, languageName: string | undefined): Element | undefined {
  const children: ElementContent[] = [];
  if (info.title !== undefined) children.push(span(['code-title'], info.title));
  const language = languageName ?? info.language;
  // The language's name is the site's label, not the author's text: search leaves it out of the page's words and excerpts.
  if (language !== '' && language !== 'text' && language.toLowerCase() !== info.title?.toLowerCase())
    children.push({ ...span(['code-lang'], language), properties: { className: ['code-lang'], dataPagefindIgnore: '' } });
  return children.length === 0 ? undefined : { type: 'element', tagName: 'div', properties: { className: ['code-head'] }, children };
}

/** The code's lines: bare runs joined by newlines, or each line in its own element when lines are numbered or marked. */
function codeChildren(lines: CodeToken[][], start: number | false, highlighted: ReadonlySet<number>): ElementContent[] {
  const out: ElementContent[] = [];
  const framed = start !== false || highlighted.size > 0;
  lines.forEach((runs, i) => {
    if (i > 0) out.push({ type: 'text', value: '\n' });
    const children = runs.map((run): ElementContent => (run.classes.length === 0 ? { type: 'text', value: run.text } : span(run.classes, run.text)));
    if (!framed) {
      out.push(...children);
      return;
    }
    const properties: Element['properties'] = { className: highlighted.has(i + 1) ? ['line', 'marked'] : ['line'] };
    if (start !== false) properties['dataN'] = start + i;
    out.push({ type: 'element', tagName: 'span', properties, children });
  });
  return out;
}

function span(className: string[], text: string): Element {
  return { type: 'element', tagName: 'span', properties: { className }, children: [{ type: 'text', value: text }] };
}
