/**
 * Preview data ships in buckets: pages are spread by a hash of their slug over a fixed number of
 * small JSON files (`/previews/<bucket>.json`, a slug → preview map). One file per page meant
 * 15,000 more build routes at that size (render 105 s against 81 s without them, measured once
 * on a busy machine); 512 buckets rendered within the noise of none, and hold about 30
 * previews each there (about 20 kB, 4–5 kB gzipped), so a hover still fetches only a little.
 */
import { fnv1a } from '../../core/hash.ts';

/** How many bucket files there are at most. */
export const PREVIEW_BUCKETS = 512;

/** A slug → its bucket's name, three hex digits (`0a7`); the same in the build and the browser. */
export function previewBucket(slug: string): string {
  return (fnv1a(slug) % PREVIEW_BUCKETS).toString(16).padStart(3, '0');
}
