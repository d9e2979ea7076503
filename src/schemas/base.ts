import { z } from 'zod';

/** A base's filter: an expression, or `and`, `or`, `not` of filters (Obsidian's Bases syntax). */
export type BaseFilter = string | { and: BaseFilter[] } | { or: BaseFilter[] } | { not: BaseFilter[] };

const expressionText = z.union([z.string(), z.number(), z.boolean()]).transform(String);

export const BaseFilterSchema: z.ZodType<BaseFilter> = z.lazy(() =>
  z.union([
    expressionText,
    z.object({ and: z.array(BaseFilterSchema) }),
    z.object({ or: z.array(BaseFilterSchema) }),
    z.object({ not: z.array(BaseFilterSchema) }),
  ]),
);

const Direction = z
  .string()
  .transform((d) => (d.toUpperCase() === 'DESC' ? 'DESC' : 'ASC'))
  .default('ASC');

/** One view of a base. */
export const BaseViewSchema = z.looseObject({
  /** `table`, `cards` or `list` are drawn; another type (`map`, a plugin's) is drawn as a table. Default `table`. */
  type: z.string().default('table'),
  /** The view's name, shown above it and named by `![[x.base#Name]]`. Default: the type. */
  name: z.string().optional(),
  /** The view's own filters, with the base's. Default: none. */
  filters: BaseFilterSchema.optional(),
  /** The properties shown, in order (`file.name`, `note.author` or `author`, `formula.x`). Default: `file.name`. */
  order: z.array(z.string()).default(['file.name']),
  /** The rows' order: each property with `ASC` or `DESC`. Default: the notes' paths. */
  sort: z.array(z.looseObject({ property: z.string().optional(), column: z.string().optional(), direction: Direction })).default([]),
  /** The most rows shown. Default: all (up to the site's own cap). */
  limit: z.number().int().positive().optional(),
  /** The property rows are grouped by, and the groups' order. Default: none. */
  groupBy: z.looseObject({ property: z.string(), direction: Direction }).optional(),
  /** A summary per property: a built-in name (`Average`, `Sum`…) or a formula of the base's `summaries`. Default: none. */
  summaries: z.record(z.string(), z.string()).default({}),
  /** The property holding each card's picture (cards). Default: none. */
  image: z.string().optional(),
});
export type BaseView = z.output<typeof BaseViewSchema>;

/** A base: a `.base` file or a ` ```base ` block, as Obsidian's Bases syntax writes it. */
export const BaseSchema = z.looseObject({
  /** Filters every view applies. Default: none (every published note). */
  filters: BaseFilterSchema.optional(),
  /** Formulas by name, each an expression, shown as `formula.<name>`. Default: none. */
  formulas: z.record(z.string(), expressionText).default({}),
  /** How each property is shown: its `displayName`. Default: its name. */
  properties: z.record(z.string(), z.looseObject({ displayName: expressionText.optional() }).nullable()).default({}),
  /** Summary formulas by name, over `values`. Default: none. */
  summaries: z.record(z.string(), expressionText).default({}),
  /** The views, in order. Default: one table of file names. */
  views: z.array(BaseViewSchema).default([{ type: 'table', order: ['file.name'], sort: [], summaries: {} }]),
});
export type Base = z.output<typeof BaseSchema>;
