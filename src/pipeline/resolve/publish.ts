import { titleFromPath } from '../parse/frontmatter.ts';
import type { ParsedFile } from '../parse/parse-file.ts';
import type { Finding } from '../../schemas/finding.ts';

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
  /** The findings of withheld files that say why they are withheld (`withheld: true`), for the author. */
  withheldFindings: Finding[];
}

/**
 * Decides what is published: every parsed file but those with `publish: false` and (unless
 * `drafts`) those with `draft: true`. A withheld file leaves nothing behind but its names, for
 * `unpublished-link`, and the findings that say why it is withheld (`withheld: true`, shown to the
 * author and never published): when in doubt a file is withheld, and the author is told.
 */
export function selectPublished(parsed: readonly ParsedFile[], options: PublishOptions = {}): PublishSelection {
  const published: ParsedFile[] = [];
  const withheldNames: string[] = [];
  const withheldFindings: Finding[] = [];
  for (const file of parsed) {
    const withheld = file.visibility === 'private' || (file.visibility === 'draft' && options.drafts !== true);
    if (!withheld) {
      published.push(file);
      continue;
    }
    withheldNames.push(titleFromPath(file.file));
    withheldFindings.push(...file.findings.filter((f) => f.withheld === true));
    if (file.data) withheldNames.push(file.data.title, ...file.data.aliases);
  }
  return { published, withheldNames, withheldFindings };
}
