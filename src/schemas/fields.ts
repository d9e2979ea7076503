import { z } from 'zod';

/**
 * A reference to another page as an author writes it: `Title`, `slug`, `[[Title]]` or
 * `[[target|shown text]]`. Normalised to the bare target (brackets and shown text removed).
 */
export const RefSchema = z
  .string()
  .trim()
  .min(1, 'a reference names a page by its title, slug or alias')
  .transform((raw) => {
    const inner = raw.startsWith('[[') && raw.endsWith(']]') ? raw.slice(2, -2) : raw;
    const target = inner.split('|')[0] ?? inner;
    return (target.split('#')[0] ?? target).trim();
  });
export type Ref = z.output<typeof RefSchema>;

/** A page title: any non-empty text on one line. */
export const TitleSchema = z
  .string()
  .trim()
  .min(1, 'a title cannot be empty')
  .refine((t) => !/[\r\n]/.test(t), 'a title is one line');

/** A calendar date, written `2025-03-01` (YAML date) or as an ISO string; read as `YYYY-MM-DD`. Default: none. */
export const DateSchema = z
  .union([z.date(), z.string()])
  .transform((value, ctx) => {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: `"${String(value)}" is not a date; write it as YYYY-MM-DD` });
      return z.NEVER;
    }
    return date.toISOString().slice(0, 10);
  });

/** A list of short labels (clusters, tags); a single string is read as a one-item list. Default: `[]`. */
export const LabelListSchema = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .default([])
  .transform((value) =>
    (typeof value === 'string' ? [value] : value.map(String)).map((s) => s.trim()).filter((s) => s.length > 0),
  );

/** Fields every page kind shares. */
export const CommonFieldsSchema = z.object({
  /** The page's title; for notes and inquiring lines, the question. Required (an Obsidian file without one takes its file name). */
  title: TitleSchema,
  /** Overrides the slug derived from the title. Default: derived (see DESIGN.md, URLs). */
  slug: z.string().trim().min(1).optional(),
  /** Other names that links may use to reach this page. Default: `[]`. */
  aliases: LabelListSchema,
  /** Topic clusters the page belongs to; each cluster gets a page. Default: `[]`. */
  clusters: LabelListSchema,
  /** Free tags (Obsidian `tags` are read here). Default: `[]`. */
  tags: LabelListSchema,
  /** Publication or last-substantive-edit date. Default: none. */
  date: DateSchema.optional(),
  /** `true` for a page known only from what other pages say of it; rendered as "not yet written". Default: `false`. */
  stub: z.boolean().default(false),
});

/** A web address: http or https only, so a `javascript:` or `data:` URL can never become a link. */
export const WebUrlSchema = z.url({ protocol: /^https?$/, error: 'not a web address; write a full http(s) URL, e.g. https://example.org/page' });
