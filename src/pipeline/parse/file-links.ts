import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Html, Image, Link, Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { isPageSource } from '../../core/page-source.ts';
import { numberLinks, type WikiLink } from './wiki-links.ts';

/** The site folder attachments are published under; a Markdown link into it names a file of the content folder. */
const ATTACHMENTS_PREFIX = '/attachments/';

// A URL with a scheme (`https:`, `mailto:`), protocol-relative (`//host`) or a fragment only.
const NOT_A_FILE_RE = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;
// The last path segment has an extension; a page's source (`.md`, `.canvas`) is a page, not an attachment.
const FILE_NAME_RE = /\.[a-z0-9]{1,8}$/i;

/** A Markdown link whose percent-escapes could not be decoded: it stays text. */
export interface BadFileLink {
  url: string;
  /** 1-based body line. */
  line: number;
}

// Raw HTML that is one image tag and nothing else (`<img src="/folder/pic.jpg" width="200">`).
const LONE_IMG_RE = /^<img\b[^<>]*>$/i;

/**
 * Turns Markdown links and images that name a file of the content folder (`[x](report.pdf)`,
 * `![alt](img/a.png)`, `![](/images/a.png)` from the top of the vault, `[x](/attachments/…)`), and
 * an HTML image tag standing alone that names one (`<img src="/images/a.png" width="200">`), into
 * attachment `wikiLink` nodes, so that they go through the same resolution, allow-list and copying
 * as `![[a.png]]`, and renumbers every link. A link with a malformed percent-escape becomes its
 * text and is returned. Mutates `tree`.
 */
export function fileLinks(tree: Root): BadFileLink[] {
  const bad: BadFileLink[] = [];
  let changed = false;
  visit(tree, 'html', (node: Html, index, parent) => {
    if (parent === undefined || index === undefined) return;
    const link = LONE_IMG_RE.test(node.value.trim()) ? htmlImageLink(node) : null;
    if (link === null) {
      // Images inside other HTML (a `<figure>`): a link for each, rendering nothing, so the file is found and published.
      const images = node.value.includes('<img') ? htmlImageSources(node) : [];
      if (images.length === 0) return;
      changed = true;
      parent.children.splice(index + 1, 0, ...(images as never[]));
      return [SKIP, index + 1 + images.length];
    }
    changed = true;
    // An image tag on a line of its own is a block; the link it becomes stands in a paragraph.
    const replacement: WikiLink | Paragraph = parent.type === 'root' ? { type: 'paragraph', children: [link] } : link;
    parent.children.splice(index, 1, replacement as never);
    return [SKIP, index + 1];
  });
  visit(tree, (node, index, parent) => {
    if ((node.type !== 'link' && node.type !== 'image') || parent === undefined || index === undefined) return;
    const target = filePath(node.url);
    if (target === null) return;
    const line = node.position?.start.line ?? 1;
    const shown = node.type === 'image' ? (node.alt ?? '') : toString(node);
    changed = true;
    if (target === undefined) {
      bad.push({ url: node.url, line });
      parent.children.splice(index, 1, { type: 'text', value: shown, position: node.position });
      return [SKIP, index + 1];
    }
    parent.children.splice(index, 1, fileLink(node, target, shown));
    return [SKIP, index + 1];
  });
  if (changed) numberLinks(tree);
  return bad;
}

/** The attachment embed for an HTML image tag naming a file of the content folder, its alt text and size as Obsidian writes them (`alt|200x100`); `null` for any other tag. */
function htmlImageLink(node: Html): WikiLink | null {
  const img = fromHtml(node.value, { fragment: true }).children.find((child): child is Element => child.type === 'element' && child.tagName === 'img');
  const src = img?.properties['src'];
  const target = typeof src === 'string' ? filePath(src) : null;
  if (img === undefined || typeof target !== 'string') return null;
  const alt = typeof img.properties['alt'] === 'string' ? img.properties['alt'] : '';
  const width = img.properties['width'];
  const height = img.properties['height'];
  const size = width === undefined ? '' : `${String(width)}${height === undefined ? '' : `x${String(height)}`}`;
  const shown = size === '' ? alt : `${alt}|${size}`;
  const link: WikiLink = { type: 'wikiLink', target, value: shown || target, embed: true, index: 0, attachment: true };
  if (shown !== '') link.shown = shown;
  if (node.position) link.position = node.position;
  return link;
}

// An image's `src` in raw HTML, quoted or not.
const IMG_SRC_RE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** The hidden attachment links for the images of raw HTML that name files of the content folder (`WikiLink.htmlSrc`). */
function htmlImageSources(node: Html): WikiLink[] {
  return [...node.value.matchAll(IMG_SRC_RE)].flatMap((m): WikiLink[] => {
    const src = m[1] ?? m[2] ?? m[3] ?? '';
    const target = filePath(src);
    if (typeof target !== 'string') return [];
    const link: WikiLink = { type: 'wikiLink', target, value: '', embed: true, index: 0, attachment: true, htmlSrc: src };
    if (node.position) link.position = node.position;
    return [link];
  });
}

/** The attachment `wikiLink` for a Markdown link or image to `target`. */
function fileLink(node: Link | Image, target: string, shown: string): WikiLink {
  const link: WikiLink = { type: 'wikiLink', target, value: shown || target, embed: node.type === 'image', index: 0, attachment: true };
  if (shown) link.shown = shown;
  if (node.position) link.position = node.position;
  return link;
}

/**
 * The content path a Markdown link's URL names: `/…` from the content folder for `/attachments/…`
 * and for any other path from the top (`/images/a.png`, as Obsidian reads it), else the decoded
 * relative path; `null` when the URL is not a file of the content folder (a web address, a
 * fragment, a site page, a note); `undefined` when its percent-escapes are malformed.
 */
export function filePath(url: string): string | null | undefined {
  if (NOT_A_FILE_RE.test(url)) return null;
  const bare = url.replace(/[?#].*$/, '');
  const underAttachments = bare.startsWith(ATTACHMENTS_PREFIX);
  if (!underAttachments && (!FILE_NAME_RE.test(bare) || isPageSource(bare))) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return undefined;
  }
  if (underAttachments) return `/${decoded.slice(ATTACHMENTS_PREFIX.length)}`;
  return decoded;
}
