import type { Element, ElementContent } from 'hast';
import { finding } from '../finding.ts';
import type { BlockContext } from '../query/blocks.ts';
import { asOfNote, readsBuildTime } from '../query/as-of.ts';
import { notPublished } from '../query/box.ts';
import { cellContent, type CellContext, noteLink, sortValue } from '../query/cells.ts';
import type { Expression } from '../query/expression.ts';
import { toDate } from '../query/dates.ts';
import { DateValue, UnsupportedFunction, type Value } from '../query/value.ts';
import { QUERY_ROWS_MAX, type QueryResult, type QueryRow, type QueryRun, runQuery, valueOn } from './evaluate-query.ts';
import { parseDql, parseQuery, type Query, QueryError } from './parse-query.ts';

const text = (value: string): ElementContent => ({ type: 'text', value });
const DAY_MS = 864e5;
const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });

/** A row's first cell: its page as a link, or its group's key. */
function idCell(row: QueryRow, cells: CellContext): ElementContent[] {
  return row.group ? cellContent(row.group.key, cells, 'group', null) : [noteLink(row.note, row.note.name)];
}

function list(query: Query, result: QueryResult, run: QueryRun, cells: CellContext): Element {
  const column = query.columns[0];
  const item = (row: QueryRow): Element => {
    const value: Value = column ? valueOn(column.expression, row, run) : null;
    const shown = cellContent(value, cells, column?.label ?? '', row.note);
    if (row.group) {
      const inner = row.group.rows.map((r) => el('li', {}, [noteLink(r.note, r.note.name)]));
      return el('li', {}, [...idCell(row, cells), el('ul', {}, inner.slice(0, QUERY_ROWS_MAX))]);
    }
    if (query.withoutId) return el('li', {}, shown);
    return el('li', {}, shown.length === 0 ? idCell(row, cells) : [...idCell(row, cells), text(': '), ...shown]);
  };
  return el('ul', { className: ['query-list'] }, result.rows.map(item));
}

function table(query: Query, result: QueryResult, run: QueryRun, cells: CellContext): Element {
  const grouped = result.rows.some((r) => r.group !== undefined);
  const idLabel = cells.formats.words.t(grouped ? 'query.group' : 'query.file');
  const headers = [...(query.withoutId ? [] : [idLabel]), ...query.columns.map((c) => c.label)];
  const body = result.rows.map((row) => {
    const values = query.columns.map((c) => valueOn(c.expression, row, run));
    const tds = values.map((v, i) =>
      el(
        'td',
        { dataValue: sortValue(v) },
        cellContent(v, cells, cells.formats.words.t('query.cellOf', { column: query.columns[i]?.label ?? '', name: row.note.name }), row.note),
      ),
    );
    const id = query.withoutId ? [] : [el('td', { dataValue: row.group ? sortValue(row.group.key) : row.note.name }, idCell(row, cells))];
    return el('tr', {}, [...id, ...tds]);
  });
  return el('div', { className: ['table-scroll'] }, [
    el('table', { className: ['query-table'], dataSortable: '' }, [
      el('thead', {}, [
        el(
          'tr',
          {},
          headers.map((h) => el('th', { scope: 'col' }, [text(h)])),
        ),
      ]),
      el('tbody', {}, body),
    ]),
  ]);
}

/**
 * A CALENDAR as the dates it marks, in order, each with its pages: what Obsidian's month view
 * shows as a dot on a day, read as a list, a line a day (a page without a date is on none, as in Dataview).
 */
function calendar(query: Query, result: QueryResult, run: QueryRun, cells: CellContext): Element {
  const column = query.columns[0];
  const days = new Map<number, QueryRow[]>();
  for (const row of result.rows) {
    const date = column === undefined ? null : toDate(valueOn(column.expression, row, run));
    if (date === null) continue;
    const day = new DateValue(Math.floor(date.ms / DAY_MS) * DAY_MS, false);
    days.set(day.ms, [...(days.get(day.ms) ?? []), row]);
  }
  // One line a day: its date, then its pages (`Mar 1, 2024: Garden, Roof`), as a LIST shows a page and its value.
  const items = [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ms, rows]) =>
      el('li', {}, [
        ...cellContent(new DateValue(ms, false), cells, '', null),
        text(': '),
        ...rows.flatMap((r, k) => [...(k > 0 ? [text(', ')] : []), noteLink(r.note, r.note.name)]),
      ]),
    );
  return el('ul', { className: ['query-list'] }, items);
}

function tasks(result: QueryResult, cells: CellContext): Element {
  const byNote: Array<{ row: QueryRow; items: Element[] }> = [];
  for (const row of result.rows) {
    if (!row.task) continue;
    const item = el('li', { className: ['task-list-item'] }, [
      el('input', { type: 'checkbox', checked: row.task.completed, disabled: true, ariaLabel: row.task.text || cells.formats.words.t('task.label') }, []),
      text(` ${row.task.text}`),
    ]);
    const last = byNote[byNote.length - 1];
    if (last && last.row.note.slug === row.note.slug) last.items.push(item);
    else byNote.push({ row, items: [item] });
  }
  return el(
    'ul',
    { className: ['query-list'] },
    byNote.map(({ row, items }) => el('li', {}, [noteLink(row.note, row.note.name), el('ul', { className: ['contains-task-list'] }, items)])),
  );
}

/**
 * A ` ```dataview ` block as hast: its result as a list, a table or tasks, evaluated over the
 * published notes; "and N more" past the rows shown. A query this cannot read or evaluate is
 * the labelled box of a query not published, with its source folded, and an info saying why.
 */
export function renderDataview(source: string, line: number | null, context: BlockContext, file: string | null): Element {
  const run: QueryRun = { index: context.index, self: context.self, fields: context.fields, now: context.now };
  // Dataview writes true and false as words, where Bases and the Properties view draw a checkbox.
  const cells: CellContext = { formats: context.formats, index: context.index, booleans: 'text' };
  try {
    const query = parseQuery(source);
    const result = runQuery(query, run);
    const shown =
      query.type === 'task'
        ? tasks(result, cells)
        : query.type === 'list'
          ? list(query, result, run, cells)
          : query.type === 'calendar'
            ? calendar(query, result, run, cells)
            : table(query, result, run, cells);
    const children: ElementContent[] = [shown];
    const words = context.formats.words;
    if (result.total === 0) children.push(el('p', { className: ['query-note'] }, [text(words.t('query.none'))]));
    if (result.total > result.rows.length)
      children.push(el('p', { className: ['query-more'] }, [text(words.count('query.more', result.total - result.rows.length))]));
    if (readsBuildTime(source)) children.push(asOfNote(context.formats, context.now));
    return el('div', { className: ['query'] }, children);
  } catch (error) {
    if (!(error instanceof QueryError || error instanceof UnsupportedFunction)) throw error;
    const why = error instanceof UnsupportedFunction ? `it uses ${error.function}, which the build does not evaluate` : error.message;
    const message = `this Dataview query is not published (${why}); it is shown as a box with its source folded. Rewrite it with what the site evaluates (docs/obsidian-vault.md, Dataview queries)`;
    return notPublished(context.report, context.formats.words, { file, line }, message, 'query.failed', source);
  }
}

/** Whether a parsed expression is one DQL expression: no sequence (`(+ 1 2)`, code of another language that the JavaScript grammar reads as one) anywhere in it. */
function isOneExpression(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return true;
  if ('type' in node && (node.type === 'SequenceExpression' || node.type === 'Compound')) return false;
  return Object.values(node).every(isOneExpression);
}

/** What Dataview shows for an inline query whose value is empty (its "null value display"). */
const NULL_SHOWN = '-';

/**
 * A Dataview inline query (`` `= this.file.name` ``, the inline code's text) as its value, shown
 * as a table cell shows it, evaluated on the page it is written in (`this`); `undefined` when the
 * text is no expression the site reads (`==` in a note about code, a lambda), which then stays
 * code as written, or when it calls a function the build does not evaluate, which an info names.
 */
export function renderInlineQuery(source: string, line: number | null, context: BlockContext, file: string | null): ElementContent[] | undefined {
  const expression = source.trimStart().slice(1).trim();
  let parsed: Expression;
  try {
    parsed = parseDql(expression);
  } catch (error) {
    if (error instanceof QueryError) return undefined;
    throw error;
  }
  if (!isOneExpression(parsed)) return undefined;
  const run: QueryRun = { index: context.index, self: context.self, fields: context.fields, now: context.now };
  try {
    const shown = cellContent(valueOn(parsed, null, run), { formats: context.formats, index: context.index, booleans: 'text' }, expression, context.self);
    return shown.length === 0 ? [text(NULL_SHOWN)] : shown;
  } catch (error) {
    if (!(error instanceof UnsupportedFunction)) throw error;
    context.report(
      finding(
        'info',
        'query-not-published',
        file,
        line,
        `the inline query "${source.trim()}" uses ${error.function}, which the build does not evaluate; it is shown as code. Rewrite it with what the site evaluates (docs/obsidian-vault.md, Dataview queries)`,
      ),
    );
    return undefined;
  }
}
