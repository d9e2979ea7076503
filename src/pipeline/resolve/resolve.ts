import type { Finding } from '../../schemas/finding.ts';
import type { ParsedFile } from '../parse/parse-file.ts';
import { AttachmentIndex } from '../read/attachment-index.ts';
import { isMarkdown } from '../read/read.ts';
import { HeadingChecker } from './headings.ts';
import type { PageIdentity } from './identity.ts';
import { PageIndex, referenceKeys } from './page-index.ts';
import type { ResolveMemo } from './resolve-memo.ts';
import { type Aim, type PageContext, type References, resolvePage } from './resolve-page.ts';
import { resolveMisses } from './stubs.ts';

export { UNPUBLISHED_LINK_PUBLIC } from './stubs.ts';

/** Options of the resolve stage. */
export interface ResolveOptions {
  /** Turn references to unknown pages into generated "not yet written" stubs with a warning, instead of errors. Default: `false`. */
  allowMissing?: boolean;
  /** The attachment files of the content folder (content paths); links to them are published. Default: none known, such links stay text. */
  attachments?: readonly string[];
  /** Titles, aliases and file names of pages that are not published (`publish: false`, drafts): links to them become text with an info finding. Default: none. */
  withheld?: readonly string[];
}

/** A page's references, each resolved to one page (see `References`). */
export type ResolvedRefs = References<PageIdentity>;

/**
 * Resolves every reference of every page (body links, sources, next, related, papers, a
 * discussion's paper) to one page, in two steps: each written page's references against the
 * written pages (`resolvePage`), then the names no written page has, to the pages made for them
 * (`resolveMisses`, whose result depends on those names only, never on which page wrote them
 * first). Returns the references per page (aligned with `pages`), the stubs generated, and the
 * findings. With `memo`, a page whose references cannot resolve differently since the memo's
 * last resolution keeps its first step's result (see `ResolveMemo`); the result is the same.
 */
export function resolveReferences(
  parsed: readonly ParsedFile[],
  pages: readonly PageIdentity[],
  taken: Set<string>,
  options: ResolveOptions = {},
  memo?: ResolveMemo,
): { refs: ResolvedRefs[]; stubs: PageIdentity[]; findings: Finding[] } {
  const index = memo?.pageIndex(pages) ?? new PageIndex(pages);
  const parsedOf = (page: PageIdentity): ParsedFile | undefined => (page.source >= 0 ? parsed[page.source] : undefined);
  const headings = new HeadingChecker((source) => parsed[source]?.tree);
  const files = options.attachments === undefined ? undefined : new AttachmentIndex(options.attachments);
  // The pages of text files (code, data), by their file: a link to the file opens its page.
  const filePages = new Map<string, PageIdentity>(pages.flatMap((page) => (page.file !== null && !isMarkdown(page.file) ? [[page.file, page]] : [])));
  // What every page's references read besides the pages: a change here resolves them all again.
  const surroundings = [...(options.attachments ?? ['\u0000none']), '\u0000pages', ...filePages.keys()];
  const kept = memo?.reusable(pages, parsedOf, surroundings) ?? (() => undefined);
  const keys = new Map<string, readonly string[]>();
  const keysOf = (ref: string): readonly string[] => {
    let found = keys.get(ref);
    if (found === undefined) keys.set(ref, (found = referenceKeys(ref)));
    return found;
  };
  const context: PageContext = { index, files, filePages, headings, parsedOf, keysOf: memo === undefined ? undefined : keysOf };
  const resolutions = pages.map((page) => {
    const p = parsedOf(page);
    return p === undefined ? undefined : (kept(page) ?? resolvePage(page, p, context));
  });
  memo?.keep(pages, resolutions, surroundings, headings.exhausted);
  const misses = resolutions.flatMap((r) => r?.misses ?? []);
  const missed = resolveMisses(misses, taken, () => index.titles(), options);
  const byFile = new Map<string, PageIdentity>(pages.flatMap((page) => (page.file === null ? [] : [[page.file, page]])));
  let offset = 0;
  const refs = resolutions.map((resolution): ResolvedRefs => {
    if (resolution === undefined) return { links: [], sources: [], next: [], related: [], papers: [] };
    // Kept while its resolution and every page it can point to are: it points to written pages only, each identified as before.
    const kept = memo?.refsOf(resolution, index, byFile);
    if (kept !== undefined) {
      offset += resolution.misses.length;
      return kept;
    }
    const first = offset;
    offset += resolution.misses.length;
    const target = (aim: Aim): PageIdentity | undefined => (typeof aim === 'string' ? byFile.get(aim) : missed.targets[first + aim.miss]);
    const list = (aims: readonly Aim[]): PageIdentity[] => aims.flatMap((aim) => target(aim) ?? []);
    const { refs: aimed } = resolution;
    const out: ResolvedRefs = {
      links: aimed.links.map((aim) => (aim === null ? null : (target(aim) ?? null))),
      sources: list(aimed.sources),
      next: list(aimed.next),
      related: aimed.related.flatMap(({ page: aim, reason }) => {
        const page = target(aim);
        return page ? [{ page, reason }] : [];
      }),
      papers: list(aimed.papers),
    };
    const paper = aimed.paper === undefined ? undefined : target(aimed.paper);
    if (paper) out.paper = paper;
    if (aimed.attachments) out.attachments = aimed.attachments;
    memo?.keepRefs(resolution, index, out);
    return out;
  });
  const findings = [
    ...index.findings,
    ...resolutions.flatMap((r) => r?.findings ?? []),
    ...missed.findings,
    ...resolutions.flatMap((r) => r?.headingFindings ?? []),
  ];
  return { refs, stubs: missed.stubs, findings };
}
