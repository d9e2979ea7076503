import { CORE_SCHEMA, load } from 'js-yaml';
import { type Base, type BaseFilter, BaseSchema, type BaseView } from '../../schemas/base.ts';
import { evaluate, type Expression, fileField, formulaValue, parseExpression, propertyOf, type Scope } from '../query/expression.ts';
import type { NoteIndex, NoteRecord } from '../query/notes.ts';
import { compare, equals, isEmpty, truthy, UnsupportedFunction, type Value } from '../query/value.ts';
import type { TextKey, Ui } from '../../core/i18n/index.ts';
import { summarise, summaryLabel } from './summaries.ts';

/** The most rows one view shows; the rest are counted ("and 14,500 more"), so a base over a large collection stays a page. */
export const BASE_ROWS_MAX = 500;

/** A problem met reading or evaluating a base: an expression that does not parse, a function not evaluated at build time. */
export interface BaseProblem {
  code: 'base-syntax' | 'base-function';
  message: string;
}

/** A base read from its YAML, its expressions parsed. */
export interface ReadBase {
  base: Base;
  filter: ParsedFilter | undefined;
  formulas: Map<string, Expression>;
  summaries: Map<string, Expression>;
}

type ParsedFilter = { expression: Expression } | { and: ParsedFilter[] } | { or: ParsedFilter[] } | { not: ParsedFilter[] } | { broken: true };

/** A column of a view: the property it shows (`file.name`, `note.author`, `formula.x`) and its heading. */
export interface Column {
  id: string;
  label: string;
}

/** A row: its note and its cells, in the columns' order. */
export interface Row {
  note: NoteRecord;
  cells: Value[];
  /** The card's picture (cards with `image`). */
  image: Value;
}

/** A view evaluated: its columns, its rows in groups (one group without a key when not grouped), the summaries, and how many rows matched. */
export interface ViewResult {
  name: string;
  type: 'table' | 'cards' | 'list';
  columns: Column[];
  groups: Array<{ key: Value | undefined; rows: Row[] }>;
  /** Per column, its summary's label and value (absent where the view sums nothing). */
  summaries: Array<{ label: string; value: Value } | undefined>;
  /** Rows that matched (after `limit`). */
  total: number;
  /** Rows shown (at most `BASE_ROWS_MAX`). */
  shown: number;
}

/** Reads a base's YAML; returns it with its expressions parsed, or the problems that keep it from being read. */
export function readBase(yaml: string, problems: BaseProblem[]): ReadBase | undefined {
  let raw: unknown;
  try {
    raw = load(yaml, { schema: CORE_SCHEMA }) ?? {};
  } catch (error) {
    problems.push({
      code: 'base-syntax',
      message: `the base is not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); fix it as Obsidian's Bases syntax writes it`,
    });
    return undefined;
  }
  const checked = BaseSchema.safeParse(raw);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    problems.push({
      code: 'base-syntax',
      message: `the base does not follow Obsidian's Bases syntax (${issue ? `${issue.path.join('.') || 'top level'}: ${issue.message}` : 'unknown shape'}); write filters, formulas, properties and views as Obsidian's help describes`,
    });
    return undefined;
  }
  const base = checked.data;
  const parse = (text: string, what: string): Expression | undefined => {
    try {
      return parseExpression(text);
    } catch (error) {
      problems.push({
        code: 'base-syntax',
        message: `${what} "${text}" is not an expression (${error instanceof Error ? error.message : String(error)}); it is left out`,
      });
      return undefined;
    }
  };
  const formulas = new Map<string, Expression>();
  for (const [name, text] of Object.entries(base.formulas)) {
    const parsed = parse(text, `the formula ${name}`);
    if (parsed) formulas.set(name, parsed);
  }
  const summaries = new Map<string, Expression>();
  for (const [name, text] of Object.entries(base.summaries)) {
    const parsed = parse(text, `the summary ${name}`);
    if (parsed) summaries.set(name, parsed);
  }
  const filter = base.filters === undefined ? undefined : parseFilter(base.filters, parse);
  return { base, filter, formulas, summaries };
}

function parseFilter(filter: BaseFilter, parse: (text: string, what: string) => Expression | undefined): ParsedFilter {
  if (typeof filter === 'string') {
    const expression = parse(filter, 'the filter');
    return expression ? { expression } : { broken: true };
  }
  if ('and' in filter) return { and: filter.and.map((f) => parseFilter(f, parse)) };
  if ('or' in filter) return { or: filter.or.map((f) => parseFilter(f, parse)) };
  return { not: filter.not.map((f) => parseFilter(f, parse)) };
}

/** Where a base is evaluated: the notes, the note showing it (`this`), and where to report functions not evaluated. */
export interface BaseRun {
  index: NoteIndex;
  self: NoteRecord | null;
  /** Called once per function name a base uses that the build does not evaluate. */
  unsupported: (name: string) => void;
  /** The interface's words in the site's language, for the columns the base leaves unnamed (`file name`). */
  words: Ui;
  /** The build's time (ms since the epoch), which `now()` and `today()` read. */
  now: number;
}

/** The scope a base's expressions are evaluated in on a row (`null` in a summary). */
export function scopeFor(read: ReadBase, run: BaseRun, row: NoteRecord | null): Scope {
  return {
    index: run.index,
    row,
    self: run.self,
    formulas: read.formulas,
    formulaValues: new Map(),
    vars: new Map(),
    // A bare name is a note property in Bases.
    field: (note, name) => propertyOf(note, name, run.index),
    now: run.now,
  };
}

/** Evaluates an expression, leaving it empty (and reporting the function) when it calls one not evaluated at build time. */
export function safely(expression: Expression, scope: Scope, run: BaseRun): Value {
  try {
    return evaluate(expression, scope);
  } catch (error) {
    if (error instanceof UnsupportedFunction) run.unsupported(error.function);
    return null;
  }
}

function passes(filter: ParsedFilter | undefined, scope: Scope, run: BaseRun): boolean {
  if (filter === undefined) return true;
  if ('broken' in filter) return false;
  if ('expression' in filter) return truthy(safely(filter.expression, scope, run));
  if ('and' in filter) return filter.and.every((f) => passes(f, scope, run));
  if ('or' in filter) return filter.or.some((f) => passes(f, scope, run));
  return !filter.not.some((f) => passes(f, scope, run));
}

/** A property id as the base writes it (`author`, `note.author`, `file.name`, `formula.x`), made whole: a bare name is a note property. */
export function propertyId(written: string): string {
  const id = written.trim();
  return /^(?:note|file|formula)\./.test(id) ? id : `note.${id}`;
}

// The file fields whose heading is a whole phrase of the site's language ("имя файла", not "файл name").
const FILE_FIELD_LABELS: Readonly<Record<string, TextKey>> = {
  name: 'base.file.name',
  path: 'base.file.path',
  folder: 'base.file.folder',
  ext: 'base.file.ext',
  size: 'base.file.size',
  ctime: 'base.file.ctime',
  mtime: 'base.file.mtime',
  tags: 'base.file.tags',
  links: 'base.file.links',
};

/** A column's heading: its `displayName`, else its name as Obsidian shows it (`file.name` reads "file name", in `words`). */
function columnLabel(id: string, base: Base, words: Ui): string {
  const written = Object.entries(base.properties).find(([key]) => propertyId(key) === id)?.[1]?.displayName;
  if (written !== undefined && written !== '') return written;
  if (id.startsWith('file.')) {
    const field = id.slice('file.'.length);
    const key = Object.hasOwn(FILE_FIELD_LABELS, field) ? FILE_FIELD_LABELS[field] : undefined;
    return key === undefined ? words.t('base.fileField', { field }) : words.t(key);
  }
  return id.replace(/^(?:note|formula)\./, '');
}

/** The value of a property id on a row. */
function valueOf(id: string, scope: Scope, run: BaseRun): Value {
  const row = scope.row;
  if (row === null) return null;
  try {
    if (id.startsWith('formula.')) return formulaValue(id.slice('formula.'.length), scope);
    if (id.startsWith('file.')) return fileField(row, id.slice('file.'.length), run.index) ?? null;
    return propertyOf(row, id.slice('note.'.length), run.index);
  } catch (error) {
    if (error instanceof UnsupportedFunction) run.unsupported(error.function);
    return null;
  }
}

/**
 * The views shown: the one named (`![[x.base#View]]`); else, on the base's own page, all of them
 * (Obsidian's view switcher, laid out one after another); else the first, which Obsidian shows
 * where a base is embedded or written in a note.
 */
export function pickViews(read: ReadBase, name: string | undefined, all: boolean): BaseView[] {
  if (name === undefined) return all ? read.base.views : read.base.views.slice(0, 1);
  const wanted = name.trim().toLowerCase();
  return read.base.views.filter((v) => (v.name ?? v.type).trim().toLowerCase() === wanted);
}

/**
 * Evaluates one view of a base over the published notes: the base's and the view's filters, the
 * sort (by each property in turn, then path), `limit`, `groupBy` and the summaries. Shows at most
 * `BASE_ROWS_MAX` rows.
 */
export function evaluateView(read: ReadBase, view: BaseView, run: BaseRun, problems: BaseProblem[]): ViewResult {
  const viewFilter =
    view.filters === undefined
      ? undefined
      : parseFilter(view.filters, (text, what) => {
          try {
            return parseExpression(text);
          } catch (error) {
            problems.push({
              code: 'base-syntax',
              message: `${what} "${text}" of the view ${view.name ?? view.type} is not an expression (${error instanceof Error ? error.message : String(error)})`,
            });
            return undefined;
          }
        });
  const columns = view.order.map((written) => {
    const id = propertyId(written);
    return { id, label: columnLabel(id, read.base, run.words) };
  });
  const sortKeys = view.sort.flatMap((s) => {
    const property = s.property ?? s.column;
    return property === undefined ? [] : [{ id: propertyId(property), direction: s.direction }];
  });
  const groupId = view.groupBy ? propertyId(view.groupBy.property) : undefined;
  const imageId = view.image ? propertyId(view.image) : undefined;

  type Candidate = { note: NoteRecord; scope: Scope; keys: Value[]; group: Value };
  const matched: Candidate[] = [];
  for (const note of run.index.notes) {
    if (run.self !== null && note.slug === run.self.slug && note.ext === 'base') continue;
    const scope = scopeFor(read, run, note);
    if (!passes(read.filter, scope, run) || !passes(viewFilter, scope, run)) continue;
    matched.push({
      note,
      scope,
      keys: sortKeys.map((k) => valueOf(k.id, scope, run)),
      group: groupId === undefined ? null : valueOf(groupId, scope, run),
    });
  }
  matched.sort((a, b) => {
    for (let i = 0; i < sortKeys.length; i++) {
      const order = compare(a.keys[i] ?? null, b.keys[i] ?? null);
      if (order !== 0) return sortKeys[i]?.direction === 'DESC' && !isEmpty(a.keys[i] ?? null) && !isEmpty(b.keys[i] ?? null) ? -order : order;
    }
    return a.note.path < b.note.path ? -1 : a.note.path > b.note.path ? 1 : 0;
  });
  const limited = view.limit === undefined ? matched : matched.slice(0, view.limit);
  const shown = limited.slice(0, BASE_ROWS_MAX);
  const rows = shown.map((c) => ({
    note: c.note,
    cells: columns.map((col) => valueOf(col.id, c.scope, run)),
    image: imageId === undefined ? null : valueOf(imageId, c.scope, run),
    group: c.group,
  }));
  const groups: ViewResult['groups'] = [];
  if (groupId === undefined) groups.push({ key: undefined, rows });
  else {
    for (const row of rows) {
      const found = groups.find((g) => equals(g.key ?? null, row.group));
      if (found) found.rows.push(row);
      else groups.push({ key: row.group, rows: [row] });
    }
    const desc = view.groupBy?.direction === 'DESC';
    groups.sort((a, b) => (desc ? -1 : 1) * compare(a.key ?? null, b.key ?? null));
  }
  const summaries = columns.map((col) => {
    const name = view.summaries[col.id] ?? Object.entries(view.summaries).find(([key]) => propertyId(key) === col.id)?.[1];
    if (name === undefined) return undefined;
    const values = limited.map((c) => valueOf(col.id, c.scope, run));
    return { label: summaryLabel(name, run), value: summarise(name, values, read, run) };
  });
  const type = view.type === 'cards' || view.type === 'list' ? view.type : 'table';
  return { name: view.name ?? view.type, type, columns, groups, summaries, total: limited.length, shown: rows.length };
}
