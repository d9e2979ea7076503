import { z } from 'zod';

/** A heading of a rendered body, as the renderer wrote it. */
export const BodyHeadingSchema = z.object({
  /** The heading's level in the page: 2 for a note's `#` heading (the page's title is its one h1). */
  level: z.number().int().min(1).max(6),
  /** Its fragment id (`h-…`, `footnote-label`); absent for a heading without one (an embedded note's). */
  id: z.string().optional(),
  /** Its text as a reader reads it: links by their text, character references decoded. */
  text: z.string(),
});
export type BodyHeading = z.output<typeof BodyHeadingSchema>;

/** A picture of the body: its site path and its alternative text. */
export const OpeningImageSchema = z.object({ src: z.string(), alt: z.string() });
export type OpeningImage = z.output<typeof OpeningImageSchema>;

/** The opening of a body, as a preview shows it (Obsidian Publish's and Quartz's popovers do the same). */
export const OpeningSchema = z.object({
  /** The first paragraphs (or list items, when the body opens with a list) before the first heading that follows text, as plain text; `[]` when the body has no text. */
  paragraphs: z.array(z.string()),
  /** The body's first picture served by the site itself; absent when it has none. */
  image: OpeningImageSchema.optional(),
});
export type Opening = z.output<typeof OpeningSchema>;

/**
 * A body that opens with a heading (a note's `# Its name`, which the page's title may stand for):
 * where that heading ends in the HTML, so a view can leave it out without reading the HTML again.
 */
export const LeadHeadingSchema = z.object({
  /** The offset in the body's HTML just after the heading and the blank space that follows it. */
  end: z.number().int().min(0),
  /**
   * The HTML after it with the headings under it moved up a level (h3 to h2…), recorded only when
   * the body may be shown without that heading (it repeats the page's title or a generic home name)
   * and the first heading after it is not an h2.
   */
  promoted: z.string().optional(),
});
export type LeadHeading = z.output<typeof LeadHeadingSchema>;

/**
 * What the renderer records of a body while it renders it, for the views that show parts of it
 * (the contents, previews' opening) without reading the HTML again.
 */
export const BodyOutlineSchema = z.object({
  /** Every heading of the body (h1–h6), in document order. */
  headings: z.array(BodyHeadingSchema),
  opening: OpeningSchema,
  /** Present when the body opens with an h2 (its first heading): where that heading ends. */
  lead: LeadHeadingSchema.optional(),
});
export type BodyOutline = z.output<typeof BodyOutlineSchema>;

/** The outline of an empty body: no headings, no opening. */
export const EMPTY_OUTLINE: BodyOutline = { headings: [], opening: { paragraphs: [] } };

/** How a figure the cited notes do not state was marked in the body: its own text, its whole paragraph (the figure spans inline markup or was not found as written), or not at all. */
export const FigureMarkSchema = z.enum(['figure', 'paragraph', 'none']);
export type FigureMark = z.output<typeof FigureMarkSchema>;
