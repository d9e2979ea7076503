import type { Link, Parent, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { posix } from 'node:path';
import { SKIP, visit } from 'unist-util-visit';
import { isPageSource } from '../../core/page-source.ts';
import type { ContentPath } from '../../schemas/brand.ts';
import type { WikiLink } from './wiki-links.ts';

// A URL with a scheme (`https:`, `mailto:`, `obsidian:`) or protocol-relative: not a link to a note.
const EXTERNAL_RE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
// A path with an extension names an attachment or another file, unless it is a page's source (`.md`, `.canvas`).
const EXTENSION_RE = /\.[a-z0-9]{1,8}$/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The note a Markdown link's URL names, as a vault path (`folder/Note.md`) resolved against the
 * linking file's folder, and the heading after `#`; `undefined` for web links and files that are
 * not notes. `[text](#Heading)` names the page itself (target `''`).
 */
export function noteLinkTarget(url: string, from: ContentPath): { target: string; heading?: string } | undefined {
  if (url === '' || EXTERNAL_RE.test(url)) return undefined;
  const hash = url.indexOf('#');
  const rawPath = hash >= 0 ? url.slice(0, hash) : url;
  const heading = hash >= 0 ? decode(url.slice(hash + 1)).trim() : '';
  const path = decode(rawPath).trim();
  if (path === '') return heading === '' ? undefined : { target: '', heading };
  if (EXTENSION_RE.test(path) && !isPageSource(path)) return undefined;
  const folder = posix.dirname(from);
  const joined = path.startsWith('/') ? path.slice(1) : posix.join(folder === '.' ? '' : folder, path);
  const target = posix.normalize(joined).replace(/^\.\//, '');
  return heading === '' ? { target } : { target, heading };
}

/**
 * Turns Markdown links to notes (`[text](Other%20note.md)`, `[text](../folder/Note.md#Heading)`,
 * as Obsidian writes them when wiki links are off) into `wikiLink` nodes, so they resolve, render
 * and count exactly as `[[…]]` links do; then numbers every wiki link in document order. Mutates `tree`.
 */
export function markdownLinksToWiki(tree: Root, from: ContentPath): void {
  let converted = false;
  visit(tree, 'link', (node: Link, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    const found = noteLinkTarget(node.url, from);
    if (!found) return;
    // Raw HTML in the label (`[<font color=red>Red</font>](Note.md)`) keeps only its text.
    const shown = toString(node, { includeHtml: false }).trim();
    const link: WikiLink = { type: 'wikiLink', target: found.target, value: shown, embed: false, index: 0 };
    if (shown !== '') link.shown = shown;
    if (found.heading !== undefined) link.heading = found.heading;
    if (node.position) link.position = node.position;
    parent.children.splice(index, 1, link as PhrasingContent as (typeof parent.children)[number]);
    converted = true;
    return [SKIP, index + 1];
  });
  if (!converted) return;
  let count = 0;
  visit(tree, 'wikiLink', (node: WikiLink) => {
    node.index = count++;
  });
}
