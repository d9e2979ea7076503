// Written with `zod/mini`, like every schema the browser checks its data with (`graph.ts`,
// `preview.ts`): the same validation as `zod`, in a bundle small enough for the graph and preview
// scripts. Schemas used only at build time import `zod` and compose these freely.
import { z } from 'zod/mini';
import type { Slug, UrlPath } from '../core/brand.ts';
import { BUILT_IN_KINDS } from '../core/kinds.ts';
import { SLUG_ACCEPTED_MAX, SLUG_RE } from '../core/slug.ts';

export type { Slug, UrlPath } from '../core/brand.ts';

/** A page's URL segment: lower-case letters (of any script) and digits in runs joined by single `-` (a paper's arXiv id keeps its `.`), at most 90 characters (the rule is `core/slug.ts`). */
export const SlugSchema = z.pipe(
  z.string().check(
    z.regex(SLUG_RE, "a slug is lower-case letters, digits and single hyphens (a paper's arXiv id may keep its dot)"),
    z.refine((s) => Array.from(s).length <= SLUG_ACCEPTED_MAX, `a slug is at most ${SLUG_ACCEPTED_MAX} characters`),
  ),
  z.transform((s) => s as Slug),
);

/** A site-absolute URL path such as `/notes/<slug>/`. */
export const UrlPathSchema = z.pipe(
  z.string().check(z.startsWith('/')),
  z.transform((s) => s as UrlPath),
);

/** A file path relative to the content folder, with `/` separators. */
export const ContentPathSchema = z.string().brand<'ContentPath'>();
export type ContentPath = z.output<typeof ContentPathSchema>;

/** The page kinds the site ships with (the list is `core/kinds.ts`), as the browser checks its data with. */
export const PageKindSchema = z.enum(BUILT_IN_KINDS);
export type PageKind = z.output<typeof PageKindSchema>;
