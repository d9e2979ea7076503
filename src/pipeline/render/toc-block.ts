// A ` ```table-of-contents ` block, as Obsidian's "Automatic Table Of Contents" plugin writes it, and a
// ` ```toc ` block, as the "Dynamic Table of Contents" plugin writes it: the note's headings as a list
// of links to their anchors, with each plugin's common options.
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { nextHeadingId } from './heading-ids.ts';

/** The fence language the Automatic Table Of Contents plugin reads. */
export const TOC_LANGUAGE = 'table-of-contents';
/** The fence language the Dynamic Table of Contents plugin reads. */
export const DYNAMIC_TOC_LANGUAGE = 'toc';

/** True when a fence's language (lower-cased) is a table-of-contents block of either plugin. */
export function isTocLanguage(language: string | null | undefined): boolean {
  return language === TOC_LANGUAGE || language === DYNAMIC_TOC_LANGUAGE;
}

/** The block's options, one `key: value` a line, as the plugin documents them. */
export interface TocOptions {
  /** `title:` shown above the list; default: none. */
  title?: string;
  /** `style:` `nestedList` (default), `nestedOrderedList`, or `inlineFirstLevel` (the top headings on one line). */
  style: 'nestedList' | 'nestedOrderedList' | 'inlineFirstLevel';
  /** `minLevel:` the first heading level listed (1–6); default 0, every level. */
  minLevel: number;
  /** `maxLevel:` the last heading level listed (1–6); default 0, every level. */
  maxLevel: number;
  /** `includeLinks:` each heading a link to its anchor; default true. */
  includeLinks: boolean;
}

/** A heading as the list shows it: its written level, its text and its anchor. */
interface TocEntry {
  depth: number;
  text: string;
  id: string;
}

const STYLES: ReadonlySet<string> = new Set(['nestedList', 'nestedOrderedList', 'inlineFirstLevel']);
// `key: value`; a `#` after a space starts a comment (`minLevel: 2 # from level 2`).
const OPTION_RE = /^\s*([A-Za-z_]+)\s*:\s*(.*?)\s*$/;
const COMMENT_RE = /(?:^|\s)#.*$/;

// The Dynamic Table of Contents plugin's styles, as this file names them.
const DYNAMIC_STYLES: Readonly<Record<string, TocOptions['style']>> = {
  bullet: 'nestedList',
  number: 'nestedOrderedList',
  inline: 'inlineFirstLevel',
};

/** The title as the plugins write it: emphasis around a whole title (`**Contents**`) is the usual, and dropped. */
function plainTitle(value: string): string | undefined {
  const title = value.replace(/^([*_]{1,3})(.+)\1$/, '$2').trim();
  return title === '' ? undefined : title;
}

/**
 * Takes a ` ```toc ` block's text; returns its options as the Dynamic Table of Contents plugin reads
 * them: `style:` `bullet` (default), `number` or `inline`, `min_depth:` (default 2), `max_depth:`
 * (default 6) and `title:`; an unknown key or value is left at its default.
 */
export function dynamicTocOptions(source: string): TocOptions {
  const options: TocOptions = { style: 'nestedList', minLevel: 2, maxLevel: 6, includeLinks: true };
  for (const line of source.split('\n')) {
    const [, key, value = ''] = OPTION_RE.exec(line.replace(COMMENT_RE, '')) ?? [];
    const style = DYNAMIC_STYLES[value];
    if (key === 'title') {
      const title = plainTitle(value);
      if (title !== undefined) options.title = title;
    } else if (key === 'style' && style !== undefined) options.style = style;
    else if (key === 'min_depth' && /^[1-6]$/.test(value)) options.minLevel = Number(value);
    else if (key === 'max_depth' && /^[1-6]$/.test(value)) options.maxLevel = Number(value);
  }
  return options;
}

/** Takes the block's text; returns its options, an unknown key or value left at its default. */
export function tocOptions(source: string): TocOptions {
  const options: TocOptions = { style: 'nestedList', minLevel: 0, maxLevel: 0, includeLinks: true };
  for (const line of source.split('\n')) {
    const [, key, value = ''] = OPTION_RE.exec(line.replace(COMMENT_RE, '')) ?? [];
    if (key === 'title') {
      const title = plainTitle(value);
      if (title !== undefined) options.title = title;
    } else if (key === 'style' && STYLES.has(value)) options.style = value as TocOptions['style'];
    else if ((key === 'minLevel' || key === 'maxLevel') && /^[0-6]$/.test(value)) options[key] = Number(value);
    else if (key === 'includeLinks' && (value === 'true' || value === 'false')) options.includeLinks = value === 'true';
  }
  return options;
}

/** Takes a body's tree; returns its headings in order, each with the id its element gets. */
function tocEntries(tree: Root): TocEntry[] {
  const seen = new Map<string, number>();
  const entries: TocEntry[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const text = toString(node);
    entries.push({ depth: node.depth, text, id: nextHeadingId(seen, text) });
  });
  return entries;
}

/**
 * Takes a body's tree, the block's fence language (lower-cased) and text, and whether its headings
 * carry anchors (an embedded body's do not); returns the block's markup: its title and its headings
 * between `minLevel` and `maxLevel`, nested by level, each a link to its heading. No heading: nothing.
 */
export function tocMarkup(tree: Root, language: string, source: string, linked: boolean): string {
  const options = language === DYNAMIC_TOC_LANGUAGE ? dynamicTocOptions(source) : tocOptions(source);
  const entries = tocEntries(tree).filter(
    (entry) => (options.minLevel === 0 || entry.depth >= options.minLevel) && (options.maxLevel === 0 || entry.depth <= options.maxLevel),
  );
  if (entries.length === 0) return '';
  const item = (entry: TocEntry): ElementContent =>
    linked && options.includeLinks
      ? { type: 'element', tagName: 'a', properties: { href: `#${entry.id}` }, children: [{ type: 'text', value: entry.text }] }
      : { type: 'text', value: entry.text };
  const parts: Element[] = [];
  if (options.title !== undefined)
    parts.push({ type: 'element', tagName: 'p', properties: { className: ['toc-title'] }, children: [{ type: 'text', value: options.title }] });
  if (options.style === 'inlineFirstLevel') {
    const top = Math.min(...entries.map((entry) => entry.depth));
    const line = entries
      .filter((entry) => entry.depth === top)
      .flatMap((entry, i) => (i === 0 ? [item(entry)] : [{ type: 'text' as const, value: ' | ' }, item(entry)]));
    parts.push({ type: 'element', tagName: 'p', properties: {}, children: line });
  } else parts.push(nestedList(entries, options.style === 'nestedOrderedList' ? 'ol' : 'ul', item));
  return toHtml(parts);
}

/** The entries as nested lists: a deeper heading opens a list inside the item before it, however many levels it skips. */
function nestedList(entries: readonly TocEntry[], tagName: 'ul' | 'ol', item: (entry: TocEntry) => ElementContent): Element {
  const root: Element = { type: 'element', tagName, properties: {}, children: [] };
  const stack: { depth: number; list: Element }[] = [{ depth: Math.min(...entries.map((entry) => entry.depth)), list: root }];
  for (const entry of entries) {
    while (stack.length > 1 && (stack.at(-1)?.depth ?? 0) > entry.depth) stack.pop();
    let top = stack.at(-1) ?? { depth: entry.depth, list: root };
    if (entry.depth > top.depth) {
      const parent = top.list.children.at(-1) as Element | undefined;
      const host: Element = parent ?? { type: 'element', tagName: 'li', properties: {}, children: [] };
      if (parent === undefined) top.list.children.push(host);
      const list: Element = { type: 'element', tagName, properties: {}, children: [] };
      host.children.push(list);
      top = { depth: entry.depth, list };
      stack.push(top);
    }
    top.list.children.push({ type: 'element', tagName: 'li', properties: {}, children: [item(entry)] });
  }
  return root;
}
