import type { ContentPath, PageKind } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { frontmatterLine } from '../parse/frontmatter-lines.ts';
import type { ParsedFile, ParsedLink } from '../parse/parse-file.ts';
import type { AttachmentIndex } from '../read/attachment-index.ts';
import { ATTACHMENT_RE, isActiveDocument } from '../read/read.ts';
import { kindOf } from '../../kinds/registry.ts';
import type { HeadingChecker } from './headings.ts';
import type { PageIdentity } from './identity.ts';
import { fileName, type PageIndex } from './page-index.ts';

/** A reference that names no written page: what the pages not yet written are made from (`resolveMisses`). */
export interface Miss {
  /** The reference as written. */
  ref: string;
  /** The kind of page the place expects (a Sources entry expects a note); none for a body link. */
  expected: PageKind | undefined;
  /** `true` when written in a vault note: a page made for it is named by the name exactly, as in Obsidian. */
  vault: boolean;
  file: ContentPath;
  line: number;
  /** How the author wrote it, e.g. `[[Title]]` or `sources[2] "Title"`, for the finding. */
  what: string;
}

/** Where a reference points before the pages not yet written are made: a written page by its file, or a miss (its index in `PageResolution.misses`). */
export type Aim = ContentPath | { miss: number };

/**
 * A page's references, each resolved to one `T`: a page (`ResolvedRefs`), or where it aims before
 * the pages not yet written are made (`AimedRefs`); unresolved ones are `null` (links) or left out (lists).
 */
export interface References<T> {
  /** One entry per body wiki link, in `ParsedFile.links` order. */
  links: Array<T | null>;
  /** An inquiring line's written Sources list. */
  sources: T[];
  next: T[];
  related: Array<{ page: T; reason: string }>;
  papers: T[];
  paper?: T;
  /** Body wiki links that name an attachment file: link index → the file's content path. */
  attachments?: Record<number, string>;
}

/** A page's references, each pointing at an `Aim`. */
export type AimedRefs = References<Aim>;

/**
 * One page's references resolved against the written pages, with what the result depends on
 * besides the page's own parse: the lookup keys of every name it looked up (`referenceKeys`; none
 * when the context makes none) and the parses of the pages whose headings it checked.
 */
export interface PageResolution {
  /** The parse it was made from. */
  parsed: ParsedFile;
  refs: AimedRefs;
  misses: Miss[];
  /** Ambiguous links and links to missing or unpublished attachments. */
  findings: Finding[];
  /** Links to a heading the page they open does not have. */
  headingFindings: Finding[];
  keys: string[];
  /** The parses of the pages whose headings a link was checked against. */
  headingSources: ParsedFile[];
}

/** What resolving one page reads of the collection. */
export interface PageContext {
  index: PageIndex;
  /** The attachments, when they are known. */
  files: AttachmentIndex | undefined;
  /** The pages of text files (code, data), by their file: a link to the file opens its page. */
  filePages: ReadonlyMap<string, PageIdentity>;
  headings: HeadingChecker;
  parsedOf: (page: PageIdentity) => ParsedFile | undefined;
  /** The lookup keys of a reference (`referenceKeys`), made once per reference; `undefined` when no one keeps the resolutions, so none are made. */
  keysOf: ((ref: string) => readonly string[]) | undefined;
}

/** A written page's file: what an `Aim` names it by, as its slug and place in the files may change between two resolutions. */
function writtenFile(page: PageIdentity): ContentPath {
  if (page.file === null) throw new Error(`resolvePage: the page index holds the generated page "${page.title}"; only written pages belong in it`);
  return page.file;
}

/** The file, unless it is a document a browser would run (`isActiveDocument`), which is never published as itself. */
function publishable(file: string | undefined): string | undefined {
  return file === undefined || isActiveDocument(file) ? undefined : file;
}

/**
 * Resolves the references of `page` (body links, sources, next, related, papers, a discussion's
 * paper), parsed as `parsed`, against the written pages of `context`; a name no written page has
 * is a `Miss`, left for `resolveMisses`.
 */
export function resolvePage(page: PageIdentity, parsed: ParsedFile, context: PageContext): PageResolution {
  const { index, files, filePages, headings } = context;
  const keys = new Set<string>();
  const misses: Miss[] = [];
  const findings: Finding[] = [];
  const headingFindings: Finding[] = [];
  const headingSources: ParsedFile[] = [];
  const refs: AimedRefs = { links: [], sources: [], next: [], related: [], papers: [] };
  const out: PageResolution = { parsed, refs, misses, findings, headingFindings, keys: [], headingSources };
  const data = parsed.data;
  if (!data) return out;
  const vault = page.vault === true;
  const lookup = (ref: string, expected: PageKind | undefined): ReturnType<PageIndex['lookup']> => {
    if (context.keysOf !== undefined) for (const key of context.keysOf(ref)) keys.add(key);
    return index.lookup(ref, expected, parsed.file);
  };
  // The page a reference names, or the index of its miss.
  const find = (ref: string, expected: PageKind | undefined, line: number | (() => number), what: string): PageIdentity | number => {
    const hit = lookup(ref, expected);
    if (hit?.candidates) {
      const files = hit.candidates.map((p) => p.file ?? p.title);
      const picks = hit.candidates.map((p, i) => `[[${hit.picks?.[i] ?? (p.file ?? p.title).replace(/\.md$/i, '')}]] for ${p.file ?? p.title}`);
      findings.push(
        finding(
          'warning',
          'ambiguous-link',
          parsed.file,
          typeof line === 'number' ? line : line(),
          `${what} could name any of ${files.join(', ')}; it links to ${files[0] ?? ''}, as Obsidian does (same folder first, then the shortest path). To choose, write ${picks.join(', ')}`,
          { data: { ref, candidates: files, picks: hit.picks ?? [] } },
        ),
      );
    }
    if (hit) return hit.page;
    return misses.push({ ref, expected, vault, file: parsed.file, line: typeof line === 'number' ? line : line(), what }) - 1;
  };
  const aimOf = (found: PageIdentity | number): Aim => (typeof found === 'number' ? { miss: found } : writtenFile(found));
  const resolve = (ref: string, expected: PageKind | undefined, line: number | (() => number), what: string): Aim => aimOf(find(ref, expected, line, what));
  // Only a link to a heading is checked; the target's name is made only then. `[[x.base#View]]` names a view of a base, not a heading.
  const checkHeading = (link: ParsedLink, target: PageIdentity): void => {
    if (target.stub || link.heading === undefined || link.embed || /\.base$/i.test(target.file ?? '')) return;
    const source = context.parsedOf(target);
    if (source !== undefined) headingSources.push(source);
    const before = headings.findings.length;
    headings.check(link, parsed.file, { source: target.source, name: target.file === null ? target.title : fileName(target.file) });
    headingFindings.push(...headings.findings.slice(before));
  };
  refs.links = parsed.links.map((link, i): Aim | null => {
    if (link.attachment || ATTACHMENT_RE.test(link.target)) {
      const hit = files?.find(link.target, parsed.file);
      const written = link.attachment ? `the link to "${link.target.startsWith('/') ? `/attachments${link.target}` : link.target}"` : `[[${link.target}]]`;
      // A text file with a page of its own (file-pages.ts) is linked at its page, but from that page itself (its download link).
      const filePage = hit === undefined || hit === parsed.file ? undefined : filePages.get(hit);
      if (filePage !== undefined) return writtenFile(filePage);
      const found = publishable(hit);
      if (found !== undefined) (refs.attachments ??= {})[i] = found;
      else if (files && link.optional !== true)
        findings.push(
          finding(
            'warning',
            'missing-attachment',
            parsed.file,
            link.line,
            `${written} names no attachment file of the content folder (hidden files, Markdown sources and anything outside the folder are never published); it is shown as plain text. Add the file, or fix the path`,
          ),
        );
      else if (link.optional !== true)
        findings.push(
          finding(
            'info',
            'attachment-link',
            parsed.file,
            link.line,
            `[[${link.target}]] names an attachment, which is not published; it is shown as plain text`,
          ),
        );
      return null;
    }
    // A file that is no note and has no page (binary data, a `.md` file that is binary) opens as itself, as in Obsidian, unless a note has the name.
    const file = link.target === '' ? undefined : publishable(files?.find(link.target, parsed.file) ?? files?.find(`${link.target}.md`, parsed.file));
    if (file !== undefined && !filePages.has(file) && lookup(link.target, undefined) === undefined) {
      (refs.attachments ??= {})[i] = file;
      return null;
    }
    // `[[#Heading]]` and `[[#^block]]` link within the page itself.
    if (link.target === '') {
      checkHeading(link, page);
      return writtenFile(page);
    }
    const found = find(link.target, undefined, link.line, `[[${link.target}]]`);
    if (typeof found !== 'number') checkHeading(link, found);
    return aimOf(found);
  });
  const fmLine =
    (key: string, i: number, field?: string): (() => number) =>
    () =>
      frontmatterLine(parsed.yaml, field ? [key, i, field] : [key, i]);
  const kind = kindOf(data.kind);
  refs.related = (kind.relatedRefs?.(data) ?? []).map((r, i) => ({
    page: resolve(r.to, 'note', fmLine('related', i, typeof r === 'object' ? 'to' : undefined), `related[${i}] "${r.to}"`),
    reason: r.reason,
  }));
  for (const { key, refs: written, expected } of kind.refLists?.(data) ?? [])
    refs[key] = written.map((ref, i) => resolve(ref, expected, fmLine(key, i), `${key}[${i}] "${ref}"`));
  const paper = kind.paperRef?.(data);
  if (paper !== undefined) refs.paper = resolve(paper, 'paper', () => frontmatterLine(parsed.yaml, ['paper']), `paper "${paper}"`);
  out.keys = [...keys];
  return out;
}
