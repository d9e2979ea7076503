import type { PageKind } from '../schemas/brand.ts';
import type { Cluster } from '../schemas/knowledge-base.ts';
import type { Site } from '../handoff/kb.ts';
import { KIND_IDS } from '../core/kinds.ts';
import { clusterRef, refTo, type ClusterRef, type PageRef } from './pages.ts';

/** The members of one kind in a cluster. */
export interface ClusterGroup {
  kind: PageKind;
  pages: PageRef[];
}

/** Everything a cluster page renders: what its cluster file says, and its members grouped by kind (each group in the cluster's title order). */
export interface ClusterView {
  cluster: ClusterRef;
  /** The cluster file's description; `''` when there is none. */
  description: string;
  /** The cluster file's text as sanitised HTML; `''` when there is none. */
  bodyHtml: string;
  groups: ClusterGroup[];
}

/** A cluster with its member pages resolved and grouped by kind; kinds with no member are left out. */
export function clusterView(site: Site, cluster: Cluster): ClusterView {
  const members = cluster.pages.map((slug) => refTo(site, slug, cluster.url));
  const groups = KIND_IDS.map((kind) => ({ kind, pages: members.filter((ref) => ref.kind === kind) })).filter((group) => group.pages.length > 0);
  return { cluster: clusterRef(cluster), description: cluster.description ?? '', bodyHtml: cluster.bodyHtml ?? '', groups };
}
