import { z } from 'zod';
import { DiscussionFrontmatterSchema } from './discussion.ts';
import { InquiryFrontmatterSchema } from './inquiry.ts';
import { NoteFrontmatterSchema } from './note.ts';
import { PaperFrontmatterSchema } from './paper.ts';

/** Frontmatter of any content file, told apart by `kind`. One schema per kind is the single definition of its fields. */
export const FrontmatterSchema = z.discriminatedUnion('kind', [
  InquiryFrontmatterSchema,
  NoteFrontmatterSchema,
  PaperFrontmatterSchema,
  DiscussionFrontmatterSchema,
]);
/** What code reads after validation. */
export type Frontmatter = z.output<typeof FrontmatterSchema>;
/** What an author writes. */
export type FrontmatterInput = z.input<typeof FrontmatterSchema>;
