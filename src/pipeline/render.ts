import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Heading, Root } from 'mdast';
import { defaultHandlers, toHast, type State } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import type { PageKind, Slug, UrlPath } from '../schemas/brand.ts';
import type { WikiLink } from './parse/wiki-links.ts';
import { slugify } from './slug.ts';

/** What a wiki link renders to: the page it resolved to. */
export interface LinkTarget {
  slug: Slug;
  kind: PageKind;
  title: string;
  url: UrlPath;
  stub: boolean;
}

const defaultA = (defaultSchema.attributes?.['a'] ?? []).filter((d) => !(Array.isArray(d) && d[0] === 'className'));

/**
 * GitHub's sanitising schema (hast-util-sanitize's default), widened only so wiki links keep
 * their class and data attributes. Scripts, `on*` handlers and `javascript:` URLs stay out.
 */
export const SANITIZE_SCHEMA: Schema = {
  ...defaultSchema,
  // Ids can only come from mdast-util-to-hast's footnotes (raw HTML is dropped), which already carry
  // the `user-content-` prefix; prefixing again would break the footnote links.
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    a: [...defaultA, ['className', 'data-footnote-backref', 'wikilink', 'stub'], 'dataSlug', 'dataKind'],
  },
};

/** What a wiki link to an attachment file renders to: the file as copied into the output. */
export interface AttachmentTarget {
  /** The file's path in the content folder. */
  attachment: string;
  url: string;
}

/** The URL an attachment (content path) is published at: `/attachments/<path>`, each segment percent-encoded. */
export function attachmentUrl(file: string): string {
  return `/attachments/${file.split('/').map(encodeURIComponent).join('/')}`;
}

const IMAGE_RE = /\.(?:png|jpe?g|gif|svg|webp|avif|bmp)$/i;

/**
 * The fragment id of a body heading: `h-` and the heading's slug. The prefix keeps ids written by
 * authors from clashing with the layout's own ids or shadowing browser globals (DOM clobbering).
 */
export function headingId(text: string): string {
  return `h-${slugify(text) || 'section'}`;
}

/** An attachment link: an image for `![[picture.png]]`, else an anchor to the file. */
function attachmentElement(link: WikiLink, target: AttachmentTarget): Element {
  const name = target.attachment.split('/').pop() ?? target.attachment;
  if (link.embed && IMAGE_RE.test(name)) {
    return { type: 'element', tagName: 'img', properties: { src: target.url, alt: link.shown ?? name }, children: [] };
  }
  return { type: 'element', tagName: 'a', properties: { href: target.url }, children: [{ type: 'text', value: link.shown ?? name }] };
}

/** The hast of one wiki link: an anchor to the resolved page (at the heading, for `[[page#heading]]`), or plain text when it resolved to nothing. */
function wikiLinkElement(link: WikiLink, target: LinkTarget | AttachmentTarget | null): ElementContent {
  if (target && 'attachment' in target) return attachmentElement(link, target);
  const text = link.shown ?? (target ? target.title : link.target);
  if (!target) return { type: 'text', value: text };
  const element: Element = {
    type: 'element',
    tagName: 'a',
    properties: {
      href: link.heading === undefined ? target.url : `${target.url}#${headingId(link.heading)}`,
      className: target.stub ? ['wikilink', 'stub'] : ['wikilink'],
      dataSlug: target.slug,
      dataKind: target.kind,
    },
    children: [{ type: 'text', value: text }],
  };
  return element;
}

/**
 * Renders a body's mdast to sanitised HTML; `targets[i]` is the page wiki link `i` resolved to.
 * Raw HTML in the Markdown is dropped (mdast-util-to-hast leaves it out unless told otherwise),
 * and the result is sanitised anyway, so nothing a file smuggles in can run.
 */
export function renderBody(tree: Root, targets: ReadonlyArray<LinkTarget | AttachmentTarget | null>): string {
  // The page's title is its one h1, so a body that uses `#` headings is shifted down a level.
  const shift = tree.children.some((n) => n.type === 'heading' && n.depth === 1) ? 1 : 0;
  const ids = new Map<string, number>();
  const hast = toHast(tree, {
    handlers: {
      heading: (state: State, node: Heading) => {
        const element = defaultHandlers.heading(state, { ...node, depth: Math.min(6, node.depth + shift) as Heading['depth'] });
        // `[[page#Heading]]` links here; a repeated heading gets `-2`, `-3` like a repeated slug.
        const id = headingId(toString(node));
        const seen = (ids.get(id) ?? 0) + 1;
        ids.set(id, seen);
        element.properties['id'] = seen === 1 ? id : `${id}-${seen}`;
        return element;
      },
      wikiLink: (_state: State, node: WikiLink) => wikiLinkElement(node, targets[node.index] ?? null),
    },
  });
  const clean = sanitize(hast, SANITIZE_SCHEMA) as HastRoot;
  return toHtml(clean);
}

/** Plain text as one HTML paragraph, escaped. */
export function renderPlainText(text: string): string {
  return toHtml({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] });
}
