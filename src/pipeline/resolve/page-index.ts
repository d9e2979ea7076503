import path from 'node:path';
import { resolvePreference } from '../../core/kinds.ts';
import { isPageSource, namesByExtension } from '../../core/page-source.ts';
import type { ContentPath, PageKind } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { compare, finding } from '../finding.ts';
import type { PageIdentity } from './identity.ts';
import { matchKey, nameKey } from './slug.ts';

/**
 * Of the files a reference names, the ones Obsidian opens first: a note (board, base) before a code
 * or text file of the same name (`[[Dockerfile]]`, `[[config.json.md]]`), and that file first when
 * the reference carries its extension (`[[config.json]]`); all of them when none is preferred.
 */
function byExtension(files: readonly PageIdentity[], ref: string): readonly PageIdentity[] {
  const sources = files.filter((p) => p.file === null || isPageSource(p.file));
  const preferred = namesByExtension(ref) ? files.filter((p) => !sources.includes(p)) : sources;
  return preferred.length > 0 ? preferred : files;
}

/** What a lookup found: the page, and every page the reference could mean when it is ambiguous. */
export interface Lookup {
  page: PageIdentity;
  /** Set when several files share the name: all of them, the chosen one first. */
  candidates?: PageIdentity[];
  /** With `candidates`: for each, the shortest reference that names it alone (`Plugins/Templates`). */
  picks?: string[];
}

/** The key a research-format title is looked up by (`matchKey`); an all-emoji title keys by its own text. */
export function looseKey(text: string): string {
  return matchKey(text) || text.normalize('NFKC').trim();
}

/** A content path as a link may write it: without leading `./` or `/` and `.md`, by `nameKey`. */
export function pathKey(file: string): string {
  return nameKey(
    file
      .trim()
      .replace(/^\.?\//, '')
      .replace(/\.md$/i, ''),
  );
}

/** A file's name as Obsidian links it: the last part of its path, without `.md`. */
export function fileName(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.md$/i, '');
}

/** The folder of a content path, `''` at the top of the content folder. */
function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

/**
 * Among files sharing a name, the one Obsidian opens from `from`: the one in the linking file's
 * folder, else the one with the shortest path (fewest folders, then fewest characters, then path order).
 */
function nearest(pool: readonly PageIdentity[], from: ContentPath | undefined): PageIdentity[] {
  const here = from === undefined ? undefined : folderOf(from);
  const depth = (p: PageIdentity): number => (p.file ?? '').split('/').length;
  const rank = (p: PageIdentity): number => (here !== undefined && p.file !== null && folderOf(p.file) === here ? 0 : 1);
  return [...pool].sort(
    (a, b) => rank(a) - rank(b) || depth(a) - depth(b) || (a.file ?? '').length - (b.file ?? '').length || compare(a.file ?? '', b.file ?? ''),
  );
}

/** Whether `file` ends with the path `written` (whole folder names only). */
function endsWithPath(file: string, written: string): boolean {
  return `/${pathKey(file)}`.endsWith(`/${pathKey(written)}`);
}

/** The shortest end of `file`'s path that no other of `same` (files of one name) ends with: what a link writes to name it alone. */
function pickingText(file: string, same: readonly PageIdentity[]): string {
  const parts = file.replace(/\.md$/i, '').split('/');
  for (let k = 2; k < parts.length; k++) {
    const tail = parts.slice(-k).join('/');
    if (same.filter((p) => p.file !== null && endsWithPath(p.file, tail)).length === 1) return tail;
  }
  return parts.join('/');
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A reference as looked up: trimmed, without `.md`. */
function writtenOf(ref: string): string {
  return ref.trim().replace(/\.md$/i, '');
}

// The keys a lookup is filed under: a page found by a reference shares one of them with it (see `referenceKeys`, `identityKeys`).
const byName = (key: string): string => `n\u0000${key}`;
const byAlias = (key: string): string => `a\u0000${key}`;
const byTitle = (key: string): string => `t\u0000${key}`;
const bySlug = (slug: string): string => `s\u0000${slug}`;

/** The keys a reference is looked up by: its last path part as a file name, its whole text as an alias, as a title, as a slug. */
export function referenceKeys(ref: string): string[] {
  const written = writtenOf(ref);
  return [byName(nameKey(written.split('/').pop() ?? '')), byAlias(nameKey(written)), byTitle(looseKey(written)), bySlug(written.toLowerCase())];
}

/**
 * The keys under which `lookup` can find `page`: its file name (or a vault stub's name), its
 * aliases, and for a research-format page its title, loose aliases and slug. A reference can
 * resolve to the page only if it shares one of them (`referenceKeys`), so a page whose identity
 * changes can change the lookups of those keys only.
 */
export function identityKeys(page: PageIdentity): string[] {
  const keys: string[] = [];
  if (page.file !== null) keys.push(byName(nameKey(fileName(page.file))));
  else if (page.vault) keys.push(byName(nameKey(page.title)));
  for (const alias of page.aliases) {
    keys.push(byAlias(nameKey(alias)));
    if (!page.vault) keys.push(byTitle(looseKey(alias)));
  }
  if (!page.vault) keys.push(byTitle(looseKey(page.title)), bySlug(page.slug));
  return keys;
}

/** Lookups kept by reference and context (expected kind, folder), each filed under what could change its result, so that adding a stub forgets only those. */
class LookupCache {
  // By reference first: a reference is the same string each time it is looked up, and V8 keeps a string's hash.
  readonly #found = new Map<string, Map<string, { found: Lookup | undefined }>>();
  readonly #filed = new Map<string, Array<[string, string]>>();

  /** The kept lookup (`found` may be `undefined`: nothing found), or `null` when none is kept. */
  get(ref: string, context: string): { found: Lookup | undefined } | null {
    return this.#found.get(ref)?.get(context) ?? null;
  }

  set(ref: string, context: string, found: Lookup | undefined, under: readonly string[]): void {
    let byContext = this.#found.get(ref);
    if (byContext === undefined) this.#found.set(ref, (byContext = new Map()));
    byContext.set(context, { found });
    for (const file of under) push(this.#filed, file, [ref, context]);
  }

  /** Forgets the lookups filed under any of `files`. */
  drop(...files: string[]): void {
    for (const file of files) {
      for (const [ref, context] of this.#filed.get(file) ?? []) this.#found.get(ref)?.delete(context);
      this.#filed.delete(file);
    }
  }
}

/**
 * Every page by file name, path, alias and (for the research format) title and slug: the one place
 * a reference turns into a page. The order is Obsidian's: the exact path, the file name (case
 * folded), an alias; a research-format page (`kind:`) is then also named by its title (compared
 * ignoring case and punctuation) and its slug. A vault note's `title:` names its page but is
 * never a link target, and a slug never stands for a name.
 */
export class PageIndex {
  readonly #byName = new Map<string, PageIdentity[]>();
  readonly #byPath = new Map<string, PageIdentity>();
  readonly #byAlias = new Map<string, PageIdentity>();
  readonly #stubs = new Map<string, PageIdentity>();
  readonly #byTitle = new Map<string, PageIdentity[]>();
  readonly #byLooseAlias = new Map<string, PageIdentity>();
  readonly #bySlug = new Map<string, PageIdentity>();
  readonly #all: PageIdentity[] = [];
  /** Lookups made, by reference, expected kind and folder: most pages are linked from many. */
  readonly #looked = new LookupCache();
  /** The kinds in the order a bare name resolves to them (`resolvePreference`), read once per index. */
  readonly #preference = resolvePreference();
  readonly findings: Finding[] = [];

  /** Indexes `pages`; two research-format pages of one kind with the same title are an error naming both files. */
  constructor(pages: readonly PageIdentity[]) {
    for (const page of pages) this.add(page);
    for (const page of pages) {
      for (const alias of page.aliases) {
        const exact = nameKey(alias);
        const other = this.#byAlias.get(exact);
        if (other && other !== page) {
          this.findings.push(
            finding(
              'warning',
              'duplicate-alias',
              page.file,
              null,
              `alias "${alias}" is also an alias of ${other.file ?? other.title}; links using it go to that page. Remove it from one of them`,
              { slug: page.slug },
            ),
          );
          continue;
        }
        this.#byAlias.set(exact, page);
        const loose = looseKey(alias);
        if (!page.vault && !this.#byTitle.has(loose) && !this.#byLooseAlias.has(loose)) this.#byLooseAlias.set(loose, page);
      }
    }
  }

  /** Adds a page (generated stubs are added while resolving). */
  add(page: PageIdentity): void {
    // A page added after the first lookups is a stub: only the lookups of its keys can now find it.
    if (page.file === null) this.#looked.drop(...identityKeys(page));
    this.#all.push(page);
    if (page.file !== null) {
      push(this.#byName, nameKey(fileName(page.file)), page);
      this.#byPath.set(pathKey(page.file), page);
    } else if (page.vault) {
      this.#stubs.set(nameKey(page.title), page);
    }
    if (page.vault) return;
    const key = looseKey(page.title);
    const same = this.#byTitle.get(key);
    const clash = same?.find((p) => p.kind === page.kind);
    if (clash) {
      this.findings.push(
        finding(
          'error',
          'duplicate-title',
          page.file,
          null,
          `the title "${page.title}" is also the title of ${clash.file ?? 'a generated page'} (titles match ignoring case and punctuation); retitle one of them or merge the two files`,
          { slug: page.slug },
        ),
      );
    }
    push(this.#byTitle, key, page);
    this.#bySlug.set(page.slug, page);
  }

  /**
   * The page `ref` names, as Obsidian resolves it from the file `from`: the exact path (from the
   * content folder, or from `from`'s folder for `./` and `../`), then the file name, narrowed to
   * files whose path ends as written (`Folder/Note`), then an alias; then a research-format
   * title or slug. `expected` picks among pages of several kinds.
   */
  lookup(ref: string, expected?: PageKind, from?: ContentPath): Lookup | undefined {
    // Of the linking file, only its folder counts (for `./` paths and for the nearest of several files of one name).
    const context = `${expected ?? ''}\u0000${from === undefined ? '\u0000' : folderOf(from)}`;
    const kept = this.#looked.get(ref, context);
    if (kept !== null) return kept.found;
    const found = this.#lookup(ref, expected, from);
    this.#looked.set(ref, context, found, referenceKeys(ref));
    return found;
  }

  #lookup(ref: string, expected: PageKind | undefined, from: ContentPath | undefined): Lookup | undefined {
    const written = writtenOf(ref);
    const pathLike = written.includes('/');
    if (pathLike) {
      const relative = /^\.\.?\//.test(written) && from !== undefined ? path.posix.join(folderOf(from), written) : written;
      const exact = this.#byPath.get(pathKey(relative)) ?? this.#byPath.get(pathKey(written));
      if (exact) return { page: exact };
    }
    const name = written.split('/').pop() ?? '';
    const named = this.#byName.get(nameKey(name)) ?? [];
    // A path no file ends with is shortened from the front until one does: a Markdown link's path
    // arrives joined to the linking file's folder, and Obsidian reads it from the vault's top too.
    const parts = written.split('/');
    let files = named;
    for (let k = parts.length; k > 1; k--) {
      const tail = parts.slice(-k).join('/');
      const ending = named.filter((p) => p.file !== null && endsWithPath(p.file, tail));
      if (ending.length > 0) {
        files = ending;
        break;
      }
    }
    if (files.length > 0) return this.#choose(byExtension(files, ref), named, written, expected, from);
    const alias = this.#byAlias.get(nameKey(written));
    if (alias) return { page: alias };
    const stub = this.#stubs.get(nameKey(name));
    if (stub) return { page: stub };
    return this.#research(written, expected);
  }

  /** Among files of the name a reference writes, the one Obsidian opens; `candidates` when several could be meant. */
  #choose(
    files: readonly PageIdentity[],
    named: readonly PageIdentity[],
    written: string,
    expected: PageKind | undefined,
    from: ContentPath | undefined,
  ): Lookup | undefined {
    const order = expected ? [expected, ...this.#preference] : this.#preference;
    const kind = order.find((k) => files.some((p) => p.kind === k));
    const pool = files.filter((p) => p.kind === kind);
    const ranked = nearest(pool, from);
    const [chosen] = ranked;
    if (chosen === undefined) return undefined;
    // `[[README]]` names `README.md` at the top by its exact path: no ambiguity.
    if (ranked.length === 1 || (chosen.file !== null && pathKey(chosen.file) === pathKey(written))) return { page: chosen };
    return { page: chosen, candidates: ranked, picks: ranked.map((p) => pickingText(p.file ?? p.title, named)) };
  }

  /** A research-format page by title (ignoring case and punctuation), slug or alias; `expected` first among kinds sharing a title. */
  #research(written: string, expected: PageKind | undefined): Lookup | undefined {
    const key = looseKey(written);
    const titled = this.#byTitle.get(key);
    if (titled && titled.length > 0) {
      const order = expected ? [expected, ...this.#preference] : this.#preference;
      for (const kind of order) {
        const ofKind = titled.filter((p) => p.kind === kind);
        const written = ofKind.filter((p) => !p.stub);
        const [first] = written.length > 0 ? written : ofKind;
        if (first !== undefined) return { page: first };
      }
    }
    const hit = this.#bySlug.get(written.toLowerCase()) ?? this.#byLooseAlias.get(key);
    return hit ? { page: hit } : undefined;
  }

  /** Every indexed page's name for suggestions: a vault note's file name, a research page's title. */
  titles(): string[] {
    return this.#all.map((p) => (p.vault && p.file !== null ? fileName(p.file) : p.title));
  }
}
