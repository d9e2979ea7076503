import type { FrontmatterInput } from '../../schemas/frontmatter.ts';
import type { CorpusPlan } from './plan-types.ts';

/** One generated content file: where it goes, its frontmatter (as an author writes it) and its Markdown body. */
export interface GeneratedPage {
  /** Relative to the output folder, e.g. `notes/<slug>.md`. */
  file: string;
  frontmatter: FrontmatterInput;
  body: string;
}

/** Returns `value` when `when` holds, else nothing, for spreading optional frontmatter fields. */
export function optional<T extends object>(when: boolean, value: T): Partial<T> {
  return when ? value : {};
}

/** Takes cluster indices and returns the cluster names an author writes in frontmatter. */
export function clusterNames(plan: CorpusPlan, clusters: readonly number[]): string[] {
  return clusters.map((cluster) => plan.clusters[cluster]?.name ?? '');
}

/** A body link in the site's syntax: `[[Title]]`, or `[[Title|shown text]]`. */
export function link(title: string, shown?: string): string {
  return shown === undefined ? `[[${title}]]` : `[[${title}|${shown}]]`;
}
