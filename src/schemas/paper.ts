import { z } from 'zod';
import { CommonFieldsSchema, LabelListSchema, WebUrlSchema } from './fields.ts';

/** An arXiv identifier: new style `2311.09144` (optionally `v2`) or old style `cs/0101001`. */
export const ArxivIdSchema = z
  .string()
  .trim()
  .regex(/^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?$/, 'an arXiv id looks like 2311.09144 or cs/0101001');

/** Frontmatter of a source paper; the body holds its abstract or excerpts. */
export const PaperFrontmatterSchema = CommonFieldsSchema.extend({
  kind: z.literal('paper'),
  /** The arXiv identifier; the page's URL uses it when present. Default: none. */
  arxiv: ArxivIdSchema.optional(),
  /** Authors in citation order. Default: `[]`. */
  authors: LabelListSchema,
  /** Where the paper is published, for citations. Default: none. */
  venue: z.string().trim().min(1).optional(),
  /** A link to the paper itself. Default: the arXiv abstract page when `arxiv` is set. */
  href: WebUrlSchema.optional(),
});
export type PaperFrontmatter = z.output<typeof PaperFrontmatterSchema>;
