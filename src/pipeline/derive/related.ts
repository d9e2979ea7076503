import type { Slug } from '../../schemas/brand.ts';
import type { Related } from '../../schemas/knowledge-base.ts';
import { reindexChanged } from './changed-pages.ts';
import { compare } from '../finding.ts';
import type { PageIdentity } from '../resolve/identity.ts';

/** One page's written related links. */
export interface RelatedEdges {
  page: PageIdentity;
  related: ReadonlyArray<{ page: PageIdentity; reason: string }>;
}

/** What one page gives the related links: its title (incoming links sort by it) and its own links (outgoing, written order, repeats dropped). */
interface Own {
  title: string;
  list: Related[];
}

/**
 * Every note's related links as shown: its own (outgoing, written order, repeats dropped), then the
 * ones only the other side wrote (incoming, with that side's reason, sorted by title).
 */
export function deriveRelated(edges: readonly RelatedEdges[]): Map<Slug, Related[]> {
  return new RelatedMemo().derive(edges);
}

/**
 * The related links of a collection kept between drafts, for the dev server: `derive` gives what
 * `deriveRelated` gives, but makes again only the lists of the pages a changed page (one added,
 * removed, retitled, or whose related links changed) is or was related to, and its own; every other
 * list is the previous draft's array.
 */
export class RelatedMemo {
  #own = new Map<Slug, Own>();
  /** Each page's incoming related links: the pages naming it, each with its reason. */
  readonly #incoming = new Map<Slug, Map<Slug, string>>();
  #last = new Map<Slug, Related[]>();
  /** Each page's own related links by the list they were read from, with the page's slug and title. */
  readonly #read = new WeakMap<RelatedEdges['related'], { slug: Slug; own: Own }>();

  /** The related links of `edges`, reusing the lists no change reaches. */
  derive(edges: readonly RelatedEdges[]): Map<Slug, Related[]> {
    const now = new Map<Slug, Own>();
    for (const { page, related } of edges) now.set(page.slug, this.#ownOf(page.slug, page.title, related));
    const dirty = new Set<Slug>();
    const index = (from: Slug, own: Own, add: boolean): void => {
      dirty.add(from);
      for (const r of own.list) {
        dirty.add(r.slug);
        const set = this.#incoming.get(r.slug);
        if (!add) set?.delete(from);
        else if (set) set.set(from, r.reason);
        else this.#incoming.set(r.slug, new Map([[from, r.reason]]));
      }
    };
    reindexChanged(this.#own, now, sameOwn, index);
    this.#own = now;
    const titleOf = (slug: Slug): string => now.get(slug)?.title.toLowerCase() ?? '';
    const out = new Map(this.#last);
    for (const slug of dirty) {
      const own = now.get(slug)?.list;
      const incoming = this.#incoming.get(slug);
      if (incoming?.size === 0) this.#incoming.delete(slug);
      if (own === undefined && (incoming === undefined || incoming.size === 0)) {
        out.delete(slug);
        continue;
      }
      const have = new Set<string>((own ?? []).map((r) => r.slug));
      const extra = [...(incoming ?? [])]
        .filter(([from]) => !have.has(from))
        .sort(([a], [b]) => compare(titleOf(a), titleOf(b)) || compare(a, b))
        .map(([from, reason]): Related => ({ slug: from, reason, direction: 'incoming' }));
      out.set(slug, [...(own ?? []), ...extra]);
    }
    this.#last = out;
    return out;
  }

  /** A page's own related links with its title, the same object while its list is the same array (a page whose references were kept) and its slug and title the same. */
  #ownOf(slug: Slug, title: string, related: RelatedEdges['related']): Own {
    const kept = this.#read.get(related);
    if (kept !== undefined && kept.slug === slug && kept.own.title === title) return kept.own;
    const own = { title, list: ownList(slug, related) };
    this.#read.set(related, { slug, own });
    return own;
  }
}

/** A page's own related links: written order, itself and repeats left out. */
function ownList(slug: Slug, related: RelatedEdges['related']): Related[] {
  const seen = new Set<string>();
  const list: Related[] = [];
  for (const r of related) {
    if (r.page.slug === slug || seen.has(r.page.slug)) continue;
    seen.add(r.page.slug);
    list.push({ slug: r.page.slug, reason: r.reason, direction: 'outgoing' });
  }
  return list;
}

function sameOwn(a: Own, b: Own): boolean {
  return (
    a === b || (a.title === b.title && a.list.length === b.list.length && a.list.every((r, i) => r.slug === b.list[i]?.slug && r.reason === b.list[i]?.reason))
  );
}
