import type { Slug } from '../../schemas/brand.ts';
import type { Related } from '../../schemas/knowledge-base.ts';
import { compare } from '../finding.ts';
import type { PageIdentity } from '../resolve/identity.ts';

/** One page's written related links. */
export interface RelatedEdges {
  page: PageIdentity;
  related: ReadonlyArray<{ page: PageIdentity; reason: string }>;
}

/**
 * Every note's related links as shown: its own (outgoing, written order, repeats dropped), then the
 * ones only the other side wrote (incoming, with that side's reason, sorted by title).
 */
export function deriveRelated(edges: readonly RelatedEdges[]): Map<Slug, Related[]> {
  const outgoing = new Map<Slug, Related[]>();
  const incoming = new Map<Slug, Array<{ from: PageIdentity; reason: string }>>();
  for (const { page, related } of edges) {
    const seen = new Set<string>();
    const list: Related[] = [];
    for (const r of related) {
      if (r.page.slug === page.slug || seen.has(r.page.slug)) continue;
      seen.add(r.page.slug);
      list.push({ slug: r.page.slug, reason: r.reason, direction: 'outgoing' });
      const back = incoming.get(r.page.slug);
      const entry = { from: page, reason: r.reason };
      if (back) back.push(entry);
      else incoming.set(r.page.slug, [entry]);
    }
    outgoing.set(page.slug, list);
  }
  const out = new Map<Slug, Related[]>();
  const slugs = new Set<Slug>([...outgoing.keys(), ...incoming.keys()]);
  for (const slug of slugs) {
    const own = outgoing.get(slug) ?? [];
    const have = new Set<string>(own.map((r) => r.slug));
    const extra = (incoming.get(slug) ?? [])
      .filter((e) => !have.has(e.from.slug) && (have.add(e.from.slug), true))
      .sort((a, b) => compare(a.from.title.toLowerCase(), b.from.title.toLowerCase()) || compare(a.from.slug, b.from.slug))
      .map((e): Related => ({ slug: e.from.slug, reason: e.reason, direction: 'incoming' }));
    out.set(slug, [...own, ...extra]);
  }
  return out;
}
