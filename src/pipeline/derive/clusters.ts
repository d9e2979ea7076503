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
