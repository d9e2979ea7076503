import type { Expression, Scope } from './expression.ts';
import { durationMs, evaluate, linkTo } from './expression.ts';
import { normalTag } from '../resolve/slug.ts';
import { args, numbers } from './arguments.ts';
import { dateMethod, formatLuxon, relativeDay, toDate } from './dates.ts';
import { listMethod, numberMethod, regexMethod, round, stringMethod } from './methods.ts';
import { dataviewFunction } from './dataview-functions.ts';
import { patternRegex } from './regex.ts';
import { DateValue, equals, FileValue, isEmpty, isRecord, LinkValue, toText, truthy, UnsupportedFunction, type Value } from './value.ts';

/**
 * The functions of Obsidian's Bases (its help's function list) and of Dataview's query language
 * that real vaults use, evaluated at build time. A name not here throws `UnsupportedFunction`,
 * which its caller reports (an info naming the function) and shows as an empty cell.
 */

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
    case 'now':
      return new DateValue(scope.now, true);
    case 'today':
      return relativeDay('today', scope.now) ?? null;
    case 'duration': {
      const [text] = args(nodes, scope);
      return typeof text === 'number' ? text : durationMs(toText(text ?? null));
    }
    case 'date': {
      // Dataview's `date(today)`, `date(now)`, `date(sow)`…: read against the build's time.
      const first = nodes[0];
      if (first?.type === 'Identifier') {
        const day = relativeDay(String(first['name']).toLowerCase(), scope.now);
        if (day !== undefined) return day;
      }
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
      const regex = patternRegex(pattern instanceof RegExp ? pattern : toText(pattern ?? null), name === 'regexreplace' ? 'g' : '');
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
      // Dataview's `contains(this, "field")`: whether the page has that field, as an object has a key.
      if (within instanceof FileValue && typeof what === 'string' && scope.dialect === 'dataview') return scope.field(within.note, what) !== null;
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
      // Dataview's own functions (`dur(7 days)`, `striptime`, `filter(list, (x) => …)`…).
      if (scope.dialect === 'dataview') return dataviewFunction(name, nodes, scope);
      // `random()` would make a page differ from build to build; `html()`, `image()` and `icon()` need a browser.
      throw new UnsupportedFunction(`${name}()`);
  }
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
  if (target instanceof RegExp) return regexMethod(target, name, nodes, scope);
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
  if (value instanceof RegExp) return 'regexp';
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
