import { z } from 'zod';

/** The shape of a slug: lower-case letters, marks and digits of any script in runs joined by single `-` (or `.` in an arXiv id). */
export const SLUG_RE = /^[\p{Ll}\p{Lo}\p{Lm}\p{N}][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]*(?:[-.][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u;

/** A page's URL segment: lower-case letters (of any script) and digits in runs joined by single `-` (a paper's arXiv id keeps its `.`), at most 80 characters (see `pipeline/slug.ts`). */
export const SlugSchema = z
  .string()
  .regex(SLUG_RE, 'a slug is lower-case letters, digits and single hyphens (a paper\'s arXiv id may keep its dot)')
  .refine((s) => Array.from(s).length <= 90, 'a slug is at most 90 characters')
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
