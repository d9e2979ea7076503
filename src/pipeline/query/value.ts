import type { Slug } from '../../schemas/brand.ts';
import type { NoteRecord } from './notes.ts';

/**
 * A value a base's or a query's expression works with: what a property holds (text, a number,
 * true or false, a list, a map), a link, a note (`file`, `this`), a date, a regular expression
 * (a Bases `/…/` literal), or nothing (`null`).
 */
export type Value = null | string | number | boolean | Value[] | LinkValue | FileValue | DateValue | RegExp | { [key: string]: Value };

/** A link, `[[Note]]` in a property or `link("Note")` in a formula, with the page it resolved to when it did. */
export class LinkValue {
  /** The reference as written, without brackets, heading or shown text. */
  readonly target: string;
  /** The page it opens, when it resolved to one. */
  readonly slug: Slug | undefined;
  /** Its shown text, when written (`[[Note|shown]]`). */
  readonly display: string | undefined;
  /** Where it leads: the page's URL (a page not yet written too), or where an attachment it names is published (`/attachments/…`). */
  readonly url: string | undefined;
  /** Whether it is shown embedded (Dataview's `embed(link)`): a picture drawn in place. */
  readonly embed: boolean;

  constructor(target: string, slug: Slug | undefined, display?: string, url?: string, embed = false) {
    this.target = target;
    this.slug = slug;
    this.display = display;
    this.url = url;
    this.embed = embed;
  }
}

/** A note of the collection, as `file` and `this` stand for it. */
export class FileValue {
  readonly note: NoteRecord;

  constructor(note: NoteRecord) {
    this.note = note;
  }
}

/** A date or a date and time (UTC); `time` is whether it has a time of day. */
export class DateValue {
  readonly ms: number;
  readonly time: boolean;

  constructor(ms: number, time: boolean) {
    this.ms = ms;
    this.time = time;
  }
}

/** Thrown when an expression calls a function the build does not evaluate; the caller reports it once and leaves the cell empty. */
export class UnsupportedFunction extends Error {
  /** The function as written (`now()`, `date.relative()`). */
  readonly function: string;
  constructor(name: string) {
    super(`the function ${name} is not evaluated at build time`);
    this.function = name;
  }
}

/** A record: a map of values that is none of the classes above. */
export function isRecord(value: Value): value is { [key: string]: Value } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof LinkValue) &&
    !(value instanceof FileValue) &&
    !(value instanceof DateValue) &&
    !(value instanceof RegExp)
  );
}

/** Whether a value counts as true in a filter: not nothing, false, 0, empty text or an empty list. */
export function truthy(value: Value): boolean {
  if (value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Whether a value is empty (`isEmpty()`): nothing, empty text, an empty list or map. */
export function isEmpty(value: Value): boolean {
  if (value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.keys(value).length === 0;
  return false;
}

/** The page a link, a note or a written link names, for comparing them. */
function pageOf(value: Value): string | undefined {
  if (value instanceof FileValue) return value.note.slug;
  if (value instanceof LinkValue) return value.slug ?? `?${value.target.toLowerCase()}`;
  return undefined;
}

/** Equality as `==` reads it: a link equals a note or link to the same page; text and numbers by value, case kept; lists item by item. */
export function equals(a: Value, b: Value): boolean {
  const pa = pageOf(a);
  const pb = pageOf(b);
  if (pa !== undefined || pb !== undefined) {
    if (pa !== undefined && pb !== undefined) return pa === pb;
    const page = pa ?? pb;
    const other = pa === undefined ? a : b;
    // A note compared with its name or path as text (`file == "Note"`).
    const link = (pa === undefined ? b : a) as LinkValue | FileValue;
    if (typeof other !== 'string') return false;
    const name = link instanceof FileValue ? link.note.name : link.target;
    return page !== undefined && (other === name || other === (link instanceof FileValue ? link.note.path : link.target));
  }
  if (a instanceof DateValue || b instanceof DateValue) return compare(a, b) === 0;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => equals(item, b[i] ?? null));
  if (typeof a === 'number' && typeof b === 'string') return a === Number(b);
  if (typeof a === 'string' && typeof b === 'number') return Number(a) === b;
  return a === b;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The number a value sorts by, when it is a number, a date or date text. */
function numeric(value: Value): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof DateValue) return value.ms;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value.endsWith('Z') ? value : `${value}Z`);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}

/** Sort order of two values: nothing last, numbers and dates by size, the rest by their text (numbers within text by size). */
export function compare(a: Value, b: Value): number {
  const emptyA = isEmpty(a);
  const emptyB = isEmpty(b);
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) return na - nb;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(toText(a), toText(b));
}

/** A value as text: what `toString()` gives and what a cell reads. */
export function toText(value: Value): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(toText).join(', ');
  if (value instanceof LinkValue) return value.display ?? value.target;
  if (value instanceof FileValue) return value.note.name;
  if (value instanceof RegExp) return String(value);
  if (value instanceof DateValue)
    return new Date(value.ms)
      .toISOString()
      .slice(0, value.time ? 16 : 10)
      .replace('T', ' ');
  return Object.entries(value)
    .map(([k, v]) => `${k}: ${toText(v)}`)
    .join(', ');
}
