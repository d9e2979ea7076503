import { z } from 'zod';

/**
 * What an incremental render (src/orchestrate/incremental/) records about the output it wrote, so
 * the next build can reuse the page files whose inputs did not change. Written beside the
 * knowledge-base cache only after the output has been swapped into place.
 */

/** The manifest format; a file of another version is ignored (the next build renders every page). */
export const RENDER_MANIFEST_VERSION = 2;

export const RenderManifestSchema = z.object({
  /** The manifest format, `RENDER_MANIFEST_VERSION`. */
  version: z.literal(RENDER_MANIFEST_VERSION),
  /** Hash of the code and configuration that render pages (src/, astro.config.*, package files, the site URL); a change re-renders every page. */
  codeFingerprint: z.string(),
  /** Each rendered page of a kind (note, inquiring line, paper, discussion) by slug: the hash of everything its HTML can show. */
  pages: z.record(z.string(), z.string()),
  /** Each page's neighbourhood file (`/graph/n/<slug>.json`) by slug: the sha1 of its bytes, so an unchanged file is linked over instead of written. */
  neighbourhoods: z.record(z.string(), z.string()),
});
export type RenderManifest = z.output<typeof RenderManifestSchema>;
