import type { Schema } from 'hast-util-sanitize';
import { SANITIZE_SCHEMA } from './render.ts';

const attributes = SANITIZE_SCHEMA.attributes ?? {};
type Definitions = NonNullable<Schema['attributes']>[string];

/** The body schema's attributes of `tag` with `classes` added to the class names it allows (one `className` entry, as the sanitiser reads only one). */
function withClasses(tag: string, classes: ReadonlyArray<string | RegExp>, more: Definitions = []): Definitions {
  const own = attributes[tag] ?? [];
  const kept = own.filter((d) => !(Array.isArray(d) && d[0] === 'className'));
  const allowed = own.flatMap((d) => (Array.isArray(d) && d[0] === 'className' ? (d.slice(1) as Array<string | RegExp>) : []));
  return [...kept, ['className', ...allowed, ...classes], ...more];
}

/**
 * The body's sanitising schema (render.ts), widened only for what properties, bases and queries
 * make: their classes and data attributes, `<time>`, sort buttons and the folded source of a query
 * that is not published. Scripts, handlers, `style` and `javascript:` URLs stay out as in bodies.
 */
export const VALUES_SANITIZE_SCHEMA: Schema = {
  ...SANITIZE_SCHEMA,
  tagNames: [...(SANITIZE_SCHEMA.tagNames ?? []), 'time', 'button', 'caption', 'figure', 'figcaption'],
  attributes: {
    ...attributes,
    a: withClasses('a', ['base-card-link']),
    dl: [['className', 'properties']],
    div: withClasses(
      'div',
      ['property', 'base', 'base-view', 'base-cards', 'base-card', 'query', 'query-unpublished', 'query-more', 'base-group', 'table-scroll'],
      ['dataType', 'dataView'],
    ),
    ul: withClasses('ul', ['value-list', 'base-list', 'query-list']),
    ol: withClasses('ol', ['base-list', 'query-list']),
    li: withClasses('li', ['task-list-item']),
    time: ['dateTime'],
    figure: [['className', 'base-view']],
    table: [['className', 'base-table', 'query-table'], 'dataSortable'],
    th: [...(attributes['th'] ?? []), 'scope', 'ariaSort', 'dataType'],
    td: [...(attributes['td'] ?? []), 'dataValue'],
    tr: [['className', 'base-summary']],
    button: [
      ['type', 'button'],
      ['className', 'sort-button'],
    ],
    p: [['className', 'query-more', 'query-note']],
    h3: [['className', 'base-title']],
    h4: [['className', 'base-group-title']],
    img: [...(attributes['img'] ?? []), 'loading'],
    details: [['className', 'query-source']],
  },
};
