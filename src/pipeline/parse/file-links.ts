import type { Image, Link, Root } from 'mdast';
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

/**
 * Turns Markdown links and images that name a file of the content folder (`[x](report.pdf)`,
 * `![alt](img/a.png)`, `[x](/attachments/…)`) into attachment `wikiLink` nodes, so that they go
 * through the same resolution, allow-list and copying as `![[a.png]]`, and renumbers every link.
 * A link with a malformed percent-escape becomes its text and is returned. Mutates `tree`.
 */
export function fileLinks(tree: Root): BadFileLink[] {
  const bad: BadFileLink[] = [];
  let changed = false;
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

/** The attachment `wikiLink` for a Markdown link or image to `target`. */
function fileLink(node: Link | Image, target: string, shown: string): WikiLink {
  const link: WikiLink = { type: 'wikiLink', target, value: shown || target, embed: node.type === 'image', index: 0, attachment: true };
  if (shown) link.shown = shown;
  if (node.position) link.position = node.position;
  return link;
}

/**
 * The content path a Markdown link's URL names: `/…` from the content folder for `/attachments/…`,
 * else the decoded relative path; `null` when the URL is not a file of the content folder (a web
 * address, a fragment, a site page, a note); `undefined` when its percent-escapes are malformed.
 */
export function filePath(url: string): string | null | undefined {
  if (NOT_A_FILE_RE.test(url)) return null;
  const bare = url.replace(/[?#].*$/, '');
  const underAttachments = bare.startsWith(ATTACHMENTS_PREFIX);
  if (!underAttachments && (bare.startsWith('/') || !FILE_NAME_RE.test(bare) || isPageSource(bare))) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return undefined;
  }
  return underAttachments ? `/${decoded.slice(ATTACHMENTS_PREFIX.length)}` : decoded;
}
