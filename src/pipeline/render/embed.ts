import type { ElementContent } from 'hast';
import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ContentPath, Slug } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import type { ParsedLink } from '../parse/parse-file.ts';
import type { WikiLink } from '../parse/wiki-links.ts';
import { headingId } from './heading-ids.ts';
import { fragmentId, type BodyTargets, type EmbedRenderer, type LinkTarget } from './render.ts';
import { toString } from 'mdast-util-to-string';

/** How deep embeds may nest (a page embedding a page embedding…); deeper ones show as links, with a warning. */
export const EMBED_DEPTH_MAX = 4;
/** The most embeds one page shows, nested ones included: a page of many embeds of pages of many embeds would otherwise multiply the work at every level. */
export const EMBED_COUNT_MAX = 100;

/** What embedding a page needs from it: its body, what its links render to, and where its links stand. */
export interface EmbedSource {
  file: ContentPath | null;
  tree: Root;
  targets: BodyTargets;
  links: readonly ParsedLink[];
}

/** The index in `tree` of the heading whose anchor is `id` (`fragmentId` of a link's heading), or -1. */
function sectionStart(tree: Root, id: string): number {
  return tree.children.findIndex((n) => n.type === 'heading' && headingId(toString(n)) === id);
}

/** The part of a body `![[page#…]]` shows: the section under a heading (to the next heading of its level or above) or one block `^id`. */
export function embeddedPart(tree: Root, heading: string | undefined): Root | undefined {
  if (heading === undefined) return tree;
  const notes = tree.children.filter((n) => n.type === 'footnoteDefinition');
  const id = fragmentId(heading);
  // A heading with a block id (`## Title ^abc`) is embedded as its section, as a heading link is.
  const marked = id.startsWith('^') ? tree.children.findIndex((n) => n.type === 'heading' && n.data?.blockId === id) : -1;
  if (id.startsWith('^') && marked < 0) {
    let found: RootContent | undefined;
    visit(tree, (node) => {
      if (found || node.type === 'root') return;
      if (node.data?.hProperties?.['id'] === id) found = node as RootContent;
    });
    if (!found) return undefined;
    const { id: _id, ...rest } = found.data?.hProperties ?? {};
    const block = { ...found, data: { ...found.data, hProperties: rest } } as RootContent;
    const shown: RootContent =
      block.type === 'listItem'
        ? { type: 'list', ordered: false, spread: false, children: [block] }
        : block.type === 'tableRow'
          ? { type: 'table', children: [block] }
          : block;
    return { type: 'root', children: [shown, ...notes] };
  }
  const start = marked >= 0 ? marked : sectionStart(tree, id);
  const head = tree.children[start];
  if (head?.type !== 'heading') return undefined;
  const end = tree.children.findIndex((n, i) => i > start && n.type === 'heading' && n.depth <= head.depth);
  return { type: 'root', children: [...tree.children.slice(start + 1, end < 0 ? undefined : end), ...notes] };
}

/**
 * A `.base` page's body as an embed shows it: its base block limited to one view
 * (`![[x.base#View]]`) when one is named, its findings at the embed's line (`line`) of the embedding note.
 */
export function baseViewPart(tree: Root, view: string | undefined, line: number | undefined): Root {
  return {
    type: 'root',
    children: tree.children.map((node) => {
      if (node.type !== 'code') return node;
      const data = { ...node.data, ...(view === undefined ? {} : { view }), ...(line === undefined ? {} : { line }) };
      return { ...node, data };
    }),
  };
}

/**
 * The label of an embed's link: the page's title, and the heading path of a section (a block shows
 * the title alone), its last heading as the page writes it (`tree`), not as the link spells it: a
 * link writes `_lemma _ … $x$` for the heading `_lemma:_ … $x$`, whose text reads `lemma: … x`.
 */
function embedLabel(title: string, heading: string | undefined, tree: Root): string {
  if (heading === undefined || fragmentId(heading).startsWith('^')) return title;
  const path = heading
    .split('#')
    .map((h) => h.trim())
    .filter((h) => h !== '');
  const found = tree.children[sectionStart(tree, fragmentId(heading))];
  if (found !== undefined) path.splice(-1, 1, toString(found));
  return [title, ...path].join(' › ');
}

/**
 * The embed renderer of one page: `![[page]]`, `![[page#Heading]]` and `![[page#^id]]` show the
 * embedded content in place, framed, with a link to it. Embeds nest; a page already being embedded
 * (a cycle) or a nesting deeper than `EMBED_DEPTH_MAX` shows as a link with a warning, once per
 * place (`reported` is shared by every page of the build), so rendering always ends.
 */
export function embedRenderer(
  host: { slug: Slug } & EmbedSource,
  sourceOf: (slug: Slug) => EmbedSource | undefined,
  report: (f: Finding) => void,
  reported: Set<string>,
): EmbedRenderer {
  // The host page, then what is being embedded in it, outermost first: a page and the part of it
  // (`part`: the fragment id of a section or block, `undefined` for the whole page).
  const stack: Array<{ slug: Slug; part?: string } & EmbedSource> = [host];
  let count = 0;
  const warn = (from: EmbedSource, link: WikiLink, code: string, message: string): void => {
    const line = from.links[link.index]?.line ?? null;
    const key = `${from.file ?? ''}:${line ?? ''}:${code}`;
    if (reported.has(key)) return;
    reported.add(key);
    report(finding('warning', code, from.file, line, message));
  };
  return (link: WikiLink, target: LinkTarget, render): ElementContent | undefined => {
    const from = stack[stack.length - 1] ?? host;
    const source = sourceOf(target.slug);
    if (!source) return undefined;
    const written = `![[${link.target}${link.heading === undefined ? '' : `#${link.heading}`}]]`;
    // A section of a page on the stack is no cycle (Obsidian shows a note's own sections in place),
    // unless that page is embedded whole or the same section is already being shown; the whole page is.
    const wanted = link.heading === undefined ? undefined : fragmentId(link.heading);
    const cycle = stack.some((s, i) => s.slug === target.slug && (wanted === undefined || s.part === wanted || (s.part === undefined && i > 0)));
    if (cycle) {
      warn(
        from,
        link,
        'embed-cycle',
        `${written} embeds a page that is already being embedded here (${stack.map((s) => s.file ?? s.slug).join(' → ')}); it is shown as a link. Remove one of the embeds of the cycle`,
      );
      return undefined;
    }
    if (stack.length > EMBED_DEPTH_MAX) {
      warn(
        from,
        link,
        'embed-depth',
        `${written} nests embeds deeper than ${EMBED_DEPTH_MAX} levels; it is shown as a link. Link to the page instead of embedding it`,
      );
      return undefined;
    }
    if (count >= EMBED_COUNT_MAX) {
      warn(
        from,
        link,
        'embed-budget',
        `${written} would be embed number ${count + 1} of this page, over the ${EMBED_COUNT_MAX} shown; it is shown as a link. Link to some of the pages instead of embedding them`,
      );
      return undefined;
    }
    // `![[x.base#View]]` shows that view of the base, evaluated for the embedding note (`this`).
    const isBase = source.file !== null && /\.base$/i.test(source.file);
    const part = isBase ? baseViewPart(source.tree, link.heading, from.links[link.index]?.line) : embeddedPart(source.tree, link.heading);
    if (!part) {
      warn(
        from,
        link,
        'missing-anchor',
        `${written}: "${target.title}" has no heading or block "${link.heading ?? ''}"; it is shown as a link. Fix the heading or block id`,
      );
      return undefined;
    }
    stack.push(wanted === undefined ? { slug: target.slug, ...source } : { slug: target.slug, part: wanted, ...source });
    count++;
    let children: ElementContent[];
    try {
      children = render(part, source.targets, `embed-${count}-`);
    } finally {
      stack.pop();
    }
    const href = link.heading === undefined || isBase ? target.url : `${target.url}#${fragmentId(link.heading)}`;
    return {
      type: 'element',
      tagName: 'div',
      properties: { className: ['embed'], dataSlug: target.slug },
      children: [
        {
          type: 'element',
          tagName: 'a',
          properties: { href, className: ['embed-link'] },
          children: [{ type: 'text', value: link.shown ?? embedLabel(target.title, link.heading, source.tree) }],
        },
        { type: 'element', tagName: 'div', properties: { className: ['embed-content'] }, children },
      ],
    };
  };
}
