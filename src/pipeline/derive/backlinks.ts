import type { Slug } from '../../schemas/brand.ts';
import { compare } from '../finding.ts';
import { reindexChanged } from './changed-pages.ts';
import type { PageIdentity } from '../resolve/identity.ts';
import type { ResolvedRefs } from '../resolve/resolve.ts';
import { deriveSources } from './sources.ts';
import { kindOf } from '../../kinds/registry.ts';

/** The outgoing references of one page, resolved. */
export interface PageEdges {
  page: PageIdentity;
  /** Body links, sources, next, related, papers and a discussion's paper: everything that links out. */
  all: readonly PageIdentity[];
  /** An inquiring line's sources (derived). */
  sources: readonly PageIdentity[];
  /** A note's listed papers. */
  papers: readonly PageIdentity[];
}

/** A page's references as the backlinks read them: its derived sources (for a kind that derives them) and every page it links out to. */
export interface LinksOut {
  derives: boolean;
  sources: PageIdentity[];
  all: PageIdentity[];
}

/** The pages `refs` link out to: body links, derived and written sources, next, related, papers and a discussion's paper. */
export function linksOutOf(refs: ResolvedRefs, derives: boolean): LinksOut {
  const sources = derives ? deriveSources(refs.links, refs.sources) : [];
  const all: PageIdentity[] = [];
  for (const p of refs.links) if (p) all.push(p);
  all.push(...sources, ...refs.sources, ...refs.next, ...refs.related.map((x) => x.page), ...refs.papers);
  if (refs.paper) all.push(refs.paper);
  return { derives, sources, all };
}

/** Backlinks of every page, each list sorted and free of repeats. */
export interface Backlinks {
  /** Every page linking here in any way, sorted by slug. */
  linkedFrom: Map<Slug, Slug[]>;
  /** Per citing field, the pages citing each page through it, sorted by title: `sources` (a note's inquiring lines), `papers` (a paper's notes). */
  citedBy: Record<CitingField, Map<Slug, Slug[]>>;
}

/** The fields a page cites others through (each kind's `cites` and `citedThrough`). */
type CitingField = 'sources' | 'papers';

const CITING_FIELDS: readonly CitingField[] = ['sources', 'papers'];

/** What one page gives the backlinks: its title (citing lists sort by it), the pages it links and those it cites, each sorted once. */
interface Outgoing {
  title: string;
  linked: readonly Slug[];
  field: CitingField | undefined;
  cited: readonly Slug[];
}

/** Computes every backlink from the pages' outgoing references in one pass over the edges. */
export function deriveBacklinks(edges: readonly PageEdges[]): Backlinks {
  return new BacklinksMemo().derive(edges);
}

/**
 * The backlinks of a collection kept between drafts, for the dev server: `derive` gives what
 * `deriveBacklinks` gives, but sorts again only the lists of the pages that a changed page (one
 * added, removed, retitled, or whose links changed) links or linked; every other list is the
 * previous draft's array.
 */
export class BacklinksMemo {
  #outgoing = new Map<Slug, Outgoing>();
  /** Each linked page's linking pages, and per citing field each cited page's citing pages. */
  readonly #linkers = new Map<Slug, Set<Slug>>();
  readonly #citers: Record<CitingField, Map<Slug, Set<Slug>>> = { sources: new Map(), papers: new Map() };
  #last: Backlinks = { linkedFrom: new Map(), citedBy: { sources: new Map(), papers: new Map() } };
  /** Each page's outgoing references by the list of pages it links, with the edges and page they were read from. */
  readonly #read = new WeakMap<readonly PageIdentity[], { edge: PageEdges; outgoing: Outgoing }>();

  /** The backlinks of `edges`, reusing the lists no change reaches. */
  derive(edges: readonly PageEdges[]): Backlinks {
    const now = new Map<Slug, Outgoing>();
    for (const edge of edges) now.set(edge.page.slug, this.#outgoingOf(edge));
    const dirty = { linked: new Set<Slug>(), sources: new Set<Slug>(), papers: new Set<Slug>() };
    const index = (from: Slug, out: Outgoing, add: boolean): void => {
      for (const to of out.linked) toggle(this.#linkers, to, from, add, dirty.linked);
      if (out.field !== undefined) for (const to of out.cited) toggle(this.#citers[out.field], to, from, add, dirty[out.field]);
    };
    reindexChanged(this.#outgoing, now, sameOutgoing, index);
    this.#outgoing = now;
    const bySlug = (set: ReadonlySet<Slug>): Slug[] => [...set].sort(compare);
    const titleOf = (slug: Slug): string => now.get(slug)?.title.toLowerCase() ?? '';
    const byTitle = (set: ReadonlySet<Slug>): Slug[] => [...set].sort((a, b) => compare(titleOf(a), titleOf(b)) || compare(a, b));
    const citedBy = { sources: new Map<Slug, Slug[]>(), papers: new Map<Slug, Slug[]>() };
    for (const field of CITING_FIELDS) citedBy[field] = refreshed(this.#last.citedBy[field], this.#citers[field], dirty[field], byTitle);
    this.#last = { linkedFrom: refreshed(this.#last.linkedFrom, this.#linkers, dirty.linked, bySlug), citedBy };
    return this.#last;
  }

  /** `outgoingOf(edge)`, the same object while the edge's lists are the same arrays (a page whose references were kept) and its page has the same slug, kind and title. */
  #outgoingOf(edge: PageEdges): Outgoing {
    const kept = this.#read.get(edge.all);
    if (kept !== undefined && kept.edge.sources === edge.sources && kept.edge.papers === edge.papers && samePage(kept.edge.page, edge.page))
      return kept.outgoing;
    const outgoing = outgoingOf(edge);
    this.#read.set(edge.all, { edge, outgoing });
    return outgoing;
  }
}

/** Whether two identities are read alike by the backlinks: the same slug, kind and title. */
function samePage(a: PageIdentity, b: PageIdentity): boolean {
  return a.slug === b.slug && a.kind === b.kind && a.title === b.title;
}

/** A page's outgoing references as the backlinks read them: itself left out of the pages it links, repeats dropped. */
function outgoingOf(edge: PageEdges): Outgoing {
  const { page, all } = edge;
  const linked = new Set<Slug>();
  for (const to of all) if (to.slug !== page.slug) linked.add(to.slug);
  const field = kindOf(page.kind).cites;
  const cited = field === undefined ? [] : [...new Set(edge[field].map((to) => to.slug))].sort(compare);
  return { title: page.title, linked: [...linked].sort(compare), field, cited };
}

function sameOutgoing(a: Outgoing, b: Outgoing): boolean {
  return a === b || (a.title === b.title && a.field === b.field && sameSlugs(a.linked, b.linked) && sameSlugs(a.cited, b.cited));
}

function sameSlugs(a: readonly Slug[], b: readonly Slug[]): boolean {
  return a.length === b.length && a.every((slug, i) => slug === b[i]);
}

/** Adds `from` to (or removes it from) the pages referring to `to`, and marks `to`'s list to sort again. */
function toggle(index: Map<Slug, Set<Slug>>, to: Slug, from: Slug, add: boolean, dirty: Set<Slug>): void {
  dirty.add(to);
  const set = index.get(to);
  if (!add) set?.delete(from);
  else if (set) set.add(from);
  else index.set(to, new Set([from]));
}

/** `last` with the lists of the `dirty` pages made again from `index` (and dropped where none refers to them any more): a new map, `last` unchanged. */
function refreshed(
  last: ReadonlyMap<Slug, Slug[]>,
  index: Map<Slug, Set<Slug>>,
  dirty: ReadonlySet<Slug>,
  sort: (set: ReadonlySet<Slug>) => Slug[],
): Map<Slug, Slug[]> {
  const out = new Map(last);
  for (const slug of dirty) {
    const set = index.get(slug);
    if (set === undefined || set.size === 0) {
      index.delete(slug);
      out.delete(slug);
    } else out.set(slug, sort(set));
  }
  return out;
}
