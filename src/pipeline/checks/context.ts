import type { Slug } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import type { KbPage } from '../../schemas/knowledge-base.ts';
import type { ParsedFile } from '../parse/parse-file.ts';

/** What every integrity check reads: the built pages, a lookup by slug, and the parsed file behind each written page. */
export interface CheckContext {
  pages: readonly KbPage[];
  bySlug: ReadonlyMap<Slug, KbPage>;
  parsedBySlug: ReadonlyMap<Slug, ParsedFile>;
}

/**
 * One integrity check: a named function from the knowledge base to findings. It reports page by
 * page, in the order of `pages`, and a page's findings depend only on that page and on what the
 * check looks up in `bySlug` and `parsedBySlug`: the dev server checks again only the pages where
 * these changed (src/pipeline/check-memo.ts).
 */
export type Check = (ctx: CheckContext) => Finding[];

/** A page's title for messages, quoted; the slug when the page is unknown. */
export function quoted(ctx: CheckContext, slug: Slug): string {
  return `"${ctx.bySlug.get(slug)?.title ?? slug}"`;
}
