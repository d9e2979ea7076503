import { z } from 'zod/mini';

/**
 * What a link preview shows of a page: one entry of `/previews/<bucket>.json` (a slug → preview
 * map, see `client/preview/bucket.ts`). Written with `zod/mini` because the preview script checks
 * the JSON it fetches against it (see `brand.ts`).
 */
export const PreviewDataSchema = z.object({
  /** The page's URL path, e.g. `/notes/<slug>/`. */
  url: z.string(),
  /** The page kind's name, e.g. `Note`. */
  kind: z.string(),
  title: z.string(),
  /** `true` for a page not yet written. */
  stub: z.boolean(),
  /** A one-line framing: a note's description, a paper's authors; `''` when none. */
  lead: z.string(),
  /** The main text: a note's claim, an inquiring line's lede, a paper's abstract opening; `''` when none. */
  summary: z.string(),
  /** The opening paragraphs of the body, as text (links read as their text), for a page that has no lead or summary of its own; `[]` otherwise. */
  excerpt: z.array(z.string()),
  /** The body's first picture served by the site (its site path and alternative text), shown with the excerpt; absent when none. */
  image: z.optional(z.object({ src: z.string(), alt: z.string() })),
  /** The figures the summary quotes (a note's key figures), as written, e.g. `77.5%`; `[]` when none. */
  figures: z.array(z.object({ raw: z.string() })),
  /** What `links` are, e.g. `Related concepts`; `''` when there are none. */
  linksLabel: z.string(),
  /** A few pages this one leads to (a note's related concepts, a line's sources), written pages first: each can open its own preview. */
  links: z.array(z.object({ url: z.string(), title: z.string(), stub: z.boolean() })),
  /** Counts shown under the text, each its number and its words in the site's language with the number in them, e.g. `{ n: 214, label: '214 inquiring lines use it' }`. */
  counts: z.array(z.object({ n: z.number(), label: z.string() })),
});
export type PreviewData = z.output<typeof PreviewDataSchema>;
