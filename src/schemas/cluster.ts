import { z } from 'zod';
import { CLUSTER_FILE_KIND } from '../core/kinds.ts';
import { TitleSchema } from './fields.ts';

/**
 * Frontmatter of a cluster file: it makes no page of its own but describes a cluster (a topic that
 * pages join with `clusters: [Name]`), shown on the cluster's page above its members. The body is
 * the cluster's text.
 */
export const ClusterFrontmatterSchema = z.object({
  kind: z.literal(CLUSTER_FILE_KIND),
  /** The cluster's name as the site shows it; it also names the cluster described unless `slug` does. Required. */
  title: TitleSchema,
  /** The cluster described, as its slug (`alignment` for pages writing `clusters: [Alignment]`). Default: the title's slug. */
  slug: z.string().trim().min(1).optional(),
  /** One or two sentences on what the cluster gathers; shown under its name and as the page's description. Default: none. */
  description: z.string().trim().default(''),
});
export type ClusterFrontmatter = z.output<typeof ClusterFrontmatterSchema>;
