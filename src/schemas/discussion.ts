import { z } from 'zod';
import { CommonFieldsSchema, RefSchema, WebUrlSchema } from './fields.ts';

/** Frontmatter of a discussion digest; the body holds `## Theme` headings, each with a bullet list of points. */
export const DiscussionFrontmatterSchema = CommonFieldsSchema.extend({
  kind: z.literal('discussion'),
  /** The paper discussed, when it is a page of the collection. Default: none. */
  paper: RefSchema.optional(),
  /** Where the discussion took place (a forum thread's URL). Default: none. */
  href: WebUrlSchema.optional(),
});
export type DiscussionFrontmatter = z.output<typeof DiscussionFrontmatterSchema>;
