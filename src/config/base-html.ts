// The base path applied to a page once, at output: the pages, components and note bodies write site
// paths (`/notes/x/`); a site served under `/<repo>/` gets every root-relative URL of every tag put
// under it here (src/middleware.ts calls this for each HTML page, in dev and build alike). Only
// attribute values change: text, comments, scripts and styles stay byte for byte as written, so a
// code block showing `href="/x"` still shows it.
//
// The page is read by a tag scanner that follows the HTML standard's tokenizer where it decides
// what is a tag: comments, doctype and bogus comments, the raw text of `<script>`, `<style>`,
// `<textarea>`, `<title>`…, CDATA inside SVG and MathML, quoted and unquoted attribute values. It
// does not build a tree: a full parser (parse5) gives the same result (tests/config/base-html.test.ts
// checks it does) at some 30 times the cost (27 ms against 0.9 ms for a 52 KB page), which a
// 15,000-page site under a base would pay on every page.
// Two simplifications, neither of which the site's pages meet: a `<script>` ends at its first
// `</script>`, even inside a `<!--<script>` the standard would keep it open for (the inline scripts
// are JSON with `<` escaped); and all of an `<svg>` or `<math>` is read as foreign content, with no
// HTML element breaking out of it (the diagrams are sanitised SVG).
import { escapeMarkup } from '../core/escape.ts';
import { joinBase } from '../core/base-path.ts';

/** What `htmlUnderBase` leaves alone. */
export interface BaseHtmlOptions {
  /**
   * Paths under the base (without its leading `/`) that the bundler wrote there itself: Astro's
   * `_astro/` scripts and styles. A URL starting with the base and one of these is already under it.
   */
  bundled: readonly string[];
}

/** The attributes that hold one URL the browser follows or loads (`xlink:href`: an SVG link's older spelling). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'xlink:href']);
/** The attributes that hold a list of image candidates, each a URL and a descriptor. */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);
/** HTML elements whose content is text up to their own end tag (raw text and escapable raw text). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
/** Elements whose content is foreign (SVG, MathML): no raw text there, and `<![CDATA[…]]>` is a section. */
const FOREIGN = new Set(['svg', 'math']);

/** Tab, line feed, form feed, carriage return, space: what the standard calls whitespace in a tag. */
const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13 || c === 12;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const SLASH = 47;
const GT = 62;
const EQUALS = 61;
const COMMA = 44;

/** A span of the page's text: `[start, end)`. */
interface Span {
  start: number;
  end: number;
}

/** One attribute as written: its lowercased name and its value's span (without quotes), or none when it has no value. */
interface Attribute {
  name: string;
  value: Span | undefined;
}

/** One tag as written: its lowercased name, its attributes (the first of each name), where it ends (after `>`), whether it closes itself (`/>`) and whether its `>` came before the page's end. */
interface Tag {
  name: string;
  attributes: Attribute[];
  end: number;
  selfClosing: boolean;
  closed: boolean;
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
  const inserted = escapeMarkup(joinBase(base, '/').slice(0, -1));
  let out = '';
  let copied = 0;
  const put = (url: Span): void => {
    const raw = html.slice(url.start, url.end);
    if (!raw.startsWith('/') || raw.startsWith('//') || already.some((prefix) => raw.startsWith(prefix))) return;
    out += html.slice(copied, url.start) + inserted;
    copied = url.start;
  };
  let foreign = 0;
  let at = 0;
  for (;;) {
    const open = html.indexOf('<', at);
    if (open === -1) break;
    const next = html.charAt(open + 1);
    if (next === '!') {
      at = skipMarkupDeclaration(html, open, foreign > 0);
    } else if (next === '?') {
      at = endOf(html, '>', open + 2);
    } else if (next === '/') {
      const after = html.charAt(open + 2);
      if (isLetter(html.charCodeAt(open + 2))) {
        const tag = readTag(html, open + 2);
        if (FOREIGN.has(tag.name) && foreign > 0) foreign--;
        at = tag.end;
      } else at = after === '>' ? open + 3 : endOf(html, '>', open + 2);
    } else if (isLetter(html.charCodeAt(open + 1))) {
      const tag = readTag(html, open + 1);
      // A tag the page ends inside is no tag (the standard drops it).
      if (!tag.closed) break;
      for (const attribute of tag.attributes) {
        if (attribute.value === undefined) continue;
        if (URL_ATTRIBUTES.has(attribute.name)) put(attribute.value);
        else if (SRCSET_ATTRIBUTES.has(attribute.name)) for (const url of srcsetUrls(html, attribute.value)) put(url);
      }
      at = tag.end;
      if (FOREIGN.has(tag.name)) {
        if (!tag.selfClosing) foreign++;
      } else if (foreign === 0 && tag.name === 'plaintext') {
        break;
      } else if (foreign === 0 && RAW_TEXT.has(tag.name)) {
        at = endOfRawText(html, tag.name, at);
      }
    } else {
      at = open + 1;
    }
  }
  return copied === 0 ? html : out + html.slice(copied);
}

/** Takes the position of `<!`; returns where the comment, doctype, CDATA section or bogus comment ends. */
function skipMarkupDeclaration(html: string, open: number, inForeign: boolean): number {
  if (html.startsWith('<!--', open)) {
    // `<!-->` and `<!--->` are whole (empty) comments; otherwise the first `-->` or `--!>` ends it.
    if (html.startsWith('>', open + 4)) return open + 5;
    if (html.startsWith('->', open + 4)) return open + 6;
    const close = html.indexOf('--', open + 4);
    for (let dash = close; dash !== -1; dash = html.indexOf('--', dash + 1)) {
      if (html.startsWith('-->', dash)) return dash + 3;
      if (html.startsWith('--!>', dash)) return dash + 4;
    }
    return html.length;
  }
  if (inForeign && html.startsWith('<![CDATA[', open)) return endOf(html, ']]>', open + 9);
  return endOf(html, '>', open + 2);
}

/** Takes a text to look for and where to start; returns the position after its first occurrence, or the page's end. */
function endOf(html: string, text: string, from: number): number {
  const found = html.indexOf(text, from);
  return found === -1 ? html.length : found + text.length;
}

/** The end tag of each raw-text element, in any case, followed by whitespace, `/` or `>` (or the page's end). */
const RAW_TEXT_END = new Map([...RAW_TEXT].map((name) => [name, new RegExp(`</${name}(?=[\\t\\n\\f\\r />]|$)`, 'gi')]));

/** Takes a raw-text element's name and where its content starts; returns where its end tag starts, or the page's end. */
function endOfRawText(html: string, name: string, from: number): number {
  const end = RAW_TEXT_END.get(name);
  if (end === undefined) return from;
  end.lastIndex = from;
  return end.exec(html)?.index ?? html.length;
}

/**
 * Reads a start or end tag from its name's first letter, as the standard's tokenizer does: the name
 * up to whitespace, `/` or `>`; then attributes, each a name (up to whitespace, `/`, `>` or `=`; a
 * leading `=` belongs to it) and an optional value, double-quoted, single-quoted or unquoted (up to
 * whitespace or `>`); the tag ends at the first `>` outside a quoted value.
 */
function readTag(html: string, from: number): Tag {
  let at = from;
  const length = html.length;
  for (let c = html.charCodeAt(at); at < length && !isSpace(c) && c !== SLASH && c !== GT; c = html.charCodeAt(++at));
  const name = html.slice(from, at).toLowerCase();
  const attributes: Attribute[] = [];
  let selfClosing = false;
  while (at < length) {
    const c = html.charCodeAt(at);
    if (c === GT) return { name, attributes, end: at + 1, selfClosing, closed: true };
    if (isSpace(c)) {
      at++;
      continue;
    }
    if (c === SLASH) {
      selfClosing = html.charCodeAt(at + 1) === GT;
      at++;
      continue;
    }
    selfClosing = false;
    const nameStart = at;
    at++;
    for (let n = html.charCodeAt(at); at < length && !isSpace(n) && n !== SLASH && n !== GT && n !== EQUALS; n = html.charCodeAt(++at));
    const attribute: Attribute = { name: html.slice(nameStart, at).toLowerCase(), value: undefined };
    // A second attribute of the same name is dropped, as the standard drops it.
    if (!attributes.some((seen) => seen.name === attribute.name)) attributes.push(attribute);
    let look = at;
    while (look < length && isSpace(html.charCodeAt(look))) look++;
    if (html.charCodeAt(look) !== EQUALS) {
      at = look;
      continue;
    }
    at = look + 1;
    while (at < length && isSpace(html.charCodeAt(at))) at++;
    const quote = html.charAt(at);
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, at + 1);
      const end = close === -1 ? length : close;
      attribute.value = { start: at + 1, end };
      at = end + 1;
    } else if (quote !== '>') {
      const start = at;
      while (at < length && !isSpace(html.charCodeAt(at)) && html.charCodeAt(at) !== GT) at++;
      attribute.value = { start, end: at };
    }
  }
  return { name, attributes, end: length, selfClosing, closed: false };
}

/**
 * Takes the span of a `srcset` value; returns the span of each candidate's URL, read as the HTML
 * standard reads them: whitespace and commas between candidates, a URL up to whitespace (its own
 * trailing commas end the candidate), then descriptors up to the next comma.
 */
function srcsetUrls(html: string, value: Span): Span[] {
  const urls: Span[] = [];
  let at = value.start;
  const end = value.end;
  while (at < end) {
    while (at < end && (isSpace(html.charCodeAt(at)) || html.charCodeAt(at) === COMMA)) at++;
    if (at >= end) break;
    const urlStart = at;
    while (at < end && !isSpace(html.charCodeAt(at))) at++;
    let urlEnd = at;
    while (urlEnd > urlStart && html.charCodeAt(urlEnd - 1) === COMMA) urlEnd--;
    urls.push({ start: urlStart, end: urlEnd });
    if (urlEnd < at) continue;
    while (at < end && html.charCodeAt(at) !== COMMA) at++;
  }
  return urls;
}
