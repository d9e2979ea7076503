import type { Slug } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import type { KbPage } from '../../schemas/knowledge-base.ts';
import type { ParsedFile } from '../parse/parse-file.ts';

/** What every integrity check reads: the built pages and the parsed file behind each written page. */
export interface CheckContext {
  pages: readonly KbPage[];
  parsedBySlug: ReadonlyMap<Slug, ParsedFile>;
}

/** One integrity check: a named function from the knowledge base to findings. */
export type Check = (ctx: CheckContext) => Finding[];

const CHECKS: readonly Check[] = [];

/** Runs every integrity check and returns their findings together. */
export function runChecks(ctx: CheckContext): Finding[] {
  return CHECKS.flatMap((check) => check(ctx));
}
