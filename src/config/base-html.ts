// The base path applied to a page once, at output: the pages, components and note bodies write site
// paths (`/notes/x/`); a site served under `/<repo>/` gets every root-relative URL of every tag put
// under it here (src/middleware.ts calls this for each HTML page, in dev and build alike). Only
// attribute values change: text, comments, scripts and styles stay byte for byte as written, so a
// code block showing `href="/x"` still shows it.
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { escapeMarkup } from '../core/escape.ts';
import { joinBase } from '../core/base-path.ts';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;
type Template = DefaultTreeAdapterTypes.Template;

/** The attributes that hold one URL the browser follows or loads (`xlink:href`: an SVG link's older spelling). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'xlink:href']);

/** What `htmlUnderBase` leaves alone. */
export interface BaseHtmlOptions {
  /**
   * Paths under the base (without its leading `/`) that the bundler wrote there itself: Astro's
   * `_astro/` scripts and styles in a build; in dev also Vite's `@vite/`, `@id/`, `@fs/`, `src/`…
   * A URL starting with the base and one of these is already under the base.
   */
  bundled: readonly string[];
}

/** One change to the page's text: `text` inserted at `at`, replacing `length` characters. */
interface Edit {
  at: number;
  length: number;
  text: string;
}

/**
 * Takes a page's HTML, the base path (`/` or `/<path>/`) and what the bundler wrote; returns the page
 * with every root-relative URL (`/x`, never `//host/x`) of a URL attribute (`href`, `src`, `srcset`'s
 * candidates, `action`, `poster`…) put under the base, each exactly once. Under `/` it is the same string.
 */
export function htmlUnderBase(html: string, base: string, options: BaseHtmlOptions): string {
  if (base === '/') return html;
  // As written in the page: an attribute value holds `&` as `&amp;`.
  const already = options.bundled.flatMap((path) => [`${base}${path}`, escapeMarkup(`${base}${path}`)]);
  const edits: Edit[] = [];
  const visit = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      editAttributes(html, child, base, already, edits);
      visit(child.tagName === 'template' ? (child as Template).content : child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  if (edits.length === 0) return html;
  edits.sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const edit of edits) {
    out += html.slice(from, edit.at) + edit.text;
    from = edit.at + edit.length;
  }
  return out + html.slice(from);
}

/** Adds the edits that put one element's root-relative URL attributes under the base. */
function editAttributes(html: string, element: Element, base: string, already: readonly string[], edits: Edit[]): void {
  const locations = element.sourceCodeLocation?.attrs;
  if (locations === undefined) return;
  for (const attribute of element.attrs) {
    const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
    const isSrcset = name === 'srcset' || name === 'imagesrcset';
    if (!isSrcset && !URL_ATTRIBUTES.has(name)) continue;
    const location = locations[name];
    if (location === undefined) continue;
    const value = rawValue(html, location.startOffset, location.endOffset);
    if (value === undefined) continue;
    const urls = isSrcset ? srcsetUrls(html, value.start, value.end) : [{ start: value.start, end: value.end }];
    for (const url of urls) {
      const raw = html.slice(url.start, url.end);
      if (!raw.startsWith('/') || raw.startsWith('//') || already.some((prefix) => raw.startsWith(prefix))) continue;
      // `joinBase` decides; the inserted part is the base without its last `/`, escaped for the attribute.
      const joined = joinBase(base, raw);
      edits.push({ at: url.start, length: 0, text: escapeMarkup(joined.slice(0, joined.length - raw.length)) });
    }
  }
}

/** A span of the page's text: `[start, end)`. */
interface Span {
  start: number;
  end: number;
}

/** Takes an attribute's span in the page (`name="value"`); returns the span of its value as written, without quotes. */
function rawValue(html: string, start: number, end: number): Span | undefined {
  const equals = html.indexOf('=', start);
  if (equals === -1 || equals >= end) return undefined;
  let at = equals + 1;
  while (at < end && /\s/.test(html.charAt(at))) at++;
  const quote = html.charAt(at);
  return quote === '"' || quote === "'" ? { start: at + 1, end: end - 1 } : { start: at, end };
}

/**
 * Takes the span of a `srcset` value; returns the span of each candidate's URL, read as the HTML
 * standard reads them: whitespace and commas between candidates, a URL up to whitespace (its own
 * trailing commas end the candidate), then descriptors up to the next comma.
 */
function srcsetUrls(html: string, start: number, end: number): Span[] {
  const urls: Span[] = [];
  let at = start;
  while (at < end) {
    while (at < end && /[\s,]/.test(html.charAt(at))) at++;
    if (at >= end) break;
    const urlStart = at;
    while (at < end && !/\s/.test(html.charAt(at))) at++;
    let urlEnd = at;
    while (urlEnd > urlStart && html.charAt(urlEnd - 1) === ',') urlEnd--;
    urls.push({ start: urlStart, end: urlEnd });
    if (urlEnd < at) continue;
    while (at < end && html.charAt(at) !== ',') at++;
  }
  return urls;
}
