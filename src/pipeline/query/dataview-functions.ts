import { args, numbers } from './arguments.ts';
import { toDate } from './dates.ts';
import { evaluate, type Expression, type Scope } from './expression.ts';
import { listMethod, perItem } from './methods.ts';
import { DateValue, LinkValue, toText, truthy, UnsupportedFunction, type Value } from './value.ts';

/**
 * The functions of Dataview's query language (its reference, "Functions") that only Dataview has,
 * as real vaults call them: durations (`dur(7 days)`), `striptime`, the text functions `truncate`,
 * `padleft`, `padright`, `substring`, `containsword`, the numbers' `trunc`, `average`, `product`,
 * the list functions written with the list first (`filter(list, (x) => …)`, `all`, `any`, `none`,
 * `nonnull`…), `meta` (a link's file), `embed` (a picture), `elink` and `ldefault`. A name not here throws `UnsupportedFunction`.
 */

const SECOND = 1e3;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Dataview reads durations with Luxon's units and their short names; a month is 30 days and a
// year 365, as Luxon's `Duration` counts them when added as milliseconds.
const DURATION_UNITS: Record<string, number> = {
  ms: 1,
  millisecond: 1,
  milliseconds: 1,
  s: SECOND,
  sec: SECOND,
  secs: SECOND,
  second: SECOND,
  seconds: SECOND,
  m: MINUTE,
  min: MINUTE,
  mins: MINUTE,
  minute: MINUTE,
  minutes: MINUTE,
  h: HOUR,
  hr: HOUR,
  hrs: HOUR,
  hour: HOUR,
  hours: HOUR,
  d: DAY,
  day: DAY,
  days: DAY,
  w: 7 * DAY,
  wk: 7 * DAY,
  wks: 7 * DAY,
  week: 7 * DAY,
  weeks: 7 * DAY,
  mo: 30 * DAY,
  month: 30 * DAY,
  months: 30 * DAY,
  yr: 365 * DAY,
  yrs: 365 * DAY,
  year: 365 * DAY,
  years: 365 * DAY,
};

/** A Dataview duration (`7 days`, `1 week`, `2 hours, 30 minutes`, `1h 30m`) in milliseconds, which dates add and compare as; `null` for text that is none. */
export function dataviewDuration(text: string): number | null {
  const rest = text.toLowerCase().replace(/,|\band\b/g, ' ');
  if (!/^\s*(?:-?\d+(?:\.\d+)?\s*[a-z]+\s*)+$/.test(rest)) return null;
  let total = 0;
  for (const m of rest.matchAll(/(-?\d+(?:\.\d+)?)\s*([a-z]+)/g)) {
    const unit = DURATION_UNITS[m[2] ?? ''];
    if (unit === undefined) return null;
    total += Number(m[1]) * unit;
  }
  return total;
}

/** Whether `word` stands in `text` as a whole word, case folded, as Dataview's `containsword` reads it. */
function containsWord(text: string, word: string): boolean {
  const wanted = word.toLowerCase();
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .some((w) => w === wanted);
}

const WEB_RE = /^(?:https?:|mailto:)/i;

/** A Dataview function of the list given first, its other arguments a lambda or values (`filter(list, (x) => x > 2)`, `all(list)`, `nonnull(list)`). */
function listFunction(name: string, nodes: readonly Expression[], scope: Scope): Value {
  const first = nodes[0] === undefined ? null : evaluate(nodes[0], scope);
  const list = Array.isArray(first) ? first : first === null ? [] : [first];
  const rest = nodes.slice(1);
  if (name === 'nonnull') return list.filter((item) => item !== null);
  if (name === 'all' || name === 'any' || name === 'none') {
    const lambda = rest[0]?.type === 'ArrowFunctionExpression' ? rest[0] : undefined;
    // Without a lambda each item is its own test, and `all(a, b, c)` tests its arguments.
    const items = !Array.isArray(first) && lambda === undefined && rest.length > 0 ? args(nodes, scope) : list;
    const test = lambda === undefined ? (item: Value): Value => item : perItem(lambda, scope);
    const passed = items.map((item, i) => truthy(test(item, i)));
    return name === 'all' ? passed.every(Boolean) : name === 'any' ? passed.some(Boolean) : !passed.some(Boolean);
  }
  return listMethod(list, name, rest, scope);
}

/** A function of Dataview's language that Bases has not (see above); throws `UnsupportedFunction` for any other name. */
export function dataviewFunction(name: string, nodes: readonly Expression[], scope: Scope): Value {
  switch (name) {
    case 'filter':
    case 'map':
    case 'sort':
    case 'reverse':
    case 'unique':
    case 'flat':
    case 'nonnull':
    case 'all':
    case 'any':
    case 'none':
      return listFunction(name, nodes, scope);
    case 'dur': {
      const [value] = args(nodes, scope);
      return typeof value === 'number' ? value : dataviewDuration(toText(value ?? null));
    }
    case 'striptime': {
      const date = toDate(args(nodes, scope)[0] ?? null);
      return date === null ? null : new DateValue(Math.floor(date.ms / DAY) * DAY, false);
    }
    case 'truncate': {
      const [value, length, suffix] = args(nodes, scope);
      const text = toText(value ?? null);
      const max = typeof length === 'number' ? Math.max(0, Math.trunc(length)) : text.length;
      const end = suffix === undefined || suffix === null ? '...' : toText(suffix);
      return text.length <= max ? text : `${text.slice(0, Math.max(0, max - end.length))}${end}`;
    }
    case 'padleft':
    case 'padright': {
      const [value, length, padding] = args(nodes, scope);
      const text = toText(value ?? null);
      const to = typeof length === 'number' ? Math.min(Math.trunc(length), 10_000) : 0;
      const fill = padding === undefined || padding === null ? ' ' : toText(padding);
      return name === 'padleft' ? text.padStart(to, fill) : text.padEnd(to, fill);
    }
    case 'substring': {
      const [value, start, end] = args(nodes, scope);
      return toText(value ?? null).substring(typeof start === 'number' ? start : 0, typeof end === 'number' ? end : undefined);
    }
    case 'containsword': {
      const [value, word] = args(nodes, scope);
      return Array.isArray(value) ? value.map((v) => containsWord(toText(v), toText(word ?? null))) : containsWord(toText(value ?? null), toText(word ?? null));
    }
    case 'trunc': {
      const [value] = args(nodes, scope);
      return typeof value === 'number' ? Math.trunc(value) : null;
    }
    case 'average': {
      const all = numbers(args(nodes, scope));
      return all.length === 0 ? null : all.reduce((a, b) => a + b, 0) / all.length;
    }
    case 'product':
      return numbers(args(nodes, scope)).reduce((a, b) => a * b, 1);
    case 'ldefault': {
      const [value, fallback] = args(nodes, scope);
      return value === null || value === undefined ? (fallback ?? null) : value;
    }
    case 'meta': {
      // A link's parts, as Dataview's `meta(link)` gives them: the file it opens (its path), its shown text.
      const [link] = args(nodes, scope);
      if (!(link instanceof LinkValue)) return null;
      const note = link.slug === undefined ? undefined : scope.index.bySlug.get(link.slug);
      return { display: link.display ?? null, embed: false, path: note?.path ?? link.target, subpath: null, type: 'file' };
    }
    case 'embed': {
      // A link shown embedded: a picture is drawn in the cell; anything else stays its link.
      const [link] = args(nodes, scope);
      return link instanceof LinkValue ? new LinkValue(link.target, link.slug, link.display, link.url, true) : (link ?? null);
    }
    case 'elink': {
      // A web address only: any other (`javascript:`…) is its text.
      const [url, display] = args(nodes, scope);
      const address = toText(url ?? null).trim();
      const shown = display === undefined || display === null ? address : toText(display);
      return WEB_RE.test(address) ? new LinkValue(address, undefined, shown, address) : shown;
    }
    default:
      throw new UnsupportedFunction(`${name}()`);
  }
}
