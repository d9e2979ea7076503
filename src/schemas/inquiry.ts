import { z } from 'zod';
import { CommonFieldsSchema, RefSchema } from './fields.ts';

/** Frontmatter of an inquiring line: a question answered by a short essay that cites notes inline. */
export const InquiryFrontmatterSchema = CommonFieldsSchema.extend({
  kind: z.literal('inquiry'),
  /** The lede, one or two sentences starting "This explores…". Default: `''`. */
  lede: z.string().trim().default(''),
  /**
   * The written "Sources" list, in order. Optional: the site derives sources from the body's
   * citations; where this list is given, `npm run check` verifies it matches them. A stub with
   * no body takes its sources from this list. Default: `[]`.
   */
  sources: z.array(RefSchema).default([]),
  /** "Next inquiring lines": questions to follow after this one. Default: `[]`. */
  next: z.array(RefSchema).default([]),
});
export type InquiryFrontmatter = z.output<typeof InquiryFrontmatterSchema>;
