import path from 'node:path';
import { RESOLVE_PREFERENCE } from '../../core/kinds.ts';
import type { ContentPath, PageKind, Slug } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { compare, finding } from '../finding.ts';
import { slugOrFallback, uniqueSlug, type PageIdentity } from './identity.ts';
import { frontmatterLine } from '../parse/frontmatter-lines.ts';
import { ATTACHMENT_RE } from '../read/read.ts';
import type { ParsedFile } from '../parse/parse-file.ts';
import { matchKey, pageUrl } from './slug.ts';
import { TitleSuggester } from './suggest.ts';

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
}

/**
 * The attachment a link from `from` names: a path starting with `/` is read from the content
 * folder only; any other is read from the linking file's folder, then from the content folder,
 * then (as Obsidian does) as the first file of that name in path order. Only listed files
 * (`scanContent`) can match, so no link reaches a hidden file, a page's source or outside the folder.
 */
function findAttachment(ref: string, files: readonly string[], from: string): string | undefined {
  const wanted = ref.trim();
  if (wanted.startsWith('/')) return files.find((f) => f === wanted.slice(1));
  const near = path.posix.normalize(path.posix.join(path.posix.dirname(from), wanted));
  const name = wanted.split('/').pop() ?? wanted;
  return files.find((f) => f === near) ?? files.find((f) => f === wanted.replace(/^\.\//, '')) ?? files.find((f) => (f.split('/').pop() ?? f) === name);
}

/** The key a reference or title is looked up by; an all-emoji title keys by its own text. */
function keyOf(text: string): string {
  return matchKey(text) || text.normalize('NFKC').trim();
}

/** A content path as a link may write it: without leading `./` or `/` and `.md`, NFC, lower-cased. */
function pathKey(path: string): string {
  return path.trim().replace(/^\.?\//, '').replace(/\.md$/i, '').normalize('NFC').toLowerCase();
}

/** The folder of a content path, `''` at the top of the content folder. */
function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

/** What a lookup found: the page, and every page the reference could mean when it is ambiguous. */
export interface Lookup {
  page: PageIdentity;
  /** Set when several files share the name: all of them, the chosen one first. */
  candidates?: PageIdentity[];
}

/**
 * Among pages sharing a name, the one Obsidian opens from `from`: the one in the linking file's
 * folder, else the one with the shortest path (fewest folders, then fewest characters, then path order).
 */
function nearest(pool: readonly PageIdentity[], from: ContentPath | undefined): PageIdentity[] {
  const here = from === undefined ? undefined : folderOf(from);
  const depth = (p: PageIdentity): number => (p.file ?? '').split('/').length;
  const rank = (p: PageIdentity): number => (here !== undefined && p.file !== null && folderOf(p.file) === here ? 0 : 1);
  return [...pool].sort((a, b) => rank(a) - rank(b) || depth(a) - depth(b) || (a.file ?? '').length - (b.file ?? '').length || compare(a.file ?? '', b.file ?? ''));
}

/** Every page by title, slug, alias and vault path: the one place a reference turns into a page. */
export class PageIndex {
  readonly #byTitle = new Map<string, PageIdentity[]>();
  readonly #bySlug = new Map<string, PageIdentity>();
  readonly #byAlias = new Map<string, PageIdentity>();
  readonly #byPath = new Map<string, PageIdentity>();
  readonly #all: PageIdentity[] = [];
  readonly findings: Finding[] = [];

  /** Indexes `pages`; two pages of one kind with the same title are an error naming both files, unless one is a vault note (Obsidian tells them apart by folder). */
  constructor(pages: readonly PageIdentity[]) {
    for (const page of pages) this.add(page);
    for (const page of pages) {
      for (const alias of page.aliases) {
        const key = keyOf(alias);
        const other = this.#byAlias.get(key);
        if (other && other !== page) {
          this.findings.push(finding('warning', 'duplicate-alias', page.file, null, `alias "${alias}" is also an alias of ${other.file ?? other.title}; links using it go to that page. Remove it from one of them`, { slug: page.slug }));
        } else if (!this.#byTitle.has(key)) {
          this.#byAlias.set(key, page);
        }
      }
    }
  }

  /** Adds a page (generated stubs are added while resolving). */
  add(page: PageIdentity): void {
    const key = keyOf(page.title);
    const same = this.#byTitle.get(key);
    const clash = page.vault ? undefined : same?.find((p) => p.kind === page.kind && !p.vault);
    if (clash) {
      this.findings.push(finding('error', 'duplicate-title', page.file, null, `the title "${page.title}" is also the title of ${clash.file ?? 'a generated page'} (titles match ignoring case and punctuation); retitle one of them or merge the two files`, { slug: page.slug }));
    }
    if (same) same.push(page);
    else this.#byTitle.set(key, [page]);
    this.#bySlug.set(page.slug, page);
    if (page.file !== null) this.#byPath.set(pathKey(page.file), page);
    this.#all.push(page);
  }

  /**
   * The page `ref` names, as Obsidian resolves it: an exact vault path (`Plugins/Templates`), then
   * a title, slug or alias; a path that is not exact names the file by its last part. `expected`
   * picks among pages of several kinds sharing a title, `from` (the linking file) among files
   * sharing a name.
   */
  lookup(ref: string, expected?: PageKind, from?: ContentPath): Lookup | undefined {
    const trimmed = ref.trim();
    const pathLike = trimmed.includes('/') || /\.md$/i.test(trimmed);
    if (pathLike) {
      const exact = this.#byPath.get(pathKey(trimmed));
      if (exact) return { page: exact };
    }
    const titled = this.#byTitle.get(keyOf(trimmed));
    if (titled && titled.length > 0) {
      const order = expected ? [expected, ...RESOLVE_PREFERENCE] : RESOLVE_PREFERENCE;
      for (const kind of order) {
        const ofKind = titled.filter((p) => p.kind === kind);
        const written = ofKind.filter((p) => !p.stub);
        const pool = written.length > 0 ? written : ofKind;
        const [first] = pool;
        if (first === undefined) continue;
        if (pool.length === 1) return { page: first };
        const ranked = nearest(pool, from);
        const chosen = ranked[0] ?? first;
        // `[[README]]` from the top folder names `README.md` there by its exact path: no ambiguity.
        if (chosen.file !== null && pathKey(chosen.file) === pathKey(trimmed)) return { page: chosen };
        return { page: chosen, candidates: ranked };
      }
    }
    const hit = this.#bySlug.get(trimmed.toLowerCase()) ?? this.#byAlias.get(keyOf(trimmed));
    if (hit) return { page: hit };
    if (!pathLike) return undefined;
    // `[[folder/Note]]` that is not a full path: the file named `Note`, preferring one whose path ends so.
    const bare = trimmed.replace(/\.md$/i, '').split('/').pop() ?? '';
    if (bare === '' || bare === trimmed) return undefined;
    const found = this.lookup(bare, expected, from);
    if (!found?.candidates) return found;
    const tail = `/${pathKey(trimmed)}`;
    const ending = found.candidates.filter((p) => `/${pathKey(p.file ?? '')}`.endsWith(tail));
    const [only] = ending;
    return ending.length === 1 && only ? { page: only } : found;
  }

  /** Every indexed title, in index order (for suggestions). */
  titles(): string[] {
    return this.#all.map((p) => p.title);
  }
}

/** Resolves references one by one, collecting misses as errors (or stubs under `allowMissing`). */
class Resolver {
  readonly findings: Finding[] = [];
  readonly stubs: PageIdentity[] = [];
  #suggester: TitleSuggester | undefined;
  #withheld: Set<string> | undefined;

  /** Whether `ref` names a withheld page, by title, alias or file name (with or without its folder and `.md`). */
  #isWithheld(ref: string): boolean {
    this.#withheld ??= new Set((this.options.withheld ?? []).map(keyOf));
    const bare = ref.trim().replace(/\.md$/i, '').split('/').pop() ?? '';
    return this.#withheld.has(keyOf(ref)) || this.#withheld.has(keyOf(bare));
  }

  constructor(
    readonly index: PageIndex,
    readonly taken: Set<string>,
    readonly options: ResolveOptions,
  ) {}

  resolve(ref: string, site: RefSite): PageIdentity | undefined {
    const hit = this.index.lookup(ref, site.expected, site.file);
    if (hit?.candidates) {
      const line = typeof site.line === 'number' ? site.line : site.line();
      const files = hit.candidates.map((p) => p.file ?? p.title);
      this.findings.push(finding('warning', 'ambiguous-link', site.file, line, `${site.what} could name any of ${files.join(', ')}; it links to ${files[0] ?? ''}, as Obsidian does (same folder first, then the shortest path). Write the path, e.g. [[${(files[0] ?? '').replace(/\.md$/i, '')}]], to choose`, { data: { ref, candidates: files } }));
    }
    if (hit) return hit.page;
    const line = typeof site.line === 'number' ? site.line : site.line();
    if (this.#isWithheld(ref)) {
      this.findings.push(finding('info', 'unpublished-link', site.file, line, `${site.what} names a page that is not published (publish: false, or a draft); it is shown as plain text. Publish that page, or remove the link`));
      return undefined;
    }
    if (this.options.allowMissing) {
      const kind = site.expected ?? 'note';
      const title = ref.trim();
      const stub: PageIdentity = { kind, title, slug: uniqueSlug(slugOrFallback(title).slug, this.taken) as Slug, file: null, stub: true, aliases: [], source: -1 };
      this.index.add(stub);
      this.stubs.push(stub);
      this.findings.push(finding('warning', 'missing-page', site.file, line, `${site.what} names no page of the collection; it links to a generated "not yet written" page at ${pageUrl(kind, stub.slug)}. Write that page, or fix the reference`, { slug: stub.slug }));
      return stub;
    }
    this.#suggester ??= new TitleSuggester(this.index.titles());
    const close = this.#suggester.closest(ref);
    const hint = close.length > 0 ? `did you mean ${close.map((t) => `"${t}"`).join(', ')}?` : 'no title comes close; create the page or fix the reference';
    this.findings.push(finding('error', 'unresolved-link', site.file, line, `${site.what} matches no page title, slug or alias; ${hint} (to publish links to notes not written yet as "not yet written" pages, as Obsidian allows, set allowMissing: true in site.config.yaml)`, { data: { ref, suggestions: close } }));
    return undefined;
  }
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
  const refs = pages.map((page): ResolvedRefs => {
    const p = parsed[page.source];
    const out: ResolvedRefs = { links: [], sources: [], next: [], related: [], papers: [] };
    if (!p?.data) return out;
    const data = p.data;
    out.links = p.links.map((link, i) => {
      if (link.attachment || ATTACHMENT_RE.test(link.target)) {
        const files = options.attachments;
        const found = files ? findAttachment(link.target, files, p.file) : undefined;
        const written = link.attachment ? `the link to "${link.target.startsWith('/') ? `/attachments${link.target}` : link.target}"` : `[[${link.target}]]`;
        if (found !== undefined) (out.attachments ??= {})[i] = found;
        else if (files) resolver.findings.push(finding('warning', 'missing-attachment', p.file, link.line, `${written} names no attachment file of the content folder (hidden files, Markdown sources and anything outside the folder are never published); it is shown as plain text. Add the file, or fix the path`));
        else resolver.findings.push(finding('info', 'attachment-link', p.file, link.line, `[[${link.target}]] names an attachment, which is not published; it is shown as plain text`));
        return null;
      }
      // `[[#Heading]]` and `[[#^block]]` link within the page itself.
      if (link.target === '') return page;
      return resolver.resolve(link.target, { file: p.file, line: link.line, what: `[[${link.target}]]` }) ?? null;
    });
    const list = (items: readonly string[], key: string, expected?: PageKind): PageIdentity[] =>
      items.flatMap((ref, i) => resolver.resolve(ref, quoteSite(fmSite(p, key, i, expected), ref)) ?? []);
    if (data.kind === 'inquiry') {
      out.sources = list(data.sources, 'sources', 'note');
      out.next = list(data.next, 'next', 'inquiry');
    } else if (data.kind === 'note') {
      out.related = data.related.flatMap((r, i) => {
        const hit = resolver.resolve(r.to, quoteSite(fmSite(p, 'related', i, 'note', typeof r === 'object' ? 'to' : undefined), r.to));
        return hit ? [{ page: hit, reason: r.reason }] : [];
      });
      out.papers = list(data.papers, 'papers', 'paper');
    } else if (data.kind === 'discussion' && data.paper !== undefined) {
      const hit = resolver.resolve(data.paper, { file: p.file, line: () => frontmatterLine(p.yaml, ['paper']), expected: 'paper', what: `paper "${data.paper}"` });
      if (hit) out.paper = hit;
    }
    return out;
  });
  return { refs, stubs: resolver.stubs, findings: [...index.findings, ...resolver.findings] };
}
