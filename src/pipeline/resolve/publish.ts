import { titleFromPath } from '../parse/frontmatter.ts';
import type { ParsedFile } from '../parse/parse-file.ts';

/** Options of the publish filter. */
export interface PublishOptions {
  /** Publish drafts (`draft: true`) too, for a private preview; `publish: false` pages stay out whatever this says. Default: `false`. */
  drafts?: boolean;
}

/** The files that make pages, and the names of those withheld (so links to them can be told apart from mistakes). */
export interface PublishSelection {
  published: ParsedFile[];
  /** Titles, aliases and file names of the withheld pages. */
  withheldNames: string[];
}

/**
 * Decides what is published: every parsed file but those with `publish: false` and (unless
 * `drafts`) those with `draft: true`. A withheld file leaves nothing behind, not even its
 * findings; only its names are kept, for `unpublished-link`.
 */
export function selectPublished(parsed: readonly ParsedFile[], options: PublishOptions = {}): PublishSelection {
  const published: ParsedFile[] = [];
  const withheldNames: string[] = [];
  for (const file of parsed) {
    const withheld = file.visibility === 'private' || (file.visibility === 'draft' && options.drafts !== true);
    if (!withheld) {
      published.push(file);
      continue;
    }
    withheldNames.push(titleFromPath(file.file));
    if (file.data) withheldNames.push(file.data.title, ...file.data.aliases);
  }
  return { published, withheldNames };
}
