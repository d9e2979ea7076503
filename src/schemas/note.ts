import { z } from 'zod';
import { CommonFieldsSchema, RefSchema, TitleSchema } from './fields.ts';

/** One typed link from a note to a related note, with the reason for the link. */
export const RelatedLinkSchema = z.union([
  RefSchema.transform((to) => ({ to, reason: '' })),
  z.object({
    /** The related page, by title, slug or alias. Required. */
    to: RefSchema,
    /** One line saying why the two are related. Default: `''`. */
    reason: z.string().trim().default(''),
  }),
]);
export type RelatedLink = z.output<typeof RelatedLinkSchema>;

/** Frontmatter of a synthesis note: one finding or idea, question-titled. */
export const NoteFrontmatterSchema = CommonFieldsSchema.extend({
  kind: z.literal('note'),
  /** What the note explores, usually starting "Exploring whether…". Default: `''`. */
  description: z.string().trim().default(''),
  /** The claim summary: what the note found, with its key figures. Default: `''`. */
  claim: z.string().trim().default(''),
  /** The note's original claim-style title; the slug is taken from it when present. Default: none. */
  originalTitle: z.string().trim().min(1).optional(),
  /** Related concepts, each a page reference with its reason. Default: `[]`. */
  related: z.array(RelatedLinkSchema).default([]),
  /** Related papers listed by the author, most related first. Default: `[]`. */
  papers: z.array(RefSchema).default([]),
  /** Where the note was drawn from, as the reference site's "sourced from …" says (a topic or collection). Default: none. */
  sourcedFrom: z.string().trim().min(1).optional(),
  /** The hub questions the reference site shows under the note's header, each a question title. Default: `[]`. */
  hubs: z.array(TitleSchema).default([]),
});
export type NoteFrontmatter = z.output<typeof NoteFrontmatterSchema>;
