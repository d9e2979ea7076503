import type { Literal, Nodes, Parent, PhrasingContent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

/** An Obsidian-style link in a body: `[[target]]`, `[[target|shown]]`, `[[target#heading]]`, `![[embed]]`. */
export interface WikiLink extends Literal {
  type: 'wikiLink';
  /** The reference as written, without heading or shown text; `''` for a link within the page (`[[#Heading]]`). */
  target: string;
  /** The text after `|`, when written. */
  shown?: string;
  /** The text after `#`, when written. */
  heading?: string;
  /** `true` for `![[…]]` (and a Markdown image of a vault file); embeds are rendered as links for now. */
  embed: boolean;
  /**
   * `true` when the target is a file path from a Markdown link or image (`[x](file.pdf)`,
   * `![](img/a.png)`, `[x](/attachments/…)`): it names an attachment file, never a page.
   * A target starting with `/` is a path from the content folder; any other is first read from
   * the linking file's folder. Default: absent (a wiki link).
   */
  attachment?: true;
  /** `true` for a link shown only when its file exists (an Excalidraw drawing's exported picture): no warning when it does not. Default: absent. */
  optional?: true;
  /** Position of this link in the file's list of links (`ParsedFile.links`). */
  index: number;
  /**
   * Set on a link standing for an image of raw HTML (`<img src="/pics/a.jpg">` inside a `<figure>`):
   * the `src` as written. The link renders nothing; the image's `src` becomes the file's address.
   * Default: absent.
   */
  htmlSrc?: string;
}

declare module 'mdast' {
  interface PhrasingContentMap {
    wikiLink: WikiLink;
  }
  interface RootContentMap {
    wikiLink: WikiLink;
  }
}

// A written link `[[…]]` or `![[…]]`, in a body or a property's text. No `[[`, `]]` or newline
// inside: a stray `[[` never swallows the rest of a paragraph. A closed pair of brackets is the
// link's, as a heading holds one (`[[Note#Step [x]]]` opens "Step [x]"), and so is a single bracket
// (`![[pic.png|caption (x|[x|book]]`), as in Obsidian, and a bracket escaped as table-of-contents
// plugins write it (`[[#Setup#\[build-system\]|\[build-system\]]]`).
export const WIKI_LINK_RE = /(!?)\[\[((?:\\[[\]]|\[[^[\]\n]*\]|\[(?!\[)|\](?!\])|[^[\]\n])+?)\]\]/g;
// A formatting tag of HTML in a link's shown text (`<font color=red>`): Obsidian renders it; the
// site keeps its text. Other angle brackets (`label <eos>`) are text, shown as written.
const TAG_RE = /<\/?(?:font|span|b|i|u|s|em|strong|mark|sub|sup|small|big|kbd|del|ins|code)(?:\s[^<>]*)?\/?>/gi;

/**
 * Takes text that is not parsed as Markdown (a frontmatter field such as `description`) and how a
 * link without shown text reads; returns the text with each `[[target#heading|shown]]` (or embed)
 * read as Obsidian shows it: the shown text, else `label(target, heading)`.
 */
export function wikiLinksAsText(text: string, label: (target: string, heading?: string) => string): string {
  if (!text.includes('[[')) return text;
  return text.replace(WIKI_LINK_RE, (_whole, _bang: string, inner: string) => {
    const bar = inner.indexOf('|');
    const shown = bar < 0 ? '' : inner.slice(bar + 1).trim();
    if (shown !== '') return shown;
    const reference = bar < 0 ? inner : inner.slice(0, bar);
    const hash = reference.indexOf('#');
    return hash < 0 ? label(reference.trim()) : label(reference.slice(0, hash).trim(), reference.slice(hash + 1));
  });
}

/** The links written in text that is not parsed as Markdown (a property's value), in order: `[[target#heading|shown]]` and `![[…]]`. */
export function linksInText(text: string): Array<Omit<WikiLink, 'type' | 'index'>> {
  if (!text.includes('[[')) return [];
  return [...text.matchAll(WIKI_LINK_RE)].flatMap((m) => parseLink(m[0]) ?? []);
}

// A masked link: OPEN, its number in base 4096 (private-use digits), PAD up to the link's length, CLOSE.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PAD = '\uE002';
const DIGIT_ZERO = 0xe100;
const BASE = 4096;
const MASKED_RE = /\uE000([\uE100-\uF0FF]+)\uE002*\uE001/g;

/** A body with its `[[…]]` links masked, and the links as written, by number. */
export interface MaskedBody {
  text: string;
  /** `null` when nothing was masked (the body holds no link, or already holds private-use mask characters). */
  links: string[] | null;
}

/**
 * Replaces every `[[…]]` and `![[…]]` of a body by a mask of private-use characters of the same
 * length, before the Markdown parser sees it. The parser then never reads a link's text as
 * Markdown (`<think>` in a title stays text, a `|` does not split a table cell) and never
 * spends time on its brackets (it is quadratic in unmatched `[`: 10,000 links took 9 s, masked
 * they take milliseconds). Same length, so every position the parser reports stays true.
 */
export function maskWikiLinks(body: string): MaskedBody {
  if (!body.includes('[[') || body.includes(OPEN)) return { text: body, links: null };
  const links: string[] = [];
  const text = body.replace(WIKI_LINK_RE, (whole) => {
    const digits = toDigits(links.push(whole) - 1);
    return `${OPEN}${digits}${PAD.repeat(Math.max(0, whole.length - digits.length - 2))}${CLOSE}`;
  });
  return { text, links };
}

function toDigits(n: number): string {
  let out = '';
  do {
    out = String.fromCharCode(DIGIT_ZERO + (n % BASE)) + out;
    n = Math.floor(n / BASE);
  } while (n > 0);
  return out;
}

function fromDigits(digits: string): number {
  let n = 0;
  for (const c of digits) n = n * BASE + (c.charCodeAt(0) - DIGIT_ZERO);
  return n;
}

/** `text` with its masks put back as the links they hide. */
function unmask(text: string, links: readonly string[]): string {
  return text.includes(OPEN) ? text.replace(MASKED_RE, (whole, digits: string) => links[fromDigits(digits)] ?? whole) : text;
}

/**
 * Splits the links out of the text nodes of `tree` into `wikiLink` nodes, numbered in document
 * order. With the `links` of `maskWikiLinks`, the masks are split out and every other value
 * (code, link text, image alt text, URLs) gets its links back as written; without, `[[…]]` is
 * found in the text itself. Mutates `tree`.
 */
export function splitWikiLinks(tree: Root, links: readonly string[] | null = null): void {
  let count = 0;
  visit(tree, 'text', (node: Text, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    // Inside a link's text only an embed is read (`[![[thumb.png]] Talk](https://…)`, a picture inside the link): a link inside a link is text.
    const parts = splitText(node, links, () => count++, parent.type === 'link' || parent.type === 'linkReference');
    if (parts === null) return;
    // concat, not a spread into splice: a paragraph may hold 100,000 links, more arguments than a call takes.
    const children: PhrasingContent[] = parent.children as PhrasingContent[];
    parent.children = children.slice(0, index).concat(parts, children.slice(index + 1));
    return [SKIP, index + parts.length];
  });
  if (links !== null) visit(tree, (node) => restoreValues(node, links));
}

/** The pieces of a text node with links in it (text and `wikiLink` nodes), or `null` when it holds none. */
function splitText(node: Text, links: readonly string[] | null, next: () => number, embedsOnly: boolean): PhrasingContent[] | null {
  const value = node.value;
  if (!value.includes(links === null ? '[[' : OPEN)) return null;
  const parts: PhrasingContent[] = [];
  const start = node.position?.start;
  let last = 0;
  // Lines are counted as the scan moves on, so a text with many links stays linear.
  let line = start?.line ?? 1;
  let newline = value.indexOf('\n');
  const lineAt = (offset: number): number => {
    while (newline >= 0 && newline < offset) {
      line++;
      newline = value.indexOf('\n', newline + 1);
    }
    return line;
  };
  for (const m of value.matchAll(links === null ? WIKI_LINK_RE : MASKED_RE)) {
    const written = links === null ? m[0] : links[fromDigits(m[1] ?? '')];
    const link = written === undefined ? null : parseLink(written);
    if (link === null || (embedsOnly && !link.embed)) continue;
    if (m.index > last) parts.push(piece(value.slice(last, m.index), start ? lineAt(last) : null));
    const at = start ? lineAt(m.index) : null;
    const out: WikiLink = { ...link, type: 'wikiLink', index: next() };
    if (at !== null) out.position = { start: { line: at, column: 1 }, end: { line: at, column: 1 } };
    parts.push(out);
    last = m.index + m[0].length;
  }
  if (parts.length === 0) return null;
  if (last < value.length) parts.push(piece(value.slice(last), start ? lineAt(last) : null));
  return parts;
}

/** The parts of one written link, `[[target#heading|shown]]` or `![[…]]`; `null` when it names nothing. */
function parseLink(written: string): Omit<WikiLink, 'type' | 'index'> | null {
  const embed = written.startsWith('!');
  // In a table, Obsidian writes the label separator as `\|`; brackets may be escaped as `\[`, `\]`.
  const inner = written.slice(embed ? 3 : 2, -2).replace(/\\([|[\]])/g, '$1');
  const pipe = inner.indexOf('|');
  const targetPart = pipe >= 0 ? inner.slice(0, pipe) : inner;
  const hash = targetPart.indexOf('#');
  const target = (hash >= 0 ? targetPart.slice(0, hash) : targetPart).trim();
  const heading = hash >= 0 ? targetPart.slice(hash + 1).trim() : '';
  // `[[#Heading]]` and `[[#^block]]` (an empty target) link within the page itself.
  if (target === '' && heading === '') return null;
  const link: Omit<WikiLink, 'type' | 'index'> = { target, value: '', embed };
  const shown =
    pipe >= 0
      ? inner
          .slice(pipe + 1)
          .replace(TAG_RE, '')
          .trim()
      : '';
  if (shown) link.shown = shown;
  if (heading) link.heading = heading;
  link.value = link.shown ?? (target || heading);
  return link;
}

/** A piece of a text node, keeping the line where the piece starts so later line lookups stay right. */
function piece(value: string, line: number | null): Text {
  const text: Text = { type: 'text', value };
  if (line !== null) text.position = { start: { line, column: 1 }, end: { line, column: 1 } };
  return text;
}

const MASKABLE_KEYS = ['value', 'alt', 'url', 'title', 'label'] as const;

/** Puts the links back as written in every string a node keeps (code, text inside a link, alt text, URLs). */
function restoreValues(node: Nodes, links: readonly string[]): void {
  const fields = node as Partial<Record<(typeof MASKABLE_KEYS)[number], unknown>>;
  for (const key of MASKABLE_KEYS) {
    const value = fields[key];
    if (typeof value === 'string' && value.includes(OPEN)) fields[key] = unmask(value, links);
  }
}

/** Numbers the `wikiLink` nodes of `tree` in document order (their `index`), after links were added or removed. Mutates `tree`. */
export function numberLinks(tree: Root): void {
  let count = 0;
  visit(tree, 'wikiLink', (node: WikiLink) => {
    node.index = count++;
  });
}
