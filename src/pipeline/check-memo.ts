import type { Slug } from '../schemas/brand.ts';
import type { Finding } from '../schemas/finding.ts';
import type { KbPage } from '../schemas/knowledge-base.ts';
import type { Check, CheckContext } from './checks/context.ts';
import type { ParsedFile } from './parse/parse-file.ts';

/** One page's findings by check, with what its checks read besides the page: each lookup by slug, with what it gave. */
interface Checked {
  page: KbPage;
  /** Slugs looked up in `bySlug` and what each gave, alternating; `null` when a check read the whole map. */
  pages: Array<Slug | KbPage | undefined> | null;
  /** The same for `parsedBySlug`. */
  parses: Array<Slug | ParsedFile | undefined> | null;
  findings: Finding[][];
}

/**
 * A lookup by slug that notes each key asked for and what it gave, for the page being checked; a
 * check that reads the whole map (iterates it, or asks its size) depends on every page, and its
 * page is checked again each time.
 */
class NotedLookup<V> implements ReadonlyMap<Slug, V> {
  readonly #map: ReadonlyMap<Slug, V>;
  /** The lookups of the page being checked, or `null` once it read the whole map. */
  noted: Array<Slug | V | undefined> | null = [];

  constructor(map: ReadonlyMap<Slug, V>) {
    this.#map = map;
  }

  get(slug: Slug): V | undefined {
    const value = this.#map.get(slug);
    this.noted?.push(slug, value);
    return value;
  }

  has(slug: Slug): boolean {
    // The maps hold no `undefined`: the value noted tells whether the key was there.
    return this.get(slug) !== undefined;
  }

  get size(): number {
    return this.#whole().size;
  }

  forEach(callback: (value: V, key: Slug, map: ReadonlyMap<Slug, V>) => void): void {
    this.#whole().forEach((value, key) => callback(value, key, this));
  }

  entries(): MapIterator<[Slug, V]> {
    return this.#whole().entries();
  }

  keys(): MapIterator<Slug> {
    return this.#whole().keys();
  }

  values(): MapIterator<V> {
    return this.#whole().values();
  }

  [Symbol.iterator](): MapIterator<[Slug, V]> {
    return this.#whole().entries();
  }

  #whole(): ReadonlyMap<Slug, V> {
    this.noted = null;
    return this.#map;
  }
}

/** Whether every lookup noted gives what it gave then. */
function sameLookups<V>(noted: ReadonlyArray<Slug | V | undefined> | null, map: ReadonlyMap<Slug, V>): boolean {
  if (noted === null) return false;
  for (let i = 0; i < noted.length; i += 2) if (map.get(noted[i] as Slug) !== noted[i + 1]) return false;
  return true;
}

const NONE: Finding[] = [];

/**
 * The integrity checks' findings of the latest run, page by page, with what each page's checks
 * read, for the dev server: the next run of the same checks runs them again only for the pages
 * that changed (a new page object) or whose lookups give another page or parse; the rest keep
 * their findings. A check's findings of a page depend only on that page and on what it looks up
 * by slug (see `Check`), so the findings are those of a whole run, in the same order.
 */
export class CheckMemo {
  #entries = new Map<Slug, Checked>();
  #made = 0;
  #reused = 0;

  /** The findings of each of `checks` over `ctx.pages` (aligned with `checks`, each in page order), made again only where a page's inputs changed. */
  run(checks: readonly Check[], ctx: CheckContext): Finding[][] {
    const bySlug = new NotedLookup(ctx.bySlug);
    const parsedBySlug = new NotedLookup(ctx.parsedBySlug);
    const next = new Map<Slug, Checked>();
    const out: Finding[][] = checks.map(() => []);
    for (const page of ctx.pages) {
      const kept = this.#kept(page, checks.length, ctx);
      if (kept !== undefined) this.#reused += 1;
      const entry = kept ?? this.#check(page, checks, bySlug, parsedBySlug);
      next.set(page.slug, entry);
      entry.findings.forEach((found, i) => {
        if (found.length > 0) out[i]?.push(...found);
      });
    }
    this.#entries = next;
    return out;
  }

  /** The page's entry of the latest run, if its findings hold: the same page, the same number of checks, each lookup giving what it gave. */
  #kept(page: KbPage, checks: number, ctx: CheckContext): Checked | undefined {
    const entry = this.#entries.get(page.slug);
    if (entry === undefined || entry.page !== page || entry.findings.length !== checks) return undefined;
    return sameLookups(entry.pages, ctx.bySlug) && sameLookups(entry.parses, ctx.parsedBySlug) ? entry : undefined;
  }

  /** Runs the checks on one page, noting what they look up. */
  #check(page: KbPage, checks: readonly Check[], bySlug: NotedLookup<KbPage>, parsedBySlug: NotedLookup<ParsedFile>): Checked {
    bySlug.noted = [];
    parsedBySlug.noted = [];
    const one: CheckContext = { pages: [page], bySlug, parsedBySlug };
    const findings = checks.map((check) => {
      const found = check(one);
      return found.length === 0 ? NONE : found;
    });
    this.#made += 1;
    return { page, pages: bySlug.noted, parses: parsedBySlug.noted, findings };
  }

  /** Pages checked again and pages whose findings were kept since the last call; starts counting again. */
  takeCounts(): { made: number; reused: number } {
    const counts = { made: this.#made, reused: this.#reused };
    this.#made = 0;
    this.#reused = 0;
    return counts;
  }
}
