import type { Slug } from '../schemas/brand.ts';
import type { Claim, Figure, KbPage, Support } from '../schemas/knowledge-base.ts';
import type { Ranking } from './derive/similarity.ts';
import type { WantedSlug } from './resolve/identity.ts';
import type { FigureAmounts } from './checks/figure-not-in-source.ts';
import type { Amount } from './parse/figure-values.ts';
import type { BodyParts } from './derive/pages.ts';
import type { ParsedFile } from './parse/parse-file.ts';
import { RecordMemo } from './record-memo.ts';
import { ResolveMemo } from './resolve/resolve-memo.ts';
import type { ResolvedRefs } from './resolve/resolve.ts';
import { BacklinksMemo, type LinksOut } from './derive/backlinks.ts';
import { RelatedMemo } from './derive/related.ts';
import { ClustersMemo } from './derive/clusters.ts';
import { CheckMemo } from './check-memo.ts';

interface Entry<T> {
  parsed: ParsedFile;
  key: string;
  value: T;
}

/**
 * One value per page kept from the latest assemble, with what it was made from, so that the next
 * assemble of an edited collection makes it again only where its input changed. The value must be
 * a pure function of the page's parse and of what the caller puts in `key`: the same parse object
 * (an unchanged file keeps its parse between reads) and the same key give the kept value.
 */
export class PageMemo<T> {
  readonly #entries = new Map<Slug, Entry<T>>();
  #made = 0;
  #reused = 0;

  /** The kept value when `parsed` and `key` are those it was made from, else `make()`'s, then kept. */
  value(slug: Slug, parsed: ParsedFile, key: string, make: () => T): T {
    const entry = this.#entries.get(slug);
    if (entry !== undefined && entry.parsed === parsed && entry.key === key) {
      this.#reused += 1;
      return entry.value;
    }
    this.#made += 1;
    const value = make();
    this.#entries.set(slug, { parsed, key, value });
    return value;
  }

  /** Forgets the values of pages not in `slugs` (deleted or renamed). */
  keepOnly(slugs: ReadonlySet<Slug>): void {
    for (const slug of this.#entries.keys()) if (!slugs.has(slug)) this.#entries.delete(slug);
  }

  /** Values made and reused since the last call; starts counting again. */
  takeCounts(): { made: number; reused: number } {
    const counts = { made: this.#made, reused: this.#reused };
    this.#made = 0;
    this.#reused = 0;
    return counts;
  }
}

/**
 * What an assemble keeps for the next one of the same collection: each page's plain text (a
 * function of its parse and how its links read), its rendered body (a function of its parse, the
 * targets its links resolved to, its title and file name, and its figure marks; bodies that embed
 * other pages are not kept, as they read those pages' parses too and report findings as they
 * render) and an inquiring line's claims (a function of its parse and its links' targets); each
 * written page's resolution of its references, the page index and the references resolved from
 * it (see `ResolveMemo`); each page's record (see `RecordMemo`); each page's findings of the checks (see `CheckMemo`); the backlinks, related links and
 * clusters (each list made again only where a change reaches it); the similarity rankings carried
 * to a quick step, with the pages made from them; and what the figure check reads (see
 * `figureAmounts`).
 */
export interface AssembleMemo {
  resolution: ResolveMemo;
  records: RecordMemo;
  /** The backlinks and the related links, each list sorted again only when a change reaches it. */
  backlinks: BacklinksMemo;
  related: RelatedMemo;
  /** The clusters, derived again only when a page's title, kind or clusters or a cluster file's text changed. */
  clusters: ClustersMemo;
  texts: PageMemo<string>;
  bodies: PageMemo<BodyParts>;
  claims: PageMemo<Claim[]>;
  /** Each note's amounts, a function of its parse (its claim) and its text. */
  noteAmounts: PageMemo<Amount[]>;
  /** The figure check's findings (run before the bodies render) and the other checks' (run on the rendered pages), each page's kept while its inputs are (see `CheckMemo`). */
  checks: { figures: CheckMemo; rest: CheckMemo };
  /** Records with their claims, and pages with their bodies, kept while both parts are. */
  composed: { claims: Composed<Claim[]>; bodies: Composed<BodyParts>; support: Composed<Support[]>; rankings: Composed<Ranking> };
  /** Each parse's wanted slug (`assignIdentities`), a function of the parse alone. */
  wanted: WeakMap<ParsedFile, WantedSlug | null>;
  /** The pages each page's references link out to, with its derived sources (`LinksOut`), kept while the references are the same object. */
  linksOut: WeakMap<ResolvedRefs, LinksOut>;
  /** Keys made from each page's references (its links' labels, their targets), kept while the references are the same object. */
  refKeys: WeakMap<ResolvedRefs, RefKeys>;
  /** Each quoted figure's amount with the sentence it was read in: a kept claim keeps its figures. */
  figureAmounts: WeakMap<Figure, { sentence: string; amount: Amount }>;
}

/** The keys `draftKnowledgeBase` makes from a page's references: its links' labels (its plain text), its links' targets (its body, and the body's key with its title and file), its links' slugs and titles (its claims). */
export interface RefKeys {
  labels?: string;
  links?: string;
  targets?: string;
  /** A body's key but for its figure marks (its title, file name and links' targets), with the title and file it was made with. */
  body?: { title: string; file: string; key: string };
}

/** `make(base, part)`, kept while `base` and `part` are the objects it was made from: a record with its claims or its body, both kept, is the same page. */
export class Composed<P extends object> {
  readonly #kept = new WeakMap<KbPage, { part: P; page: KbPage }>();

  of(base: KbPage, part: P, make: (base: KbPage, part: P) => KbPage): KbPage {
    const kept = this.#kept.get(base);
    if (kept !== undefined && kept.part === part) return kept.page;
    const page = make(base, part);
    this.#kept.set(base, { part, page });
    return page;
  }
}

/** An empty memo, for the first assemble. */
export function assembleMemo(): AssembleMemo {
  return {
    resolution: new ResolveMemo(),
    records: new RecordMemo(),
    backlinks: new BacklinksMemo(),
    related: new RelatedMemo(),
    clusters: new ClustersMemo(),
    texts: new PageMemo(),
    bodies: new PageMemo(),
    claims: new PageMemo(),
    noteAmounts: new PageMemo(),
    checks: { figures: new CheckMemo(), rest: new CheckMemo() },
    figureAmounts: new WeakMap(),
    refKeys: new WeakMap(),
    linksOut: new WeakMap(),
    composed: { claims: new Composed(), bodies: new Composed(), support: new Composed(), rankings: new Composed() },
    wanted: new WeakMap(),
  };
}

/** The figure check's amounts (`FigureAmounts`) from `memo`: a written note's kept while its parse and text are unchanged, a figure's while it is the same figure in the same sentence. */
export function figureAmounts(memo: AssembleMemo, parsedBySlug: ReadonlyMap<Slug, ParsedFile>): FigureAmounts {
  return {
    ofNote: (page: KbPage, make: () => Amount[]): Amount[] => {
      const parsed = parsedBySlug.get(page.slug);
      return parsed === undefined ? make() : memo.noteAmounts.value(page.slug, parsed, page.text, make);
    },
    ofFigure: (figure: Figure, sentence: string, make: () => Amount): Amount => {
      const kept = memo.figureAmounts.get(figure);
      if (kept !== undefined && kept.sentence === sentence) return kept.amount;
      const amount = make();
      memo.figureAmounts.set(figure, { sentence, amount });
      return amount;
    },
  };
}

/** Forgets what `memo` keeps of pages not in `slugs` (deleted or renamed). */
export function keepOnly(memo: AssembleMemo, slugs: ReadonlySet<Slug>): void {
  memo.texts.keepOnly(slugs);
  memo.bodies.keepOnly(slugs);
  memo.claims.keepOnly(slugs);
  memo.noteAmounts.keepOnly(slugs);
}
