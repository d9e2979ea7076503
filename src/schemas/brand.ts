import { z } from 'zod';

/** A page's URL segment: lower-case a–z, 0–9 and single `-` (a paper's arXiv id keeps its `.`), at most 80 characters (see `pipeline/slug.ts`). */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/, 'a slug is lower-case letters, digits and single hyphens (a paper\'s arXiv id may keep its dot)')
  .max(90)
  .brand<'Slug'>();
export type Slug = z.output<typeof SlugSchema>;

/** A site-absolute URL path such as `/notes/<slug>/`. */
export const UrlPathSchema = z.string().startsWith('/').brand<'UrlPath'>();
export type UrlPath = z.output<typeof UrlPathSchema>;

/** A file path relative to the content folder, with `/` separators. */
export const ContentPathSchema = z.string().brand<'ContentPath'>();
export type ContentPath = z.output<typeof ContentPathSchema>;

/** The four page kinds an author writes. */
export const PageKindSchema = z.enum(['inquiry', 'note', 'paper', 'discussion']);
export type PageKind = z.output<typeof PageKindSchema>;
