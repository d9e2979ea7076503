import jsep from 'jsep';
import jsepArrow from '@jsep-plugin/arrow';
import jsepRegex from '@jsep-plugin/regex';
import type { JsonValue } from '../../schemas/property.ts';
import { tasksOf } from '../dataview/fields.ts';
import { linksInText } from '../parse/wiki-links.ts';
import { linkKey } from '../render/properties.ts';
import { toDate } from './dates.ts';
import { callFunction, callMethod } from './functions.ts';
import { REGEX_SOURCE_MAX } from './regex.ts';
import type { NoteIndex, NoteRecord } from './notes.ts';
import { compare, DateValue, equals, FileValue, isRecord, LinkValue, truthy, UnsupportedFunction, type Value } from './value.ts';

/**
 * Expressions of Bases (filters, formulas, summaries) and of Dataview's `WHERE`, `SORT` and
 * columns, parsed by jsep (a small, maintained parser of JavaScript expressions, which is what
 * both languages' expressions are: identifiers, member access, calls, literals and operators) and
 * evaluated here over a note of the collection.
 */
export type Expression = jsep.Expression;

// Bases formulas write regular expressions as literals (`/^.*\//`, Obsidian's `Regexp` type): jsep's
// own plugin reads them. Registering a plugin twice is a no-op.
jsep.plugins.register(jsepRegex);
// Dataview's functions take lambdas (`filter(list, (x) => x > 2)`): jsep's plugin reads them, and
// the functions that take one (src/pipeline/query/methods.ts, `perItem`) bind their parameters.
jsep.plugins.register(jsepArrow);

/** Takes an expression's text; returns its tree, or throws a `SyntaxError`-like `Error` with jsep's message (an invalid `/…/` literal's too). */
export function parseExpression(text: string): Expression {
  return jsep(text);
}

/** Where an expression is evaluated: the row's note (`file`), the note showing the base or query (`this`), the formulas and the variables in scope. */
export interface Scope {
  index: NoteIndex;
  /** The row's note; `null` where no note is in scope (a summary). */
  row: NoteRecord | null;
  /** The note the base or query is shown in. */
  self: NoteRecord | null;
  /** The base's formulas by name, parsed; `formula.x` evaluates them on the row (each once a row). */
  formulas: ReadonlyMap<string, Expression>;
  /** Formula values already computed for the row, and those being computed (`undefined`), which breaks cycles. */
  formulaValues: Map<string, Value | undefined>;
  /** Variables: `value`, `index` and `acc` in `filter`/`map`/`reduce`, `values` in a summary. */
  vars: ReadonlyMap<string, Value>;
  /** How a bare name reads: a property of the row (Bases), or also Dataview's inline fields. */
  field: (note: NoteRecord, name: string) => Value;
  /** Whose `file` fields: Bases' (`file.tags` without `#`) or Dataview's (`file.tags` with `#`, `file.link`, `file.day`…). Default Bases'. */
  dialect?: 'bases' | 'dataview';
  /** The build's time (milliseconds since the epoch, UTC) that `now()`, `today()` and Dataview's `date(today)` read: one for the whole build, so a base sorted or filtered on it gives one result per build. */
  now: number;
}

/** A property value as an expression reads it: a link written `[[Note]]` is a link (resolved as the note's own links were), a list item by item. */
export function fromProperty(value: JsonValue | undefined, note: NoteRecord | null, index: NoteIndex): Value {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[[') && trimmed.endsWith(']]')) {
      const [link] = linksInText(trimmed);
      if (link && `[[${link.target}${link.heading ? `#${link.heading}` : ''}${link.shown ? `|${link.shown}` : ''}]]`.length <= trimmed.length) {
        return linkTo(link.target, note, index, link.heading, link.shown);
      }
    }
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => {
      // `- [[Note]]` unquoted: YAML's list in a list.
      let inner: JsonValue = item;
      while (Array.isArray(inner) && inner.length === 1) inner = inner[0] ?? null;
      return Array.isArray(item) && typeof inner === 'string' ? linkTo(inner, note, index) : fromProperty(item, note, index);
    });
  }
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromProperty(v, note, index)]));
  return value;
}

/** A link to `target` as written in `note` (resolved as its own links were), else by name over the collection. */
export function linkTo(target: string, note: NoteRecord | null, index: NoteIndex, heading?: string, display?: string): LinkValue {
  const own = note?.targets.get(linkKey(target, heading));
  if (own && 'attachment' in own) return new LinkValue(target, undefined, display, own.url);
  if (own) return new LinkValue(target, own.slug, display, own.url);
  const named = index.byName(target);
  return new LinkValue(target, named?.slug, display, named?.url);
}

/** The value of a note's property by name: as written, else compared ignoring case. */
export function propertyOf(note: NoteRecord, name: string, index: NoteIndex): Value {
  const props = note.properties;
  if (name in props) return fromProperty(props[name], note, index);
  const lower = name.toLowerCase();
  const key = Object.keys(props).find((k) => k.toLowerCase() === lower);
  return key === undefined ? null : fromProperty(props[key], note, index);
}

/** A field of a note (`file.name`, `file.tags`…) as Bases or Dataview (`dialect`) name them; `undefined` for a name it has not. */
export function fileField(note: NoteRecord, name: string, index: NoteIndex, dialect: 'bases' | 'dataview' = 'bases'): Value | undefined {
  if (dialect === 'dataview') {
    switch (name) {
      case 'name':
        return note.name;
      case 'tags':
      case 'etags':
        return note.tags.map((tag) => `#${tag}`);
      case 'link':
        return new LinkValue(note.name, note.slug, undefined, note.url);
      case 'outlinks':
        return fileField(note, 'links', index);
      case 'inlinks':
        return fileField(note, 'backlinks', index);
      case 'day': {
        const day = /(\d{4}-\d{2}-\d{2})/.exec(note.name)?.[1];
        return day === undefined ? null : new DateValue(Date.parse(`${day}T00:00:00Z`), false);
      }
      case 'frontmatter':
        return fileField(note, 'properties', index) ?? null;
      case 'aliases':
        // Its other names as the frontmatter reader read them (`aliases`, `alias`, `A, B` as two).
        return [...(note.parsed.data?.aliases ?? [])];
      case 'tasks':
        // Each task as Dataview lists it: its text, whether it is done (`[x]`), checked (any mark) and its mark.
        return tasksOf(note.parsed.tree).map((task) => ({ text: task.text, completed: task.completed, checked: task.status !== ' ', status: task.status }));
      // Dataview's `file.ctime` and `file.mtime` are Bases' (below); `file.cday` and `file.mday` their days.
      case 'cday':
        return fileDay(note.created);
      case 'mday':
        return fileDay(note.modified);
      default:
        break;
    }
  }
  switch (name) {
    case 'name':
      return note.ext === 'md' ? note.name : `${note.name}.${note.ext}`;
    case 'basename':
      return note.name;
    case 'path':
      return note.path;
    case 'folder':
      return note.folder;
    case 'ext':
      return note.ext;
    case 'tags':
      return [...note.tags];
    case 'links':
      return note.links.map((slug) => new LinkValue(index.bySlug.get(slug)?.name ?? slug, slug));
    case 'backlinks':
      return index.backlinks(note.slug).map((slug) => new LinkValue(index.bySlug.get(slug)?.name ?? slug, slug));
    case 'embeds':
      return note.embeds.map((path) => new LinkValue(path, undefined));
    case 'properties':
      return fromProperty(note.properties as JsonValue, note, index);
    case 'file':
      return new FileValue(note);
    case 'size':
      return note.size;
    // The facts line's dates (properties, else the file's history; never the time of the build), so a build of the same content gives the same page.
    case 'ctime':
      return fileDay(note.created);
    case 'mtime':
      return fileDay(note.modified);
    default:
      return undefined;
  }
}

/** A note's created or modified day as a date, or nothing when it has none. */
function fileDay(day: string | undefined): Value {
  return day === undefined ? null : toDate(day);
}

/** Evaluates an expression in a scope; throws `UnsupportedFunction` for a function it does not know. */
export function evaluate(node: Expression, scope: Scope): Value {
  switch (node.type) {
    case 'Literal': {
      const value = (node as jsep.Literal).value;
      if (!(value instanceof RegExp)) return value;
      if (value.source.length > REGEX_SOURCE_MAX) throw new UnsupportedFunction(`a regular expression over ${REGEX_SOURCE_MAX} characters`);
      return value;
    }
    case 'ThisExpression':
      return scope.self ? new FileValue(scope.self) : null;
    case 'Identifier':
      return identifier((node as jsep.Identifier).name, scope);
    case 'ArrayExpression':
      return (node as jsep.ArrayExpression).elements.map((e) => (e === null ? null : evaluate(e, scope)));
    case 'MemberExpression':
      return member(node as jsep.MemberExpression, scope);
    case 'CallExpression':
      return call(node as jsep.CallExpression, scope);
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      const value = evaluate(u.argument, scope);
      if (u.operator === '!') return !truthy(value);
      if (u.operator === '-') return typeof value === 'number' ? -value : null;
      if (u.operator === '+') return typeof value === 'number' ? value : Number(value);
      throw new UnsupportedFunction(u.operator);
    }
    case 'BinaryExpression':
      return binary(node as jsep.BinaryExpression, scope);
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      return truthy(evaluate(c.test, scope)) ? evaluate(c.consequent, scope) : evaluate(c.alternate, scope);
    }
    case 'Compound': {
      const body = (node as jsep.Compound).body;
      return body.length === 0 ? null : evaluate(body[body.length - 1] as Expression, scope);
    }
    default:
      throw new UnsupportedFunction(node.type);
  }
}

function identifier(name: string, scope: Scope): Value {
  const bound = scope.vars.get(name);
  if (bound !== undefined) return bound;
  if (name === 'file') return scope.row ? new FileValue(scope.row) : null;
  if (name === 'note') return scope.row ? fromProperty(scope.row.properties as JsonValue, scope.row, scope.index) : null;
  if (name === 'formula') return null;
  if (name === 'true' || name === 'false') return name === 'true';
  if (name === 'null') return null;
  return scope.row ? scope.field(scope.row, name) : null;
}

/** `formula.x` of the row: evaluated once a row; a formula that refers to itself is nothing. */
export function formulaValue(name: string, scope: Scope): Value {
  if (scope.formulaValues.has(name)) return scope.formulaValues.get(name) ?? null;
  const formula = scope.formulas.get(name);
  if (formula === undefined) return null;
  scope.formulaValues.set(name, undefined);
  const value = evaluate(formula, scope);
  scope.formulaValues.set(name, value);
  return value;
}

function member(node: jsep.MemberExpression, scope: Scope): Value {
  const objectNode = node.object;
  const name = node.computed ? undefined : (node.property as jsep.Identifier).name;
  // Namespaces: `note.x`, `file.x`, `formula.x`, `this.x`.
  if (objectNode.type === 'Identifier' && name !== undefined && !scope.vars.has((objectNode as jsep.Identifier).name)) {
    const ns = (objectNode as jsep.Identifier).name;
    if (ns === 'formula') return formulaValue(name, scope);
    if (ns === 'note') return scope.row ? propertyOf(scope.row, name, scope.index) : null;
  }
  const object = evaluate(objectNode, scope);
  const key = name ?? evaluate(node.property, scope);
  return fieldOf(object, key, scope);
}

/** A field of a value: a note's file fields and properties, a date's parts, a list's or text's `length`, an item, a map's key. */
export function fieldOf(object: Value, key: Value, scope: Scope): Value {
  if (object instanceof FileValue) {
    if (typeof key !== 'string') return null;
    if (key === 'file') return object;
    return fileField(object.note, key, scope.index, scope.dialect) ?? scope.field(object.note, key);
  }
  if (object instanceof LinkValue) {
    const note = object.slug === undefined ? undefined : scope.index.bySlug.get(object.slug);
    return note === undefined ? null : fieldOf(new FileValue(note), key, scope);
  }
  if (object instanceof DateValue) {
    const d = new Date(object.ms);
    const parts: Record<string, number> = {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
      millisecond: d.getUTCMilliseconds(),
    };
    return typeof key === 'string' ? (parts[key] ?? null) : null;
  }
  if (Array.isArray(object)) {
    if (key === 'length') return object.length;
    if (typeof key === 'number') return object[key < 0 ? object.length + key : key] ?? null;
    // Dataview reads a field of a list as that field of each item (`rows.file.link`).
    return scope.dialect === 'dataview' && typeof key === 'string' ? object.flatMap((item) => fieldOf(item, key, scope)) : null;
  }
  if (typeof object === 'number') {
    const unit = typeof key === 'string' ? DURATION_FIELDS[key] : undefined;
    return unit === undefined ? null : object / unit;
  }
  if (typeof object === 'string') return key === 'length' ? object.length : typeof key === 'number' ? (object[key] ?? null) : null;
  if (isRecord(object) && typeof key === 'string') {
    if (key in object || scope.dialect !== 'dataview') return object[key] ?? null;
    // Dataview compares keys loosely: `mood-notes`, read `mood_notes` in an expression, is `mood-notes`.
    const loose = (k: string): string => k.toLowerCase().replace(/[\s-]+/g, '_');
    const found = Object.keys(object).find((k) => loose(k) === loose(key));
    return found === undefined ? null : (object[found] ?? null);
  }
  return null;
}

function call(node: jsep.CallExpression, scope: Scope): Value {
  const callee = node.callee;
  if (callee.type === 'Identifier') return callFunction((callee as jsep.Identifier).name, node.arguments, scope);
  if (callee.type === 'MemberExpression' && !(callee as jsep.MemberExpression).computed) {
    const m = callee as jsep.MemberExpression;
    const target = evaluate(m.object, scope);
    return callMethod(target, (m.property as jsep.Identifier).name, node.arguments, scope);
  }
  throw new UnsupportedFunction('(computed call)');
}

function binary(node: jsep.BinaryExpression, scope: Scope): Value {
  const op = node.operator;
  if (op === '&&') return truthy(evaluate(node.left, scope)) ? truthy(evaluate(node.right, scope)) : false;
  if (op === '||') {
    const left = evaluate(node.left, scope);
    return truthy(left) ? left : evaluate(node.right, scope);
  }
  const a = evaluate(node.left, scope);
  const b = evaluate(node.right, scope);
  switch (op) {
    case '==':
    case '===':
      return equals(a, b);
    case '!=':
    case '!==':
      return !equals(a, b);
    case '>':
      return a !== null && b !== null && compare(a, b) > 0;
    case '<':
      return a !== null && b !== null && compare(a, b) < 0;
    case '>=':
      return a !== null && b !== null && compare(a, b) >= 0;
    case '<=':
      return a !== null && b !== null && compare(a, b) <= 0;
    case '+':
      return add(a, b);
    case '-':
      if (a instanceof DateValue && b instanceof DateValue) return a.ms - b.ms;
      if (a instanceof DateValue && typeof b === 'string') return shift(a, b, -1) ?? since(a, b);
      if (a instanceof DateValue && typeof b === 'number') return new DateValue(a.ms - b, a.time);
      return typeof a === 'number' && typeof b === 'number' ? a - b : null;
    case '*':
      return typeof a === 'number' && typeof b === 'number' ? a * b : null;
    case '/':
      return typeof a === 'number' && typeof b === 'number' && b !== 0 ? a / b : null;
    case '%':
      return typeof a === 'number' && typeof b === 'number' && b !== 0 ? a % b : null;
    default:
      throw new UnsupportedFunction(op);
  }
}

/** The milliseconds from a date written as text (a date property, `"2020-05-01"`) to `date`, as a date minus a date; nothing when the text is no date. */
function since(date: DateValue, text: string): Value {
  const other = toDate(text);
  return other === null ? null : date.ms - other.ms;
}

function add(a: Value, b: Value): Value {
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (a instanceof DateValue && typeof b === 'string') return shift(a, b, 1);
  // A date plus a duration (`duration("1d")`, a difference of dates), in milliseconds.
  if (a instanceof DateValue && typeof b === 'number') return new DateValue(a.ms + b, a.time);
  if (Array.isArray(a)) return [...a, ...(Array.isArray(b) ? b : [b])];
  if (a === null && b === null) return null;
  return `${textOf(a)}${textOf(b)}`;
}

function textOf(value: Value): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof LinkValue) return value.display ?? value.target;
  if (value instanceof FileValue) return value.note.name;
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (value instanceof DateValue) return new Date(value.ms).toISOString().slice(0, value.time ? 16 : 10);
  return JSON.stringify(value);
}

const UNIT_MS: Record<string, number> = {
  y: 365 * 864e5,
  year: 365 * 864e5,
  years: 365 * 864e5,
  M: 30 * 864e5,
  month: 30 * 864e5,
  months: 30 * 864e5,
  w: 7 * 864e5,
  week: 7 * 864e5,
  weeks: 7 * 864e5,
  d: 864e5,
  day: 864e5,
  days: 864e5,
  h: 36e5,
  hour: 36e5,
  hours: 36e5,
  m: 6e4,
  minute: 6e4,
  minutes: 6e4,
  s: 1e3,
  second: 1e3,
  seconds: 1e3,
};

/** A duration written as text (`"1d"`, `"2 weeks"`), in milliseconds; `null` for one it cannot read. */
export function durationMs(duration: string): number | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*([a-zA-Z]+)\s*$/.exec(duration);
  const unit = m ? UNIT_MS[m[2] ?? ''] : undefined;
  return !m || unit === undefined ? null : Number(m[1]) * unit;
}

/** A date moved by a duration written as text (`"1d"`, `"2 weeks"`), `sign` forward or back; nothing for a duration it cannot read. */
export function shift(date: DateValue, duration: string, sign: 1 | -1): DateValue | null {
  const ms = durationMs(duration);
  return ms === null ? null : new DateValue(date.ms + sign * ms, date.time);
}

const DAY_MS = 864e5;

// A difference of dates read as a duration (`(now() - born).years`): whole units as Moment's
// `as…` gives them, a month being 146,097 / 4,800 days (its average over 400 years).
const DURATION_FIELDS: Record<string, number> = {
  years: DAY_MS * (146_097 / 400),
  months: DAY_MS * (146_097 / 4_800),
  weeks: 7 * DAY_MS,
  days: DAY_MS,
  hours: 36e5,
  minutes: 6e4,
  seconds: 1e3,
  milliseconds: 1,
};
