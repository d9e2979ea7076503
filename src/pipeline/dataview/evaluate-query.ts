import type { JsonValue } from '../../schemas/property.ts';
import { evaluate, type Expression, fromProperty, type Scope } from '../query/expression.ts';
import type { NoteIndex, NoteRecord } from '../query/notes.ts';
import { compare, equals, FileValue, truthy, type Value } from '../query/value.ts';
import { inlineFields, type Task, tasksOf } from './fields.ts';
import type { Query, Source } from './parse-query.ts';

/** The most rows (or tasks) one query shows; the rest are counted ("and 9,500 more"). */
export const QUERY_ROWS_MAX = 500;

/** A row of a query: a page (or one of its tasks), the names `FLATTEN` bound, and after `GROUP BY` the group's key and rows. */
export interface QueryRow {
  note: NoteRecord;
  vars: Map<string, Value>;
  task?: Task;
  group?: { key: Value; rows: QueryRow[] };
}

/** A query evaluated: its rows in order (at most `QUERY_ROWS_MAX`) and how many there were. */
export interface QueryResult {
  rows: QueryRow[];
  total: number;
}

/** Where a query runs: the published notes, the page it is written in (`this`), and each note's inline fields, read once. */
export interface QueryRun {
  index: NoteIndex;
  self: NoteRecord | null;
  fields: (note: NoteRecord) => Readonly<Record<string, JsonValue>>;
  /** The build's time (ms since the epoch), which `date(today)` and `date(now)` read. */
  now: number;
}

/** A key as Dataview compares it: lower case, spaces and dashes as `_` (`Due Date`, `due-date` and `due_date` are one field). */
const fieldKey = (key: string): string => key.toLowerCase().replace(/[\s-]+/g, '_');

/** A field of a page, as Dataview reads it: a property, else an inline field (`key:: value`), the key compared loosely. */
function fieldOfNote(note: NoteRecord, name: string, run: QueryRun): Value {
  const wanted = fieldKey(name);
  for (const source of [note.properties, run.fields(note)]) {
    if (name in source) return fromProperty(source[name], note, run.index);
    const key = Object.keys(source).find((k) => fieldKey(k) === wanted);
    if (key !== undefined) return fromProperty(source[key], note, run.index);
  }
  return null;
}

/** The scope a row's expressions are evaluated in: its task's fields first (TASK), then its page's. */
function rowScope(row: QueryRow | null, run: QueryRun): Scope {
  const vars = new Map(row?.vars ?? []);
  if (row?.group) {
    const rows = row.group.rows.map((r) => new FileValue(r.note));
    vars.set('key', row.group.key);
    vars.set('rows', rows);
    // `row.key`, `row.rows`: the row itself, as Dataview also names it.
    vars.set('row', { key: row.group.key, rows });
  }
  if (row?.task) {
    vars.set('text', row.task.text);
    vars.set('completed', row.task.completed);
    vars.set('checked', row.task.status !== ' ');
    vars.set('status', row.task.status);
  }
  return {
    index: run.index,
    row: row?.note ?? null,
    self: run.self,
    formulas: new Map(),
    formulaValues: new Map(),
    vars,
    field: (note, name) => fieldOfNote(note, name, run),
    dialect: 'dataview',
    now: run.now,
  };
}

/** Evaluates an expression on a row (throws `UnsupportedFunction` for a function not evaluated at build time). */
export function valueOn(expression: Expression, row: QueryRow | null, run: QueryRun): Value {
  return evaluate(expression, rowScope(row, run));
}

/** Whether a page is among a source's. */
function inSource(source: Source, note: NoteRecord, run: QueryRun): boolean {
  if ('all' in source) return true;
  if ('tag' in source) {
    const tag = source.tag.toLowerCase();
    return note.tags.some((t) => t === tag || t.startsWith(`${tag}/`));
  }
  if ('folder' in source) {
    const folder = source.folder.replace(/^\/+|\/+$/g, '');
    // A quoted name is a folder or one file (`"Books/Dune"`), as Dataview reads it.
    return folder === '' || note.folder === folder || note.folder.startsWith(`${folder}/`) || note.path.replace(/\.md$/i, '') === folder.replace(/\.md$/i, '');
  }
  if ('linksTo' in source) {
    const target = source.linksTo === '' ? run.self : run.index.byName(source.linksTo);
    return target !== undefined && target !== null && note.links.includes(target.slug);
  }
  if ('linkedFrom' in source) {
    const from = run.index.byName(source.linkedFrom);
    return from?.links.includes(note.slug) === true;
  }
  if ('not' in source) return !inSource(source.not, note, run);
  if ('and' in source) return inSource(source.and[0], note, run) && inSource(source.and[1], note, run);
  return inSource(source.or[0], note, run) || inSource(source.or[1], note, run);
}

/**
 * Runs a query over the published notes: its source, then each command in the order written
 * (`WHERE`, `SORT`, `LIMIT`, `GROUP BY`, `FLATTEN`); a TASK query's rows are the pages' tasks.
 * Its pages are the Markdown notes only, as Dataview indexes them: never a board (`.canvas`), a
 * base or another file's page. Throws `UnsupportedFunction` when an expression calls a function
 * the build does not evaluate.
 */
export function runQuery(query: Query, run: QueryRun): QueryResult {
  let rows: QueryRow[] = [];
  for (const note of run.index.notes) {
    if (note.ext !== 'md' || !inSource(query.source, note, run)) continue;
    if (query.type === 'task') for (const task of tasksOf(note.parsed.tree)) rows.push({ note, vars: new Map(), task });
    else rows.push({ note, vars: new Map() });
  }
  for (const command of query.commands) {
    switch (command.kind) {
      case 'where':
        rows = rows.filter((row) => truthy(valueOn(command.expression, row, run)));
        break;
      case 'sort': {
        const keyed = rows.map((row) => ({ row, keys: command.keys.map((k) => valueOn(k.expression, row, run)) }));
        keyed.sort((a, b) => {
          for (let i = 0; i < command.keys.length; i++) {
            const order = compare(a.keys[i] ?? null, b.keys[i] ?? null);
            if (order !== 0) return command.keys[i]?.descending ? -order : order;
          }
          return 0;
        });
        rows = keyed.map((k) => k.row);
        break;
      }
      case 'limit':
        rows = rows.slice(0, command.count);
        break;
      case 'flatten':
        rows = rows.flatMap((row) => {
          const value = valueOn(command.expression, row, run);
          const items = Array.isArray(value) ? value : [value];
          return items.map((item) => ({ ...row, vars: new Map([...row.vars, [command.name, item]]) }));
        });
        break;
      case 'group': {
        const groups: Array<{ key: Value; rows: QueryRow[] }> = [];
        for (const row of rows) {
          const key = valueOn(command.expression, row, run);
          const found = groups.find((g) => equals(g.key, key));
          if (found) found.rows.push(row);
          else groups.push({ key, rows: [row] });
        }
        groups.sort((a, b) => compare(a.key, b.key));
        rows = groups.flatMap((group) => {
          const first = group.rows[0];
          return first === undefined ? [] : [{ note: first.note, vars: new Map([[command.name, group.key]]), group }];
        });
        break;
      }
    }
  }
  return { rows: rows.slice(0, QUERY_ROWS_MAX), total: rows.length };
}

/** Each note's inline fields, read from its body the first time a query asks. */
export function inlineFieldsOf(): (note: NoteRecord) => Readonly<Record<string, JsonValue>> {
  const read = new Map<string, Record<string, JsonValue>>();
  return (note) => {
    let fields = read.get(note.slug);
    if (fields === undefined) {
      fields = inlineFields(note.parsed.tree);
      read.set(note.slug, fields);
    }
    return fields;
  };
}
