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

// `2025-03-01`, optionally followed by a time (`T10:00:00Z`, ` 10:00`).
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A calendar date, written `2025-03-01` (a time after it is ignored); read as `YYYY-MM-DD`. A day
 * that does not exist (`2025-02-30`, `2025-13-01`) is an error, never rolled over to another day.
 * Default: none.
 */
export const DateSchema = z.union([z.date(), z.string(), z.number()]).transform((value, ctx) => {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const match = DATE_RE.exec(String(value).trim());
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    const why = match ? 'is not a day of the calendar' : 'is not a date';
    ctx.addIssue({ code: 'custom', message: `"${String(value)}" ${why}; write a real date as YYYY-MM-DD` });
    return z.NEVER;
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
});

/**
 * The property names a vault note's dates are read from, in a normal form: lower case, runs of
 * spaces, `_` and `-` as one space (`Date Created`, `date_created` and `date-created` are all
 * `date created`). Measured on public vaults (`created`, `updated`, `date`, `modified date`,
 * `last_updated`, `Created`, `Date`, `date_created`, `date updated`), completed with the other
 * spellings of the same words. Each list is in order of preference: the first a note has is read.
 */
export const DATE_PROPERTY_NAMES = {
  /** When the page was written: read as `created`. */
  created: ['created', 'date created', 'created date', 'creation date', 'created at', 'created on', 'created time', 'creation time'],
  /** When the page was last changed: read as `modified`. */
  modified: [
    'modified',
    'updated',
    'last modified',
    'last updated',
    'modified date',
    'date modified',
    'updated date',
    'date updated',
    'modified at',
    'updated at',
    'modified on',
    'updated on',
    'modified time',
    'updated time',
  ],
  /** The page's date: read as `date`. */
  date: ['date'],
} as const satisfies Record<'created' | 'modified' | 'date', readonly string[]>;

/** A property name in the normal form `DATE_PROPERTY_NAMES` lists (`Date_Created` → `date created`). */
export const datePropertyKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** A list of short labels (clusters, tags); a single string is read as a one-item list. Default: `[]`. */
export const LabelListSchema = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .default([])
  .transform((value) => (typeof value === 'string' ? [value] : value.map(String)).map((s) => s.trim()).filter((s) => s.length > 0));

/**
 * Tags: a list, or one text holding several separated by commas or spaces (`tags: a, b`), as
 * Obsidian reads it; a tag holds no space. Default: `[]`.
 */
export const TagListSchema = LabelListSchema.transform((tags) => tags.flatMap((t) => t.split(/[,\s]+/)).filter((t) => t.length > 0));

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
  tags: TagListSchema,
  /** Publication or last-substantive-edit date (in a vault note, `Date` too). Default: none. */
  date: DateSchema.optional(),
  /** When the page was written (a `created` property, in any spelling of `DATE_PROPERTY_NAMES.created`); one that is not a date is left out, the other properties kept. Default: none (`date`, else the file's first commit). */
  created: DateSchema.optional().catch(undefined),
  /** When the page was last changed (`modified`, `updated`, any spelling of `DATE_PROPERTY_NAMES.modified`); one that is not a date is left out. Default: none (the file's last commit). */
  modified: DateSchema.optional().catch(undefined),
  /** `true` for a page known only from what other pages say of it; rendered as "not yet written". Default: `false`. */
  stub: z.boolean().default(false),
});

/** A web address: http or https only, so a `javascript:` or `data:` URL can never become a link. */
export const WebUrlSchema = z.url({ protocol: /^https?$/, error: 'not a web address; write a full http(s) URL, e.g. https://example.org/page' });
