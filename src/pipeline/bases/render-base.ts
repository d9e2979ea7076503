import type { Element, ElementContent } from 'hast';
import { cellContent, type CellContext, noteLink, sortValue } from '../query/cells.ts';
import { toText, type Value } from '../query/value.ts';
import type { Column, Row, ViewResult } from './evaluate-base.ts';

const text = (value: string): ElementContent => ({ type: 'text', value });
const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });

/** A row's cell: the note's name as a link to it for `file.name`, else its value. */
function cell(row: Row, column: Column, value: Value, context: CellContext): ElementContent[] {
  if (column.id === 'file.name' || column.id === 'file.basename') return [noteLink(row.note, row.note.name)];
  return cellContent(value, context, context.formats.words.t('query.cellOf', { column: column.label, name: row.note.name }), row.note);
}

/** The caption of a view, or of one of its groups. */
function caption(view: ViewResult, key: Value | undefined, context: CellContext): string {
  if (key === undefined) return view.name;
  const shown = toText(key);
  const words = context.formats.words;
  return words.t('base.caption', { view: view.name, group: shown === '' ? words.t('base.noGroup') : shown });
}

/** A table view's group as a `<table>`: a caption, one header cell a column (the browser script makes them sort buttons), a row a note, the summaries in its foot. */
function table(view: ViewResult, rows: Row[], key: Value | undefined, context: CellContext, withSummaries: boolean): Element {
  const head = el('thead', {}, [
    el(
      'tr',
      {},
      view.columns.map((c) => el('th', { scope: 'col' }, [text(c.label)])),
    ),
  ]);
  const body = el(
    'tbody',
    {},
    rows.map((row) =>
      el(
        'tr',
        {},
        view.columns.map((c, i) => el('td', { dataValue: sortValue(row.cells[i] ?? null) }, cell(row, c, row.cells[i] ?? null, context))),
      ),
    ),
  );
  const children: ElementContent[] = [el('caption', {}, [text(caption(view, key, context))]), head, body];
  if (withSummaries && view.summaries.some((s) => s !== undefined)) {
    children.push(
      el('tfoot', {}, [
        el(
          'tr',
          { className: ['base-summary'] },
          view.summaries.map((s, i) =>
            el(
              'td',
              {},
              s === undefined
                ? []
                : [
                    text(`${s.label}: `),
                    ...cellContent(s.value, context, context.formats.words.t('query.cellOf', { column: s.label, name: view.columns[i]?.label ?? '' }), null),
                  ],
            ),
          ),
        ),
      ]),
    );
  }
  return el('div', { className: ['table-scroll'] }, [el('table', { className: ['base-table'], dataSortable: '' }, children)]);
}

/** The properties of a card or a list item after its name: each shown column with a value. */
function rowProperties(view: ViewResult, row: Row, context: CellContext): Element | undefined {
  const items = view.columns.flatMap((c, i) => {
    if (c.id === 'file.name' || c.id === 'file.basename') return [];
    const content = cell(row, c, row.cells[i] ?? null, context);
    return content.length === 0 ? [] : [el('div', { className: ['property'] }, [el('dt', {}, [text(c.label)]), el('dd', {}, content)])];
  });
  return items.length === 0 ? undefined : el('dl', { className: ['properties'] }, items);
}

/** The picture of a card: an image attachment or web address its `image` property names. */
function cardImage(value: Value): Element | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const src =
    typeof first === 'string' && /^https?:\/\//i.test(first)
      ? first
      : typeof first === 'object' && first !== null && 'url' in first && typeof first.url === 'string'
        ? first.url
        : undefined;
  return src === undefined ? undefined : el('img', { src, alt: '', loading: 'lazy' }, []);
}

function cards(view: ViewResult, rows: Row[], key: Value | undefined, context: CellContext): Element {
  return el('figure', { className: ['base-view'] }, [
    el('figcaption', {}, [text(caption(view, key, context))]),
    el(
      'div',
      { className: ['base-cards'] },
      rows.map((row) => {
        const image = cardImage(row.image);
        const properties = rowProperties(view, row, context);
        return el('div', { className: ['base-card'] }, [...(image ? [image] : []), noteLink(row.note, row.note.name), ...(properties ? [properties] : [])]);
      }),
    ),
  ]);
}

function list(view: ViewResult, rows: Row[], key: Value | undefined, context: CellContext): Element {
  return el('figure', { className: ['base-view'] }, [
    el('figcaption', {}, [text(caption(view, key, context))]),
    el(
      'ul',
      { className: ['base-list'] },
      rows.map((row) => {
        const properties = rowProperties(view, row, context);
        return el('li', {}, [noteLink(row.note, row.note.name), ...(properties ? [properties] : [])]);
      }),
    ),
  ]);
}

/** An evaluated view as hast: a table, cards or a list per group, and "and N more" past the rows shown. */
export function viewHast(view: ViewResult, context: CellContext): Element {
  const children: ElementContent[] = view.groups.map((group, i) => {
    if (view.type === 'cards') return cards(view, group.rows, group.key, context);
    if (view.type === 'list') return list(view, group.rows, group.key, context);
    return table(view, group.rows, group.key, context, i === view.groups.length - 1);
  });
  const words = context.formats.words;
  if (view.total === 0) children.push(el('p', { className: ['query-note'] }, [text(words.t('base.noMatch', { view: view.name }))]));
  if (view.total > view.shown) children.push(el('p', { className: ['query-more'] }, [text(words.count('query.more', view.total - view.shown))]));
  return el('div', { className: ['base'], dataView: view.name }, children);
}
