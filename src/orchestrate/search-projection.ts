/**
 * The part of a page's HTML that Pagefind reads: `<html lang>`, `<title>`, each
 * `data-pagefind-body` element without its `data-pagefind-ignore` subtrees, and every element
 * carrying a filter, meta, sort, weight or index-attrs attribute with its content. Two pages with
 * the same projection index the same, so a shard whose re-rendered pages kept theirs is reused.
 *
 * A tag scanner over the site's own generated HTML (Astro writes every end tag), not a parser:
 * it runs on each re-rendered page, and a full DOM would cost more than the comparison saves.
 * Where it is unsure (a stray or missing end tag) it keeps more markup, never less, so a doubtful
 * page is re-indexed rather than wrongly reused.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose content is text up to their own end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
/** Attributes that make Pagefind read an element wherever it is. */
const CAPTURED = /^data-pagefind-(?:filter|meta|sort|weight|index-attrs|default-meta)$/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const IGNORED_MARK = '\u0000';
const TAG_NAME = /[a-zA-Z][^\s/>]*/y;
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

interface Open {
  name: string;
  /** Offset just after the start tag. */
  inner: number;
  body: boolean;
  ignore: boolean;
  /** Index into `captured` of this element's entry, or -1. */
  capture: number;
}

/** Takes a start tag's attribute text; returns its attributes by lower-cased name. */
function attributes(text: string): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name !== '' && !found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** Takes the offset after a tag's name; returns the offset of its closing `>` (quotes respected), or -1. */
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let at = from; at < html.length; at++) {
    const char = html[at];
    if (quote !== '') {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return at;
  }
  return -1;
}

/** Takes a page's HTML; returns its search projection (equal projections mean Pagefind indexes the pages alike). */
export function searchProjection(html: string): string {
  let lang = '';
  let title = '';
  const body: string[] = [];
  const captured: string[] = [];
  const stack: Open[] = [];
  let bodyDepth = 0;
  let ignoreDepth = 0;
  /** Start of the body text not yet copied into `body`, or -1 when outside a body or inside an ignored part. */
  let segment = -1;

  const close = (open: Open, start: number, end: number): void => {
    if (open.capture >= 0) captured[open.capture] += `${html.slice(open.inner, start)}</${open.name}>`;
    if (open.ignore) {
      ignoreDepth -= 1;
      if (ignoreDepth === 0 && bodyDepth > 0) segment = end;
    }
    if (open.body) {
      bodyDepth -= 1;
      if (bodyDepth === 0) {
        if (segment >= 0) body.push(html.slice(segment, end));
        segment = -1;
      }
    }
  };

  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt < 0) break;
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      at = end < 0 ? html.length : end + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', lt);
      at = end < 0 ? html.length : end + 1;
      continue;
    }
    const isEnd = next === '/';
    TAG_NAME.lastIndex = lt + (isEnd ? 2 : 1);
    const nameMatch = TAG_NAME.exec(html);
    if (!nameMatch) {
      at = lt + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const afterName = lt + (isEnd ? 2 : 1) + nameMatch[0].length;
    const gt = tagEnd(html, afterName);
    if (gt < 0) break;
    at = gt + 1;
    if (isEnd) {
      const index = stack.findLastIndex((open) => open.name === name);
      if (index < 0) continue;
      // Elements left open inside this one end where it ends.
      for (const open of stack.splice(index).reverse()) close(open, lt, at);
      continue;
    }
    const attrText = html.slice(afterName, gt);
    // Most tags carry no Pagefind attribute: skip reading their attributes.
    const attrs = name === 'html' || attrText.includes('data-pagefind-') ? attributes(attrText) : NO_ATTRIBUTES;
    if (name === 'html') lang = attrs.get('lang') ?? '';
    const isBody = attrs.has('data-pagefind-body');
    const isIgnore = attrs.has('data-pagefind-ignore');
    const capture = [...attrs.keys()].some((key) => CAPTURED.test(key));
    if (isIgnore) {
      if (bodyDepth > 0 && ignoreDepth === 0 && segment >= 0) body.push(html.slice(segment, lt));
      if (bodyDepth > 0) segment = -1;
      ignoreDepth += 1;
    }
    if (isBody) {
      if (bodyDepth === 0) segment = ignoreDepth === 0 ? lt : -1;
      bodyDepth += 1;
    }
    const open: Open = { name, inner: at, body: isBody, ignore: isIgnore, capture: capture ? captured.push(html.slice(lt, at)) - 1 : -1 };
    if (RAW_TEXT.has(name)) {
      const endPattern = new RegExp(`</${name}`, 'gi');
      endPattern.lastIndex = at;
      const endTag = endPattern.exec(html)?.index ?? -1;
      const contentEnd = endTag < 0 ? html.length : endTag;
      if (name === 'title' && title === '') title = html.slice(at, contentEnd);
      const endGt = endTag < 0 ? -1 : html.indexOf('>', endTag);
      at = endGt < 0 ? html.length : endGt + 1;
      close(open, contentEnd, at);
    } else if (VOID.has(name) || html[gt - 1] === '/') {
      close(open, at, at);
      if (open.capture >= 0) captured[open.capture] = html.slice(lt, at);
    } else stack.push(open);
  }
  // Unclosed at the end of the page: keep everything up to the end.
  for (const open of stack.reverse()) close(open, html.length, html.length);
  return [`lang:${lang}`, `title:${title}`, `body:${body.join(IGNORED_MARK)}`, ...captured.map((part) => `captured:${part}`)].join('\n');
}
