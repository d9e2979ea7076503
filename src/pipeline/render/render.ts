import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { raw } from 'hast-util-raw';
import { toHtml } from 'hast-util-to-html';
import type { Code, Heading, Image, InlineCode, ListItem, Parents, Root } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import { defaultHandlers, toHast, type State } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import { EXIT, visit } from 'unist-util-visit';
import type { PageKind, Slug, UrlPath } from '../../schemas/brand.ts';
import type { WikiLink } from '../parse/wiki-links.ts';
import { escapeMarkup } from '../../core/escape.ts';
import type { BodyOutline, FigureMark } from '../../schemas/body-outline.ts';
import type { FigureFindingData } from '../../schemas/figure-finding.ts';
import { addCalloutIcons } from './callout-icons.ts';
import { codeBlockMarkup } from './code-block.ts';
import { readingSizeDiagram } from './diagram-size.ts';
import { stretchyFences } from './math-fences.ts';
import { styledCharacters } from './math-variants.ts';
import { markFigures } from './figure-marks.ts';
import { renderCanvas } from './canvas.ts';
import type { ExcalidrawDrawing } from '../parse/excalidraw.ts';
import { drawingElement } from './excalidraw.ts';
import type { BlockRenderer } from '../query/blocks.ts';
import { INLINE_QUERY, QUERY_LANGUAGES } from '../parse/query-blocks.ts';
import { leadOf, OPENING_HEAD_CHARS, outlineOf } from './outline.ts';
import { headingId, nextHeadingId } from './heading-ids.ts';
import { isTocLanguage, tocMarkup } from './toc-block.ts';
import { type Ui, uiFor } from '../../core/i18n/index.ts';

/** What a wiki link renders to: the page it resolved to. */
export interface LinkTarget {
  slug: Slug;
  kind: PageKind;
  title: string;
  url: UrlPath;
  stub: boolean;
  /** What a link without `|shown` text reads; default: the page's title. A vault note's links read as written (`writtenLinkText`). */
  label?: string;
}

/**
 * How Obsidian shows a link without `|shown` text: the reference as written (an alias, another
 * case, a path), without `.md`, and the headings it names after ` > `: `Note > Heading > Sub`.
 */
export function writtenLinkText(target: string, heading?: string): string {
  const parts = (heading ?? '')
    .split('#')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return [target.replace(/\.md$/i, ''), ...parts].join(' > ');
}

const defaultA = (defaultSchema.attributes?.['a'] ?? []).filter((d) => !(Array.isArray(d) && d[0] === 'className'));
const defaultDiv = defaultSchema.attributes?.['div'] ?? [];
// `id` and `name` on any element are dropped (below): ids come from the renderer only.
const defaultAny = (defaultSchema.attributes?.['*'] ?? []).filter((d) => d !== 'id' && d !== 'name');
/**
 * The ids the renderer gives: headings (`h-…`), block ids (`^…`) and footnotes (`user-content-…`,
 * `embed-N-user-content-…` in an embedded body, `footnote-label`). An id written in raw HTML is
 * kept only when it is one of these shapes, so it cannot shadow the layout's ids or browser globals.
 */
const RENDERED_ID = /^(?:h-|\^|(?:embed-\d+-)?user-content-|footnote-label$)/;

// Classes the Obsidian constructs put on elements (callouts, embeds, math, diagrams); nothing else passes.
const CALLOUT_CLASS = /^callout(?:-[a-z]+)?$/;

/**
 * GitHub's sanitising schema (hast-util-sanitize's default), widened only for what the renderer
 * itself makes: wiki links' class and data attributes, `<mark>`, callouts (`<details>` and `<div>`
 * with their classes), embeds, formula and diagram slots. Scripts, `on*` handlers, `style` and
 * `javascript:` URLs stay out.
 */
export const SANITIZE_SCHEMA: Schema = {
  ...defaultSchema,
  // Ids come from mdast-util-to-hast's footnotes, which already carry the `user-content-` prefix,
  // and from headings and block ids, which the renderer sets (raw HTML may only repeat their shapes,
  // `RENDERED_ID`); prefixing again would break the links to them.
  clobberPrefix: '',
  // Raw HTML in a body (as Obsidian shows it) keeps GitHub's elements and `<mark>`, `<u>`; an element
  // outside the list is replaced by its text, except these, whose text is no content.
  tagNames: [...(defaultSchema.tagNames ?? []), 'mark', 'u', 'audio', 'video'],
  strip: ['script', 'style', 'template', 'noscript', 'textarea', 'title', 'iframe', 'object', 'svg', 'math'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...defaultAny, ['id', RENDERED_ID]],
    a: [...defaultA, ['className', 'data-footnote-backref', 'wikilink', 'stub', 'embed-link', 'tag'], 'dataSlug', 'dataKind'],
    div: [
      ...defaultDiv,
      [
        'className',
        CALLOUT_CLASS,
        'embed',
        'embed-content',
        'embed-stopped',
        'math-display',
        'diagram',
        'code-block',
        'canvas-embed',
        'excalidraw',
        'query-block',
        'toc-block',
      ],
      'dataCallout',
      'dataSlot',
      'dataSlug',
    ],
    details: [['className', CALLOUT_CLASS], 'dataCallout', 'open'],
    summary: [['className', 'callout-title']],
    span: [['className', 'math-inline', 'math-error', 'query-inline'], 'dataSlot'],
    // A task's status character (`- [?]`), as Obsidian marks it for themes to style.
    li: [...(defaultSchema.attributes?.['li'] ?? []), 'dataTask'],
    // A task's checkbox is named by its item's text (`taskItem`).
    input: [...(defaultSchema.attributes?.['input'] ?? []), 'ariaLabel', 'dataTask'],
    pre: [['className', 'mermaid']],
    audio: ['src', 'controls', ['preload', 'metadata']],
    video: ['src', 'controls', ['preload', 'metadata']],
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

/** A file name a browser shows as a picture: what `![[…]]` embeds as an image. */
export const IMAGE_RE = /\.(?:png|jpe?g|gif|svg|webp|avif|bmp)$/i;
// What Obsidian embeds as a player: `![[memo.mp3]]` and `![[clip.mp4]]` (`webm` plays as video).
const AUDIO_RE = /\.(?:mp3|m4a|flac|wav|ogg)$/i;
const VIDEO_RE = /\.(?:mp4|webm|ogv|mkv|mov)$/i;
// A PDF link's page: `page=3`.
const PDF_PAGE_RE = /^page=(\d{1,6})$/;
// Obsidian's image size after the last `|`: `300` (width) or `300x200`, after alt text in a Markdown
// image (`![alt|300](…)`); a width × height may also follow the alt text after a space (`alt 100x200`).
const SIZE_RE = /^(?:([\s\S]*)\|)?(\d{1,5})(?:x(\d{1,5}))?$|^([\s\S]*?)\s+(\d{1,5})x(\d{1,5})$/;

/** An image's alt text and size from what Obsidian writes after `|` (`300`, `300x200`, `alt|300`); `fallback` is the alt without one. */
function imageProperties(written: string | undefined, fallback: string): Element['properties'] {
  const size = written === undefined ? null : SIZE_RE.exec(written.trim());
  const alt = size?.[1] ?? size?.[4];
  const properties: Element['properties'] = { alt: size ? (alt?.trim() ?? fallback) : (written ?? fallback) };
  const width = size?.[2] ?? size?.[5];
  const height = size?.[3] ?? size?.[6];
  if (width) properties['width'] = Number(width);
  if (height) properties['height'] = Number(height);
  return properties;
}

/**
 * The fragment a link's `#…` part points at: a block id `^abc` as written, else the id of the
 * last heading named (`Heading#Sub` is the heading Sub under Heading, as in Obsidian).
 */
export function fragmentId(heading: string): string {
  const last =
    heading
      .split('#')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .pop() ?? heading;
  return last.startsWith('^') ? last : headingId(last);
}

/** An attachment link: an image for `![[picture.png]]` (sized by `|300` or `|300x200`), else an anchor to the file. */
function attachmentElement(link: WikiLink, target: AttachmentTarget): Element {
  const name = target.attachment.split('/').pop() ?? target.attachment;
  if (link.embed && IMAGE_RE.test(name)) {
    return { type: 'element', tagName: 'img', properties: { src: target.url, ...imageProperties(link.shown, name) }, children: [] };
  }
  const player = link.embed ? (AUDIO_RE.test(name) ? 'audio' : VIDEO_RE.test(name) ? 'video' : null) : null;
  if (player) {
    // The link inside is what a browser that cannot play the file shows.
    const fallback: Element = { type: 'element', tagName: 'a', properties: { href: target.url }, children: [{ type: 'text', value: link.shown ?? name }] };
    return { type: 'element', tagName: player, properties: { src: target.url, controls: true, preload: 'metadata' }, children: [fallback] };
  }
  // `[[file.pdf#page=3]]` opens the PDF at that page, as Obsidian does; browsers' PDF viewers read `#page=`.
  const page = /\.pdf$/i.test(name) && link.heading !== undefined ? PDF_PAGE_RE.exec(link.heading) : null;
  const href = page ? `${target.url}#page=${page[1]}` : target.url;
  // A wiki link reads as written, as in Obsidian (`[[Broken export]]`, not the file's name `Broken export.md`).
  return { type: 'element', tagName: 'a', properties: { href }, children: [{ type: 'text', value: link.shown ?? (link.attachment ? name : link.target) }] };
}

/**
 * The anchor of one wiki link to a page (at the heading or block, for `[[page#…]]`). A link within
 * the page (`[[#Heading]]`) is a bare fragment, except in an embedded body (`embedded`), where it
 * leads to the heading in the embedded note, as in Obsidian.
 */
function pageLinkElement(link: WikiLink, target: LinkTarget, embedded: boolean): Element {
  const text = link.shown ?? (link.target === '' && link.heading !== undefined ? link.heading : (target.label ?? target.title));
  return {
    type: 'element',
    tagName: 'a',
    properties: {
      href: link.heading === undefined ? target.url : `${link.target === '' && !embedded ? '' : target.url}#${fragmentId(link.heading)}`,
      className: target.stub ? ['wikilink', 'stub'] : ['wikilink'],
      dataSlug: target.slug,
      dataKind: target.kind,
    },
    children: [{ type: 'text', value: text }],
  };
}

/** Renders an embed `![[page]]` in place: the page's hast, or `undefined` to show it as a link. */
export type EmbedRenderer = (
  link: WikiLink,
  target: LinkTarget,
  render: (tree: Root, targets: BodyTargets, prefix: string) => ElementContent[],
) => ElementContent | undefined;

/** What each wiki link of a body renders to, by `WikiLink.index`. */
export type BodyTargets = ReadonlyArray<LinkTarget | AttachmentTarget | null>;

/**
 * Rendering state shared by a body and the pages it embeds: the markup made at parse time from
 * formulas (KaTeX's MathML), diagrams (sanitised SVG) and code blocks (coloured markup), put into their slots after sanitising.
 */
interface RenderState {
  slots: string[];
  embed: EmbedRenderer | undefined;
  /** Renders the body's bases and queries; without it they show as code. */
  blocks: BlockRenderer | undefined;
  /** What the body and the pages it embeds hold that needs a pass over the HTML tree. */
  uses: BodyUses;
  /** The images of raw HTML found among the vault's files: `src` as written → the file's address. */
  htmlImages: Map<string, string>;
  /** The interface's words in the site's language: what boards, drawings and tasks say around the author's text. */
  words: Ui;
}

/** An empty element the sanitiser keeps, to be filled with `markup` after it has run. */
function slotElement(tagName: 'div' | 'span', className: string, markup: string, state: RenderState): Element {
  state.slots.push(markup);
  return { type: 'element', tagName, properties: { className: [className], dataSlot: state.slots.length - 1 }, children: [] };
}

/** A formula's slot: an element the sanitiser keeps, filled with KaTeX's MathML after it has run. */
function mathElement(node: Math | InlineMath, state: RenderState): Element {
  const display = node.type === 'math';
  const mathml = node.data?.mathml;
  if (mathml === undefined) {
    // KaTeX rejected it (a `math-error` warning says where): the source, as written.
    const source = display ? `$$${node.value}$$` : `$${node.value}$`;
    return { type: 'element', tagName: display ? 'pre' : 'code', properties: {}, children: [{ type: 'text', value: source }] };
  }
  const drawn = stretchyFences(styledCharacters(mathml));
  return display ? slotElement('div', 'math-display', drawn, state) : slotElement('span', 'math-inline', drawn, state);
}

/**
 * A fenced or indented code block in its frame, coloured at build time (`codeBlockMarkup`); a base
 * or a query (` ```base `, ` ```dataview `), evaluated over the published notes
 * (src/pipeline/query/blocks.ts); a ` ```mermaid ` fence is the diagram drawn at parse time, or its
 * text in `<pre class="mermaid">` when it could not be drawn.
 */
function codeElement(node: Code, state: RenderState, targets: BodyTargets): Element {
  const lang = node.lang?.toLowerCase();
  if (lang !== undefined && state.blocks !== undefined && QUERY_LANGUAGES.has(lang)) {
    return slotElement('div', 'query-block', state.blocks(lang, node.value, node.data?.line ?? null, node.data?.view), state);
  }
  if (lang !== 'mermaid') return slotElement('div', 'code-block', codeBlockMarkup(node.value, node.lang, node.meta), state);
  const svg = node.data?.svg;
  if (svg !== undefined) return slotElement('div', 'diagram', readingSizeDiagram(linkDiagramNodes(svg, node, targets)), state);
  return { type: 'element', tagName: 'pre', properties: { className: ['mermaid'] }, children: [{ type: 'text', value: node.value }] };
}

/** Inline code; a Dataview inline query (`` `= this.file.name` ``, marked at parse time) is its value, or its code when the site cannot evaluate it. */
function inlineCodeElement(s: State, node: InlineCode, state: RenderState): Element {
  const line = node.data?.line;
  if (line !== undefined && state.blocks !== undefined) {
    const value = state.blocks(INLINE_QUERY, node.value, line);
    if (value !== '') return slotElement('span', 'query-inline', value, state);
  }
  return defaultHandlers.inlineCode(s, node);
}

const SVG_TEXT_RE = /<text\b[^>]*>([^<]*)<\/text>/g;

/**
 * A diagram's `internal-link` nodes as links to the pages they name, as in Obsidian: each node's
 * label, in the sanitised SVG, wrapped in an SVG `<a>` to the page its link resolved to (its site
 * path). A label that names no page stays text.
 */
function linkDiagramNodes(svg: string, node: Code, targets: BodyTargets): string {
  const labels = node.data?.links;
  const first = node.data?.linkIndex;
  if (labels === undefined || first === undefined) return svg;
  const hrefs = new Map<string, string>();
  labels.forEach((label, i) => {
    const target = targets[first + i];
    if (target && !('attachment' in target)) hrefs.set(label, target.url);
  });
  if (hrefs.size === 0) return svg;
  const decode = (text: string) =>
    text
      .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"');
  return svg.replace(SVG_TEXT_RE, (whole, text: string) => {
    const href = hrefs.get(decode(text).trim());
    return href === undefined ? whole : `<a class="diagram-link" href="${escapeMarkup(href)}">${whole}</a>`;
  });
}

/** The text an element holds, as it reads. */
function hastText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(hastText).join('') : '';
}

/** How long a task checkbox's name may be: its item's first words, enough to tell tasks apart. */
const TASK_LABEL_MAX = 120;

/**
 * A list item as hast; a task's checkbox (`- [ ]`, `- [x]`) named by the item's own text, so a
 * screen reader says which task is done, and no checkbox goes without a name.
 */
function taskItem(s: State, node: ListItem, parent: Parents | undefined, words: Ui): Element {
  const element = defaultHandlers.listItem(s, node, parent);
  if (typeof node.checked !== 'boolean') return element;
  // A loose list's item holds its text in paragraphs (after a line break), a tight one's directly.
  const first = element.children.find((child) => child.type !== 'text' || child.value.trim() !== '');
  const holder = first?.type === 'element' && first.tagName === 'p' ? first : element;
  const input = holder.children.find((child): child is Element => child.type === 'element' && child.tagName === 'input');
  // The item's first block as it reads, its links by their text (a nested list is not part of it).
  const text = hastText(
    holder === element
      ? { type: 'element', tagName: 'span', properties: {}, children: element.children.filter((c) => !(c.type === 'element' && /^(?:ul|ol)$/.test(c.tagName))) }
      : holder,
  )
    .replace(/\s+/g, ' ')
    .trim();
  if (input !== undefined) {
    input.properties['ariaLabel'] =
      text === '' ? words.t('task.label') : text.length > TASK_LABEL_MAX ? `${text.slice(0, TASK_LABEL_MAX - 1).trimEnd()}…` : text;
    // A status character (`- [?]`) on the box too, for the stylesheet to draw it there.
    if (element.properties['dataTask'] !== undefined) input.properties['dataTask'] = element.properties['dataTask'];
  }
  return element;
}

/** A body's mdast as hast, unsanitised, with formula slots; `prefix` keeps footnote ids of embedded bodies apart. */
function bodyHast(tree: Root, targets: BodyTargets, state: RenderState, prefix: string, embedded: boolean): ElementContent[] {
  // An embedded board (`![[Board.canvas]]`) is drawn whole; its cards were sanitised one by one.
  const board = renderCanvas(tree, targets, state.embed, prefix, state.words, state.blocks);
  if (board !== undefined) return [slotElement('div', 'canvas-embed', board.html, state)];
  // The page's title is its one h1, so a body that uses `#` headings is shifted down a level.
  const shift = tree.children.some((n) => n.type === 'heading' && n.depth === 1) ? 1 : 0;
  addUses(state.uses, tree);
  const ids = new Map<string, number>();
  const render = (sub: Root, subTargets: BodyTargets, subPrefix: string): ElementContent[] => bodyHast(sub, subTargets, state, subPrefix, true);
  const hast = toHast(tree, {
    // Raw HTML becomes `raw` nodes, parsed with the rest by `renderBody` and then sanitised.
    allowDangerousHtml: true,
    clobberPrefix: `${prefix}user-content-`,
    // The footnotes' hidden heading and back links are named in the site's language.
    footnoteLabel: state.words.t('footnote.label'),
    footnoteBackLabel: (reference: number, rereference: number) =>
      state.words.t('footnote.back', { n: `${reference + 1}${rereference > 1 ? `-${rereference}` : ''}` }),
    handlers: {
      heading: (s: State, node: Heading) => {
        const element = defaultHandlers.heading(s, { ...node, depth: Math.min(6, node.depth + shift) as Heading['depth'] });
        // An embedded page's headings keep no ids: the host page's own headings own them.
        if (embedded) return element;
        // `[[page#Heading]]` links here; a repeated heading gets `-2`, `-3` like a repeated slug.
        element.properties['id'] = nextHeadingId(ids, toString(node));
        // A block id at the heading's end (`## Title ^abc`) anchors it too.
        const block = node.data?.blockId;
        if (block !== undefined) element.children.unshift({ type: 'element', tagName: 'span', properties: { id: block }, children: [] });
        return element;
      },
      code: (_s: State, node: Code) =>
        isTocLanguage(node.lang?.toLowerCase())
          ? slotElement('div', 'toc-block', tocMarkup(tree, node.lang?.toLowerCase() ?? '', node.value, !embedded), state)
          : codeElement(node, state, targets),
      inlineCode: (s: State, node: InlineCode) => inlineCodeElement(s, node, state),
      listItem: (s: State, node: ListItem, parent: Parents | undefined) => taskItem(s, node, parent, state.words),
      // A web image sized as Obsidian sizes it: `![alt|300](https://…)`.
      image: (s: State, node: Image) => {
        const element = defaultHandlers.image(s, node);
        element.properties = { ...element.properties, ...imageProperties(node.alt ?? undefined, '') };
        return element;
      },
      excalidraw: (_s: State, node: ExcalidrawDrawing) =>
        drawingElement(
          node,
          targets,
          (markup) => slotElement('div', 'excalidraw', markup, state),
          state.words,
          (link, target) => pageLinkElement(link, target, embedded),
        ),
      math: (_s: State, node: Math) => mathElement(node, state),
      inlineMath: (_s: State, node: InlineMath) => mathElement(node, state),
      wikiLink: (_s: State, node: WikiLink): ElementContent => {
        const target = targets[node.index] ?? null;
        if (node.htmlSrc !== undefined) {
          if (target && 'attachment' in target) state.htmlImages.set(node.htmlSrc, target.url);
          return { type: 'text', value: '' };
        }
        if (target && 'attachment' in target) return attachmentElement(node, target);
        // A missing embed reads as its name, as Obsidian shows it (`![[pic.png|500]]` is not "500").
        if (!target) return { type: 'text', value: node.embed ? node.target : (node.shown ?? node.target) };
        // `![[#Heading]]` embeds a section of the note it is written in, as Obsidian shows it.
        if (node.embed && state.embed) {
          const embedded = state.embed(node, target, render);
          if (embedded) return embedded;
        }
        return pageLinkElement(node, target, embedded);
      },
    },
  });
  return hast.type === 'root' ? (hast.children as ElementContent[]) : [hast as ElementContent];
}

/** A rendered body: its HTML and what was recorded of it while rendering. */
export interface RenderedBody {
  /** The sanitised HTML, figure marks included. */
  html: string;
  /** Its headings and opening, as the HTML shows them without figure marks. */
  outline: BodyOutline;
  /** Where each of the given figures was marked, in their order (`[]` when none was given). */
  figureMarks: FigureMark[];
}

/**
 * Renders a body's mdast to sanitised HTML; `targets[i]` is the page wiki link `i` resolved to,
 * `embed` renders `![[page]]` embeds in place (without it they are links). Raw HTML in the Markdown
 * (its own or an embedded page's) is parsed with the Markdown around it, and the result is sanitised;
 * only then are the formulas (MathML KaTeX made from TeX) and diagrams (SVG sanitised on its own
 * allow-list, src/pipeline/parse/diagram-svg.ts) put into their slots. Links and pictures carry
 * site paths (`/notes/x/`): the base path is put on at output (src/config/base-html.ts). `figures`
 * (an inquiring line's `figure-not-in-source` data, default none) are marked in the body
 * (`figure-marks.ts`). Returns the HTML with the body's outline, recorded from the same tree;
 * `mayLeaveOut` says whether an opening heading of the given text may be left out when the page is
 * shown (it repeats the title): the outline's `lead` then holds the rest with its headings moved up.
 * `blocks` renders its bases and Dataview queries from the other notes (without it, they are code).
 * `words` are the interface's in the site's language (default English), for what boards, drawings
 * and tasks say around the author's text.
 */
export function renderBody(
  tree: Root,
  targets: BodyTargets,
  embed?: EmbedRenderer,
  figures: readonly FigureFindingData[] = [],
  mayLeaveOut: (text: string) => boolean = () => false,
  blocks?: BlockRenderer,
  words: Ui = uiFor('en'),
): RenderedBody {
  const state: RenderState = {
    slots: [],
    embed,
    blocks,
    words,
    uses: { rawHtml: false, unresolvedImages: false, rightToLeft: false, headings: false, callouts: false },
    htmlImages: new Map(),
  };
  const hast: HastRoot = { type: 'root', children: bodyHast(tree, targets, state, '', false) };
  const uses = state.uses;
  const clean = sanitize(uses.rawHtml ? (raw(hast) as HastRoot) : hast, SANITIZE_SCHEMA) as HastRoot;
  if (state.htmlImages.size > 0) vaultImageSources(clean, state.htmlImages);
  if (uses.unresolvedImages) dropUnresolvedImages(clean);
  if (uses.rightToLeft) directionPerBlock(clean);
  if (uses.callouts) addCalloutIcons(clean);
  if (state.slots.length > 0) {
    visit(clean, 'element', (node: Element) => {
      const slot = node.properties['dataSlot'];
      if (slot === undefined) return;
      delete node.properties['dataSlot'];
      node.children = [{ type: 'raw', value: state.slots[Number(slot)] ?? '' }];
    });
  }
  return finish(clean, figures, uses.headings, mayLeaveOut, words);
}

/** A finished body tree (sanitised, slots filled) as a rendered body: its outline recorded, then its figures marked and the HTML written. */
function finish(clean: HastRoot, figures: readonly FigureFindingData[], headings: boolean, mayLeaveOut: (text: string) => boolean, words: Ui): RenderedBody {
  if (figures.length === 0) {
    const { html, headNodes } = serialise(clean);
    return { html, outline: withLead(clean, html, outlineOf(clean, headNodes, headings), mayLeaveOut), figureMarks: [] };
  }
  // The outline is of the body as written, before the marks (serialising it twice costs only the few marked pages).
  const outline = outlineOf(clean, serialise(clean).headNodes, headings);
  const figureMarks = markFigures(clean, figures, words);
  const html = toHtml(clean, { allowDangerousHtml: true });
  return { html, outline: withLead(clean, html, outline, mayLeaveOut), figureMarks };
}

/** The outline with where the body's opening heading ends (`leadOf`), when it opens with one; recorded last, as it may rename the tree's headings. */
function withLead(tree: HastRoot, html: string, outline: BodyOutline, mayLeaveOut: (text: string) => boolean): BodyOutline {
  if (outline.headings.length === 0) return outline;
  const lead = leadOf(tree, html, outline.headings, mayLeaveOut);
  return lead === undefined ? outline : { ...outline, lead };
}

/**
 * The tree as HTML (its slots' markup as it is), and how many of its top-level nodes start within
 * the first `OPENING_HEAD_CHARS` characters: all of them in a body shorter than that; in a longer
 * one, found by writing the first nodes one by one (which writes the same HTML as one call).
 */
function serialise(tree: HastRoot): { html: string; headNodes: number } {
  const html = toHtml(tree, { allowDangerousHtml: true });
  const children = tree.children;
  if (html.length <= OPENING_HEAD_CHARS) return { html, headNodes: children.length };
  let length = 0;
  let headNodes = 0;
  while (headNodes < children.length && length < OPENING_HEAD_CHARS) {
    length += toHtml({ type: 'root', children: children.slice(headNodes, headNodes + 1) }, { allowDangerousHtml: true }).length;
    headNodes++;
  }
  return { html, headNodes };
}

// A site path or a web address: where an image can be shown from.
const SITE_OR_WEB_RE = /^(?:\/|https?:)/i;
// Letters of the right-to-left scripts: Hebrew, Arabic (with its supplements and presentation forms), Syriac, Thaana, NKo.
const RTL_RE = /[\u0590-\u07FF\u0860-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
// The blocks whose direction each follows its own first letter, as Obsidian sets it line by line.
const DIRECTED_BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'summary', 'dt', 'dd', 'figcaption']);

/** What a body holds that costs a pass over its HTML tree: most bodies hold none of it. */
interface BodyUses {
  /** Raw HTML (`<details>`, `<br>`…), parsed together with the Markdown around it. */
  rawHtml: boolean;
  /** An image whose source is neither a site path nor a web address (raw HTML's, or one a link could not resolve). */
  unresolvedImages: boolean;
  /** A right-to-left letter: the blocks then get `dir="auto"`. */
  rightToLeft: boolean;
  /** A heading (a Markdown heading, raw HTML, or a footnote, whose section has one): the outline then looks for headings through the whole tree. */
  headings: boolean;
  /** A callout (`> [!type]`), whose title gets its icon. */
  callouts: boolean;
}

/** Takes what is known to be used and a body's mdast; adds what the body holds of `BodyUses`, in one pass. */
function addUses(uses: BodyUses, tree: Root): void {
  visit(tree, (node) => {
    if (node.type === 'html') uses.rawHtml = uses.unresolvedImages = uses.headings = true;
    else if (node.type === 'image' && !SITE_OR_WEB_RE.test(node.url)) uses.unresolvedImages = true;
    else if (node.type === 'heading' || node.type === 'footnoteDefinition') uses.headings = true;
    else if (node.type === 'blockquote' && node.data?.hProperties?.['dataCallout'] !== undefined) uses.callouts = true;
    if (!uses.rightToLeft && 'value' in node && typeof node.value === 'string' && RTL_RE.test(node.value)) uses.rightToLeft = true;
    return uses.rawHtml && uses.rightToLeft && uses.callouts ? EXIT : undefined;
  });
}

/** Gives each text block (a callout's title among them) `dir="auto"`, so an Arabic or Hebrew paragraph reads right to left among left-to-right ones. */
function directionPerBlock(tree: HastRoot): void {
  visit(tree, 'element', (node: Element) => {
    if (DIRECTED_BLOCKS.has(node.tagName) || isCalloutTitle(node)) node.properties['dir'] = 'auto';
  });
}

/** Whether an element is a callout's title: a `<summary>` when it folds, else a `<div>`. */
function isCalloutTitle(node: Element): boolean {
  const className = node.properties['className'];
  return Array.isArray(className) && className.includes('callout-title');
}

/**
 * An image whose `src` is neither a site path nor a web address can only come from raw HTML
 * (`<img src="pic.png">`: Markdown images of vault files resolve at build time); the browser
 * would ask the page's folder for it and get a 404. It is shown as its alt text instead (a
 * `raw-html` info says how to write it).
 */
/** Gives each image of raw HTML that names a vault file (`sources`: `src` as written → the file's address) that address. */
function vaultImageSources(tree: HastRoot, sources: ReadonlyMap<string, string>): void {
  visit(tree, 'element', (node: Element) => {
    const src = node.tagName === 'img' ? node.properties['src'] : undefined;
    const url = typeof src === 'string' ? sources.get(src) : undefined;
    if (url !== undefined) node.properties['src'] = url;
  });
}

function dropUnresolvedImages(tree: HastRoot): void {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'img' || parent === undefined || index === undefined) return;
    const src = node.properties['src'];
    if (typeof src === 'string' && SITE_OR_WEB_RE.test(src)) return;
    const alt = node.properties['alt'];
    parent.children.splice(index, 1, ...(typeof alt === 'string' && alt !== '' ? [{ type: 'text' as const, value: alt }] : []));
    return index;
  });
}

/** Plain text as one HTML paragraph, escaped. */
export function renderPlainText(text: string): string {
  return toHtml(plainTextTree(text));
}

/** Plain text as a rendered body of one paragraph (what a body that cannot be rendered shows), `figures` marked as in `renderBody`, their markers named in `words`. */
export function renderPlainBody(text: string, figures: readonly FigureFindingData[] = [], words: Ui = uiFor('en')): RenderedBody {
  return finish({ type: 'root', children: [plainTextTree(text)] }, figures, false, () => false, words);
}

function plainTextTree(text: string): Element {
  return { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] };
}
