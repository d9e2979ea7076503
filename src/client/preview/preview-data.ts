/**
 * The small JSON a link preview fetches for one page (`/previews/<slug>.json`). Its shape is
 * defined once, as data (`PREVIEW_SHAPE`): the type is inferred from it and the browser
 * checks fetched JSON against it. A validation library would weigh more than the whole
 * preview script (zod's small core bundles to over 80 kB gzipped), so this stays a few lines.
 */

type Field = 'string' | 'number' | 'boolean' | readonly [Shape];
interface Shape {
  readonly [key: string]: Field;
}
type ValueOf<F> = F extends 'string'
  ? string
  : F extends 'number'
    ? number
    : F extends 'boolean'
      ? boolean
      : F extends readonly [infer S extends Shape]
        ? TypeOf<S>[]
        : never;
/** The TypeScript type a shape describes. */
type TypeOf<S extends Shape> = { -readonly [K in keyof S]: ValueOf<S[K]> };

/** What a preview shows of a page. */
export const PREVIEW_SHAPE = {
  /** The page's URL path, e.g. `/notes/<slug>/`. */
  url: 'string',
  /** The page kind's name, e.g. `Note`. */
  kind: 'string',
  title: 'string',
  /** `true` for a page not yet written. */
  stub: 'boolean',
  /** A one-line framing: a note's description, a paper's authors; `''` when none. */
  lead: 'string',
  /** The main text: a note's claim, an inquiring line's lede, a paper's abstract opening; `''` when none. */
  summary: 'string',
  /** The figures the summary quotes (a note's key figures), as written, e.g. `77.5%`; `[]` when none. */
  figures: [{ raw: 'string' }],
  /** What `links` are, e.g. `Related concepts`; `''` when there are none. */
  linksLabel: 'string',
  /** A few pages this one leads to (a note's related concepts, a line's sources), written pages first: each can open its own preview. */
  links: [{ url: 'string', title: 'string', stub: 'boolean' }],
  /** Counts shown under the text, e.g. `{ n: 214, label: 'inquiring lines cite it' }`. */
  counts: [{ n: 'number', label: 'string' }],
} as const satisfies Shape;
export type PreviewData = TypeOf<typeof PREVIEW_SHAPE>;

function matches(value: unknown, shape: Shape): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, field]) => {
    const item = record[key];
    if (typeof field === 'string') return typeof item === field;
    return Array.isArray(item) && item.every((entry) => matches(entry, field[0]));
  });
}

/** Unknown JSON → preview data, or `null` when it does not have the preview's shape. */
export function readPreview(value: unknown): PreviewData | null {
  return matches(value, PREVIEW_SHAPE) ? (value as PreviewData) : null;
}
