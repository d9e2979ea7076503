import { z } from 'zod/mini';

/**
 * What a citation's preview adds to the cited note's: the passage of the note the citing sentence
 * rests on, with the words they share marked. A page carries these for its citations in a JSON
 * block (`CITATION_SUPPORT_ID`), which the preview script checks against this schema; `zod/mini`
 * because that script is small (see `brand.ts`).
 */
export const CitationPassageSchema = z.object({
  /** `supported`, `closest` (the note's nearest passage: the reader judges), or the flag the build raised (`unsupported`, `figure-mismatch`, `contradicted`). */
  verdict: z.enum(['supported', 'closest', 'unsupported', 'figure-mismatch', 'contradicted']),
  /** For `figure-mismatch`: `measure` (the note states the number for something else), `direction`, or `count` (the note gives another number for what the sentence counts). Default: absent. */
  reason: z.optional(z.enum(['measure', 'direction', 'count'])),
  /** The passage as the note writes it. */
  passage: z.string(),
  /** Where the words and figures it shares with the sentence stand in `passage`: `[start, end)` UTF-16 offsets, in order. */
  marks: z.array(z.tuple([z.number(), z.number()])),
});
export type CitationPassage = z.output<typeof CitationPassageSchema>;

/**
 * A page's citation passages: cited slug → one entry per link to that page in the body, in body
 * order (the k-th link to a slug gets the k-th entry); `null` for a link with no passage to show.
 */
export const CitationSupportSchema = z.record(z.string(), z.array(z.nullable(CitationPassageSchema)));
export type CitationSupport = z.output<typeof CitationSupportSchema>;

/** The id of the element holding a page's `CitationSupport` JSON. */
export const CITATION_SUPPORT_ID = 'citation-support';
