import type { Slug } from '../../schemas/brand.ts';
import type { Citation, Claim, KbPage, Related } from '../../schemas/knowledge-base.ts';
import { kindOf } from '../../kinds/registry.ts';
import { buildClaims, linkLabel } from './claims.ts';
import { clusterSlug } from './clusters.ts';
import type { PageIdentity } from '../resolve/identity.ts';
import type { ParsedFile } from '../parse/parse-file.ts';
import { plainText } from '../parse/plain-text.ts';
import { wikiLinksAsText } from '../parse/wiki-links.ts';
import { compare } from '../finding.ts';
import {
  attachmentUrl,
  renderBody,
  renderPlainBody,
  writtenLinkText,
  type AttachmentTarget,
  type EmbedRenderer,
  type LinkTarget,
  type RenderedBody,
} from '../render/render.ts';
import type { FigureFindingData } from '../../schemas/figure-finding.ts';
import type { FigureMark } from '../../schemas/body-outline.ts';
import { isGenericHomeName } from '../resolve/home-note.ts';
import { renderCanvas } from '../render/canvas.ts';
import type { ResolvedRefs } from '../resolve/resolve.ts';
import { normalTag, pageUrl } from '../resolve/slug.ts';
import { linkKey, renderProperties, type PropertyViewOptions } from '../render/properties.ts';
import type { BlockRenderer } from '../query/blocks.ts';
import { formatsFor } from '../render/values.ts';
import type { Ui } from '../../core/i18n/index.ts';

/** What the derive stage knows about one page. */
export interface Derived {
  sources: readonly PageIdentity[];
  linkedFrom: readonly Slug[];
  citedBy: readonly Slug[];
  related: readonly Related[];
}

const slugs = (pages: readonly PageIdentity[]): Slug[] => pages.map((p) => p.slug);

/**
 * What wiki link `i` of a parsed body renders to: the page it resolved to, else the attachment,
 * else nothing. A vault note's links read as written, as in Obsidian; a typed page's read as the
 * title of the page they name (`[[slug]]` shows the question).
 */
export function linkTargets(parsed: ParsedFile, refs: ResolvedRefs | undefined): Array<LinkTarget | AttachmentTarget | null> {
  const resolved = refs?.links ?? [];
  return parsed.links.map((link, i): LinkTarget | AttachmentTarget | null => {
    const p = resolved[i];
    if (p) {
      const target: LinkTarget = { slug: p.slug, kind: p.kind, title: p.title, url: pageUrl(p.kind, p.slug), stub: p.stub };
      if (parsed.vault && link.target !== '') target.label = writtenLinkText(link.target, link.heading);
      return target;
    }
    const file = refs?.attachments?.[i];
    return file === undefined ? null : { attachment: file, url: attachmentUrl(file) };
  });
}

/** The attachment files a page's body links, sorted, as the page's `attachments` field (left out when there are none). */
function attachmentsOf(refs: ResolvedRefs | undefined): { attachments?: string[] } {
  const files = [...new Set(Object.values(refs?.attachments ?? {}))].sort(compare);
  return files.length === 0 ? {} : { attachments: files };
}

/** A page's tags: its frontmatter `tags` as written (without `#`), then the body's `#tags` not already among them. */
function pageTags(written: readonly string[], body: readonly string[]): string[] {
  const out = written.map((t) => t.replace(/^#+/, '')).filter((t) => t !== '');
  const seen = new Set(out.map(normalTag));
  for (const tag of body)
    if (!seen.has(tag)) {
      seen.add(tag);
      out.push(tag);
    }
  return out;
}

/** How each of a body's links reads in text (`linkLabel`: shown text, else the resolved title, else as written). */
export function linkLabels(parsed: ParsedFile, resolved: ReadonlyArray<PageIdentity | null>): string[] {
  return parsed.links.map((link, i) => linkLabel(link, resolved[i] ?? null));
}

/** A body's plain text, its links read as `labels` (`linkLabels`). */
export function pageText(parsed: ParsedFile, labels: readonly string[]): string {
  return plainText(parsed.tree, (node) => labels[node.index] ?? node.target);
}

/**
 * A page of the knowledge base from its identity, parsed file (absent for generated stubs),
 * resolved references and derived data: everything but its costly parts, the rendered body
 * (`bodyHtml` is empty), which `renderPageBody` adds, and an inquiring line's claims (none), which
 * `claimsOf` makes. `text` is the body's plain text when it is known already (`pageText`).
 */
export function buildPage(page: PageIdentity, parsed: ParsedFile | undefined, refs: ResolvedRefs | undefined, derived: Derived, text?: string): KbPage {
  const data = parsed?.data ?? null;
  const links = parsed?.links ?? [];
  const resolved = refs?.links ?? [];
  const citations: Citation[] = links.flatMap((link, i) => {
    const target = resolved[i];
    return target ? [{ target: target.slug, ref: link.target, line: link.line, paragraph: link.paragraph }] : [];
  });
  const base = {
    slug: page.slug,
    url: pageUrl(page.kind, page.slug),
    title: page.title,
    stub: page.stub,
    file: page.file,
    aliases: data ? [...data.aliases] : [],
    clusters: data ? [...new Set(data.clusters.map(clusterSlug))] : [],
    tags: data ? pageTags(data.tags, parsed?.tags ?? []) : [],
    date: data?.date,
    ...((data?.created ?? data?.date) ? { created: data?.created ?? data?.date } : {}),
    ...(data?.modified ? { modified: data.modified } : {}),
    bodyHtml: '',
    text: text ?? (parsed ? pageText(parsed, linkLabels(parsed, resolved)) : ''),
    citations,
    linkedFrom: [...derived.linkedFrom],
    ...attachmentsOf(refs),
  };
  const kind = kindOf(page.kind);
  const fm = data?.kind === page.kind ? data : undefined;
  return kind.page(
    base,
    fm,
    {
      sources: slugs(derived.sources),
      writtenSources: slugs(refs?.sources ?? []),
      next: slugs(refs?.next ?? []),
      related: derived.related,
      papers: slugs(refs?.papers ?? []),
      paper: refs?.paper?.slug,
      citedBy: derived.citedBy,
      themes: parsed?.themes ?? [],
    },
    (markdown) => wikiLinksAsText(markdown, writtenLinkText),
  );
}

/**
 * The page `buildPage` made (an inquiring line's claims added, `claimsOf`), completed from the
 * same parsed file and references: its body rendered to HTML (`embed` shows `![[page]]` embeds in
 * place) with its outline and, for an inquiring line, where its `figures` (its
 * `figure-not-in-source` data, in report order) were marked. A generated stub has none of these.
 */
export function renderPageBody(
  page: KbPage,
  parsed: ParsedFile | undefined,
  refs: ResolvedRefs | undefined,
  embed?: EmbedRenderer,
  figures: readonly FigureFindingData[] = [],
  view: PropertyViewOptions = {},
  blocks?: BlockRenderer,
): KbPage {
  if (parsed === undefined) return page;
  const propertiesHtml = parsed.properties === undefined ? '' : renderProperties(parsed.properties, propertyTargets(parsed, refs), view);
  // An opening heading that repeats the title, or any in a note named like a home note, may be left out where the page is shown.
  const title = page.title.trim().toLowerCase();
  const homeNamed = isGenericHomeName(page.file?.split('/').pop() ?? '');
  const mayLeaveOut = (text: string): boolean => homeNamed || text.toLowerCase() === title;
  const words = (view.formats ?? formatsFor(view.lang ?? 'en')).words;
  const body = renderOrEscape(parsed, refs, page.text, embed, figures, mayLeaveOut, blocks, words);
  const rendered: KbPage = { ...page, bodyHtml: body.html, outline: body.outline };
  if (propertiesHtml !== '') rendered.propertiesHtml = propertiesHtml;
  return rendered.kind === 'inquiry' && body.figureMarks.length > 0 ? { ...rendered, figureMarks: body.figureMarks } : rendered;
}

/**
 * What each link written in a vault note's properties resolved to, by `linkKey`: the links of its
 * properties (`ParsedLink.property`), its related notes (`related`, resolved in order) and, for a
 * link the body also makes, the body's.
 */
export function propertyTargets(parsed: ParsedFile, refs: ResolvedRefs | undefined): Map<string, LinkTarget | AttachmentTarget> {
  const out = new Map<string, LinkTarget | AttachmentTarget>();
  const targets = linkTargets(parsed, refs);
  parsed.links.forEach((link, i) => {
    const target = targets[i];
    if (target) out.set(linkKey(link.target, link.heading), target);
  });
  const data = parsed.data;
  const written = data ? (kindOf(data.kind).relatedRefs?.(data) ?? []) : [];
  const related = refs?.related ?? [];
  if (written.length === related.length)
    written.forEach((ref, i) => {
      const hit = related[i]?.page;
      if (hit) out.set(linkKey(ref.to, undefined), { slug: hit.slug, kind: hit.kind, title: hit.title, url: pageUrl(hit.kind, hit.slug), stub: hit.stub });
    });
  return out;
}

/** What rendering adds to a page record: its body, what the renderer recorded of it and, on an inquiring line, its figure marks. */
export interface BodyParts {
  bodyHtml: string;
  propertiesHtml?: string;
  outline: KbPage['outline'];
  figureMarks?: FigureMark[];
}

/** The parts `renderPageBody` added to a page. */
export function bodyParts(rendered: KbPage): BodyParts {
  const parts: BodyParts = { bodyHtml: rendered.bodyHtml, outline: rendered.outline };
  if (rendered.propertiesHtml !== undefined) parts.propertiesHtml = rendered.propertiesHtml;
  if (rendered.kind === 'inquiry' && rendered.figureMarks !== undefined) parts.figureMarks = rendered.figureMarks;
  return parts;
}

/** `page` with a body rendered before: the page `renderPageBody` gives from the same input, field for field in the same order. */
export function withBodyParts(page: KbPage, parts: BodyParts): KbPage {
  const out: KbPage = { ...page, bodyHtml: parts.bodyHtml, outline: parts.outline };
  if (parts.propertiesHtml !== undefined) out.propertiesHtml = parts.propertiesHtml;
  return out.kind === 'inquiry' && parts.figureMarks !== undefined ? { ...out, figureMarks: parts.figureMarks } : out;
}

/** An inquiring line's claims: its body's sentences with what they cite and quote. */
export function claimsOf(parsed: ParsedFile, refs: ResolvedRefs | undefined): Claim[] {
  return buildClaims(parsed.sentences, parsed.links, refs?.links ?? []);
}

/**
 * The rendered body; when rendering fails (a tree too deep for the HTML stage got past the parse
 * guards), the page's plain text, escaped, so one page never stops the build.
 */
function renderOrEscape(
  parsed: ParsedFile,
  refs: ResolvedRefs | undefined,
  text: string,
  embed: EmbedRenderer | undefined,
  figures: readonly FigureFindingData[],
  mayLeaveOut: (text: string) => boolean,
  blocks: BlockRenderer | undefined,
  words: Ui,
): RenderedBody {
  try {
    const targets = linkTargets(parsed, refs);
    return renderCanvas(parsed.tree, targets, embed, '', words, blocks) ?? renderBody(parsed.tree, targets, embed, figures, mayLeaveOut, blocks, words);
  } catch {
    return renderPlainBody(text, figures, words);
  }
}
