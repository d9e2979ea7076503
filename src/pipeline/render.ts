import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Heading, Root } from 'mdast';
import { defaultHandlers, toHast, type State } from 'mdast-util-to-hast';
import type { PageKind, Slug, UrlPath } from '../schemas/brand.ts';
import type { WikiLink } from './parse/wiki-links.ts';

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

/** The hast of one wiki link: an anchor to the resolved page, or plain text when it resolved to nothing. */
function wikiLinkElement(link: WikiLink, target: LinkTarget | null): ElementContent {
  const text = link.shown ?? (target ? target.title : link.target);
  if (!target) return { type: 'text', value: text };
  const element: Element = {
    type: 'element',
    tagName: 'a',
    properties: {
      href: target.url,
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
export function renderBody(tree: Root, targets: ReadonlyArray<LinkTarget | null>): string {
  // The page's title is its one h1, so a body that uses `#` headings is shifted down a level.
  const shift = tree.children.some((n) => n.type === 'heading' && n.depth === 1) ? 1 : 0;
  const hast = toHast(tree, {
    handlers: {
      heading: (state: State, node: Heading) =>
        defaultHandlers.heading(state, { ...node, depth: Math.min(6, node.depth + shift) as Heading['depth'] }),
      wikiLink: (_state: State, node: WikiLink) => wikiLinkElement(node, targets[node.index] ?? null),
    },
  });
  const clean = sanitize(hast, SANITIZE_SCHEMA) as HastRoot;
  return toHtml(clean);
}
