import type { PageRef } from './pages.ts';

/** How many items a long backlink list shows before folding the rest away. */
export const BACKLINKS_VISIBLE = 12;

/** A list of page links as `RefList.astro` renders it. */
export interface RefListSpec {
  items: PageRef[];
  /** Numbered list when the order means something. Default: `false`. */
  ordered?: boolean;
  /** How many items show before the rest fold into a `<details>`. Default: all. */
  visible?: number;
}
