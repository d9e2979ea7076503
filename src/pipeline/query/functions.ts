import type { Expression, Scope } from './expression.ts';
import { evaluate, linkTo } from './expression.ts';
import { normalTag } from '../resolve/slug.ts';
import { compare, DateValue, equals, FileValue, isEmpty, isRecord, LinkValue, toText, truthy, UnsupportedFunction, type Value } from './value.ts';

/**
 * The functions of Obsidian's Bases (its help's function list) and of Dataview's query language
 * that real vaults use, evaluated at build time. A name not here throws `UnsupportedFunction`,
 * which its caller reports (an info naming the function) and shows as an empty cell.
 */

const args = (nodes: readonly Expression[], scope: Scope): Value[] => nodes.map((n) => evaluate(n, scope));

/** A date read from text (`2024-03-05`, `2024-03-05T14:30`), a date, or nothing. */
export function toDate(value: Value): DateValue | null {
  if (value instanceof DateValue) return value;
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  return Number.isNaN(ms) ? null : new DateValue(ms, m[4] !== undefined);
}

const numbers = (values: readonly Value[]): number[] => values.flatMap((v) => (Array.isArray(v) ? numbers(v) : typeof v === 'number' ? [v] : []));

/** A global function (`if(…)`, `link("Note")`, `date("2024-01-01")`, Dataview's `contains(a, b)`…). */
export function callFunction(name: string, nodes: readonly Expression[], scope: Scope): Value {
  switch (name) {
    case 'if':
    case 'choice': {
      const [test, yes, no] = nodes;
      if (test === undefined) return null;
      return truthy(evaluate(test, scope)) ? (yes ? evaluate(yes, scope) : null) : no ? evaluate(no, scope) : null;
    }
    case 'list': {
      const [value] = args(nodes, scope);
      return value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
    }
    case 'link': {
      const [target, display] = args(nodes, scope);
      if (target instanceof FileValue)
        return new LinkValue(target.note.name, target.note.slug, display === undefined || display === null ? undefined : toText(display));
      if (target instanceof LinkValue) return target;
      const text = toText(target ?? null);
      return linkTo(text, null, scope.index, undefined, display === undefined || display === null ? undefined : toText(display));
    }
    case 'file': {
      const [target] = args(nodes, scope);
      const note = target instanceof LinkValue && target.slug ? scope.index.bySlug.get(target.slug) : scope.index.byName(toText(target ?? null));
      return target instanceof FileValue ? target : note ? new FileValue(note) : null;
    }
    case 'date': {
      // Dataview's `date(today)`, `date(now)`: the day of the build, which would make pages differ from build to build.
      const first = nodes[0];
      if (first?.type === 'Identifier' && RELATIVE_DAYS.has(String(first['name']).toLowerCase()))
        throw new UnsupportedFunction(`date(${String(first['name'])})`);
      return toDate(args(nodes, scope)[0] ?? null);
    }
    case 'dateformat': {
      const [value, format] = args(nodes, scope);
      const date = toDate(value ?? null);
      return date === null ? null : formatLuxon(date, toText(format ?? 'yyyy-MM-dd'));
    }
    case 'split': {
      const [value, separator] = args(nodes, scope);
      return toText(value ?? null).split(toText(separator ?? ''));
    }
    case 'replace': {
      const [value, pattern, replacement] = args(nodes, scope);
      return toText(value ?? null)
        .split(toText(pattern ?? null))
        .join(toText(replacement ?? null));
    }
    case 'regexreplace':
    case 'regextest':
    case 'regexmatch': {
      const [value, pattern, replacement] = args(nodes, scope);
      const regex = safeRegex(toText(pattern ?? null), name === 'regexreplace' ? 'g' : '');
      if (regex === null) throw new UnsupportedFunction(`${name}() with this pattern`);
      const subject = toText(value ?? null);
      if (name === 'regexreplace') return subject.replace(regex, toText(replacement ?? null));
      return name === 'regexmatch' ? new RegExp(`^(?:${regex.source})$`).test(subject) : regex.test(subject);
    }
    case 'econtains': {
      const [within, what] = args(nodes, scope);
      return Array.isArray(within) ? within.some((item) => equals(item, what ?? null)) : equals(within ?? null, what ?? null);
    }
    case 'typeof':
      return typeName(args(nodes, scope)[0] ?? null);
    case 'number': {
      const [value] = args(nodes, scope);
      if (typeof value === 'number') return value;
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (value instanceof DateValue) return value.ms;
      const n = Number.parseFloat(toText(value ?? null));
      return Number.isNaN(n) ? null : n;
    }
    case 'string':
      return toText(args(nodes, scope)[0] ?? null);
    case 'min':
    case 'max': {
      const all = numbers(args(nodes, scope));
      return all.length === 0 ? null : name === 'min' ? Math.min(...all) : Math.max(...all);
    }
    case 'sum':
      return numbers(args(nodes, scope)).reduce((a, b) => a + b, 0);
    case 'round': {
      const [value, digits] = args(nodes, scope);
      return typeof value === 'number' ? round(value, typeof digits === 'number' ? digits : 0) : null;
    }
    case 'contains': {
      const [within, what] = args(nodes, scope);
      return contains(within ?? null, what ?? null, false);
    }
    case 'icontains': {
      const [within, what] = args(nodes, scope);
      return contains(within ?? null, what ?? null, true);
    }
    case 'length': {
      const [value] = args(nodes, scope);
      return Array.isArray(value) ? value.length : typeof value === 'string' ? value.length : value === null ? 0 : 1;
    }
    case 'lower':
      return toText(args(nodes, scope)[0] ?? null).toLowerCase();
    case 'upper':
      return toText(args(nodes, scope)[0] ?? null).toUpperCase();
    case 'default': {
      const [value, fallback] = args(nodes, scope);
      return value === null || value === undefined ? (fallback ?? null) : value;
    }
    case 'join': {
      const [value, separator] = args(nodes, scope);
      return Array.isArray(value) ? value.map(toText).join(separator === undefined ? ', ' : toText(separator)) : toText(value ?? null);
    }
    case 'startswith': {
      const [value, prefix] = args(nodes, scope);
      return toText(value ?? null).startsWith(toText(prefix ?? null));
    }
    case 'endswith': {
      const [value, suffix] = args(nodes, scope);
      return toText(value ?? null).endsWith(toText(suffix ?? null));
    }
    case 'not':
      return !truthy(args(nodes, scope)[0] ?? null);
    case 'empty':
      return isEmpty(args(nodes, scope)[0] ?? null);
    default:
      // `now()`, `today()` and `random()` would make a page differ from build to build; `html()`, `image()` and `icon()` need a browser.
      throw new UnsupportedFunction(`${name}()`);
  }
}

const RELATIVE_DAYS = new Set(['today', 'now', 'tomorrow', 'yesterday', 'sow', 'eow', 'som', 'eom', 'soy', 'eoy']);

/** A pattern an author wrote, as a regular expression; `null` when it is not one or is too long to be run safely over every note. */
function safeRegex(pattern: string, flags: string): RegExp | null {
  if (pattern.length > 200) return null;
  try {
    return new RegExp(pattern, flags);
  } catch {
    return null;
  }
}

function round(value: number, digits: number): number {
  const f = 10 ** Math.max(0, Math.min(12, Math.trunc(digits)));
  return Math.round(value * f) / f;
}

/** Whether `within` holds `what`: an item of a list (a link equals its note), a part of a text. */
function contains(within: Value, what: Value, foldCase: boolean): boolean {
  if (Array.isArray(within)) return within.some((item) => equals(item, what) || (foldCase && toText(item).toLowerCase() === toText(what).toLowerCase()));
  if (within instanceof LinkValue || within instanceof FileValue) return equals(within, what);
  if (isRecord(within)) return typeof what === 'string' && what in within;
  const text = toText(within);
  return foldCase ? text.toLowerCase().includes(toText(what).toLowerCase()) : text.includes(toText(what));
}

/** The slug a note, a link or a name given as text opens. */
function slugOf(value: Value, scope: Scope): string | undefined {
  if (value instanceof FileValue) return value.note.slug;
  if (value instanceof LinkValue) return value.slug;
  if (typeof value === 'string') return scope.index.byName(value)?.slug;
  return undefined;
}

/** A method of a value (`file.hasTag("x")`, `tags.contains("y")`, `price.toFixed(2)`, `list.filter(value > 2)`…). */
export function callMethod(target: Value, name: string, nodes: readonly Expression[], scope: Scope): Value {
  switch (name) {
    case 'isEmpty':
      return isEmpty(target);
    case 'isTruthy':
      return truthy(target);
    case 'toString':
      return toText(target);
    case 'isType': {
      const [type] = args(nodes, scope);
      return typeName(target) === toText(type ?? null);
    }
    default:
      break;
  }
  if (target instanceof FileValue) return fileMethod(target, name, nodes, scope);
  if (target instanceof LinkValue) {
    if (name === 'asFile') {
      const note = target.slug === undefined ? undefined : scope.index.bySlug.get(target.slug);
      return note === undefined ? null : new FileValue(note);
    }
    if (name === 'linksTo') return target.slug !== undefined && target.slug === slugOf(args(nodes, scope)[0] ?? null, scope);
    if (name === 'contains' || name === 'containsAny' || name === 'containsAll') return stringMethod(toText(target), name, nodes, scope);
  }
  if (Array.isArray(target)) return listMethod(target, name, nodes, scope);
  if (typeof target === 'string') return stringMethod(target, name, nodes, scope);
  if (typeof target === 'number') return numberMethod(target, name, nodes, scope);
  if (target instanceof DateValue) return dateMethod(target, name, nodes, scope);
  if (isRecord(target)) {
    if (name === 'keys') return Object.keys(target);
    if (name === 'values') return Object.values(target);
  }
  if (target === null && ['contains', 'containsAny', 'containsAll', 'startsWith', 'endsWith', 'hasTag', 'hasLink'].includes(name)) return false;
  if (target === null) return null;
  throw new UnsupportedFunction(`${name}()`);
}

function typeName(value: Value): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (value instanceof LinkValue) return 'link';
  if (value instanceof FileValue) return 'file';
  if (value instanceof DateValue) return 'date';
  if (isRecord(value)) return 'object';
  return typeof value;
}

function fileMethod(file: FileValue, name: string, nodes: readonly Expression[], scope: Scope): Value {
  const note = file.note;
  switch (name) {
    case 'hasTag': {
      const wanted = args(nodes, scope).map((t) => normalTag(toText(t)));
      return note.tags.some((tag) => wanted.some((w) => tag === w || tag.startsWith(`${w}/`)));
    }
    case 'inFolder': {
      const folder = toText(args(nodes, scope)[0] ?? null).replace(/^\/+|\/+$/g, '');
      return folder === '' || note.folder === folder || note.folder.startsWith(`${folder}/`);
    }
    case 'hasLink': {
      const slug = slugOf(args(nodes, scope)[0] ?? null, scope);
      return slug !== undefined && note.links.some((link) => link === slug);
    }
    case 'hasProperty': {
      const key = toText(args(nodes, scope)[0] ?? null).toLowerCase();
      return Object.keys(note.properties).some((k) => k.toLowerCase() === key);
    }
    case 'asLink': {
      const [display] = args(nodes, scope);
      return new LinkValue(note.name, note.slug, display === undefined || display === null ? undefined : toText(display));
    }
    default:
      throw new UnsupportedFunction(`file.${name}()`);
  }
}

/** `list.filter(value > 2)`, `map`, `reduce`: the argument evaluated per item with `value`, `index` (and `acc`) bound. */
function perItem(node: Expression | undefined, scope: Scope, extra: Record<string, Value> = {}): (item: Value, i: number) => Value {
  return (item, i) => {
    if (node === undefined) return null;
    const vars = new Map(scope.vars);
    vars.set('value', item);
    vars.set('index', i);
    for (const [k, v] of Object.entries(extra)) vars.set(k, v);
    return evaluate(node, { ...scope, vars });
  };
}

function listMethod(list: Value[], name: string, nodes: readonly Expression[], scope: Scope): Value {
  switch (name) {
    case 'contains':
      return list.some((item) => equals(item, evaluate(nodes[0] as Expression, scope)));
    case 'containsAny': {
      const wanted = args(nodes, scope);
      return wanted.some((w) => list.some((item) => equals(item, w)));
    }
    case 'containsAll': {
      const wanted = args(nodes, scope);
      return wanted.every((w) => list.some((item) => equals(item, w)));
    }
    case 'filter': {
      const test = perItem(nodes[0], scope);
      return list.filter((item, i) => truthy(test(item, i)));
    }
    case 'map': {
      const f = perItem(nodes[0], scope);
      return list.map((item, i) => f(item, i));
    }
    case 'reduce': {
      let acc: Value = nodes[1] ? evaluate(nodes[1], scope) : null;
      list.forEach((item, i) => {
        acc = perItem(nodes[0], scope, { acc })(item, i);
      });
      return acc;
    }
    case 'join': {
      const [separator] = args(nodes, scope);
      return list.map(toText).join(separator === undefined ? ', ' : toText(separator));
    }
    case 'unique':
      return list.filter((item, i) => list.findIndex((other) => equals(other, item)) === i);
    case 'sort':
      return [...list].sort(compare);
    case 'reverse':
      return [...list].reverse();
    case 'flat':
      return list.flat();
    case 'slice': {
      const [start, end] = args(nodes, scope);
      return list.slice(typeof start === 'number' ? start : 0, typeof end === 'number' ? end : undefined);
    }
    case 'mean':
    case 'average': {
      const all = numbers(list);
      return all.length === 0 ? null : all.reduce((a, b) => a + b, 0) / all.length;
    }
    case 'sum':
      return numbers(list).reduce((a, b) => a + b, 0);
    case 'min':
    case 'max': {
      const all = numbers(list);
      return all.length === 0 ? null : name === 'min' ? Math.min(...all) : Math.max(...all);
    }
    default:
      throw new UnsupportedFunction(`list.${name}()`);
  }
}

function stringMethod(text: string, name: string, nodes: readonly Expression[], scope: Scope): Value {
  const given = args(nodes, scope).map((v) => toText(v));
  const first = given[0] ?? '';
  switch (name) {
    case 'contains':
      return text.includes(first);
    case 'containsAny':
      return given.some((g) => text.includes(g));
    case 'containsAll':
      return given.every((g) => text.includes(g));
    case 'startsWith':
      return text.startsWith(first);
    case 'endsWith':
      return text.endsWith(first);
    case 'lower':
      return text.toLowerCase();
    case 'upper':
      return text.toUpperCase();
    case 'title':
      return text.replace(/\p{L}[\p{L}\p{M}']*/gu, (w) => (w[0] ?? '').toUpperCase() + w.slice(1).toLowerCase());
    case 'trim':
      return text.trim();
    case 'replace':
      return text.split(first).join(given[1] ?? '');
    case 'split': {
      const parts = text.split(first);
      const n = Number(given[1]);
      return Number.isFinite(n) && given[1] !== undefined ? parts.slice(0, n) : parts;
    }
    case 'slice': {
      const [start, end] = args(nodes, scope);
      return text.slice(typeof start === 'number' ? start : 0, typeof end === 'number' ? end : undefined);
    }
    case 'repeat':
      return text.repeat(Math.max(0, Math.min(1000, Number(first) || 0)));
    case 'reverse':
      return [...text].reverse().join('');
    default:
      throw new UnsupportedFunction(`string.${name}()`);
  }
}

function numberMethod(value: number, name: string, nodes: readonly Expression[], scope: Scope): Value {
  const [digits] = args(nodes, scope);
  switch (name) {
    case 'round':
      return round(value, typeof digits === 'number' ? digits : 0);
    case 'floor':
      return Math.floor(value);
    case 'ceil':
      return Math.ceil(value);
    case 'abs':
      return Math.abs(value);
    case 'toFixed':
      return value.toFixed(typeof digits === 'number' ? Math.max(0, Math.min(20, digits)) : 0);
    default:
      throw new UnsupportedFunction(`number.${name}()`);
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A date written with Moment.js's tokens, as Bases' `format()` takes them (`YYYY-MM-DD`, `MMM D, YYYY`, `dddd`, `HH:mm`). */
export function formatMoment(date: DateValue, format: string): string {
  const d = new Date(date.ms);
  const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
  const tokens: Record<string, () => string> = {
    YYYY: () => String(d.getUTCFullYear()),
    YY: () => pad(d.getUTCFullYear() % 100),
    MMMM: () => MONTHS[d.getUTCMonth()] ?? '',
    MMM: () => (MONTHS[d.getUTCMonth()] ?? '').slice(0, 3),
    MM: () => pad(d.getUTCMonth() + 1),
    M: () => String(d.getUTCMonth() + 1),
    DD: () => pad(d.getUTCDate()),
    D: () => String(d.getUTCDate()),
    dddd: () => DAYS[d.getUTCDay()] ?? '',
    ddd: () => (DAYS[d.getUTCDay()] ?? '').slice(0, 3),
    HH: () => pad(d.getUTCHours()),
    H: () => String(d.getUTCHours()),
    mm: () => pad(d.getUTCMinutes()),
    ss: () => pad(d.getUTCSeconds()),
  };
  return format.replace(
    /\[([^\]]*)\]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|mm|ss/g,
    (token, literal: string | undefined) => literal ?? tokens[token]?.() ?? token,
  );
}

/** A date written with Luxon's tokens, as Dataview's `dateformat()` takes them (`yyyy-MM-dd`, `MMMM d, yyyy`, `EEEE`, `HH:mm`). */
export function formatLuxon(date: DateValue, format: string): string {
  const moment = format.replace(/'([^']*)'|yyyy|yy|MMMM|MMM|MM|M|LLLL|LLL|LL|L|dd|d|EEEE|EEE|cccc|ccc|HH|H|mm|ss/g, (token, literal: string | undefined) => {
    if (literal !== undefined) return `[${literal}]`;
    const map: Record<string, string> = {
      yyyy: 'YYYY',
      yy: 'YY',
      LLLL: 'MMMM',
      LLL: 'MMM',
      LL: 'MM',
      L: 'M',
      dd: 'DD',
      d: 'D',
      EEEE: 'dddd',
      EEE: 'ddd',
      cccc: 'dddd',
      ccc: 'ddd',
    };
    return map[token] ?? token;
  });
  return formatMoment(date, moment);
}

function dateMethod(date: DateValue, name: string, nodes: readonly Expression[], scope: Scope): Value {
  switch (name) {
    case 'format':
      return formatMoment(date, toText(args(nodes, scope)[0] ?? 'YYYY-MM-DD'));
    case 'date':
      return new DateValue(date.ms - (date.ms % 864e5), false);
    case 'time':
      return formatMoment(date, 'HH:mm:ss');
    default:
      // `relative()` reads the time of the build, which would make pages differ from build to build.
      throw new UnsupportedFunction(`date.${name}()`);
  }
}
