import type { ContentPath } from '../../schemas/brand.ts';
import type { ParsedFile } from '../parse/parse-file.ts';
import type { PageIdentity } from './identity.ts';
import { identityKeys, PageIndex } from './page-index.ts';
import type { PageResolution } from './resolve-page.ts';
import type { ResolvedRefs } from './resolve.ts';

/** Whether two identities of one file answer the same lookups and show the same. */
function sameIdentity(a: PageIdentity, b: PageIdentity): boolean {
  return (
    a.kind === b.kind &&
    a.title === b.title &&
    a.slug === b.slug &&
    a.stub === b.stub &&
    a.vault === b.vault &&
    a.aliases.length === b.aliases.length &&
    a.aliases.every((alias, i) => alias === b.aliases[i])
  );
}

/** Whether two identities answer every lookup alike: the same identity of the same file, at the same place among the parsed files. */
function samePlace(a: PageIdentity, b: PageIdentity | undefined): boolean {
  return b !== undefined && a.file === b.file && a.source === b.source && sameIdentity(a, b);
}

/** Whether every page `refs` point to is a written page identified now as it was (`byFile`). */
function pointsAsBefore(refs: ResolvedRefs, byFile: ReadonlyMap<string, PageIdentity>): boolean {
  const same = (page: PageIdentity | null): boolean => {
    if (page === null) return true;
    const now = page.file === null ? undefined : byFile.get(page.file);
    return now !== undefined && sameIdentity(page, now);
  };
  return (
    refs.links.every(same) &&
    refs.sources.every(same) &&
    refs.next.every(same) &&
    refs.papers.every(same) &&
    refs.related.every((r) => same(r.page)) &&
    (refs.paper === undefined || same(refs.paper))
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((item, i) => item === b[i]));
}

/**
 * The written pages' resolutions (`resolvePage`) kept from the latest resolution of a collection,
 * so that the next one resolves again only the pages whose references can resolve differently:
 * the pages whose parse changed; the pages that looked up a name some page's identity (kind,
 * title, slug, aliases, file) answers before or after the change, found through an index from each
 * lookup key to the pages that looked it up; the pages that checked a heading link against a
 * page whose parse changed. A change of the attachments or of the text files with pages, or a
 * resolution whose heading suggestions ran out of budget, resolves every page again.
 */
export class ResolveMemo {
  #pages = new Map<ContentPath, PageResolution>();
  #identities = new Map<ContentPath, PageIdentity>();
  /** Lookup key → the files whose kept resolution looked it up. */
  readonly #readers = new Map<string, Set<ContentPath>>();
  #surroundings: readonly string[] = [];
  /** Each resolution's references as resolved against an index: the same while both are (see `refsOf`). */
  readonly #refs = new WeakMap<PageResolution, { index: PageIndex; refs: ResolvedRefs }>();
  /** The index of the latest resolution's pages, with those pages. */
  #index: { pages: readonly PageIdentity[]; index: PageIndex } | null = null;
  #whole = true;
  #made = 0;
  #reused = 0;

  /**
   * Which kept resolutions still hold for `pages` (the written pages as now identified, each parsed
   * as `parsedOf` gives) with `surroundings` (the attachments and the files with pages): a
   * function from a page to its kept resolution, `undefined` where it must be made again.
   */
  reusable(
    pages: readonly PageIdentity[],
    parsedOf: (page: PageIdentity) => ParsedFile | undefined,
    surroundings: readonly string[],
  ): (page: PageIdentity) => PageResolution | undefined {
    if (this.#whole || !sameList(surroundings, this.#surroundings)) return () => undefined;
    const touched = new Set<string>();
    const now = new Set<ContentPath>();
    const current = new Map<ContentPath, ParsedFile | undefined>();
    for (const page of pages) {
      if (page.file === null) continue;
      now.add(page.file);
      current.set(page.file, parsedOf(page));
      const before = this.#identities.get(page.file);
      if (before !== undefined && sameIdentity(before, page)) continue;
      for (const key of identityKeys(page)) touched.add(key);
      if (before !== undefined) for (const key of identityKeys(before)) touched.add(key);
    }
    for (const [file, before] of this.#identities) if (!now.has(file)) for (const key of identityKeys(before)) touched.add(key);
    const stale = new Set<ContentPath>();
    for (const key of touched) for (const file of this.#readers.get(key) ?? []) stale.add(file);
    return (page) => {
      if (page.file === null || stale.has(page.file)) return undefined;
      const kept = this.#pages.get(page.file);
      if (kept === undefined || kept.parsed !== current.get(page.file)) return undefined;
      return kept.headingSources.every((source) => current.get(source.file) === source) ? kept : undefined;
    };
  }

  /**
   * The index of `pages` (`new PageIndex(pages)`): the latest one while every page is identified as
   * it was, in the same place (a save that changes no title, alias, slug, kind or file), with the
   * lookups it has answered.
   */
  pageIndex(pages: readonly PageIdentity[]): PageIndex {
    const last = this.#index;
    if (last !== null && last.pages.length === pages.length && pages.every((page, i) => samePlace(page, last.pages[i]))) return last.index;
    const index = new PageIndex(pages);
    this.#index = { pages, index };
    return index;
  }

  /**
   * The references `resolution` gave last, while they are what it gives now: the same resolution,
   * no name in it left for a page not yet written (whose stub is made anew each time), and either
   * the same index (`pageIndex`: every page identified as before) or, after a page was added,
   * removed or renamed, every page it points to identified as before (`byFile`: the pages as now
   * identified, by file; a page's place among the files, which moves, is not part of what the
   * references show). `undefined` otherwise.
   */
  refsOf(resolution: PageResolution, index: PageIndex, byFile: ReadonlyMap<string, PageIdentity>): ResolvedRefs | undefined {
    const kept = this.#refs.get(resolution);
    if (kept === undefined || resolution.misses.length > 0) return undefined;
    if (kept.index === index) return kept.refs;
    if (!pointsAsBefore(kept.refs, byFile)) return undefined;
    this.#refs.set(resolution, { index, refs: kept.refs });
    return kept.refs;
  }

  /** Keeps the references `resolution` gave against `index`, for `refsOf`. */
  keepRefs(resolution: PageResolution, index: PageIndex, refs: ResolvedRefs): void {
    this.#refs.set(resolution, { index, refs });
  }

  /** Keeps the resolution of `pages` (`resolutions` aligned with it) for the next; `whole`: the next resolves every page again. */
  keep(pages: readonly PageIdentity[], resolutions: ReadonlyArray<PageResolution | undefined>, surroundings: readonly string[], whole: boolean): void {
    const next = new Map<ContentPath, PageResolution>();
    const identities = new Map<ContentPath, PageIdentity>();
    pages.forEach((page, i) => {
      const resolution = resolutions[i];
      if (page.file === null || resolution === undefined) return;
      next.set(page.file, resolution);
      identities.set(page.file, page);
      const before = this.#pages.get(page.file);
      if (before === resolution) {
        this.#reused += 1;
        return;
      }
      this.#made += 1;
      if (before !== undefined) this.#unread(page.file, before);
      for (const key of resolution.keys) {
        const readers = this.#readers.get(key);
        if (readers) readers.add(page.file);
        else this.#readers.set(key, new Set([page.file]));
      }
    });
    for (const [file, before] of this.#pages) if (!next.has(file)) this.#unread(file, before);
    this.#pages = next;
    this.#identities = identities;
    this.#surroundings = surroundings;
    this.#whole = whole;
  }

  /** Pages resolved again and resolutions kept since the last call; starts counting again. */
  takeCounts(): { made: number; reused: number } {
    const counts = { made: this.#made, reused: this.#reused };
    this.#made = 0;
    this.#reused = 0;
    return counts;
  }

  #unread(file: ContentPath, resolution: PageResolution): void {
    for (const key of resolution.keys) {
      const readers = this.#readers.get(key);
      readers?.delete(file);
      if (readers?.size === 0) this.#readers.delete(key);
    }
  }
}
