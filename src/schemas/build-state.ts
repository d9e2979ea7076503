import { z } from 'zod';
import { RenderManifestSchema } from './render-manifest.ts';
import { SearchManifestSchema } from './search-manifest.ts';

/**
 * What a build records about the output folder it wrote, in that folder (`.build-state.json`): the
 * next build reads it to reuse unchanged pages and search shards. Kept inside the output, it is
 * swapped into place with it, so it always describes exactly the files beside it.
 */
export const BuildStateSchema = z.object({
  /** The render fingerprint of every note, inquiring line, paper and discussion page. */
  render: RenderManifestSchema,
  /** The search index's shards and their pages. */
  search: SearchManifestSchema,
});
export type BuildState = z.output<typeof BuildStateSchema>;

/** The build state's file name, at the top of the output folder. */
export const BUILD_STATE_FILE = '.build-state.json';
