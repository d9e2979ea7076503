import { kindRank } from '../../core/kinds.ts';
import type { PageKind, Slug } from '../../schemas/brand.ts';
import type { Cluster } from '../../schemas/knowledge-base.ts';
import { compare } from '../finding.ts';
import { slugOrFallback } from '../resolve/identity.ts';
import { clusterUrl } from '../resolve/slug.ts';
import type { ClusterText } from './cluster-files.ts';

/** A page as cluster building needs it. */
export interface ClusterMember {
  slug: Slug;
  kind: PageKind;
  title: string;
  /** Cluster names as written. */
  clusters: readonly string[];
}

/** The slug of a cluster name (`page-<hash>` when the name has no a–z or digits). */
export function clusterSlug(name: string): Slug {
  return slugOrFallback(name).slug;
}

/**
 * Takes the clusters; returns those some page names. A cluster file makes its cluster's page even
 * when no page names it yet, but lists (the home page's, the clusters' index, the graph) leave
 * such an empty cluster out.
 */
export function clustersWithPages(clusters: readonly Cluster[]): Cluster[] {
  return clusters.filter((cluster) => cluster.pages.length > 0);
}

/**
 * Groups pages by cluster. Names that slug alike ("Alignment", "alignment") are one cluster,
 * named by its cluster file's title when `texts` holds one, else as first written (in page order);
 * a cluster file makes its cluster even when no page names it yet. Clusters sorted by slug,
 * members by kind then title.
 */
export function deriveClusters(members: readonly ClusterMember[], texts: ReadonlyMap<Slug, ClusterText> = new Map()): Cluster[] {
  const byslug = new Map<Slug, { name: string; pages: ClusterMember[] }>();
  for (const member of members) {
    const seen = new Set<Slug>();
    for (const name of member.clusters) {
      const slug = clusterSlug(name);
      if (seen.has(slug)) continue;
      seen.add(slug);
      const cluster = byslug.get(slug);
      if (cluster) cluster.pages.push(member);
      else byslug.set(slug, { name, pages: [member] });
    }
  }
  for (const [slug, text] of texts) if (!byslug.has(slug)) byslug.set(slug, { name: text.name, pages: [] });
  return [...byslug.entries()]
    .sort(([a], [b]) => compare(a, b))
    .map(([slug, { name, pages }]): Cluster => {
      const text = texts.get(slug);
      const cluster: Cluster = {
        slug,
        url: clusterUrl(slug),
        name: text?.name ?? name,
        pages: pages
          .sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || compare(a.title.toLowerCase(), b.title.toLowerCase()) || compare(a.slug, b.slug))
          .map((p) => p.slug),
      };
      return text === undefined ? cluster : { ...cluster, file: text.file, description: text.description, bodyHtml: text.bodyHtml };
    });
}

/**
 * The clusters of a collection kept between drafts, for the dev server: `derive` gives what
 * `deriveClusters` gives, and the previous draft's clusters, the same array, while every member
 * (in page order: the first page writing a name names its cluster) and every cluster file's text
 * are as they were: a save that changes no page's title, kind or clusters derives none again.
 */
export class ClustersMemo {
  #members: readonly ClusterMember[] = [];
  #texts: ReadonlyMap<Slug, ClusterText> = new Map();
  #clusters: Cluster[] | null = null;

  /** `deriveClusters(members, texts)`, reused while both are as they were. */
  derive(members: readonly ClusterMember[], texts: ReadonlyMap<Slug, ClusterText>): Cluster[] {
    if (this.#clusters !== null && sameMembers(this.#members, members) && sameTexts(this.#texts, texts)) return this.#clusters;
    this.#clusters = deriveClusters(members, texts);
    this.#members = members;
    this.#texts = texts;
    return this.#clusters;
  }
}

function sameMembers(a: readonly ClusterMember[], b: readonly ClusterMember[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      return (
        y !== undefined &&
        x.slug === y.slug &&
        x.kind === y.kind &&
        x.title === y.title &&
        (x.clusters === y.clusters || (x.clusters.length === y.clusters.length && x.clusters.every((name, j) => name === y.clusters[j])))
      );
    })
  );
}

function sameTexts(a: ReadonlyMap<Slug, ClusterText>, b: ReadonlyMap<Slug, ClusterText>): boolean {
  if (a.size !== b.size) return false;
  for (const [slug, x] of a) {
    const y = b.get(slug);
    if (y === undefined || x.file !== y.file || x.name !== y.name || x.description !== y.description || x.bodyHtml !== y.bodyHtml) return false;
  }
  return true;
}
