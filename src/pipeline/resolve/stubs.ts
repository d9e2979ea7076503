import type { Slug } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { compare, finding } from '../finding.ts';
import { slugOrFallback, uniqueSlug, type PageIdentity } from './identity.ts';
import { fileName, looseKey, PageIndex } from './page-index.ts';
import type { Miss } from './resolve-page.ts';
import { pageUrl } from './slug.ts';
import { TitleSuggester } from './suggest.ts';

/** What the site says of a link to a page that is not published: never the page's name, alias, title or path. */
export const UNPUBLISHED_LINK_PUBLIC = 'a link to a note that is not published; it is shown as plain text';

/** Options of making the pages not yet written. */
export interface MissOptions {
  /** Turn references to unknown pages into generated "not yet written" stubs with a warning, instead of errors. Default: `false`. */
  allowMissing?: boolean | undefined;
  /** Titles, aliases and file names of pages that are not published: links to them become text with an info finding. Default: none. */
  withheld?: readonly string[] | undefined;
}

/** The pages made for the misses, and for each miss (by its place in the list given) the page it now names, if any. */
export interface MissesResolved {
  stubs: PageIdentity[];
  targets: Array<PageIdentity | undefined>;
  findings: Finding[];
}

/** A miss's key: what decides the page it names (the reference, the kind expected, whether a vault note wrote it). */
function missKey(miss: Miss): string {
  return `${miss.vault ? 1 : 0}\u0000${miss.expected ?? ''}\u0000${miss.ref}`;
}

/**
 * Resolves the references no written page answers (`misses`, in page order): each distinct one,
 * in the order of its text (never the order of the pages that write it), names a page made
 * for it before (a vault note's missing link by its name, another by its title or slug), or a
 * withheld page (shown as text), or a new "not yet written" page (a vault note's link, or any under
 * `allowMissing`), whose slug is the first free one after the written pages' (`taken`, added
 * to); else it is an error with the closest of `titles`. So the pages made and their slugs depend
 * on the set of misses only. Findings: the first place (in page order) that made a page, every
 * place that names a withheld page, every error.
 */
export function resolveMisses(misses: readonly Miss[], taken: Set<string>, titles: () => readonly string[], options: MissOptions = {}): MissesResolved {
  const stubs: PageIdentity[] = [];
  const index = new PageIndex([]);
  const withheld = new Set((options.withheld ?? []).map(looseKey));
  const isWithheld = (ref: string): boolean => {
    const bare = ref.trim().replace(/\.md$/i, '').split('/').pop() ?? '';
    return withheld.has(looseKey(ref)) || withheld.has(looseKey(bare));
  };
  const byKey = new Map<string, Miss>();
  for (const miss of misses) {
    const key = missKey(miss);
    if (!byKey.has(key)) byKey.set(key, miss);
  }
  type Outcome = { page: PageIdentity; made: boolean } | 'withheld' | 'unresolved';
  const outcomes = new Map<string, Outcome>();
  for (const key of [...byKey.keys()].sort(compare)) {
    const miss = byKey.get(key);
    if (miss === undefined) continue;
    const hit = index.lookup(miss.ref, miss.expected);
    if (hit) outcomes.set(key, { page: hit.page, made: false });
    else if (isWithheld(miss.ref)) outcomes.set(key, 'withheld');
    else if (options.allowMissing || miss.vault) {
      const kind = miss.expected ?? 'note';
      // A vault note's missing link names a note to be written by its name, as Obsidian creates it.
      const title = miss.vault ? fileName(miss.ref.trim()) : miss.ref.trim();
      const stub: PageIdentity = { kind, title, slug: uniqueSlug(slugOrFallback(title).slug, taken) as Slug, file: null, stub: true, aliases: [], source: -1 };
      if (miss.vault) stub.vault = true;
      index.add(stub);
      stubs.push(stub);
      outcomes.set(key, { page: stub, made: true });
    } else outcomes.set(key, 'unresolved');
  }
  const findings: Finding[] = [...index.findings];
  const told = new Set<PageIdentity>();
  let suggester: TitleSuggester | undefined;
  const targets = misses.map((miss): PageIdentity | undefined => {
    const outcome = outcomes.get(missKey(miss));
    if (outcome === 'withheld') {
      findings.push(
        finding(
          'info',
          'unpublished-link',
          miss.file,
          miss.line,
          `${miss.what} names a page that is not published (publish: false, or a draft); it is shown as plain text. Publish that page, or remove the link`,
          { publicMessage: UNPUBLISHED_LINK_PUBLIC },
        ),
      );
      return undefined;
    }
    if (outcome === 'unresolved' || outcome === undefined) {
      suggester ??= new TitleSuggester(titles());
      const close = suggester.closest(miss.ref);
      const hint = close.length > 0 ? `did you mean ${close.map((t) => `"${t}"`).join(', ')}?` : 'no title comes close; create the page or fix the reference';
      findings.push(
        finding(
          'error',
          'unresolved-link',
          miss.file,
          miss.line,
          `${miss.what} matches no page title, slug or alias; ${hint} (to publish links to notes not written yet as "not yet written" pages, as Obsidian allows, set allowMissing: true in site.config.yaml)`,
          { data: { ref: miss.ref, suggestions: close } },
        ),
      );
      return undefined;
    }
    const { page, made } = outcome;
    if (made && !told.has(page)) {
      told.add(page);
      findings.push(
        finding(
          'warning',
          'missing-page',
          miss.file,
          miss.line,
          `${miss.what} names no page of the collection; it links to a generated "not yet written" page at ${pageUrl(page.kind, page.slug)}. Write that page, or fix the reference`,
          { slug: page.slug },
        ),
      );
    }
    return page;
  });
  return { stubs, targets, findings };
}
