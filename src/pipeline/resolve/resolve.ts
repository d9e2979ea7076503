import type { ContentPath, PageKind, Slug } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { slugOrFallback, uniqueSlug, type PageIdentity } from './identity.ts';
import { frontmatterLine } from '../parse/frontmatter-lines.ts';
import { AttachmentIndex } from '../read/attachment-index.ts';
import { ATTACHMENT_RE, isActiveDocument, isMarkdown } from '../read/read.ts';
import type { ParsedFile } from '../parse/parse-file.ts';
import { HeadingChecker } from './headings.ts';
import { fileName, looseKey, PageIndex } from './page-index.ts';
import { pageUrl } from './slug.ts';
import { TitleSuggester } from './suggest.ts';
import { kindOf } from '../../kinds/registry.ts';

/** What the site says of a link to a page that is not published: never the page's name, alias, title or path. */
export const UNPUBLISHED_LINK_PUBLIC = 'a link to a note that is not published; it is shown as plain text';
/** Options of the resolve stage. */
export interface ResolveOptions {
  /** Turn references to unknown pages into generated "not yet written" stubs with a warning, instead of errors. Default: `false`. */
  allowMissing?: boolean;
  /** The attachment files of the content folder (content paths); links to them are published. Default: none known, such links stay text. */
  attachments?: readonly string[];
  /** Titles, aliases and file names of pages that are not published (`publish: false`, drafts): links to them become text with an info finding. Default: none. */
  withheld?: readonly string[];
}

/** A page's references, each resolved to one page; unresolved ones are `null` (links) or left out (lists). */
export interface ResolvedRefs {
  /** One entry per body wiki link, in `ParsedFile.links` order. */
  links: Array<PageIdentity | null>;
  /** An inquiring line's written Sources list. */
  sources: PageIdentity[];
  next: PageIdentity[];
  related: Array<{ page: PageIdentity; reason: string }>;
  papers: PageIdentity[];
  paper?: PageIdentity;
  /** Body wiki links that name an attachment file: link index → the file's content path. */
  attachments?: Record<number, string>;
}

/** Where a reference is written, for its error message. */
interface RefSite {
  file: ContentPath;
  /** The line, or how to find it (frontmatter lines are only looked up when a reference misses). */
  line: number | (() => number);
  /** The kind of page this place expects (a Sources entry expects a note). */
  expected?: PageKind;
  /** How the author wrote it, e.g. `[[Title]]` or `sources[2]`. */
  what: string;
  /** `true` when written in a vault note: a page generated for a missing name is then named by that name exactly, as in Obsidian. */
  vault?: boolean;
}

/** Resolves references one by one, collecting misses as errors (or stubs: under `allowMissing`, and always for a vault note's links). */
class Resolver {
  readonly findings: Finding[] = [];
  readonly stubs: PageIdentity[] = [];
  #suggester: TitleSuggester | undefined;
  #withheld: Set<string> | undefined;

  /** Whether `ref` names a withheld page, by title, alias or file name (with or without its folder and `.md`). */
  #isWithheld(ref: string): boolean {
    this.#withheld ??= new Set((this.options.withheld ?? []).map(looseKey));
    const bare = ref.trim().replace(/\.md$/i, '').split('/').pop() ?? '';
    return this.#withheld.has(looseKey(ref)) || this.#withheld.has(looseKey(bare));
  }

  readonly index: PageIndex;
  readonly taken: Set<string>;
  readonly options: ResolveOptions;

  constructor(index: PageIndex, taken: Set<string>, options: ResolveOptions) {
    this.index = index;
    this.taken = taken;
    this.options = options;
  }

  resolve(ref: string, site: RefSite): PageIdentity | undefined {
    const hit = this.index.lookup(ref, site.expected, site.file);
    if (hit?.candidates) {
      const line = typeof site.line === 'number' ? site.line : site.line();
      const files = hit.candidates.map((p) => p.file ?? p.title);
      const picks = hit.candidates.map((p, i) => `[[${hit.picks?.[i] ?? (p.file ?? p.title).replace(/\.md$/i, '')}]] for ${p.file ?? p.title}`);
      this.findings.push(
        finding(
          'warning',
          'ambiguous-link',
          site.file,
          line,
          `${site.what} could name any of ${files.join(', ')}; it links to ${files[0] ?? ''}, as Obsidian does (same folder first, then the shortest path). To choose, write ${picks.join(', ')}`,
          { data: { ref, candidates: files, picks: hit.picks ?? [] } },
        ),
      );
    }
    if (hit) return hit.page;
    const line = typeof site.line === 'number' ? site.line : site.line();
    if (this.#isWithheld(ref)) {
      this.findings.push(
        finding(
          'info',
          'unpublished-link',
          site.file,
          line,
          `${site.what} names a page that is not published (publish: false, or a draft); it is shown as plain text. Publish that page, or remove the link`,
          { publicMessage: UNPUBLISHED_LINK_PUBLIC },
        ),
      );
      return undefined;
    }
    // A vault note's link to a note not written yet is normal in Obsidian: it always becomes a stub.
    if (this.options.allowMissing || site.vault) {
      const kind = site.expected ?? 'note';
      // A vault note's missing link names a note to be written by its name, as Obsidian creates it.
      const title = site.vault ? fileName(ref.trim()) : ref.trim();
      const stub: PageIdentity = {
        kind,
        title,
        slug: uniqueSlug(slugOrFallback(title).slug, this.taken) as Slug,
        file: null,
        stub: true,
        aliases: [],
        source: -1,
      };
      if (site.vault) stub.vault = true;
      this.index.add(stub);
      this.stubs.push(stub);
      this.findings.push(
        finding(
          'warning',
          'missing-page',
          site.file,
          line,
          `${site.what} names no page of the collection; it links to a generated "not yet written" page at ${pageUrl(kind, stub.slug)}. Write that page, or fix the reference`,
          { slug: stub.slug },
        ),
      );
      return stub;
    }
    this.#suggester ??= new TitleSuggester(this.index.titles());
    const close = this.#suggester.closest(ref);
    const hint = close.length > 0 ? `did you mean ${close.map((t) => `"${t}"`).join(', ')}?` : 'no title comes close; create the page or fix the reference';
    this.findings.push(
      finding(
        'error',
        'unresolved-link',
        site.file,
        line,
        `${site.what} matches no page title, slug or alias; ${hint} (to publish links to notes not written yet as "not yet written" pages, as Obsidian allows, set allowMissing: true in site.config.yaml)`,
        { data: { ref, suggestions: close } },
      ),
    );
    return undefined;
  }
}

/** The file, unless it is a document a browser would run (`isActiveDocument`), which is never published as itself. */
function publishable(file: string | undefined): string | undefined {
  return file === undefined || isActiveDocument(file) ? undefined : file;
}

/** A frontmatter site whose line is looked up only if needed. */
function fmSite(parsed: ParsedFile, key: string, i: number, expected?: PageKind, field?: string): RefSite {
  const site: RefSite = {
    file: parsed.file,
    line: () => frontmatterLine(parsed.yaml, field ? [key, i, field] : [key, i]),
    what: `${key}[${i}] "`,
  };
  if (expected) site.expected = expected;
  return site;
}

function quoteSite(site: RefSite, ref: string): RefSite {
  return { ...site, what: `${site.what}${ref}"` };
}

/**
 * Resolves every reference of every page (body links, sources, next, related, papers, a
 * discussion's paper) to one page. Returns the references per page (aligned with `pages`),
 * the stubs generated under `allowMissing`, and the findings.
 */
export function resolveReferences(
  parsed: readonly ParsedFile[],
  pages: readonly PageIdentity[],
  taken: Set<string>,
  options: ResolveOptions = {},
): { refs: ResolvedRefs[]; stubs: PageIdentity[]; findings: Finding[] } {
  const index = new PageIndex(pages);
  const resolver = new Resolver(index, taken, options);
  const headings = new HeadingChecker((source) => parsed[source]?.tree);
  const files = options.attachments === undefined ? undefined : new AttachmentIndex(options.attachments);
  // The pages of text files (code, data), by their file: a link to the file opens its page.
  const filePages = new Map<string, PageIdentity>(pages.flatMap((page) => (page.file !== null && !isMarkdown(page.file) ? [[page.file, page]] : [])));
  const refs = pages.map((page): ResolvedRefs => {
    const p = parsed[page.source];
    const out: ResolvedRefs = { links: [], sources: [], next: [], related: [], papers: [] };
    if (!p?.data) return out;
    const data = p.data;
    out.links = p.links.map((link, i) => {
      if (link.attachment || ATTACHMENT_RE.test(link.target)) {
        const hit = files?.find(link.target, p.file);
        const written = link.attachment ? `the link to "${link.target.startsWith('/') ? `/attachments${link.target}` : link.target}"` : `[[${link.target}]]`;
        // A text file with a page of its own (file-pages.ts) is linked at its page, but from that page itself (its download link).
        const filePage = hit === undefined || hit === p.file ? undefined : filePages.get(hit);
        if (filePage !== undefined) return filePage;
        const found = publishable(hit);
        if (found !== undefined) (out.attachments ??= {})[i] = found;
        else if (files && link.optional !== true)
          resolver.findings.push(
            finding(
              'warning',
              'missing-attachment',
              p.file,
              link.line,
              `${written} names no attachment file of the content folder (hidden files, Markdown sources and anything outside the folder are never published); it is shown as plain text. Add the file, or fix the path`,
            ),
          );
        else if (link.optional !== true)
          resolver.findings.push(
            finding('info', 'attachment-link', p.file, link.line, `[[${link.target}]] names an attachment, which is not published; it is shown as plain text`),
          );
        return null;
      }
      // A file that is no note and has no page (binary data, a `.md` file that is binary) opens as itself, as in Obsidian, unless a note has the name.
      const file = link.target === '' ? undefined : publishable(files?.find(link.target, p.file) ?? files?.find(`${link.target}.md`, p.file));
      if (file !== undefined && !filePages.has(file) && resolver.index.lookup(link.target, undefined, p.file) === undefined) {
        (out.attachments ??= {})[i] = file;
        return null;
      }
      // `[[#Heading]]` and `[[#^block]]` link within the page itself.
      const site: RefSite = { file: p.file, line: link.line, what: `[[${link.target}]]` };
      if (page.vault) site.vault = true;
      const target = link.target === '' ? page : resolver.resolve(link.target, site);
      // Only a link to a heading is checked; the target's name is made only then.
      // `[[x.base#View]]` names a view of a base, not a heading.
      if (target && !target.stub && link.heading !== undefined && !/\.base$/i.test(target.file ?? ''))
        headings.check(link, p.file, { source: target.source, name: target.file === null ? target.title : fileName(target.file) });
      return target ?? null;
    });
    const list = (items: readonly string[], key: string, expected?: PageKind): PageIdentity[] =>
      items.flatMap((ref, i) => resolver.resolve(ref, quoteSite(fmSite(p, key, i, expected), ref)) ?? []);
    const kind = kindOf(data.kind);
    out.related = (kind.relatedRefs?.(data) ?? []).flatMap((r, i) => {
      const hit = resolver.resolve(r.to, quoteSite(fmSite(p, 'related', i, 'note', typeof r === 'object' ? 'to' : undefined), r.to));
      return hit ? [{ page: hit, reason: r.reason }] : [];
    });
    for (const { key, refs, expected } of kind.refLists?.(data) ?? []) out[key] = list(refs, key, expected);
    const paper = kind.paperRef?.(data);
    if (paper !== undefined) {
      const hit = resolver.resolve(paper, { file: p.file, line: () => frontmatterLine(p.yaml, ['paper']), expected: 'paper', what: `paper "${paper}"` });
      if (hit) out.paper = hit;
    }
    return out;
  });
  return { refs, stubs: resolver.stubs, findings: [...index.findings, ...resolver.findings, ...headings.findings] };
}
